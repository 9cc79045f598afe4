import {
  defaultPriceSelectionPolicy,
  defaultReservationPolicy,
  defaultStockPolicy,
  defaultTaxRatePolicy,
  type PriceSelectionPolicy,
  type ReservationPolicy,
  type StockPolicy,
  type StoreView,
  type TaxRatePolicy,
} from '@hortus/core';

/** The rules a shop operator may want to change, each a small interface of packages/core. */
export interface ShopPolicies {
  priceSelection: PriceSelectionPolicy;
  taxRate: TaxRatePolicy;
  stock: StockPolicy;
  reservation: ReservationPolicy;
}

const DEFAULT_POLICIES: ShopPolicies = {
  priceSelection: defaultPriceSelectionPolicy,
  taxRate: defaultTaxRatePolicy,
  stock: defaultStockPolicy,
  reservation: defaultReservationPolicy,
};

/** The policies of a store view, as modules are given them (by app.ts). */
export type PoliciesOf = (storeView: StoreView) => ShopPolicies;

/**
 * The one place where the shop's policies are chosen, per store view. Every store view uses the
 * defaults today; a market that needs another rule (tax by shipping country, a stricter stock promise)
 * gets its own implementation here, and every module that prices, taxes or checks stock follows.
 */
export function policiesFor(_storeView: StoreView): ShopPolicies {
  return DEFAULT_POLICIES;
}
