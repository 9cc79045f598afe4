import { postcodeAndCity } from '@hortus/core';
import { addressOf, h2, type LegalContext, type LegalTexts, p, ul } from './context';

const demoNote = p(
  'Hortus is een verzonnen fabrikant en deze winkel een demo: de bedrijven, namen, nummers en adressen op deze pagina zijn voorbeeldgegevens.',
);

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const names = (list: string[]) => list.join(' en ');

function imprint(c: LegalContext): string {
  const { seller } = c;
  return [
    demoNote,
    h2('Aanbieder'),
    addressOf(seller, c.countryName),
    p(
      `Vertegenwoordigd door ${seller.managingDirectors.length > 1 ? 'de directeuren' : 'de directeur'} ${names(seller.managingDirectors)}.`,
    ),
    h2('Contact'),
    ul(
      `Telefoon: ${seller.phone} (maandag tot en met vrijdag, 8.00 tot 18.00 uur)`,
      `E-mail: ${mail(seller.email)}`,
      `Contactformulier: ${c.link('contact')}`,
    ),
    h2('Registratie'),
    ul(
      `Handelsregister: ${seller.registerCourt}`,
      `Registratienummer: ${seller.registerNumber}`,
      `Btw-identificatienummer: ${seller.vatId}`,
    ),
    h2('Geschillen'),
    p(
      'Wij zijn niet verplicht en niet bereid deel te nemen aan geschillenbeslechting via een geschillencommissie voor consumenten. Loopt er iets mis, schrijf ons dan rechtstreeks: we vinden bijna altijd een oplossing.',
    ),
  ].join('');
}

function terms(c: LegalContext): string {
  return [
    h2('1. Toepassing en verkoper'),
    p(
      `Deze voorwaarden gelden voor alle bestellingen in de Hortus-winkel voor ${c.country}.`,
      `De verkoper is ${c.seller.name}, ${c.seller.street}, ${postcodeAndCity(c.seller)}.`,
      'De taal van de overeenkomst is Nederlands.',
    ),
    h2('2. Totstandkoming van de overeenkomst'),
    p(
      'De producten in de winkel zijn nog geen bindend aanbod.',
      'Met het verzenden van de bestelling op de laatste pagina van de kassa doet u een bindend aanbod; tot dan kunt u al uw gegevens controleren en corrigeren.',
      'Wij aanvaarden uw aanbod met de orderbevestiging die wij u per e-mail sturen.',
      'Wij bewaren de tekst van de overeenkomst; uw bestellingen ziet u altijd in uw klantaccount.',
    ),
    h2('3. Prijzen'),
    p(
      `Alle prijzen zijn inclusief ${c.vat} btw voor levering in ${c.country}.`,
      `De verzendkosten komen erbij; u ziet ze vóór het bestellen in de kassa en op de pagina ${c.link('shipping')}.`,
    ),
    h2('4. Levering'),
    p(
      `Wij leveren in ${c.country} per expediteur, tot aan de stoeprand.`,
      'De levertijd staat op elke productpagina; een op maat samengesteld tuinhuis maken wij pas na uw bestelling.',
      `Alle details${c.islands ? ', ook over de eilanden waar wij niet kunnen leveren,' : ''} vindt u op de pagina ${c.link('shipping')}.`,
    ),
    h2('5. Betaling'),
    p(
      `U kunt kiezen uit ${c.payment.prepayment.toLowerCase()} en ${c.payment.cashOnDelivery.toLowerCase()}; zakelijke klanten ook uit ${c.payment.onAccount.toLowerCase()}.`,
      `De voorwaarden staan op de pagina ${c.link('payment')}.`,
    ),
    h2('6. Eigendomsvoorbehoud'),
    p('De goederen blijven ons eigendom tot ze volledig betaald zijn.'),
    h2('7. Wettelijke garantie en fabrieksgarantie'),
    p(
      'U hebt recht op een product dat aan de overeenkomst beantwoordt; de wettelijke garantie geldt ten minste twee jaar na levering.',
      'Daarnaast garandeert Hortus als fabrikant 25 jaar dat de verzinkte stalen panelen van onze tuinhuizen, opbergboxen en moestuinbakken niet doorroesten, mits ze volgens de handleiding zijn opgebouwd en op een vlakke ondergrond verankerd.',
      'Deze garantie komt bovenop uw wettelijke rechten en beperkt ze niet.',
    ),
    h2('8. Herroepingsrecht'),
    p(
      'Als consument kunt u de overeenkomst binnen 14 dagen herroepen.',
      `Alle details vindt u op de pagina ${c.link('withdrawal')}.`,
    ),
    h2('9. Aansprakelijkheid'),
    p(
      'Wij zijn onbeperkt aansprakelijk bij opzet, grove nalatigheid en letsel.',
      'Verder zijn wij alleen aansprakelijk voor schending van wezenlijke contractuele verplichtingen en voor de voorzienbare, typische schade.',
    ),
    h2('10. Toepasselijk recht'),
    p(
      'Op de overeenkomst is Duits recht van toepassing, met uitsluiting van het Weens Koopverdrag. Als consument behoudt u de bescherming van de dwingende regels van het land waar u gewoonlijk verblijft.',
    ),
  ].join('');
}

function withdrawal(c: LegalContext): string {
  const { seller } = c;
  return [
    h2('Herroepingsrecht'),
    p(
      'U hebt het recht binnen een termijn van veertien dagen zonder opgave van redenen deze overeenkomst te herroepen.',
      'De herroepingstermijn verstrijkt veertien dagen na de dag waarop u, of een door u aangewezen derde die niet de vervoerder is, het goed fysiek in bezit krijgt, of het laatste goed als uw bestelling in meerdere leveringen komt.',
    ),
    p(
      `Om het herroepingsrecht uit te oefenen, moet u ons (${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, telefoon ${seller.phone}, e-mail ${mail(seller.email)}) via een ondubbelzinnige verklaring, bijvoorbeeld een brief of e-mail, op de hoogte stellen van uw beslissing.`,
      'U kunt daarvoor het modelformulier hieronder gebruiken, maar dat is niet verplicht.',
      'U bent op tijd als u uw bericht verstuurt voordat de termijn is verstreken.',
    ),
    h2('Gevolgen van de herroeping'),
    p(
      'Als u de overeenkomst herroept, betalen wij u alle betalingen terug die wij van u hebben ontvangen, inclusief leveringskosten (met uitzondering van extra kosten voor een duurdere leveringswijze dan onze goedkoopste standaardlevering), onverwijld en in ieder geval binnen veertien dagen nadat wij over uw beslissing zijn geïnformeerd.',
      'Wij gebruiken hetzelfde betaalmiddel als bij uw bestelling, zonder kosten voor u.',
      'Wij mogen wachten met terugbetalen tot wij de goederen hebben teruggekregen of u hebt aangetoond dat u ze hebt teruggezonden.',
    ),
    p(
      'Tuinhuizen, opbergboxen en moestuinbakken kunnen niet per post terug: wij halen ze met een expediteur bij u op.',
      `De directe kosten van het terugzenden zijn voor uw rekening en bedragen ten hoogste ${c.standardDelivery}.`,
      'U bent alleen aansprakelijk voor waardevermindering die het gevolg is van een behandeling die verder gaat dan nodig is om de aard, de kenmerken en de werking vast te stellen, zoals het volledig opbouwen.',
    ),
    h2('Uitzonderingen'),
    p(
      'Het herroepingsrecht geldt niet voor goederen die volgens uw specificaties zijn gemaakt: een tuinhuis dat u in de configurator samenstelt met eigen maten, dak, deur of kleur wordt speciaal voor u gemaakt en kan niet worden teruggenomen.',
    ),
    h2('Modelformulier voor herroeping'),
    p('Vul dit formulier alleen in en stuur het terug als u de overeenkomst wilt herroepen:'),
    ul(
      `Aan ${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, e-mail ${mail(seller.email)}:`,
      'Ik/Wij deel/delen u hierbij mede dat ik/wij onze overeenkomst betreffende de verkoop van de volgende goederen herroep/herroepen:',
      'Besteld op / ontvangen op:',
      'Naam en adres consument(en):',
      'Handtekening consument(en) (alleen bij verzending op papier):',
      'Datum:',
    ),
  ].join('');
}

function privacy(c: LegalContext): string {
  const { seller, dpo } = c;
  const authority =
    c.countryCode === 'BE'
      ? 'de Gegevensbeschermingsautoriteit (GBA)'
      : 'de Autoriteit Persoonsgegevens (AP)';
  return [
    p(
      'In dit privacybeleid leest u welke persoonsgegevens wij in de Hortus-winkel verwerken, waarvoor en welke rechten u hebt volgens de Algemene Verordening Gegevensbescherming (AVG).',
    ),
    h2('Verwerkingsverantwoordelijke'),
    addressOf(seller, c.countryName),
    p(`E-mail: ${mail(seller.email)}`),
    h2('Functionaris voor gegevensbescherming'),
    p(
      `${dpo.name}, bereikbaar via ${mail(dpo.email)} of op het adres hierboven, t.a.v. ‘Gegevensbescherming’.`,
    ),
    h2('Welke gegevens wij gebruiken en waarvoor'),
    ul(
      'Bestellingen: naam, bezorg- en factuuradres, e-mail, telefoonnummer en de bestelde artikelen, om uw aankoop af te handelen, te leveren en te factureren (art. 6 lid 1 sub b AVG).',
      'Klantaccount: inloggegevens, adressen en bestellingen, zolang u het account houdt (art. 6 lid 1 sub b AVG).',
      'Nieuwsbrief: uw e-mailadres, alleen als u zich hebt aangemeld en dat hebt bevestigd; elke nieuwsbrief bevat een afmeldlink (art. 6 lid 1 sub a AVG).',
      'Vragen: wat u ons schrijft, om u te antwoorden (art. 6 lid 1 sub b en f AVG).',
      'Serverlogs: IP-adres, tijdstip en opgevraagde pagina, voor een veilige winkel; na 14 dagen gewist (art. 6 lid 1 sub f AVG).',
    ),
    h2('Cookies en tracking'),
    p(
      'Zonder uw toestemming plaatsen wij alleen cookies die de winkel nodig heeft: voor de winkelwagen, het inloggen en uw cookiekeuze.',
      'Statistiek- en marketingdiensten zoals Google Tag Manager laden wij pas als u in de cookiemelding toestemming geeft.',
      'U kunt uw keuze altijd wijzigen of intrekken via ‘Cookie-instellingen’ onder aan elke pagina.',
    ),
    h2('Ontvangers'),
    p(
      'De expediteur krijgt uw naam, bezorgadres en telefoonnummer om een leverdatum af te spreken; onze bank krijgt de betaalgegevens.',
      'Hosting- en IT-dienstverleners werken uitsluitend in onze opdracht.',
      'Uw gegevens verlaten de Europese Unie niet.',
    ),
    h2('Bewaartermijnen'),
    p(
      'Facturen en boekhoudstukken bewaren wij tien jaar, zoals het handels- en belastingrecht voorschrijft.',
      'Uw account wissen wij wanneer u het opheft, uw nieuwsbriefadres wanneer u zich afmeldt.',
    ),
    h2('Uw rechten'),
    p(
      'U hebt recht op inzage, rectificatie, wissing, beperking van de verwerking en overdraagbaarheid; u kunt bezwaar maken tegen de verwerking en een toestemming altijd voor de toekomst intrekken.',
      `Schrijf naar ${mail(dpo.email)}.`,
      `U kunt een klacht indienen bij ${authority} of bij de voor ons bevoegde toezichthouder in Hamburg.`,
    ),
  ].join('');
}

function shipping(c: LegalContext): string {
  return [
    h2('Leveringsgebied'),
    p(
      `De Hortus-winkel voor ${c.country} levert op alle adressen in ${c.country}.`,
      c.islands
        ? `Wij kunnen niet leveren op ${c.islands}: expediteurs rijden daar niet heen of alleen tegen hoge toeslagen, daarom accepteert de kassa deze postcodes niet.`
        : '',
    ),
    h2('Levering aan de stoeprand'),
    p(
      'Tuinhuizen, fietsenbergingen en grote opbergboxen komen op een pallet per expediteur.',
      'De chauffeur belt u vooraf om een leverdatum af te spreken en zet de goederen aan de stoeprand voor uw perceel; het dragen naar de tuin hoort er niet bij.',
      'De pakketten wegen tot 60 kg: zorg voor een tweede persoon bij de levering.',
    ),
    h2('Levertijden'),
    ul(
      'Voorradige artikelen, standaardlevering: 4 tot 8 werkdagen',
      'Voorradige artikelen, expreslevering: 2 tot 4 werkdagen',
      'Op maat samengestelde tuinhuizen: 3 tot 4 weken, omdat wij ze na uw bestelling maken',
    ),
    p('Elke productpagina toont de levertijd. Bij vooruitbetaling gaat die in zodra uw betaling binnen is.'),
    h2('Verzendkosten'),
    ul(
      `Standaardlevering (expediteur): ${c.standardDelivery} per bestelling`,
      `Expreslevering: ${c.expressDelivery} per bestelling`,
      `${c.payment.cashOnDelivery}: ${c.cashOnDeliveryFee} extra`,
    ),
    p(
      'U ziet de kosten in de winkelwagen en in de kassa voordat u bestelt. Downloads zoals montagehandleidingen komen per e-mail, zonder verzendkosten.',
    ),
    h2('Transportschade'),
    p(
      'Controleer de levering in het bijzijn van de chauffeur, noteer zichtbare schade op de vrachtbrief en meld die bij ons.',
      'Ook zonder die notitie verliest u geen rechten.',
    ),
  ].join('');
}

function payment(c: LegalContext): string {
  return [
    p(`In de Hortus-winkel voor ${c.country} betaalt u op deze manieren, altijd in euro.`),
    h2(c.payment.prepayment),
    p(
      'Na uw bestelling vindt u onze bankgegevens en het betalingskenmerk in de orderbevestiging.',
      'Wij reserveren de goederen 10 dagen voor u; zodra uw betaling binnen is, versturen wij de bestelling.',
    ),
    h2(c.payment.cashOnDelivery),
    p(
      `U betaalt contant aan de chauffeur van de expediteur. Daarvoor rekenen wij ${c.cashOnDeliveryFee}.`,
      'Voor downloads, die niet worden geleverd, is deze betaalwijze niet beschikbaar.',
    ),
    h2(c.payment.onAccount),
    p(
      'Voor zakelijke klanten met een gecontroleerd btw-nummer in hun klantaccount: u ontvangt eerst de goederen en betaalt de factuur binnen 14 dagen, zonder aftrek.',
    ),
    h2('Factuur'),
    p('De factuur met de btw apart vermeld ontvangt u per e-mail zodra de goederen zijn verzonden.'),
  ].join('');
}

export const NL: LegalTexts = { imprint, terms, withdrawal, privacy, shipping, payment };
