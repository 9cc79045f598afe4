import { postcodeAndCity } from '@hortus/core';
import { addressOf, h2, type LegalContext, type LegalTexts, p, ul } from './context';

// The Polish shop speaks to its customers with "ty", in its legal pages too.

const demoNote = p(
  'Hortus to fikcyjny producent, a ten sklep jest wersją demonstracyjną: firmy, nazwiska, numery i adresy na tej stronie to przykładowe dane.',
);

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const names = (list: string[]) => list.join(' i ');

function imprint(c: LegalContext): string {
  const { seller } = c;
  return [
    demoNote,
    h2('Właściciel serwisu'),
    addressOf(seller, c.countryName),
    p(
      `Reprezentowana przez ${seller.managingDirectors.length > 1 ? 'członków zarządu' : 'członka zarządu'}: ${names(seller.managingDirectors)}.`,
    ),
    h2('Kontakt'),
    ul(
      `Telefon: ${seller.phone} (od poniedziałku do piątku w godz. 8–18)`,
      `E-mail: ${mail(seller.email)}`,
      `Formularz kontaktowy: ${c.link('contact')}`,
    ),
    h2('Dane rejestrowe'),
    ul(
      `Rejestr handlowy: ${seller.registerCourt}`,
      `Numer wpisu: ${seller.registerNumber}`,
      `Numer VAT UE: ${seller.vatId}`,
    ),
    h2('Pozasądowe rozwiązywanie sporów'),
    p(
      'Nie jesteśmy zobowiązani ani gotowi do udziału w postępowaniu przed polubownym sądem konsumenckim. Jeśli coś pójdzie nie tak, napisz do nas bezpośrednio: prawie zawsze znajdujemy rozwiązanie.',
    ),
  ].join('');
}

function terms(c: LegalContext): string {
  return [
    h2('1. Zakres i sprzedawca'),
    p(
      'Niniejszy regulamin dotyczy wszystkich zamówień składanych w sklepie Hortus dla Polski.',
      `Sprzedawcą jest ${c.seller.name}, ${c.seller.street}, ${postcodeAndCity(c.seller)}.`,
      'Umowa zawierana jest w języku polskim.',
    ),
    h2('2. Zawarcie umowy'),
    p(
      'Prezentacja produktów w sklepie nie stanowi jeszcze wiążącej oferty.',
      'Wysyłając zamówienie na ostatniej stronie kasy, składasz wiążącą ofertę; do tego momentu możesz sprawdzić i poprawić wszystkie dane.',
      'Przyjmujemy twoją ofertę, wysyłając potwierdzenie zamówienia e-mailem.',
      'Przechowujemy treść umowy, a swoje zamówienia zawsze znajdziesz na koncie klienta.',
    ),
    h2('3. Ceny'),
    p(
      `Wszystkie ceny są cenami brutto w złotych i zawierają ${c.vat} VAT.`,
      `Do ceny doliczamy koszty dostawy; widzisz je w kasie przed złożeniem zamówienia i na stronie ${c.link('shipping')}.`,
    ),
    h2('4. Dostawa'),
    p(
      'Dostarczamy na terenie Polski przez firmę spedycyjną, do krawężnika.',
      'Czas dostawy podajemy na stronie każdego produktu; domek skonfigurowany na wymiar produkujemy dopiero po złożeniu zamówienia.',
      `Szczegóły znajdziesz na stronie ${c.link('shipping')}.`,
    ),
    h2('5. Płatność'),
    p(
      `Dostępne formy płatności to ${c.payment.prepayment.toLowerCase()} i ${c.payment.cashOnDelivery.toLowerCase()}, a dla klientów firmowych także ${c.payment.onAccount.toLowerCase()}.`,
      `Warunki opisujemy na stronie ${c.link('payment')}.`,
    ),
    h2('6. Zastrzeżenie własności'),
    p('Towar pozostaje naszą własnością do chwili zapłaty całej ceny.'),
    h2('7. Odpowiedzialność za zgodność towaru z umową i gwarancja producenta'),
    p(
      'Odpowiadamy za zgodność towaru z umową przez dwa lata od dostawy, zgodnie z ustawą o prawach konsumenta.',
      'Dodatkowo Hortus jako producent udziela 25 lat gwarancji, że ocynkowane stalowe panele domków, skrzyń i grządek nie przerdzewieją na wylot, jeśli zostały zmontowane zgodnie z instrukcją i zakotwione na równym podłożu.',
      'Gwarancja nie wyłącza ani nie ogranicza twoich praw wynikających z przepisów.',
    ),
    h2('8. Prawo odstąpienia od umowy'),
    p(
      'Jako konsument możesz odstąpić od umowy w ciągu 14 dni.',
      `Szczegóły znajdziesz na stronie ${c.link('withdrawal')}.`,
    ),
    h2('9. Odpowiedzialność'),
    p(
      'Odpowiadamy bez ograniczeń za winę umyślną, rażące niedbalstwo oraz szkody na życiu i zdrowiu.',
      'W pozostałych przypadkach odpowiadamy tylko za naruszenie istotnych obowiązków umownych i do wysokości szkody typowej i przewidywalnej.',
    ),
    h2('10. Prawo właściwe'),
    p(
      'Zastosowanie ma prawo niemieckie z wyłączeniem konwencji wiedeńskiej. Jako konsument zachowujesz ochronę bezwzględnie obowiązujących przepisów kraju, w którym stale mieszkasz, w tym polskiej ustawy o prawach konsumenta.',
    ),
  ].join('');
}

function withdrawal(c: LegalContext): string {
  const { seller } = c;
  return [
    h2('Prawo odstąpienia od umowy'),
    p(
      'Masz prawo odstąpić od niniejszej umowy w terminie czternastu dni bez podania jakiejkolwiek przyczyny.',
      'Termin do odstąpienia wygasa po upływie czternastu dni od dnia, w którym wszedłeś w fizyczne posiadanie rzeczy lub w którym osoba trzecia inna niż przewoźnik i wskazana przez ciebie weszła w jej posiadanie; przy dostawie w częściach liczy się ostatnia część.',
    ),
    p(
      `Aby skorzystać z prawa odstąpienia, musisz poinformować nas (${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, telefon ${seller.phone}, e-mail ${mail(seller.email)}) o swojej decyzji w drodze jednoznacznego oświadczenia, na przykład pismem lub e-mailem.`,
      'Możesz skorzystać z poniższego wzoru formularza, nie jest to jednak obowiązkowe.',
      'Aby zachować termin, wystarczy wysłać oświadczenie przed jego upływem.',
    ),
    h2('Skutki odstąpienia od umowy'),
    p(
      'W przypadku odstąpienia zwracamy wszystkie otrzymane od ciebie płatności, w tym koszty dostarczenia rzeczy (z wyjątkiem dodatkowych kosztów wybranego sposobu dostarczenia innego niż najtańsza dostawa standardowa), niezwłocznie, a w każdym razie nie później niż czternaście dni od dnia, w którym dowiedzieliśmy się o twojej decyzji.',
      'Zwrotu dokonujemy tym samym sposobem płatności, którego użyłeś, bez żadnych kosztów dla ciebie.',
      'Możemy wstrzymać się ze zwrotem do chwili otrzymania rzeczy lub dostarczenia nam dowodu jej odesłania.',
    ),
    p(
      'Domków, skrzyń i grządek nie da się odesłać pocztą: odbieramy je od ciebie przez firmę spedycyjną.',
      `Ponosisz bezpośrednie koszty zwrotu rzeczy, wynoszące najwyżej ${c.standardDelivery}.`,
      'Odpowiadasz tylko za zmniejszenie wartości rzeczy wynikające z korzystania z niej w sposób wykraczający poza konieczny do stwierdzenia jej charakteru, cech i funkcjonowania, na przykład z pełnego montażu.',
    ),
    h2('Wyjątki'),
    p(
      'Prawo odstąpienia nie przysługuje w przypadku rzeczy wyprodukowanej według twojej specyfikacji: domek, który konfigurujesz, wybierając wymiary, dach, drzwi lub kolor, powstaje tylko dla ciebie i nie może zostać przyjęty z powrotem.',
    ),
    h2('Wzór formularza odstąpienia od umowy'),
    p('Wypełnij i odeślij ten formularz tylko wtedy, gdy chcesz odstąpić od umowy:'),
    ul(
      `Adresat: ${seller.name}, ${seller.street}, ${postcodeAndCity(seller)}, ${c.countryName(seller.country)}, e-mail ${mail(seller.email)}`,
      'Ja/My niniejszym informuję/informujemy o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy:',
      'Data zamówienia / data odbioru:',
      'Imię i nazwisko konsumenta(-ów) oraz adres:',
      'Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej):',
      'Data:',
    ),
  ].join('');
}

function privacy(c: LegalContext): string {
  const { seller, dpo } = c;
  return [
    p(
      'Ta polityka wyjaśnia, jakie dane osobowe przetwarzamy w sklepie Hortus, w jakim celu i jakie prawa przysługują ci na podstawie ogólnego rozporządzenia o ochronie danych (RODO).',
    ),
    h2('Administrator danych'),
    addressOf(seller, c.countryName),
    p(`E-mail: ${mail(seller.email)}`),
    h2('Inspektor ochrony danych'),
    p(`${dpo.name}, kontakt: ${mail(dpo.email)} lub pod adresem powyżej z dopiskiem „Ochrona danych”.`),
    h2('Jakie dane przetwarzamy i po co'),
    ul(
      'Zamówienia: imię i nazwisko, adres dostawy i rozliczeniowy, e-mail, telefon i zamówione produkty, aby zrealizować, dostarczyć i rozliczyć zakup (art. 6 ust. 1 lit. b RODO).',
      'Konto klienta: dane logowania, adresy i zamówienia, dopóki masz konto (art. 6 ust. 1 lit. b RODO).',
      'Newsletter: twój adres e-mail, tylko jeśli się zapisałeś i potwierdziłeś zapis; każdy newsletter zawiera link do wypisania się (art. 6 ust. 1 lit. a RODO).',
      'Zapytania: treść twojej wiadomości, abyśmy mogli odpowiedzieć (art. 6 ust. 1 lit. b i f RODO).',
      'Logi serwera: adres IP, czas i otwarta strona, dla bezpieczeństwa sklepu; usuwamy je po 14 dniach (art. 6 ust. 1 lit. f RODO).',
    ),
    h2('Pliki cookie i śledzenie'),
    p(
      'Bez twojej zgody używamy tylko plików cookie niezbędnych do działania sklepu: koszyka, logowania i zapamiętania twojego wyboru.',
      'Usługi statystyczne i marketingowe, takie jak Google Tag Manager, ładujemy dopiero po wyrażeniu zgody w banerze cookie.',
      'Swój wybór możesz w każdej chwili zmienić lub wycofać w „Ustawieniach cookie” na dole każdej strony.',
    ),
    h2('Odbiorcy danych'),
    p(
      'Firma spedycyjna otrzymuje imię i nazwisko, adres dostawy i telefon, aby umówić termin dostawy; nasz bank otrzymuje dane płatności.',
      'Dostawcy hostingu i usług IT działają wyłącznie na nasze polecenie.',
      'Twoje dane nie opuszczają Unii Europejskiej.',
    ),
    h2('Jak długo przechowujemy dane'),
    p(
      'Faktury i dokumenty księgowe przechowujemy przez dziesięć lat, zgodnie z prawem handlowym i podatkowym.',
      'Konto usuwamy, gdy je zamkniesz, a adres z listy newslettera, gdy się wypiszesz.',
    ),
    h2('Twoje prawa'),
    p(
      'Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przenoszenia; możesz wnieść sprzeciw wobec przetwarzania i w każdej chwili wycofać zgodę ze skutkiem na przyszłość.',
      `Napisz na ${mail(dpo.email)}.`,
      'Możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (UODO) lub do właściwego dla nas organu w Hamburgu.',
    ),
  ].join('');
}

function shipping(c: LegalContext): string {
  return [
    h2('Obszar dostawy'),
    p('Sklep Hortus dla Polski dostarcza zamówienia na terenie całej Polski.'),
    h2('Dostawa do krawężnika'),
    p(
      'Domki narzędziowe, garaże na rowery i duże skrzynie przyjeżdżają na palecie z firmą spedycyjną.',
      'Kierowca dzwoni wcześniej, aby umówić termin, i zostawia towar przy krawężniku przed twoją posesją; wniesienie do ogrodu nie jest wliczone.',
      'Pojedyncze paczki ważą do 60 kg, więc przy odbiorze przyda się druga osoba.',
    ),
    h2('Czas dostawy'),
    ul(
      'Produkty dostępne od ręki, dostawa standardowa: od 4 do 8 dni roboczych',
      'Produkty dostępne od ręki, dostawa ekspresowa: od 2 do 4 dni roboczych',
      'Domki skonfigurowane na wymiar: od 3 do 4 tygodni, bo produkujemy je po złożeniu zamówienia',
    ),
    p(
      'Czas dostawy podajemy na stronie każdego produktu. Przy przedpłacie liczy się od zaksięgowania wpłaty.',
    ),
    h2('Koszty dostawy'),
    ul(
      `Dostawa standardowa (spedycja): ${c.standardDelivery} za zamówienie`,
      `Dostawa ekspresowa: ${c.expressDelivery} za zamówienie`,
      `${c.payment.cashOnDelivery}: dodatkowo ${c.cashOnDeliveryFee}`,
    ),
    p(
      'Koszty widzisz w koszyku i w kasie, zanim złożysz zamówienie. Pliki do pobrania, takie jak instrukcje montażu, wysyłamy e-mailem bez kosztów dostawy.',
    ),
    h2('Uszkodzenia w transporcie'),
    p(
      'Sprawdź przesyłkę w obecności kierowcy, zapisz widoczne uszkodzenia w liście przewozowym i zgłoś je nam.',
      'Nawet bez takiej adnotacji nie tracisz żadnych praw.',
    ),
  ].join('');
}

function payment(c: LegalContext): string {
  return [
    p('W sklepie Hortus dla Polski płacisz w złotych na jeden z tych sposobów.'),
    h2(c.payment.prepayment),
    p(
      'Po złożeniu zamówienia nasze dane do przelewu i tytuł przelewu znajdziesz w potwierdzeniu zamówienia.',
      'Rezerwujemy dla ciebie towar na 10 dni; gdy tylko wpłata dotrze, wysyłamy zamówienie.',
    ),
    h2(c.payment.cashOnDelivery),
    p(
      `Płacisz gotówką kierowcy firmy spedycyjnej. Za tę usługę pobieramy ${c.cashOnDeliveryFee}.`,
      'Ta forma płatności nie jest dostępna dla plików do pobrania, których nie dostarczamy.',
    ),
    h2(c.payment.onAccount),
    p(
      'Dla klientów firmowych ze sprawdzonym numerem NIP UE na koncie klienta: najpierw otrzymujesz towar, a fakturę opłacasz w ciągu 14 dni bez potrąceń.',
    ),
    h2('Faktura'),
    p('Fakturę z wykazanym VAT wysyłamy e-mailem, gdy tylko towar zostanie nadany.'),
  ].join('');
}

export const PL: LegalTexts = { imprint, terms, withdrawal, privacy, shipping, payment };
