import { TAX_DEFAULT_COUNTRY_FALLBACK } from '../constants';
import type { StoreView } from '../store-view/store-view';
import type { TaxRatePolicy, TaxRateRow } from './tax-rate-policy';

/**
 * The country whose rates the default policy applies: the store view's tax default country, or the spec's
 * fallback 'PL' when a store view names none.
 */
export function taxCountryOf(storeView: StoreView): string {
  return storeView.tax.defaultCountry || TAX_DEFAULT_COUNTRY_FALLBACK;
}

function isRateFor(row: TaxRateRow, country: string, productTaxClassId: number, customerTaxClassId: number) {
  return (
    row.country.toUpperCase() === country &&
    row.productTaxClassIds.includes(productTaxClassId) &&
    row.customerTaxClassIds.includes(customerTaxClassId)
  );
}

/**
 * The rate is that of the first tax rate row for the given country (the store view's tax country) and both
 * tax classes, and 0 when no row matches; rows are expected in rule priority order.
 */
export const defaultTaxRatePolicy: TaxRatePolicy = {
  selectRate({ country, productTaxClassId, customerTaxClassId, rates }) {
    const taxCountry = country.trim().toUpperCase();
    const row = rates.find((candidate) =>
      isRateFor(candidate, taxCountry, productTaxClassId, customerTaxClassId),
    );
    return row?.rateBp ?? 0;
  },
};
