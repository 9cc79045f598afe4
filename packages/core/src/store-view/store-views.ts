import { DATE_FORMAT, DEFAULT_LOCALE, TAX_DEFAULT_COUNTRY_FALLBACK } from '../constants';
import {
  type CurrencyCode,
  isStoreCode,
  type Language,
  type PriceFormat,
  STORE_CODES,
  type StoreCode,
  type StoreView,
} from './store-view';

const NBSP = '\u00a0';

/** Decimal and group separator, as `Intl.NumberFormat` uses them (spaces stored as U+00A0). */
interface Separators {
  decimal: string;
  group: string;
}
const COMMA_DOT: Separators = { decimal: ',', group: '.' };
const COMMA_SPACE: Separators = { decimal: ',', group: NBSP };
const DOT_COMMA: Separators = { decimal: '.', group: ',' };
const DOT_SPACE: Separators = { decimal: '.', group: NBSP };
const DOT_APOSTROPHE: Separators = { decimal: '.', group: "'" };

const SIGN_AFTER: PriceFormat = `{amount}${NBSP}{sign}`;
const SIGN_BEFORE: PriceFormat = `{sign}${NBSP}{amount}`;
const SIGN_BEFORE_TIGHT: PriceFormat = '{sign}{amount}';

const CURRENCY_SIGNS: Record<CurrencyCode, string> = {
  EUR: '€',
  CHF: 'CHF',
  SEK: 'kr',
  GBP: '£',
  PLN: 'zł',
  USD: '$',
};

const SEO_DEFAULT_TITLES: Record<Language, string> = {
  de: 'Hortus – Gartenhäuser und Aufbewahrungsboxen',
  en: 'Hortus – Garden sheds and storage boxes',
  es: 'Hortus – Casetas de jardín y arcones de almacenaje',
  fr: 'Hortus – Abris de jardin et coffres de rangement',
  hu: 'Hortus – Kerti tárolók és kerti tárolóládák',
  it: 'Hortus – Casette da giardino e bauli portaoggetti',
  nl: 'Hortus – Tuinhuizen en opbergboxen',
  pl: 'Hortus – Domki narzędziowe i skrzynie do przechowywania',
};

/**
 * How each locale's shops write a date and time (day.js tokens, see `formatDate`); a locale without an entry
 * keeps the spec's DATE_FORMAT ('HH:mm D-M-YYYY'). Blog dates take the date part only (`dateOnlyFormat`).
 */
const DATE_FORMATS: Record<string, string> = {
  'de-AT': 'DD.MM.YYYY HH:mm',
  'de-CH': 'DD.MM.YYYY HH:mm',
  'de-DE': 'DD.MM.YYYY HH:mm',
  'de-IT': 'DD.MM.YYYY HH:mm',
  'de-LU': 'DD.MM.YYYY HH:mm',
  'hu-HU': 'YYYY. MM. DD. HH:mm',
  'it-IT': 'DD/MM/YYYY HH:mm',
  'it-CH': 'DD.MM.YYYY HH:mm',
  'es-ES': 'DD/MM/YYYY HH:mm',
  'fr-BE': 'DD/MM/YYYY HH:mm',
  'fr-LU': 'DD/MM/YYYY HH:mm',
  'fr-CH': 'DD.MM.YYYY HH:mm',
  'fr-FR': 'DD/MM/YYYY HH:mm',
  'en-FI': 'DD/MM/YYYY HH:mm',
  'en-IE': 'DD/MM/YYYY HH:mm',
  'en-SE': 'YYYY-MM-DD HH:mm',
  'en-GB': 'DD/MM/YYYY HH:mm',
  'en-US': 'MM/DD/YYYY h:mm A',
  'nl-NL': 'DD-MM-YYYY HH:mm',
  'nl-BE': 'DD/MM/YYYY HH:mm',
  'pl-PL': 'DD.MM.YYYY HH:mm',
};

/** Store views that only show the catalogue (spec section 1). */
const CATALOG_MODE_STORE_CODES: readonly StoreCode[] = ['hu-hu', 'ot-fr', 'ot-en', 'ot-it', 'us-en'];

interface StoreViewFacts {
  name: string;
  locale: string;
  currencyCode: CurrencyCode;
  priceFormat: PriceFormat;
  /** Separators of prices. */
  currency: Separators;
  /** Separators of plain numbers, where they differ from those of prices. */
  number?: Separators;
}

/**
 * The facts that differ between store views; everything else follows from the store code and storeId.
 * Sign placement and separators follow what Intl (CLDR) does for the locale, which is also what shops there
 * print: '€ 1.299,00' in Austria and the Netherlands, "CHF 1'299.00" in German and Italian Switzerland.
 */
const STORE_VIEW_FACTS: Record<StoreCode, StoreViewFacts> = {
  'at-de': {
    name: 'Hortus Österreich (Deutsch)',
    locale: 'de-AT',
    currencyCode: 'EUR',
    priceFormat: SIGN_BEFORE,
    currency: COMMA_DOT,
    number: COMMA_SPACE,
  },
  'ch-de': {
    name: 'Hortus Schweiz (Deutsch)',
    locale: 'de-CH',
    currencyCode: 'CHF',
    priceFormat: SIGN_BEFORE,
    currency: DOT_APOSTROPHE,
  },
  'de-de': {
    name: 'Hortus Deutschland (Deutsch)',
    locale: 'de-DE',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_DOT,
  },
  'hu-hu': {
    name: 'Hortus Magyarország (Magyar)',
    locale: 'hu-HU',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_SPACE,
  },
  'it-de': {
    name: 'Hortus Italien (Deutsch)',
    locale: 'de-IT',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_DOT,
  },
  'it-it': {
    name: 'Hortus Italia (Italiano)',
    locale: 'it-IT',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_DOT,
  },
  'ch-it': {
    name: 'Hortus Svizzera (Italiano)',
    locale: 'it-CH',
    currencyCode: 'CHF',
    priceFormat: SIGN_BEFORE,
    currency: DOT_APOSTROPHE,
  },
  'es-es': {
    name: 'Hortus España (Español)',
    locale: 'es-ES',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_DOT,
  },
  'lu-de': {
    name: 'Hortus Luxemburg (Deutsch)',
    locale: 'de-LU',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_DOT,
  },
  'be-fr': {
    name: 'Hortus Belgique (Français)',
    locale: 'fr-BE',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_SPACE,
  },
  'lu-fr': {
    name: 'Hortus Luxembourg (Français)',
    locale: 'fr-LU',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_DOT,
  },
  'ch-fr': {
    name: 'Hortus Suisse (Français)',
    locale: 'fr-CH',
    currencyCode: 'CHF',
    priceFormat: SIGN_AFTER,
    currency: DOT_SPACE,
    number: COMMA_SPACE,
  },
  'fr-fr': {
    name: 'Hortus France (Français)',
    locale: 'fr-FR',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_SPACE,
  },
  'ot-fr': {
    name: 'Hortus International (Français)',
    locale: 'fr-FR',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_SPACE,
  },
  'fi-en': {
    name: 'Hortus Finland (English)',
    locale: 'en-FI',
    currencyCode: 'EUR',
    priceFormat: SIGN_BEFORE_TIGHT,
    // Plain numbers as the prices ('1,299.5'), not Intl's en-FI '1 299,5': one number style per page.
    currency: DOT_COMMA,
  },
  'ot-en': {
    name: 'Hortus International (English)',
    locale: 'en-US',
    currencyCode: 'EUR',
    priceFormat: SIGN_BEFORE_TIGHT,
    currency: DOT_COMMA,
  },
  'ot-it': {
    name: 'Hortus Internazionale (Italiano)',
    locale: 'it-IT',
    currencyCode: 'EUR',
    priceFormat: SIGN_AFTER,
    currency: COMMA_DOT,
  },
  'ie-en': {
    name: 'Hortus Ireland (English)',
    locale: 'en-IE',
    currencyCode: 'EUR',
    priceFormat: SIGN_BEFORE_TIGHT,
    currency: DOT_COMMA,
  },
  'se-en': {
    name: 'Hortus Sweden (English)',
    locale: 'en-SE',
    currencyCode: 'SEK',
    priceFormat: SIGN_AFTER,
    currency: COMMA_SPACE,
  },
  'gb-en': {
    name: 'Hortus United Kingdom (English)',
    locale: 'en-GB',
    currencyCode: 'GBP',
    priceFormat: SIGN_BEFORE_TIGHT,
    currency: DOT_COMMA,
  },
  'nl-nl': {
    name: 'Hortus Nederland (Nederlands)',
    locale: 'nl-NL',
    currencyCode: 'EUR',
    priceFormat: SIGN_BEFORE,
    currency: COMMA_DOT,
  },
  'be-nl': {
    name: 'Hortus België (Nederlands)',
    locale: 'nl-BE',
    currencyCode: 'EUR',
    priceFormat: SIGN_BEFORE,
    currency: COMMA_DOT,
  },
  'pl-pl': {
    name: 'Hortus Polska (Polski)',
    locale: 'pl-PL',
    currencyCode: 'PLN',
    priceFormat: SIGN_AFTER,
    currency: COMMA_SPACE,
  },
  'us-en': {
    name: 'Hortus United States (English)',
    locale: 'en-US',
    currencyCode: 'USD',
    priceFormat: SIGN_BEFORE_TIGHT,
    currency: DOT_COMMA,
  },
};

const OTHER_COUNTRIES_PREFIX = 'ot';

function defineStoreView(storeCode: StoreCode, storeId: number): StoreView {
  const facts = STORE_VIEW_FACTS[storeCode];
  const [countryPrefix, language] = storeCode.split('-') as [string, Language];
  const isOther = countryPrefix === OTHER_COUNTRIES_PREFIX;
  const country = countryPrefix.toUpperCase();
  const numberSeparators = facts.number ?? facts.currency;
  return {
    storeCode,
    storeId,
    name: facts.name,
    url: `/${storeCode}`,
    catalogMode: CATALOG_MODE_STORE_CODES.includes(storeCode),
    showSearch: true,
    searchScript: null,
    // CMS page ids follow one numbering so that the CMS import can create them per store view.
    privacyPageId: 1000 + storeId * 10 + 1,
    dealerSearchPageId: 1000 + storeId * 10 + 2,
    contactPageId: 1000 + storeId * 10 + 3,
    appendStoreCode: true,
    tax: {
      defaultCountry: isOther ? TAX_DEFAULT_COUNTRY_FALLBACK : country,
      defaultRegion: null,
      calculateServerSide: true,
    },
    searchIndexName: `hortus_${storeCode.replace('-', '_')}`,
    seoDefaultTitle: SEO_DEFAULT_TITLES[language],
    i18n: {
      country,
      language,
      locale: facts.locale,
      defaultLocale: DEFAULT_LOCALE,
      currencyCode: facts.currencyCode,
      currencySign: CURRENCY_SIGNS[facts.currencyCode],
      currencyDecimal: facts.currency.decimal,
      currencyGroup: facts.currency.group,
      decimal: numberSeparators.decimal,
      group: numberSeparators.group,
      dateFormat: DATE_FORMATS[facts.locale] ?? DATE_FORMAT,
      priceFormat: facts.priceFormat,
      fractionDigits: 2,
    },
  };
}

/** All 24 store views, in storeId order. */
export const STORE_VIEWS: readonly StoreView[] = STORE_CODES.map((code, index) =>
  defineStoreView(code, index + 1),
);

/** The store view shown when the request names none and no country rule applies. */
export const DEFAULT_STORE_CODE: StoreCode = 'de-de';

const storeViewsByCode = new Map<string, StoreView>(STORE_VIEWS.map((view) => [view.storeCode, view]));
const storeViewsById = new Map<number, StoreView>(STORE_VIEWS.map((view) => [view.storeId, view]));

/** The store view with this exact (lower-case) store code. */
export function findStoreView(code: string): StoreView | undefined {
  return isStoreCode(code) ? storeViewsByCode.get(code) : undefined;
}

export function getStoreViewById(id: number): StoreView | undefined {
  return storeViewsById.get(id);
}

/** The store view of a code known at compile time; it always exists. */
export function getStoreView(code: StoreCode): StoreView {
  const storeView = storeViewsByCode.get(code);
  if (!storeView) throw new Error(`Store view ${code} is missing from STORE_VIEWS`);
  return storeView;
}
