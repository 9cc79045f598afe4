import { postcodeAndCity } from '@hortus/core';
import { addressOf, h2, type LegalContext, type LegalTexts, p, ul } from './context';

// The shop addresses Italian shoppers with "tu", in its legal pages too.

const demoNote = p(
  'Hortus è un produttore immaginario e questo negozio è una demo: società, nomi, numeri e indirizzi di questa pagina sono dati di esempio.',
);

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const names = (list: string[]) => list.join(' e ');
const place = (c: LegalContext) => ({ for: `per l’${c.country}`, in: `in ${c.country}` });
const placeOf = (c: LegalContext) =>
  c.countryCode === 'CH' ? { for: 'per la Svizzera', in: 'in Svizzera' } : place(c);

function imprint(c: LegalContext): string {
  const { seller } = c;
  const swiss = c.law === 'ch';
  return [
    demoNote,
    h2('Titolare del sito'),
    addressOf(seller, c.countryName),
    p(
      `Rappresentata ${seller.managingDirectors.length > 1 ? 'dagli amministratori' : 'dall’amministratore'} ${names(seller.managingDirectors)}.`,
    ),
    h2('Contatti'),
    ul(
      `Telefono: ${seller.phone} (dal lunedì al venerdì, dalle 8 alle 18)`,
      `E-mail: ${mail(seller.email)}`,
      `Modulo di contatto: ${c.link('contact')}`,
    ),
    h2('Dati societari'),
    ul(
      `Registro delle imprese: ${seller.registerCourt}`,
      `Numero di iscrizione: ${seller.registerNumber}`,
      `Partita IVA comunitaria: ${seller.vatId}`,
    ),
    h2('Responsabile dei contenuti'),
    p(`${seller.managingDirectors[0]}, all’indirizzo indicato sopra.`),
    h2('Risoluzione delle controversie'),
    p(
      swiss
        ? 'Per domande o problemi scrivici direttamente: troviamo quasi sempre una soluzione.'
        : 'Non siamo obbligati né disposti a partecipare a procedure di risoluzione delle controversie davanti a un organismo di conciliazione per i consumatori. Se qualcosa non va, scrivici direttamente: troviamo quasi sempre una soluzione.',
    ),
  ].join('');
}

function terms(c: LegalContext): string {
  const swiss = c.law === 'ch';
  const where = placeOf(c);
  return [
    h2('1. Ambito di applicazione e venditore'),
    p(
      `Queste condizioni valgono per tutti gli ordini effettuati nel negozio Hortus ${where.for}.`,
      `Il venditore è ${c.seller.name}, ${c.seller.street}, ${postcodeAndCity(c.seller)}.`,
      'La lingua del contratto è l’italiano.',
    ),
    h2('2. Conclusione del contratto'),
    p(
      'I prodotti presentati nel negozio non sono ancora un’offerta vincolante.',
      'Inviando l’ordine nell’ultima pagina della cassa fai un’offerta vincolante; fino a quel momento puoi controllare e correggere tutti i dati.',
      'Accettiamo la tua offerta con la conferma d’ordine che ti inviamo per e-mail.',
      'Conserviamo il testo del contratto; trovi i tuoi ordini in qualsiasi momento nel tuo account.',
    ),
    h2('3. Prezzi'),
    p(
      swiss
        ? `Tutti i prezzi sono in franchi svizzeri e comprendono l’IVA del ${c.vat}; dazi e tasse d’importazione sono già inclusi.`
        : `Tutti i prezzi comprendono l’IVA del ${c.vat} per la consegna ${where.in}.`,
      `Le spese di spedizione si aggiungono; le vedi alla cassa prima dell’ordine e nella pagina ${c.link('shipping')}.`,
    ),
    h2('4. Consegna'),
    p(
      `Consegniamo ${where.in} tramite corriere, a bordo strada.`,
      'I tempi di consegna sono indicati in ogni scheda prodotto; una casetta configurata su misura viene prodotta dopo il tuo ordine.',
      `Tutti i dettagli${c.islands ? ', anche sulle isole che non possiamo servire,' : ''} sono nella pagina ${c.link('shipping')}.`,
    ),
    h2('5. Pagamento'),
    p(
      `Accettiamo il ${c.payment.prepayment.toLowerCase()} e il ${c.payment.cashOnDelivery.toLowerCase()}; per i clienti aziendali anche l’${c.payment.onAccount.toLowerCase()}.`,
      `Le condizioni sono nella pagina ${c.link('payment')}.`,
    ),
    h2('6. Riserva di proprietà'),
    p('La merce resta di nostra proprietà fino al pagamento completo.'),
    h2('7. Garanzia legale e garanzia del produttore'),
    p(
      'Vale la garanzia legale di conformità di due anni dalla consegna.',
      'Inoltre Hortus, come produttore, garantisce per 25 anni che le lamiere in acciaio zincato di casette, bauli e orti rialzati non si perforino per la ruggine, se sono stati montati secondo le istruzioni e ancorati su una base piana.',
      'Questa garanzia si aggiunge ai tuoi diritti di legge e non li limita.',
    ),
    h2(swiss ? '8. Diritto di reso' : '8. Diritto di recesso'),
    p(
      swiss
        ? 'Il diritto svizzero non prevede un diritto di revoca per gli acquisti online; ti concediamo volontariamente 30 giorni per il reso.'
        : 'Come consumatore puoi recedere dal contratto entro 14 giorni.',
      `Tutti i dettagli sono nella pagina ${c.link('withdrawal')}.`,
    ),
    h2('9. Responsabilità'),
    p(
      'Rispondiamo senza limiti in caso di dolo, colpa grave e danni alla vita, al corpo o alla salute.',
      'Negli altri casi rispondiamo solo della violazione di obblighi contrattuali essenziali e del danno prevedibile e tipico del contratto.',
    ),
    h2('10. Legge applicabile'),
    p(
      swiss
        ? `Si applica il diritto svizzero, esclusa la Convenzione di Vienna. Il foro è ${c.seller.city}; come consumatore puoi agire anche presso il tribunale del tuo domicilio.`
        : 'Si applica il diritto tedesco, esclusa la Convenzione di Vienna. Come consumatore conservi la tutela delle norme imperative del Paese in cui risiedi abitualmente.',
    ),
  ].join('');
}

const excluded = (c: LegalContext) =>
  p(
    `${c.law === 'ch' ? 'Il diritto di reso' : 'Il diritto di recesso'} non si applica ai beni confezionati su misura: una casetta che componi nel configuratore scegliendo dimensioni, tetto, porta o colore viene prodotta solo per te e non può essere ripresa.`,
  );

function withdrawal(c: LegalContext): string {
  const { seller } = c;
  if (c.law === 'ch') {
    return [
      h2('Nessun diritto di revoca per legge, 30 giorni per il reso'),
      p(
        'Il diritto svizzero non prevede un diritto di revoca per gli acquisti online.',
        'Ti concediamo comunque, volontariamente, un diritto di reso: puoi restituirci un articolo entro 30 giorni dalla consegna, senza dover dare spiegazioni.',
      ),
      h2('Come restituire un articolo'),
      p(
        `Scrivici entro i 30 giorni a ${mail(seller.email)} o dalla pagina ${c.link('contact')}.`,
        'L’articolo deve essere completo, non usato e non montato; veniamo a ritirarlo da te.',
        `Per il ritiro addebitiamo al massimo il costo della spedizione standard (${c.standardDelivery}).`,
      ),
      h2('Rimborso'),
      p(
        'Ti rimborsiamo il prezzo entro 14 giorni dal ricevimento dell’articolo, con lo stesso mezzo di pagamento.',
      ),
      h2('Esclusioni'),
      excluded(c),
      p('I tuoi diritti di garanzia in caso di difetti restano invariati.'),
    ].join('');
  }
  return [
    h2('Diritto di recesso'),
    p(
      'Hai il diritto di recedere dal contratto, senza indicarne le ragioni, entro quattordici giorni.',
      'Il periodo di recesso scade dopo quattordici giorni dal giorno in cui tu o un terzo da te designato, diverso dal vettore, acquisite il possesso fisico dei beni, o dell’ultimo bene se l’ordine arriva in più consegne.',
    ),
    p(
      `Per esercitare il diritto di recesso devi informarci (${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, telefono ${seller.phone}, e-mail ${mail(seller.email)}) della tua decisione con una dichiarazione esplicita, per esempio una lettera o un’e-mail.`,
      'Puoi usare il modulo tipo qui sotto, ma non è obbligatorio.',
      'Per rispettare il termine basta inviare la comunicazione prima della sua scadenza.',
    ),
    h2('Effetti del recesso'),
    p(
      'Se recedi dal contratto, ti rimborsiamo tutti i pagamenti ricevuti, comprese le spese di consegna (esclusi i costi supplementari di una consegna diversa da quella standard meno costosa), senza indebito ritardo e comunque entro quattordici giorni dal giorno in cui siamo informati del recesso.',
      'Usiamo lo stesso mezzo di pagamento dell’ordine, senza costi per te.',
      'Possiamo trattenere il rimborso finché non abbiamo ricevuto i beni o finché non ci dimostri di averli rispediti.',
    ),
    p(
      'Casette, bauli e orti rialzati non si possono rispedire per posta: veniamo a ritirarli da te con un corriere.',
      `I costi diretti della restituzione sono a tuo carico e ammontano al massimo a ${c.standardDelivery}.`,
      'Sei responsabile solo della diminuzione di valore dovuta a una manipolazione diversa da quella necessaria per stabilire natura, caratteristiche e funzionamento dei beni, per esempio il montaggio completo.',
    ),
    h2('Esclusioni'),
    excluded(c),
    h2('Modulo di recesso tipo'),
    p('Compila e restituisci questo modulo solo se desideri recedere dal contratto:'),
    ul(
      `Destinatario: ${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, e-mail ${mail(seller.email)}`,
      'Con la presente io/noi notifico/notifichiamo il recesso dal mio/nostro contratto di vendita dei seguenti beni:',
      'Ordinato il / ricevuto il:',
      'Nome e indirizzo del consumatore/dei consumatori:',
      'Firma del consumatore/dei consumatori (solo se il modulo è inviato su carta):',
      'Data:',
    ),
  ].join('');
}

function privacy(c: LegalContext): string {
  const { seller, dpo } = c;
  const swiss = c.law === 'ch';
  const basis = (article: string) => (swiss ? '' : ` (${article})`);
  return [
    p(
      swiss
        ? 'Questa informativa ti spiega quali dati personali trattiamo nel negozio Hortus, per quali scopi e quali diritti hai secondo la legge federale sulla protezione dei dati (LPD).'
        : 'Questa informativa ti spiega quali dati personali trattiamo nel negozio Hortus, per quali scopi e quali diritti hai secondo il Regolamento generale sulla protezione dei dati (GDPR).',
    ),
    h2('Titolare del trattamento'),
    addressOf(seller, c.countryName),
    p(`E-mail: ${mail(seller.email)}`),
    h2('Responsabile della protezione dei dati'),
    p(
      `${dpo.name}, raggiungibile a ${mail(dpo.email)} o all’indirizzo sopra, con la dicitura «Protezione dei dati».`,
    ),
    h2('Quali dati usiamo e perché'),
    ul(
      `Ordini: nome, indirizzi di consegna e fatturazione, e-mail, telefono e articoli ordinati, per gestire, consegnare e fatturare il tuo acquisto${basis('art. 6, par. 1, lett. b GDPR')}.`,
      `Account: dati di accesso, indirizzi e ordini, finché mantieni l’account${basis('art. 6, par. 1, lett. b GDPR')}.`,
      `Newsletter: il tuo indirizzo e-mail, solo se ti sei iscritto e hai confermato; ogni invio contiene il link per disiscriverti${basis('art. 6, par. 1, lett. a GDPR')}.`,
      `Richieste di contatto: ciò che ci scrivi, per risponderti${basis('art. 6, par. 1, lett. b e f GDPR')}.`,
      `Log del server: indirizzo IP, ora e pagina richiesta, per la sicurezza del sito; li cancelliamo dopo 14 giorni${basis('art. 6, par. 1, lett. f GDPR')}.`,
    ),
    h2('Cookie e tracciamento'),
    p(
      'Senza il tuo consenso usiamo solo i cookie necessari al sito: carrello, accesso e la tua scelta sui cookie.',
      'Servizi di statistica e marketing come Google Tag Manager vengono caricati solo dopo il tuo consenso nel banner dei cookie.',
      'Puoi modificare o revocare la scelta in qualsiasi momento con «Impostazioni cookie» in fondo a ogni pagina.',
    ),
    h2('Destinatari'),
    p(
      'Il corriere riceve nome, indirizzo di consegna e telefono per concordare la consegna; la nostra banca riceve i dati di pagamento.',
      'I fornitori di hosting e servizi informatici lavorano per noi solo secondo le nostre istruzioni.',
      swiss
        ? `Gli ordini sono trattati presso la sede di ${seller.name} (${c.countryName(seller.country)}); la Svizzera riconosce adeguata la protezione dei dati dell’Unione europea.`
        : 'I tuoi dati non lasciano l’Unione europea.',
    ),
    h2('Per quanto tempo conserviamo i dati'),
    p(
      'Fatture e documenti contabili sono conservati per dieci anni, come richiesto dalla normativa civilistica e fiscale.',
      'Cancelliamo l’account quando lo chiudi e l’indirizzo della newsletter quando ti disiscrivi.',
    ),
    h2('I tuoi diritti'),
    p(
      swiss
        ? 'Puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione o la consegna in un formato comune, e puoi opporti al trattamento.'
        : 'Hai diritto di accesso, rettifica, cancellazione, limitazione e portabilità dei dati; puoi opporti al trattamento e revocare il consenso in qualsiasi momento per il futuro.',
      `Scrivi a ${mail(dpo.email)}.`,
      swiss
        ? 'Puoi presentare reclamo all’Incaricato federale della protezione dei dati e della trasparenza (IFPDT).'
        : 'Puoi proporre reclamo all’autorità di protezione dei dati del tuo Paese, per l’Italia il Garante per la protezione dei dati personali, o a quella competente per noi ad Amburgo.',
    ),
  ].join('');
}

function shipping(c: LegalContext): string {
  const abroad = c.law === 'ch';
  const where = placeOf(c);
  return [
    h2('Dove consegniamo'),
    p(
      `Il negozio Hortus ${where.for} consegna a tutti gli indirizzi ${where.in}.`,
      c.islands
        ? `Non possiamo consegnare ${c.islands}: i corrieri non ci arrivano o solo con forti supplementi, per questo la cassa non accetta questi CAP.`
        : '',
    ),
    h2('Consegna a bordo strada'),
    p(
      'Casette, box per biciclette e bauli grandi arrivano su pallet tramite corriere.',
      'L’autista ti chiama prima per fissare l’appuntamento e lascia la merce a bordo strada davanti alla tua proprietà; il trasporto in giardino non è compreso.',
      'I singoli colli pesano fino a 60 kg: organizzati con una seconda persona.',
    ),
    h2('Tempi di consegna'),
    ul(
      `Articoli disponibili, spedizione standard: ${abroad ? 'da 6 a 10' : 'da 4 a 8'} giorni lavorativi`,
      `Articoli disponibili, spedizione espressa: ${abroad ? 'da 3 a 5' : 'da 2 a 4'} giorni lavorativi`,
      'Casette configurate su misura: da 3 a 4 settimane, perché le produciamo dopo il tuo ordine',
    ),
    p(
      'Ogni scheda prodotto indica i propri tempi. Con il pagamento anticipato decorrono dall’arrivo del tuo bonifico.',
      abroad
        ? 'Ci occupiamo noi dello sdoganamento; dazi e tasse d’importazione sono compresi nel prezzo.'
        : '',
    ),
    h2('Spese di spedizione'),
    ul(
      `Spedizione standard (corriere): ${c.standardDelivery} per ordine`,
      `Spedizione espressa: ${c.expressDelivery} per ordine`,
      `${c.payment.cashOnDelivery}: ${c.cashOnDeliveryFee} in più`,
    ),
    p(
      'Vedi le spese nel carrello e alla cassa prima di ordinare. I download, come le istruzioni di montaggio, arrivano per e-mail senza spese di spedizione.',
    ),
    h2('Danni da trasporto'),
    p(
      'Controlla la merce in presenza dell’autista, annota i danni visibili sul documento di consegna e comunicaceli.',
      'Anche senza questa annotazione non perdi alcun diritto.',
    ),
  ].join('');
}

function payment(c: LegalContext): string {
  return [
    p(`Nel negozio Hortus ${placeOf(c).for} puoi pagare in questi modi, sempre nella valuta del negozio.`),
    h2(c.payment.prepayment),
    p(
      'Dopo l’ordine trovi le nostre coordinate bancarie e la causale nella conferma d’ordine.',
      'Teniamo la merce da parte per 10 giorni; appena arriva il pagamento, spediamo l’ordine.',
    ),
    h2(c.payment.cashOnDelivery),
    p(
      `Paghi in contanti all’autista del corriere, con un supplemento di ${c.cashOnDeliveryFee}.`,
      'Non è disponibile per i download, che non vengono consegnati.',
    ),
    h2(c.payment.onAccount),
    p(
      `Per i clienti aziendali con ${c.law === 'ch' ? 'numero IDI' : 'partita IVA'} verificata nell’account: ricevi prima la merce e paghi la fattura entro 14 giorni, senza sconti.`,
    ),
    h2('Fattura'),
    p('La fattura, con l’IVA indicata separatamente, ti arriva per e-mail alla spedizione della merce.'),
  ].join('');
}

function whereToBuy(c: LegalContext): string {
  const region = c.country ? placeOf(c).for : 'per i Paesi che non hanno ancora un negozio Hortus';
  return [
    p(`Questo sito mostra tutta la gamma Hortus ${region}, ma qui non è possibile ordinare online.`),
    h2('Acquista da un rivenditore Hortus'),
    p(
      'Casette, bauli, box per biciclette e orti rialzati Hortus sono in vendita nei garden center, nei magazzini edili e presso rivenditori specializzati.',
      `La pagina ${c.link('dealerSearch')} elenca i rivenditori vicini a te; molti offrono anche il montaggio.`,
    ),
    h2('Scegli con calma'),
    p(
      'Confronta i modelli e le misure nelle schede prodotto e porta il nome del modello al tuo rivenditore.',
      `Nessun rivenditore in zona? Scrivici dalla pagina ${c.link('contact')} e ti diremo dove acquistare.`,
    ),
    h2('Garanzia'),
    p(
      'Ovunque lo acquisti, ogni prodotto Hortus ha la nostra garanzia di 25 anni contro la perforazione da ruggine.',
    ),
  ].join('');
}

export const IT: LegalTexts = { imprint, terms, withdrawal, privacy, shipping, payment, whereToBuy };
