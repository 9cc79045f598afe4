/** A tax rate and the tax classes it applies to, as read from the tax rules (spec section 3 "Tax rule"). */
export interface TaxRateRow {
  /** Upper-case ISO country the rate is for. */
  country: string;
  /** Rate in basis points: 1900 is 19 %, 810 is 8.1 %. */
  rateBp: number;
  productTaxClassIds: number[];
  customerTaxClassIds: number[];
}

/** The facts that decide a product's tax rate: the tax country, both tax classes and the known rates. */
export interface TaxRateInput {
  country: string;
  productTaxClassId: number;
  customerTaxClassId: number;
  rates: readonly TaxRateRow[];
}

/**
 * Decides which tax rate applies to a product for a shopper, in basis points. Called whenever a price is
 * shown or totalled with or without tax (product documents, lists, cart totals), so it runs very often.
 * Chosen per store view in apps/api/src/policies.ts; the default is `defaultTaxRatePolicy`, which
 * taxes by the store view's tax country. Shipping-country taxation would be its alternative.
 */
export interface TaxRatePolicy {
  selectRate(input: TaxRateInput): number;
}
