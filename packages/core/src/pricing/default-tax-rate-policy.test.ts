import { describe, expect, it } from 'vitest';
import { findStoreView } from '../store-view/store-views';
import { defaultTaxRatePolicy, taxCountryOf } from './default-tax-rate-policy';
import type { TaxRateRow } from './tax-rate-policy';

const TAXABLE_GOODS = 2;
const REDUCED_GOODS = 5;
const RETAIL_CUSTOMER = 3;
const BUSINESS_CUSTOMER = 4;

const rates: TaxRateRow[] = [
  {
    country: 'DE',
    rateBp: 1900,
    productTaxClassIds: [TAXABLE_GOODS],
    customerTaxClassIds: [RETAIL_CUSTOMER],
  },
  { country: 'DE', rateBp: 700, productTaxClassIds: [REDUCED_GOODS], customerTaxClassIds: [RETAIL_CUSTOMER] },
  { country: 'CH', rateBp: 810, productTaxClassIds: [TAXABLE_GOODS], customerTaxClassIds: [RETAIL_CUSTOMER] },
  {
    country: 'PL',
    rateBp: 2300,
    productTaxClassIds: [TAXABLE_GOODS],
    customerTaxClassIds: [RETAIL_CUSTOMER],
  },
  { country: 'CH', rateBp: 0, productTaxClassIds: [TAXABLE_GOODS], customerTaxClassIds: [BUSINESS_CUSTOMER] },
];

const rateFor = (country: string, productTaxClassId = TAXABLE_GOODS, customerTaxClassId = RETAIL_CUSTOMER) =>
  defaultTaxRatePolicy.selectRate({ country, productTaxClassId, customerTaxClassId, rates });

describe('defaultTaxRatePolicy', () => {
  it("taxes at the rate of the store view's tax country", () => {
    const chFr = findStoreView('ch-fr');
    if (!chFr) throw new Error('no ch-fr');
    expect(rateFor(taxCountryOf(chFr))).toBe(810);
    expect(rateFor('DE')).toBe(1900);
  });

  it('taxes the ot store views at the Polish rate, the spec fallback', () => {
    const otEn = findStoreView('ot-en');
    if (!otEn) throw new Error('no ot-en');
    expect(taxCountryOf(otEn)).toBe('PL');
    expect(rateFor(taxCountryOf(otEn))).toBe(2300);
  });

  it('takes the rate whose product and customer tax classes both match', () => {
    expect(rateFor('DE', REDUCED_GOODS)).toBe(700);
    expect(rateFor('CH', TAXABLE_GOODS, BUSINESS_CUSTOMER)).toBe(0);
  });

  it('gives 0 when no rate matches', () => {
    expect(rateFor('FR')).toBe(0);
    expect(rateFor('DE', TAXABLE_GOODS, BUSINESS_CUSTOMER)).toBe(0);
  });

  it('reads the country case-insensitively', () => {
    expect(rateFor('de')).toBe(1900);
  });
});
