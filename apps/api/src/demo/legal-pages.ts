import { formatPrice, type Language, type StoreView } from '@hortus/core';
import type { Company, Law, LegalPageKey, LegalTexts, StoreSalesFacts } from './legal-texts/context';
import { DE } from './legal-texts/de';
import { EN } from './legal-texts/en';
import { ES } from './legal-texts/es';
import { FR } from './legal-texts/fr';
import { HU } from './legal-texts/hu';
import { IT } from './legal-texts/it';
import { NL } from './legal-texts/nl';
import { PL } from './legal-texts/pl';

export const MAKER: Company = {
  name: 'Hortus Gartenbau GmbH',
  street: 'Gartenstraße 1',
  place: '20457 Hamburg',
  city: 'Hamburg',
  country: 'DE',
  directors: ['Anna Berger', 'Tomasz Nowak'],
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 123456',
  vatId: 'DE 123 456 789',
  phone: '+49 40 1234 5670',
  email: 'service@hortus.example',
};

/** The local company that sells in a country outside the EU (the UK and Swiss shops, the US dealers). */
const LOCAL_COMPANIES: Record<Exclude<Law, 'eu'>, Company> = {
  ch: {
    name: 'Hortus Schweiz AG',
    street: 'Industriestrasse 8',
    place: '8400 Winterthur',
    city: 'Winterthur',
    country: 'CH',
    directors: ['Reto Ammann'],
    registerCourt: 'Handelsregisteramt des Kantons Zürich',
    registerNumber: 'CHE-123.456.789',
    vatId: 'CHE-123.456.789 MWST',
    phone: '+41 52 123 45 60',
    email: 'service.ch@hortus.example',
  },
  uk: {
    name: 'Hortus UK Ltd',
    street: 'Unit 4, Example Park',
    place: 'Milton Keynes MK1 1AA',
    city: 'Milton Keynes',
    country: 'GB',
    directors: ['James Carter'],
    registerCourt: 'Companies House (England and Wales)',
    registerNumber: '01234567',
    vatId: 'GB 123 4567 89',
    phone: '+44 1908 123 456',
    email: 'service.uk@hortus.example',
  },
  us: {
    name: 'Hortus North America Inc.',
    street: '100 Example Avenue',
    place: 'Portland, OR 97201',
    city: 'Portland',
    country: 'US',
    directors: ['Megan Ellis'],
    registerCourt: 'Delaware Division of Corporations',
    registerNumber: '1234567',
    vatId: 'EIN 12-3456789',
    phone: '+1 503 555 0100',
    email: 'service.us@hortus.example',
  },
};

/** Where the data protection officer of the group is reached (the same person for every store). */
export const DATA_PROTECTION_OFFICER = { name: 'Dr. Lena Vogt', email: 'datenschutz@hortus.example' };

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

export function lawOf(storeView: StoreView): Law {
  const country = storeView.i18n.country;
  if (country === 'CH') return 'ch';
  if (country === 'GB') return 'uk';
  if (country === 'US') return 'us';
  return 'eu';
}

/**
 * The HTML of a legal page in a store view, or null when the store's language has no such page (the
 * catalogue stores have no terms, withdrawal, shipping or payment page; the selling stores no "where to buy").
 */
export function legalPageContent(
  key: LegalPageKey,
  storeView: StoreView,
  facts: StoreSalesFacts,
  link: (key: string) => string,
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
    seller: law === 'eu' ? MAKER : LOCAL_COMPANIES[law],
    parent: law === 'eu' ? null : MAKER,
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
