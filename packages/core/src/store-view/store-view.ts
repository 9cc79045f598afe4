/** The 24 store codes of spec section 2, in storeId order (at-de is 1, us-en is 24). */
export const STORE_CODES = [
  'at-de',
  'ch-de',
  'de-de',
  'hu-hu',
  'it-de',
  'it-it',
  'ch-it',
  'es-es',
  'lu-de',
  'be-fr',
  'lu-fr',
  'ch-fr',
  'fr-fr',
  'ot-fr',
  'fi-en',
  'ot-en',
  'ot-it',
  'ie-en',
  'se-en',
  'gb-en',
  'nl-nl',
  'be-nl',
  'pl-pl',
  'us-en',
] as const;
export type StoreCode = (typeof STORE_CODES)[number];

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = ['EUR', 'CHF', 'SEK', 'GBP', 'PLN', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/**
 * Where the currency sign goes around the formatted amount. The space is a no-break space (U+00A0) so that
 * a price never wraps between amount and sign.
 */
export type PriceFormat = '{amount}\u00a0{sign}' | '{sign}\u00a0{amount}' | '{sign}{amount}';

export interface StoreViewTax {
  /** Upper-case ISO country whose tax rates apply; 'PL' (TAX_DEFAULT_COUNTRY_FALLBACK) for ot-* stores. */
  defaultCountry: string;
  defaultRegion: string | null;
  calculateServerSide: boolean;
}

/**
 * Separators are the ones `Intl.NumberFormat(locale)` uses, with every space-like separator stored as a
 * no-break space (U+00A0): Intl uses the narrow no-break space (U+202F) for French, which older fonts lack.
 */
export interface StoreViewI18n {
  /** Upper-case ISO country; 'OT' for the store views of countries the shop does not sell to. */
  country: string;
  language: Language;
  /** BCP 47 locale, e.g. 'de-AT'. */
  locale: string;
  defaultLocale: string;
  currencyCode: CurrencyCode;
  currencySign: string;
  /** Decimal separator of prices (Intl's currency style; differs from `decimal` in fr-CH). */
  currencyDecimal: string;
  /** Thousands separator of prices (Intl's currency style; differs from `group` in de-AT). */
  currencyGroup: string;
  /** Decimal separator of plain numbers. */
  decimal: string;
  /** Thousands separator of plain numbers. */
  group: string;
  dateFormat: string;
  priceFormat: PriceFormat;
  fractionDigits: number;
}

/** One store view of spec section 3: a country and language with its URL prefix, currency and CMS pages. */
export interface StoreView {
  storeCode: StoreCode;
  storeId: number;
  name: string;
  /** URL prefix, equal to the store code: '/at-de'. */
  url: string;
  /** Browse only, no buying. */
  catalogMode: boolean;
  showSearch: boolean;
  /** The spec names this field without saying what it holds; null for every store view. */
  searchScript: string | null;
  privacyPageId: number;
  dealerSearchPageId: number;
  contactPageId: number;
  appendStoreCode: boolean;
  tax: StoreViewTax;
  searchIndexName: string;
  seoDefaultTitle: string;
  i18n: StoreViewI18n;
}

export function isStoreCode(value: string): value is StoreCode {
  return (STORE_CODES as readonly string[]).includes(value);
}
