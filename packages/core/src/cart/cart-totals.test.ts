import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotals } from './cart-totals';

describe('lineTotals', () => {
  it('multiplies the gross unit price and splits the tax off the row', () => {
    expect(lineTotals({ qty: 3, unitPriceInclTax: 119_00, taxRateBp: 1900 })).toEqual({
      rowTotalInclTax: 357_00,
      rowTotal: 300_00,
      taxAmount: 57_00,
    });
  });
});

describe('cartTotals', () => {
  const lines = [
    { qty: 1, unitPriceInclTax: 1299_00, taxRateBp: 1900 },
    { qty: 2, unitPriceInclTax: 49_99, taxRateBp: 700 },
  ];

  it('adds the gross rows exactly and the net parts line by line', () => {
    const totals = cartTotals(lines);
    expect(totals.subtotalInclTax).toBe(1299_00 + 2 * 49_99);
    expect(totals.subtotal).toBe(1091_60 + 93_44);
    expect(totals.taxAmount).toBe(totals.subtotalInclTax - totals.subtotal);
    expect(totals.grandTotal).toBe(totals.subtotalInclTax);
    expect(totals.itemsQty).toBe(3);
  });

  it('adds shipping and takes off a discount, never below zero', () => {
    expect(cartTotals(lines, { shippingInclTax: 59_00, discountInclTax: 100_00 }).grandTotal).toBe(
      1299_00 + 2 * 49_99 + 59_00 - 100_00,
    );
    expect(cartTotals(lines, { discountInclTax: 1_000_000_00 }).grandTotal).toBe(0);
  });

  it('an empty cart totals zero', () => {
    expect(cartTotals([])).toMatchObject({ subtotalInclTax: 0, grandTotal: 0, itemsQty: 0 });
  });
});
