import { type Company, formatPrice, type Language, type StoreView } from '@hortus/core';
import type { Law, LegalPageKey, LegalTexts, StoreSalesFacts } from './legal-texts/context';
import { DE } from './legal-texts/de';
import { EN } from './legal-texts/en';
import { ES } from './legal-texts/es';
import { FR } from './legal-texts/fr';
import { HU } from './legal-texts/hu';
import { IT } from './legal-texts/it';
import { NL } from './legal-texts/nl';
import { PL } from './legal-texts/pl';

/** Where the data protection officer of the group is reached (the same person for every store). */
const DATA_PROTECTION_OFFICER = { name: 'Dr. Lena Vogt', email: 'datenschutz@hortus.example' };

const LEGAL_PAGE_KEYS: readonly string[] = [
  'imprint',
  'terms',
  'withdrawal',
  'privacy',
  'shipping',
  'payment',
  'whereToBuy',
] satisfies LegalPageKey[];

export function isLegalPage(key: string): key is LegalPageKey {
  return LEGAL_PAGE_KEYS.includes(key);
}

const TEXTS: Record<Language, LegalTexts> = {
  de: DE,
  en: EN,
  es: ES,
  fr: FR,
  hu: HU,
  it: IT,
  nl: NL,
  pl: PL,
};

function lawOf(storeView: StoreView): Law {
  const country = storeView.i18n.country;
  if (country === 'CH') return 'ch';
  if (country === 'GB') return 'uk';
  if (country === 'US') return 'us';
  return 'eu';
}

/**
 * The HTML of a legal page in a store view, or null when the store's language has no such page (the
 * catalogue stores have no terms, withdrawal, shipping or payment page; the selling stores no "where to buy").
 * The company in it is the shop's company record (the API's configuration), as it was when the demo was
 * seeded: the pages are CMS content from then on.
 */
export function legalPageContent(
  key: LegalPageKey,
  storeView: StoreView,
  facts: StoreSalesFacts,
  link: (key: string) => string,
  company: Company,
): string | null {
  const write = TEXTS[storeView.i18n.language][key];
  if (!write) return null;
  const law = lawOf(storeView);
  const { locale, country } = storeView.i18n;
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const countryName = (code: string) => regions.of(code) ?? code;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const html = write({
    law,
    seller: company,
    countryCode: country,
    country: country === 'OT' ? null : countryName(country),
    countryName,
    vat: percent.format(facts.vatRateBp / 10_000),
    standardDelivery: formatPrice(facts.standardDeliveryMinor, storeView),
    expressDelivery: formatPrice(facts.expressDeliveryMinor, storeView),
    cashOnDeliveryFee: formatPrice(facts.cashOnDeliveryFeeMinor, storeView),
    payment: facts.payment,
    islands: ISLANDS[storeView.storeCode] ?? null,
    link,
    dpo: DATA_PROTECTION_OFFICER,
  });
  // Swiss German writes "ss" for "ß" and MWST for VAT (the storefront's de-CH texts do the same).
  return locale === 'de-CH' ? html.replaceAll('ß', 'ss').replaceAll('MwSt.', 'MWST') : html;
}

/**
 * The islands of each selling store's country that the checkout refuses (packages/core island-postcodes),
 * named as that store's shoppers name them.
 */
const ISLANDS: Partial<Record<string, string>> = {
  'de-de':
    'die Nord- und Ostfriesischen Inseln ohne Straßenverbindung (etwa Sylt, Föhr, Amrum, Norderney und Borkum), Helgoland, Hiddensee und die Inseln im Chiemsee',
  'it-de':
    'Inseln ohne Straßenverbindung wie Elba, Capri, Ischia, Procida, Giglio, die Liparischen Inseln, Lampedusa und die Lagune von Venedig',
  'it-it':
    'sulle isole senza collegamento stradale, come l’Elba, Capri, Ischia, Procida, il Giglio, le Eolie, Lampedusa, Ponza, La Maddalena e Carloforte, né nella laguna di Venezia',
  'es-es': 'las Islas Baleares, las Islas Canarias, Ceuta y Melilla',
  'fr-fr': 'en Corse ni sur l’île d’Yeu',
  'nl-nl': 'de Waddeneilanden (Texel, Vlieland, Terschelling, Ameland en Schiermonnikoog)',
  'fi-en': 'the Åland Islands',
  'se-en': 'Gotland',
  'gb-en':
    'the Scottish islands (the Outer Hebrides, Orkney, Shetland, Skye, Mull, Islay, Arran and Bute), the Isle of Wight, the Isles of Scilly, the Isle of Man and the Channel Islands',
};
