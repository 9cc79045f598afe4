/** The facts a legal page text is written from, and the small HTML helpers every language's texts use. */
import { type Company, postcodeAndCity } from '@hortus/core';

/** The legal and service pages whose text depends on the store's country, not only on its language. */
export type LegalPageKey =
  | 'imprint'
  | 'terms'
  | 'withdrawal'
  | 'privacy'
  | 'shipping'
  | 'payment'
  | 'whereToBuy';

/**
 * Which consumer and data protection law a store view sells under: the EU's, the UK's or Switzerland's; the
 * US store only shows the range. The seller is the same company in every store (core's Company).
 */
export type Law = 'eu' | 'uk' | 'ch' | 'us';

/** What the demo catalogue sells on in a store view: its VAT, delivery prices and payment methods. */
export interface StoreSalesFacts {
  vatRateBp: number;
  standardDeliveryMinor: number;
  expressDeliveryMinor: number;
  cashOnDeliveryFeeMinor: number;
  payment: { prepayment: string; cashOnDelivery: string; onAccount: string };
}

/** Everything a page text needs, already written out for the store view (prices, percentages, names). */
export interface LegalContext {
  law: Law;
  /** The company that runs the shop: the shopper buys from it and pays to it (the API's company record). */
  seller: Company;
  /** The store's country code ('DE'); 'OT' for the stores serving other countries. */
  countryCode: string;
  /** The store's country in the page's language; null for the stores serving other countries. */
  country: string | null;
  countryName: (code: string) => string;
  vat: string;
  standardDelivery: string;
  expressDelivery: string;
  cashOnDeliveryFee: string;
  payment: StoreSalesFacts['payment'];
  /** Islands of the store's country that the checkout refuses, as that market names them; null: none. */
  islands: string | null;
  /** A link to another CMS page of the same store by its key; its text is the page's title. */
  link: (key: string) => string;
  dpo: { name: string; email: string };
}

export type LegalTexts = Partial<Record<LegalPageKey, (context: LegalContext) => string>>;

export const h2 = (text: string) => `<h2>${text}</h2>`;
export const p = (...sentences: string[]) => `<p>${sentences.filter(Boolean).join(' ')}</p>`;
export const ul = (...items: (string | false)[]) =>
  `<ul>${items
    .filter((item) => item !== false)
    .map((item) => `<li>${item}</li>`)
    .join('')}</ul>`;

/** A company's address as the imprint prints it: name, street, postcode and city, country. */
export const addressOf = (company: Company, countryName: (code: string) => string) =>
  `<address>${company.name}<br>${company.street}<br>${postcodeAndCity(company)}<br>${countryName(company.country)}</address>`;
