import { describe, expect, it } from 'vitest';
import { defaultPriceSelectionPolicy } from './default-price-selection-policy';
import type { PriceSelectionInput } from './price-selection-policy';

const shed: PriceSelectionInput = {
  regularPriceMinor: 100000,
  specialPriceMinor: 90000,
  specialFromDate: '2026-07-01',
  specialToDate: '2026-07-31',
  tierPrices: [{ qty: 3, priceMinor: 85000, customerGroupId: null }],
  qty: 1,
  customerGroupId: null,
  now: new Date('2026-07-15T12:00:00Z'),
};

const afterTheSale = new Date('2026-08-15T12:00:00Z');

describe('defaultPriceSelectionPolicy', () => {
  it('sells at the regular price when neither a special nor a tier price applies', () => {
    expect(defaultPriceSelectionPolicy.selectPrice({ ...shed, now: afterTheSale })).toEqual({
      regularPriceMinor: 100000,
      finalPriceMinor: 100000,
      specialPriceMinor: 0,
      tierPriceMinor: null,
      source: 'regular',
    });
  });

  it('sells at the special price when it applies and is the lowest', () => {
    expect(defaultPriceSelectionPolicy.selectPrice(shed)).toEqual({
      regularPriceMinor: 100000,
      finalPriceMinor: 90000,
      specialPriceMinor: 90000,
      tierPriceMinor: null,
      source: 'special',
    });
  });

  it('sells at the tier price when it applies and is the lowest', () => {
    expect(defaultPriceSelectionPolicy.selectPrice({ ...shed, qty: 3 })).toEqual({
      regularPriceMinor: 100000,
      finalPriceMinor: 85000,
      specialPriceMinor: 90000,
      tierPriceMinor: 85000,
      source: 'tier',
    });
  });

  it('keeps the special price when a tier price that applies is higher', () => {
    const selected = defaultPriceSelectionPolicy.selectPrice({
      ...shed,
      tierPrices: [{ qty: 1, priceMinor: 95000, customerGroupId: null }],
    });
    expect(selected).toMatchObject({ finalPriceMinor: 90000, tierPriceMinor: 95000, source: 'special' });
  });

  it('sells at a tier price below the regular price once the special price has ended', () => {
    const selected = defaultPriceSelectionPolicy.selectPrice({ ...shed, qty: 3, now: afterTheSale });
    expect(selected).toMatchObject({ finalPriceMinor: 85000, specialPriceMinor: 0, source: 'tier' });
  });

  it('never sells above the regular price because of a tier price', () => {
    const selected = defaultPriceSelectionPolicy.selectPrice({
      ...shed,
      now: afterTheSale,
      tierPrices: [{ qty: 1, priceMinor: 110000, customerGroupId: null }],
    });
    expect(selected).toMatchObject({ finalPriceMinor: 100000, source: 'regular' });
  });
});
