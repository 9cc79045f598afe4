import type { Language, StoreCode, StoreView } from './store-view';
import { findStoreView, getStoreView } from './store-views';

/** The entry for every country the shop does not sell to (spec section 2). */
const OTHER_COUNTRY = 'ot';

/**
 * Languages offered per shop country, default first (spec section 2). Keys are the country halves of the
 * store codes, so `${country}-${language}` is always a store code.
 */
const COUNTRY_LANGUAGES: Record<string, readonly Language[]> = {
  at: ['de'],
  be: ['nl', 'fr'],
  ch: ['de', 'fr', 'it'],
  de: ['de'],
  es: ['es'],
  fi: ['en'],
  fr: ['fr'],
  gb: ['en'],
  hu: ['hu'],
  ie: ['en'],
  it: ['it', 'de'],
  // The spec says "LU nl (default), de", but the shop has only the store views lu-de and lu-fr: a Dutch
  // default would point at a store view that does not exist, so Luxembourg offers what the stores offer.
  lu: ['de', 'fr'],
  nl: ['nl'],
  pl: ['pl'],
  se: ['en'],
  us: ['en'],
  [OTHER_COUNTRY]: ['en', 'fr', 'it'],
};

/**
 * Countries where the country and language chooser always picks English (payments spec section 9:
 * "'other' or 'us' forces language en"); the ot-fr and ot-it store views are reached by their URL only.
 */
const ENGLISH_ONLY_COUNTRIES: readonly string[] = ['us', OTHER_COUNTRY];

/** The shop's key for a country: its lower-case ISO code, or 'ot' for a country the shop does not sell to. */
function shopCountryOf(country: string): string {
  const key = country.trim().toLowerCase();
  return Object.hasOwn(COUNTRY_LANGUAGES, key) ? key : OTHER_COUNTRY;
}

function languagesOfShopCountry(shopCountry: string): readonly Language[] {
  return COUNTRY_LANGUAGES[shopCountry] ?? ['en'];
}

/** Languages the shop offers in a country, default first; countries it does not sell to get the 'ot' ones. */
export function languagesForCountry(country: string): readonly Language[] {
  return languagesOfShopCountry(shopCountryOf(country));
}

/**
 * The languages the country and language chooser offers for a country: English alone where the shop
 * forces it ('us' and every other country), else the country's languages, default first.
 */
export function chooserLanguagesForCountry(country: string): readonly Language[] {
  const shopCountry = shopCountryOf(country);
  return ENGLISH_ONLY_COUNTRIES.includes(shopCountry) ? ['en'] : languagesOfShopCountry(shopCountry);
}

function storeViewOf(shopCountry: string, language: Language): StoreView {
  return getStoreView(`${shopCountry}-${language}` as StoreCode);
}

/**
 * The store view for a visitor's country and wished language, as the country and language chooser picks it.
 * The country is case-insensitive and unknown countries get the 'ot' store views; a language the country
 * does not offer falls back to the country's default, and 'us' and 'ot' always get English.
 */
export function resolveStoreView(country: string, language?: string): StoreView {
  const shopCountry = shopCountryOf(country);
  const offered = languagesOfShopCountry(shopCountry);
  const [defaultLanguage = 'en'] = offered;
  if (ENGLISH_ONLY_COUNTRIES.includes(shopCountry)) return storeViewOf(shopCountry, 'en');
  const wished = offered.find((candidate) => candidate === language?.trim().toLowerCase());
  return storeViewOf(shopCountry, wished ?? defaultLanguage);
}

export interface StoreConfig {
  /** The requested country, upper-case (e.g. 'DK' even though Denmark gets the 'ot' store views). */
  country: string;
  /** True when the shop does not sell to the country and it gets the 'ot' store views. */
  isOther: boolean;
  defaultStoreCode: StoreCode;
  /** The country's store views, the default first. */
  stores: StoreView[];
}

/** Answer of the API's "store config by country code" lookup (spec section 7). */
export function storeConfigForCountry(country: string): StoreConfig {
  const shopCountry = shopCountryOf(country);
  const stores = languagesOfShopCountry(shopCountry)
    .map((language) => findStoreView(`${shopCountry}-${language}`))
    .filter((view): view is StoreView => view !== undefined);
  const defaultStore = resolveStoreView(shopCountry);
  return {
    country: country.trim().toUpperCase(),
    isOther: shopCountry === OTHER_COUNTRY,
    defaultStoreCode: defaultStore.storeCode,
    stores,
  };
}
