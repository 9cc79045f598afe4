import {
  defaultPriceSelectionPolicy,
  defaultTaxRatePolicy,
  findStoreView,
  type StoreView,
} from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { type PricingContext, priceFields, storePrices } from './store-prices';

const storeView = findStoreView('de-de') as StoreView;
const price = {
  productId: 7,
  storeCode: 'de-de',
  currency: 'EUR',
  priceMinor: 119_00,
  specialPriceMinor: null,
  specialFromDate: null,
  specialToDate: null,
};
const groupTier = { id: 1, productId: 7, storeCode: 'de-de', customerGroupId: 2, qty: 1, priceMinor: 100_00 };
const rates = [{ country: 'DE', rateBp: 1900, productTaxClassIds: [2], customerTaxClassIds: [3] }];

function priced(ctx: PricingContext, tiers = [groupTier]) {
  const result = storePrices([price], tiers, () => 2, ctx).get(7);
  if (!result) throw new Error('product 7 has a price in de-de');
  return result;
}

function context(overrides: Partial<PricingContext> = {}): PricingContext {
  return {
    storeView,
    customerGroupId: null,
    taxRates: rates,
    now: new Date('2026-11-24T12:00:00Z'),
    policies: { priceSelection: defaultPriceSelectionPolicy, taxRate: defaultTaxRatePolicy },
    ...overrides,
  };
}

describe('storePrices', () => {
  it('prices with the policies of the context: gross and net by the store view tax rate', () => {
    const fields = priceFields(priced(context()));
    expect(fields.final_price_incl_tax).toBe(119_00);
    expect(fields.final_price).toBe(100_00);
    expect(fields.tax_rate).toBe(19);
  });

  it("gives a group's price only to that group", () => {
    expect(priced(context()).finalGross).toBe(119_00);
    expect(priced(context({ customerGroupId: 2 })).finalGross).toBe(100_00);
  });

  it('follows another tax policy when the store view has one', () => {
    const untaxed = context({
      policies: { priceSelection: defaultPriceSelectionPolicy, taxRate: { selectRate: () => 0 } },
    });
    const fields = priceFields(priced(untaxed, []));
    expect(fields.final_price).toBe(fields.final_price_incl_tax);
  });
});
