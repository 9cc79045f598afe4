import { postcodeAndCity } from '@hortus/core';
import { addressOf, h2, type LegalContext, type LegalTexts, p, ul } from './context';

const demoNote = p(
  'Hortus ist ein erfundener Hersteller und dieser Shop eine Demo: Firmen, Namen, Nummern und Adressen auf dieser Seite sind Beispieldaten.',
);

/** How German names the store's country after "für", "in" and "nach": only die Schweiz takes an article. */
const place = (c: LegalContext) =>
  c.countryCode === 'CH'
    ? { for: 'die Schweiz', in: 'in der Schweiz', to: 'in die Schweiz' }
    : { for: `${c.country}`, in: `in ${c.country}`, to: `nach ${c.country}` };

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const names = (list: string[]) => list.join(' und ');

function imprint(c: LegalContext): string {
  const { seller } = c;
  const swiss = c.law === 'ch';
  return [
    demoNote,
    h2('Anbieter'),
    addressOf(seller, c.countryName),
    p(
      `Vertreten durch ${seller.managingDirectors.length > 1 ? 'die Geschäftsführer' : 'den Geschäftsführer'} ${names(seller.managingDirectors)}.`,
    ),
    h2('Kontakt'),
    ul(
      `Telefon: ${seller.phone} (Montag bis Freitag, 8 bis 18 Uhr)`,
      `E-Mail: ${mail(seller.email)}`,
      `Kontaktformular: ${c.link('contact')}`,
    ),
    h2('Register und Umsatzsteuer'),
    ul(
      `Registergericht: ${seller.registerCourt}`,
      `Registernummer: ${seller.registerNumber}`,
      `Umsatzsteuer-Identifikationsnummer: ${seller.vatId}`,
    ),
    h2('Verantwortlich für den Inhalt'),
    p(`${seller.managingDirectors[0]}, Anschrift wie oben.`),
    h2('Streitbeilegung'),
    p(
      swiss
        ? 'Bei Fragen oder Problemen schreiben Sie uns bitte direkt: Wir finden fast immer eine Lösung.'
        : 'Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Schreiben Sie uns bei Problemen direkt: Wir finden fast immer eine Lösung.',
    ),
  ].join('');
}

function terms(c: LegalContext): string {
  const swiss = c.law === 'ch';
  return [
    h2('1. Geltungsbereich und Vertragspartner'),
    p(
      `Diese Bedingungen gelten für alle Bestellungen im Hortus-Shop für ${place(c).for}.`,
      `Ihr Vertragspartner ist die ${c.seller.name}, ${c.seller.street}, ${postcodeAndCity(c.seller)}.`,
      'Die Vertragssprache ist Deutsch.',
    ),
    h2('2. Vertragsschluss'),
    p(
      'Die Produkte im Shop sind noch kein verbindliches Angebot.',
      'Mit dem Absenden der Bestellung auf der letzten Seite der Kasse geben Sie ein verbindliches Angebot ab; bis dahin können Sie Ihre Eingaben jederzeit prüfen und ändern.',
      'Wir nehmen Ihr Angebot mit der Bestellbestätigung per E-Mail an.',
      'Den Vertragstext speichern wir; Ihre Bestellungen sehen Sie jederzeit in Ihrem Kundenkonto.',
    ),
    h2('3. Preise'),
    p(
      swiss
        ? `Alle Preise sind Endpreise in Schweizer Franken inklusive ${c.vat} MwSt.; Zoll und Einfuhrabgaben sind bereits enthalten.`
        : `Alle Preise sind Endpreise inklusive ${c.vat} Umsatzsteuer für Lieferungen ${place(c).to}.`,
      `Die Versandkosten kommen hinzu; sie stehen vor dem Absenden der Bestellung in der Kasse und auf der Seite ${c.link('shipping')}.`,
    ),
    h2('4. Lieferung'),
    p(
      `Wir liefern ${place(c).in} per Spedition frei Bordsteinkante.`,
      'Die Lieferzeit steht auf jeder Produktseite; nach Maß konfigurierte Gerätehäuser fertigen wir erst nach Ihrer Bestellung.',
      `Einzelheiten${c.islands ? ', auch zu den Inseln, die wir nicht beliefern können,' : ''} finden Sie unter ${c.link('shipping')}.`,
    ),
    h2('5. Zahlung'),
    p(
      `Sie bezahlen per ${c.payment.prepayment} oder ${c.payment.cashOnDelivery}; Geschäftskunden auch per ${c.payment.onAccount}.`,
      `Die Bedingungen stehen unter ${c.link('payment')}.`,
    ),
    h2('6. Eigentumsvorbehalt'),
    p('Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.'),
    h2('7. Gewährleistung und Hersteller-Garantie'),
    p(
      'Es gilt die gesetzliche Gewährleistung von zwei Jahren ab Lieferung.',
      'Zusätzlich gibt Hortus als Hersteller 25 Jahre Garantie darauf, dass die verzinkten Stahlbleche unserer Gerätehäuser, Boxen und Hochbeete nicht durchrosten, wenn sie nach der Anleitung aufgebaut und auf einem ebenen Fundament verankert wurden.',
      'Die Garantie gilt zusätzlich zu Ihren gesetzlichen Rechten und schränkt sie nicht ein.',
    ),
    h2(swiss ? '8. Rückgaberecht' : '8. Widerrufsrecht'),
    p(
      swiss
        ? 'Das Schweizer Recht kennt für Online-Käufe kein Widerrufsrecht; wir gewähren Ihnen freiwillig ein Rückgaberecht von 30 Tagen.'
        : 'Als Verbraucher können Sie Ihre Bestellung innerhalb von 14 Tagen widerrufen.',
      `Die Einzelheiten stehen unter ${c.link('withdrawal')}.`,
    ),
    h2('9. Haftung'),
    p(
      'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden an Leben, Körper und Gesundheit.',
      'Im Übrigen haften wir nur für die Verletzung wesentlicher Vertragspflichten und nur für den vorhersehbaren, typischen Schaden.',
    ),
    h2('10. Anwendbares Recht'),
    p(
      swiss
        ? `Es gilt Schweizer Recht unter Ausschluss des Wiener Kaufrechts. Gerichtsstand ist ${c.seller.city}; als Konsumentin oder Konsument können Sie auch an Ihrem Wohnsitz klagen.`
        : 'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Als Verbraucher behalten Sie den Schutz der zwingenden Vorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben.',
    ),
  ].join('');
}

const excluded = (c: LegalContext) =>
  p(
    `${c.law === 'ch' ? 'Die Rückgabe ist ausgeschlossen' : 'Das Widerrufsrecht besteht nicht'} bei Waren, die nach Ihren Vorgaben angefertigt werden: Ein Gerätehaus, das Sie im Konfigurator in Maß, Dachform, Tür oder Farbe selbst zusammenstellen, fertigen wir eigens für Sie und können es nicht zurücknehmen.`,
  );

function withdrawal(c: LegalContext): string {
  const { seller } = c;
  if (c.law === 'ch') {
    return [
      h2('Kein gesetzliches Widerrufsrecht, 30 Tage Rückgabe'),
      p(
        'Das Schweizer Recht sieht für Online-Käufe kein Widerrufsrecht vor.',
        'Wir gewähren Ihnen trotzdem freiwillig ein Rückgaberecht: Sie können Ware, die Sie nicht behalten möchten, innerhalb von 30 Tagen nach der Lieferung ohne Angabe von Gründen zurückgeben.',
      ),
      h2('So geben Sie zurück'),
      p(
        `Schreiben Sie uns innerhalb der 30 Tage an ${mail(seller.email)} oder über die Seite ${c.link('contact')}.`,
        'Die Ware muss unbenutzt, nicht aufgebaut und vollständig sein; wir holen sie bei Ihnen ab.',
        `Für die Abholung berechnen wir höchstens die Kosten des Standardversands (${c.standardDelivery}).`,
      ),
      h2('Erstattung'),
      p(
        'Den Kaufpreis erstatten wir innerhalb von 14 Tagen, nachdem die Ware bei uns angekommen ist, auf dem Weg, auf dem Sie bezahlt haben.',
      ),
      h2('Ausgenommen'),
      excluded(c),
      p('Ihre Gewährleistungsrechte bei Mängeln bleiben von alledem unberührt.'),
    ].join('');
  }
  return [
    h2('Widerrufsbelehrung'),
    p(
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
      'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben; kommt Ihre Bestellung in mehreren Lieferungen, ab dem Tag, an dem Sie die letzte in Besitz genommen haben.',
    ),
    p(
      `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, Telefon ${seller.phone}, E-Mail ${mail(seller.email)}) mittels einer eindeutigen Erklärung (etwa einem Brief oder einer E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren.`,
      'Sie können dafür das Muster-Widerrufsformular unten verwenden, das jedoch nicht vorgeschrieben ist.',
      'Zur Wahrung der Frist reicht es aus, dass Sie die Mitteilung vor Ablauf der Widerrufsfrist absenden.',
    ),
    h2('Folgen des Widerrufs'),
    p(
      'Wenn Sie diesen Vertrag widerrufen, zahlen wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der Mehrkosten einer anderen Lieferart als der günstigsten Standardlieferung), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurück, an dem Ihr Widerruf bei uns eingegangen ist.',
      'Dafür verwenden wir dasselbe Zahlungsmittel wie bei Ihrer Bestellung, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; Entgelte berechnen wir Ihnen dafür nicht.',
      'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie nachgewiesen haben, dass Sie die Waren zurückgesandt haben.',
    ),
    p(
      'Gerätehäuser, Boxen und Hochbeete können nicht als Paket zurückgeschickt werden: Wir holen sie bei Ihnen per Spedition ab.',
      `Sie tragen die unmittelbaren Kosten der Rücksendung; sie betragen höchstens ${c.standardDelivery}.`,
      'Für einen Wertverlust der Waren müssen Sie nur aufkommen, wenn er auf einen Umgang zurückgeht, der zur Prüfung von Beschaffenheit, Eigenschaften und Funktionsweise nicht notwendig war, etwa den vollständigen Aufbau.',
    ),
    h2('Ausschluss des Widerrufsrechts'),
    excluded(c),
    h2('Muster-Widerrufsformular'),
    p(
      'Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück:',
    ),
    ul(
      `An ${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, E-Mail ${mail(seller.email)}:`,
      'Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren:',
      'Bestellt am / erhalten am:',
      'Name und Anschrift des/der Verbraucher(s):',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
      'Datum:',
    ),
  ].join('');
}

function privacy(c: LegalContext): string {
  const { seller, dpo } = c;
  const swiss = c.law === 'ch';
  const basis = (gdpr: string) => (swiss ? '' : ` (${gdpr})`);
  return [
    p(
      swiss
        ? 'Diese Erklärung sagt Ihnen, welche Personendaten wir im Hortus-Shop bearbeiten, wozu und welche Rechte Sie nach dem Schweizer Datenschutzgesetz (DSG) haben.'
        : 'Diese Erklärung sagt Ihnen, welche personenbezogenen Daten wir im Hortus-Shop verarbeiten, wozu und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
    ),
    h2('Verantwortlich'),
    addressOf(seller, c.countryName),
    p(`E-Mail: ${mail(seller.email)}`),
    h2('Datenschutzbeauftragte'),
    p(
      `${dpo.name}, erreichbar unter ${mail(dpo.email)} oder unter der Anschrift oben mit dem Zusatz „Datenschutz".`,
    ),
    h2('Welche Daten wir wozu verwenden'),
    ul(
      `Bestellungen: Name, Liefer- und Rechnungsadresse, E-Mail, Telefonnummer und die bestellten Artikel, um Ihren Kauf abzuwickeln, zu liefern und abzurechnen${basis('Art. 6 Abs. 1 lit. b DSGVO')}.`,
      `Kundenkonto: Ihre Anmeldedaten, Adressen und Bestellungen, solange Sie das Konto behalten${basis('Art. 6 Abs. 1 lit. b DSGVO')}.`,
      `Newsletter: Ihre E-Mail-Adresse, nur wenn Sie ihn bestellt und die Anmeldung bestätigt haben; abmelden können Sie sich mit jedem Newsletter${basis('Art. 6 Abs. 1 lit. a DSGVO')}.`,
      `Kontaktanfragen: was Sie uns schreiben, um Ihnen zu antworten${basis('Art. 6 Abs. 1 lit. b und f DSGVO')}.`,
      `Server-Protokolle: IP-Adresse, Zeit und aufgerufene Seite, um den Shop sicher zu betreiben; wir löschen sie nach 14 Tagen${basis('Art. 6 Abs. 1 lit. f DSGVO')}.`,
    ),
    h2('Cookies und Tracking'),
    p(
      'Ohne Ihre Einwilligung setzen wir nur Cookies, die der Shop braucht: für den Warenkorb, die Anmeldung und Ihre Cookie-Wahl.',
      'Statistik- und Marketingdienste wie den Google Tag Manager laden wir erst, wenn Sie im Cookie-Hinweis zustimmen.',
      'Ihre Wahl können Sie jederzeit über „Cookie-Einstellungen" unten auf jeder Seite ändern oder widerrufen.',
    ),
    h2('Empfänger'),
    p(
      'Die Spedition erhält Name, Lieferadresse und Telefonnummer, um den Liefertermin mit Ihnen abzustimmen; unsere Bank erhält die Zahlungsdaten.',
      'Hosting- und IT-Dienstleister arbeiten für uns nur nach unserer Weisung.',
      swiss
        ? `Ihre Bestellungen bearbeiten wir am Sitz der ${seller.name} (${c.countryName(seller.country)}); die Schweiz anerkennt den Datenschutz der EU als angemessen.`
        : 'Ihre Daten verlassen die Europäische Union nicht.',
    ),
    h2('Wie lange wir Daten speichern'),
    p(
      'Rechnungen und Buchungsbelege bewahren wir zehn Jahre auf, wie es das Handels- und Steuerrecht verlangt.',
      'Ihr Kundenkonto löschen wir, wenn Sie es schließen; Ihre Newsletter-Adresse, wenn Sie sich abmelden.',
    ),
    h2('Ihre Rechte'),
    p(
      swiss
        ? 'Sie können Auskunft über Ihre Daten verlangen, ihre Berichtigung oder Löschung und die Herausgabe in einem gängigen Format, und Sie können der Bearbeitung widersprechen.'
        : 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit; Sie können der Verarbeitung widersprechen und eine Einwilligung jederzeit für die Zukunft widerrufen.',
      `Schreiben Sie dazu an ${mail(dpo.email)}.`,
      swiss
        ? 'Beschwerden können Sie beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) einreichen.'
        : 'Beschweren können Sie sich bei der Datenschutzaufsicht Ihres Landes oder bei der für uns zuständigen Hamburgischen Beauftragten für Datenschutz und Informationsfreiheit.',
    ),
  ].join('');
}

function shipping(c: LegalContext): string {
  const abroad = c.law === 'ch';
  return [
    h2('Liefergebiet'),
    p(
      `Der Hortus-Shop für ${place(c).for} liefert an alle Adressen ${place(c).in}.`,
      c.islands
        ? `Nicht beliefern können wir ${c.islands}: Speditionen fahren dort nicht hin oder nur gegen hohe Aufschläge, deshalb nimmt die Kasse diese Postleitzahlen nicht an.`
        : '',
    ),
    h2('Lieferung frei Bordsteinkante'),
    p(
      'Gerätehäuser, Fahrradgaragen und große Boxen kommen auf einer Palette per Spedition.',
      'Der Fahrer ruft Sie vorher an, um einen Liefertermin zu vereinbaren, und stellt die Ware an der Bordsteinkante vor Ihrem Grundstück ab; das Tragen in den Garten gehört nicht dazu.',
      'Die einzelnen Pakete wiegen bis zu 60 kg: Planen Sie für die Annahme eine zweite Person ein.',
    ),
    h2('Lieferzeiten'),
    ul(
      `Lagerware mit Standardversand: ${abroad ? '6 bis 10' : '4 bis 8'} Werktage`,
      `Lagerware mit Expressversand: ${abroad ? '3 bis 5' : '2 bis 4'} Werktage`,
      'Im Konfigurator zusammengestellte Gerätehäuser: 3 bis 4 Wochen, weil wir sie nach Ihrer Bestellung fertigen',
    ),
    p(
      'Die Lieferzeit jedes Artikels steht auf seiner Produktseite. Bei Vorkasse beginnt sie, sobald Ihre Zahlung bei uns ist.',
      abroad ? 'Die Verzollung erledigen wir; Zoll und Einfuhrabgaben sind im Preis enthalten.' : '',
    ),
    h2('Versandkosten'),
    ul(
      `Standardversand (Spedition): ${c.standardDelivery} je Bestellung`,
      `Expressversand: ${c.expressDelivery} je Bestellung`,
      `${c.payment.cashOnDelivery}: zusätzlich ${c.cashOnDeliveryFee}`,
    ),
    p(
      'Die Kosten sehen Sie im Warenkorb und in der Kasse, bevor Sie bestellen. Downloads wie Aufbauanleitungen versenden wir per E-Mail, ohne Versandkosten.',
    ),
    h2('Transportschäden'),
    p(
      'Prüfen Sie die Lieferung bitte im Beisein des Fahrers, vermerken Sie sichtbare Schäden auf dem Lieferschein und melden Sie sie uns.',
      'Ihre Rechte verlieren Sie aber auch ohne diesen Vermerk nicht.',
    ),
  ].join('');
}

function payment(c: LegalContext): string {
  return [
    p(
      `Im Hortus-Shop für ${place(c).for} bezahlen Sie auf diese Arten; alle Beträge in der Währung des Shops.`,
    ),
    h2(c.payment.prepayment),
    p(
      'Nach der Bestellung finden Sie unsere Bankverbindung und den Verwendungszweck in der Bestellbestätigung.',
      'Wir reservieren die Ware 10 Tage für Sie; sobald Ihre Zahlung da ist, geht die Bestellung in den Versand.',
    ),
    h2(c.payment.cashOnDelivery),
    p(
      `Sie bezahlen bar beim Fahrer der Spedition. Dafür berechnen wir eine Gebühr von ${c.cashOnDeliveryFee}.`,
      'Für Downloads, die nicht geliefert werden, gibt es diese Zahlart nicht.',
    ),
    h2(c.payment.onAccount),
    p(
      `Für Geschäftskunden mit geprüfter ${c.law === 'ch' ? 'UID' : 'Umsatzsteuer-Identifikationsnummer'} im Kundenkonto: Sie erhalten die Ware zuerst und bezahlen die Rechnung innerhalb von 14 Tagen ohne Abzug.`,
    ),
    h2('Rechnung'),
    p(
      `Die Rechnung mit ausgewiesener ${c.law === 'ch' ? 'MwSt.' : 'Umsatzsteuer'} erhalten Sie per E-Mail, sobald die Ware versandt ist.`,
    ),
  ].join('');
}

export const DE: LegalTexts = { imprint, terms, withdrawal, privacy, shipping, payment };
