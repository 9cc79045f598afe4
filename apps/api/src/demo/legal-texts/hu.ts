import { addressOf, h2, type LegalContext, type LegalTexts, p, ul } from './context';

// The Hungarian store only shows the range (catalogue mode): it has no terms, withdrawal, shipping or
// payment page, and a "where to buy" page instead.

const demoNote = p(
  'A Hortus kitalált gyártó, ez az áruház pedig bemutató: az oldalon szereplő cégek, nevek, számok és címek mintaadatok.',
);

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const names = (list: string[]) => list.join(' és ');

function imprint(c: LegalContext): string {
  const { seller } = c;
  return [
    demoNote,
    h2('Üzemeltető'),
    addressOf(seller, c.countryName),
    p(`Képviselik az ügyvezetők: ${names(seller.managingDirectors)}.`),
    h2('Elérhetőség'),
    ul(
      `Telefon: ${seller.phone} (hétfőtől péntekig 8 és 18 óra között)`,
      `E-mail: ${mail(seller.email)}`,
      `Kapcsolatfelvételi űrlap: ${c.link('contact')}`,
    ),
    h2('Cégadatok'),
    ul(
      `Cégnyilvántartás: ${seller.registerCourt}`,
      `Cégjegyzékszám: ${seller.registerNumber}`,
      `Közösségi adószám: ${seller.vatId}`,
    ),
    h2('Tárhelyszolgáltató'),
    p(
      'Az oldalt az Európai Unióban működő tárhelyszolgáltató üzemelteti, kizárólag a mi utasításaink szerint.',
    ),
  ].join('');
}

function privacy(c: LegalContext): string {
  const { seller, dpo } = c;
  return [
    p(
      'Ez a tájékoztató elmondja, milyen személyes adatokat kezelünk a Hortus oldalán, milyen célból, és milyen jogok illetik meg Önt az általános adatvédelmi rendelet (GDPR) alapján.',
    ),
    h2('Adatkezelő'),
    addressOf(seller, c.countryName),
    p(`E-mail: ${mail(seller.email)}`),
    h2('Adatvédelmi tisztviselő'),
    p(
      `${dpo.name}, elérhető a ${mail(dpo.email)} címen vagy a fenti postacímen, „Adatvédelem” megjelöléssel.`,
    ),
    h2('Milyen adatokat és miért kezelünk'),
    ul(
      'Ügyfélfiók: belépési adatok és címek, amíg Ön megtartja a fiókot (GDPR 6. cikk (1) b)).',
      'Hírlevél: az e-mail-címe, csak ha feliratkozott és megerősítette; minden hírlevélben van leiratkozási link (GDPR 6. cikk (1) a)).',
      'Megkeresések: amit nekünk ír, hogy válaszolhassunk (GDPR 6. cikk (1) b) és f)).',
      'Szervernaplók: IP-cím, időpont és a megnyitott oldal, az oldal biztonsága érdekében; 14 nap után töröljük (GDPR 6. cikk (1) f)).',
    ),
    h2('Sütik és követés'),
    p(
      'Hozzájárulás nélkül csak az oldal működéséhez szükséges sütiket használjuk: a bejelentkezéshez és a sütikkel kapcsolatos döntése megjegyzéséhez.',
      'A statisztikai és marketingszolgáltatásokat, például a Google Tag Managert, csak akkor töltjük be, ha a sütiértesítőben hozzájárul.',
      'Döntését bármikor módosíthatja vagy visszavonhatja minden oldal alján, a „Sütibeállítások” menüpontban.',
    ),
    h2('Címzettek és megőrzés'),
    p(
      'A tárhely- és informatikai szolgáltatók kizárólag a mi utasításaink szerint dolgoznak, és az adatok nem hagyják el az Európai Uniót.',
      'A fiókot a megszüntetésekor, a hírlevél-címet a leiratkozáskor töröljük.',
    ),
    h2('Az Ön jogai'),
    p(
      'Ön hozzáférést, helyesbítést, törlést, az adatkezelés korlátozását és adathordozhatóságot kérhet, tiltakozhat az adatkezelés ellen, és hozzájárulását bármikor visszavonhatja a jövőre nézve.',
      `Írjon a ${mail(dpo.email)} címre.`,
      'Panaszt tehet a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (NAIH) vagy a ránk illetékes hamburgi adatvédelmi hatóságnál.',
    ),
  ].join('');
}

function whereToBuy(c: LegalContext): string {
  return [
    p('Ezen az oldalon a Hortus teljes kínálatát megtalálja, de itt nem lehet online rendelni.'),
    h2('Vásároljon Hortus-kereskedőnél'),
    p(
      'Kerti tárolóinkat, tárolóládáinkat, kerékpártárolóinkat és magaságyásainkat kertészetek, építőanyag-kereskedések és szakkereskedők árusítják.',
      `A ${c.link('dealerSearch')} oldal megmutatja az Önhöz legközelebbi kereskedőket; sokan az összeszerelést is vállalják.`,
    ),
    h2('Válasszon nyugodtan'),
    p(
      'Hasonlítsa össze a modelleket és méreteiket a termékoldalakon, és vigye magával a modell nevét a kereskedőhöz.',
      `Nem talál kereskedőt a közelben? Írjon nekünk a ${c.link('contact')} oldalon, és megmondjuk, hol vásárolhat.`,
    ),
    h2('Garancia'),
    p('Bárhol vásárolja is, minden Hortus-termékre 25 év garanciát adunk az átrozsdásodás ellen.'),
  ].join('');
}

export const HU: LegalTexts = { imprint, privacy, whereToBuy };
