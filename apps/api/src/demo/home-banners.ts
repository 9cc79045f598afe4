import type { Language } from '@hortus/core';
import type { Translated } from './words';

/** The ranges with a hero banner on the home page, in the order they are shown. */
export const BANNER_RANGES = ['sheds', 'boxes', 'bikeSheds', 'raisedBeds'] as const;
export type BannerRange = (typeof BANNER_RANGES)[number];

interface BannerWords {
  headline: Translated;
  text: Translated;
  cta: Translated;
}

/**
 * What each banner says, as a garden-shed maker's marketing writes it in each market. The words stay
 * neutral about buying, so they also fit the catalog-mode stores, which only show the range.
 */
const BANNER_WORDS: Record<BannerRange, BannerWords> = {
  sheds: {
    headline: {
      de: 'Gerätehäuser aus Stahl, gebaut für Jahrzehnte',
      en: 'Steel garden sheds, built to last for decades',
      es: 'Casetas de jardín de acero, hechas para durar décadas',
      fr: 'Abris de jardin en acier, conçus pour durer des décennies',
      hu: 'Acél kerti tárolók, évtizedekre tervezve',
      it: 'Casette da giardino in acciaio, fatte per durare decenni',
      nl: 'Stalen tuinhuizen, gebouwd voor tientallen jaren',
      pl: 'Stalowe domki narzędziowe na dziesięciolecia',
    },
    text: {
      de: 'Verzinkter, pulverbeschichteter Stahl mit 25 Jahren Garantie – Platz für Werkzeug, Rasenmäher und Gartenmöbel.',
      en: 'Zinc-coated, powder-coated steel with a 25-year warranty – room for tools, the mower and garden furniture.',
      es: 'Acero cincado y con pintura en polvo, con 25 años de garantía: sitio para herramientas, cortacésped y muebles de jardín.',
      fr: 'Acier zingué et thermolaqué, garanti 25 ans : de la place pour les outils, la tondeuse et le mobilier de jardin.',
      hu: 'Horganyzott, porszórt acél 25 év garanciával – hely a szerszámoknak, a fűnyírónak és a kerti bútoroknak.',
      it: 'Acciaio zincato e verniciato a polvere, con 25 anni di garanzia: spazio per attrezzi, tosaerba e mobili da giardino.',
      nl: 'Verzinkt, gepoedercoat staal met 25 jaar garantie – ruimte voor gereedschap, grasmaaier en tuinmeubelen.',
      pl: 'Ocynkowana, malowana proszkowo stal z 25-letnią gwarancją – miejsce na narzędzia, kosiarkę i meble ogrodowe.',
    },
    cta: {
      de: 'Gerätehäuser ansehen',
      en: 'See the garden sheds',
      es: 'Ver las casetas',
      fr: 'Voir les abris',
      hu: 'Tovább a kerti tárolókhoz',
      it: 'Scopri le casette',
      nl: 'Bekijk de tuinhuizen',
      pl: 'Zobacz domki',
    },
  },
  boxes: {
    headline: {
      de: 'Aufbewahrungsboxen für Kissen und Geräte',
      en: 'Storage boxes for cushions and tools',
      es: 'Arcones para cojines y herramientas',
      fr: 'Coffres pour coussins et outils',
      hu: 'Tárolóládák párnáknak és szerszámoknak',
      it: 'Bauli per cuscini e attrezzi',
      nl: 'Opbergboxen voor kussens en gereedschap',
      pl: 'Skrzynie na poduszki i narzędzia',
    },
    text: {
      de: 'Trocken verstaut, mit Gasdruckfedern am Deckel – auch als Sitzbank auf der Terrasse.',
      en: 'Kept dry, with gas struts on the lid – and a bench on the patio, too.',
      es: 'Todo seco, con amortiguadores de gas en la tapa; también sirven de banco en la terraza.',
      fr: 'Tout reste au sec, couvercle sur vérins à gaz – et un banc sur la terrasse en prime.',
      hu: 'Szárazon tárol, gázrugós fedéllel – a teraszon padként is szolgál.',
      it: 'Tutto all’asciutto, coperchio con pistoni a gas: sulla terrazza diventa anche una panca.',
      nl: 'Droog opgeborgen, met gasveren in het deksel – ook als bank op het terras.',
      pl: 'Wszystko w suchym miejscu, pokrywa na sprężynach gazowych – na tarasie także jako ławka.',
    },
    cta: {
      de: 'Boxen ansehen',
      en: 'See the storage boxes',
      es: 'Ver los arcones',
      fr: 'Voir les coffres',
      hu: 'Tovább a tárolóládákhoz',
      it: 'Scopri i bauli',
      nl: 'Bekijk de opbergboxen',
      pl: 'Zobacz skrzynie',
    },
  },
  bikeSheds: {
    headline: {
      de: 'Fahrradgaragen, die abschließbar sind',
      en: 'Bike sheds that lock',
      es: 'Casetas para bicicletas con cerradura',
      fr: 'Des abris vélos qui ferment à clé',
      hu: 'Zárható kerékpártárolók',
      it: 'Box per biciclette con serratura',
      nl: 'Fietsenbergingen die op slot kunnen',
      pl: 'Zamykane garaże na rowery',
    },
    text: {
      de: 'Zwei bis vier Räder geschützt vor Regen und Dieben, auf kleinster Fläche.',
      en: 'Two to four bikes safe from rain and thieves, on the smallest footprint.',
      es: 'De dos a cuatro bicis protegidas de la lluvia y los ladrones, en muy poco espacio.',
      fr: 'Deux à quatre vélos à l’abri de la pluie et des voleurs, sur une surface réduite.',
      hu: 'Két–négy kerékpár védve az esőtől és a tolvajoktól, a lehető legkisebb helyen.',
      it: 'Da due a quattro bici al riparo da pioggia e ladri, nel minimo spazio.',
      nl: 'Twee tot vier fietsen beschermd tegen regen en dieven, op een kleine oppervlakte.',
      pl: 'Od dwóch do czterech rowerów chronionych przed deszczem i złodziejami, na małej powierzchni.',
    },
    cta: {
      de: 'Fahrradgaragen ansehen',
      en: 'See the bike sheds',
      es: 'Ver las casetas para bicicletas',
      fr: 'Voir les abris vélos',
      hu: 'Tovább a kerékpártárolókhoz',
      it: 'Scopri i box per biciclette',
      nl: 'Bekijk de fietsenbergingen',
      pl: 'Zobacz garaże na rowery',
    },
  },
  raisedBeds: {
    headline: {
      de: 'Hochbeete für Ernte ohne Bücken',
      en: 'Raised beds for a harvest without bending',
      es: 'Bancales elevados para cosechar sin agacharse',
      fr: 'Des potagers surélevés pour récolter sans se baisser',
      hu: 'Magaságyások a hajlongás nélküli szüretért',
      it: 'Orti rialzati per raccogliere senza chinarti',
      nl: 'Verhoogde moestuinbakken: oogsten zonder bukken',
      pl: 'Grządki podwyższone – zbiory bez schylania się',
    },
    text: {
      de: 'Stahlwände, die nicht faulen, in Höhen für Terrasse und Garten.',
      en: 'Steel walls that never rot, in heights for the patio and the garden.',
      es: 'Paredes de acero que no se pudren, en alturas para la terraza y el jardín.',
      fr: 'Des parois en acier qui ne pourrissent pas, en hauteurs pour la terrasse et le jardin.',
      hu: 'Acélfalak, amelyek nem korhadnak, teraszra és kertbe illő magasságokban.',
      it: 'Pareti in acciaio che non marciscono, in altezze per terrazza e giardino.',
      nl: 'Stalen wanden die niet rotten, in hoogtes voor terras en tuin.',
      pl: 'Stalowe ścianki, które nie gniją, w wysokościach na taras i do ogrodu.',
    },
    cta: {
      de: 'Hochbeete ansehen',
      en: 'See the raised beds',
      es: 'Ver los bancales',
      fr: 'Voir les potagers',
      hu: 'Tovább a magaságyásokhoz',
      it: 'Scopri gli orti rialzati',
      nl: 'Bekijk de moestuinbakken',
      pl: 'Zobacz grządki',
    },
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The banner picture of a range (apps/api/src/demo/illustrations.ts draws it from the product models). */
function bannerPicture(range: BannerRange): string {
  return `catalog/banner/${range}.svg`;
}

/**
 * The 'home-main-banners' block: per range a banner with its picture, headline, one line of text and a
 * link to the range. The first banner's picture loads at once, the others lazily.
 */
export function homeMainBannersHtml(
  language: Language,
  hrefOf: (range: BannerRange) => string | undefined,
): string {
  const banners = BANNER_RANGES.flatMap((range, index) => {
    const href = hrefOf(range);
    if (!href) return [];
    const words = BANNER_WORDS[range];
    const loading = index === 0 ? '' : ' loading="lazy"';
    return [
      `<li class="hero-banner hero-banner-${range}"><img src="/media/${bannerPicture(range)}" alt="" width="800" height="600"${loading}>` +
        `<h2>${escapeHtml(words.headline[language])}</h2><p>${escapeHtml(words.text[language])}</p>` +
        `<a class="hero-banner-cta" href="${href}">${escapeHtml(words.cta[language])}</a></li>`,
    ];
  });
  return `<ul class="hero-banners">${banners.join('')}</ul>`;
}

/** The 'home-small-banners' block: a tile per top category with a picture of that range. */
export function homeCategoryTilesHtml(categories: { name: string; href: string; picture: string }[]): string {
  const tiles = categories.map(
    (category) =>
      `<li><a class="category-tile" href="${category.href}"><img src="/media/${category.picture}" alt="" width="650" height="650" loading="lazy"><p>${escapeHtml(category.name)}</p></a></li>`,
  );
  return `<ul class="category-tiles">${tiles.join('')}</ul>`;
}
