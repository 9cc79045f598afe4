import { describe, expect, it } from 'vitest';
import { selectTierPrice, type TierPrice } from './tier-price';

const WHOLESALE = 2;
const RETAILER = 3;

const tiers: TierPrice[] = [
  { qty: 1, priceMinor: 95000, customerGroupId: WHOLESALE },
  { qty: 5, priceMinor: 90000, customerGroupId: null },
  { qty: 10, priceMinor: 85000, customerGroupId: null },
  { qty: 10, priceMinor: 80000, customerGroupId: RETAILER },
];

describe('selectTierPrice', () => {
  it('applies a tier from its quantity on', () => {
    expect(selectTierPrice(tiers, 4, null)).toBeUndefined();
    expect(selectTierPrice(tiers, 5, null)).toBe(90000);
    expect(selectTierPrice(tiers, 12, null)).toBe(85000);
  });

  it('applies a tier without a customer group to all groups', () => {
    expect(selectTierPrice(tiers, 5, WHOLESALE)).toBe(90000);
  });

  it("applies a group price only to that group's shoppers", () => {
    expect(selectTierPrice(tiers, 1, WHOLESALE)).toBe(95000);
    expect(selectTierPrice(tiers, 1, RETAILER)).toBeUndefined();
    expect(selectTierPrice(tiers, 10, RETAILER)).toBe(80000);
    expect(selectTierPrice(tiers, 10, null)).toBe(85000);
  });

  it('picks the lowest of the tiers that apply', () => {
    expect(selectTierPrice(tiers, 10, WHOLESALE)).toBe(85000);
  });

  it('gives no tier price when the product has no tiers', () => {
    expect(selectTierPrice([], 100, WHOLESALE)).toBeUndefined();
  });
});
