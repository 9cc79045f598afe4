import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxFromGross } from '../pricing/tax';
import { allocateDiscount, cartTotals, lineTotals } from './cart-totals';

describe('allocateDiscount', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(allocateDiscount([100, 200], 30)).toEqual([10, 20]);
    const shares = allocateDiscount([333, 333, 334], 100);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(allocateDiscount([0, 0], 10)).toEqual([0, 0]);
  });

  it('for any rows and any discount up to their sum: whole shares, summing to it, none above its row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rows, fraction) => {
          const total = rows.reduce((a, b) => a + b, 0);
          const discount = Math.floor(total * fraction);
          const shares = allocateDiscount(rows, discount);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : discount);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(rows[index] ?? 0);
          });
        },
      ),
    );
  });
});

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

  it('adds shipping and takes off a discount, at most the value of the goods', () => {
    expect(cartTotals(lines, { shippingInclTax: 59_00, discountInclTax: 100_00 }).grandTotal).toBe(
      1299_00 + 2 * 49_99 + 59_00 - 100_00,
    );
    expect(cartTotals(lines, { shippingInclTax: 59_00, paymentFeeInclTax: 6_00 }).grandTotal).toBe(
      1299_00 + 2 * 49_99 + 59_00 + 6_00,
    );
    const free = cartTotals(lines, { shippingInclTax: 59_00, discountInclTax: 1_000_000_00 });
    expect(free.discountAmount).toBe(1299_00 + 2 * 49_99);
    expect(free.grandTotal).toBe(59_00);
    // The goods cost nothing, their shipping still follows them: split by their value before the discount.
    expect(free.taxAmount).toBe(free.shippingTaxAmount);
    expect(free.shippingTaxAmount).toBe(taxFromGross(54_78, 1900) + taxFromGross(4_22, 700));
  });

  it('includes the tax of shipping and the payment fee, taxed at the rate of the goods', () => {
    const shed = [{ qty: 1, unitPriceInclTax: 1564_20, taxRateBp: 1900 }];
    const totals = cartTotals(shed, { shippingInclTax: 49_00, paymentFeeInclTax: 7_00 });
    // 1564.20 / 1.19 = 1314.45 net; 49.00 / 1.19 = 41.18; 7.00 / 1.19 = 5.88.
    expect(totals.shippingTaxAmount).toBe(49_00 - 41_18);
    expect(totals.paymentFeeTaxAmount).toBe(7_00 - 5_88);
    expect(totals.taxAmount).toBe(1564_20 - 1314_45 + (49_00 - 41_18) + (7_00 - 5_88));
    expect(totals.grandTotal).toBe(1564_20 + 49_00 + 7_00);
  });

  it('splits shipping over mixed rates in proportion to what is paid for the goods at each', () => {
    const totals = cartTotals(lines, { shippingInclTax: 59_00 });
    // 1299.00 of 1398.98 at 19 %, 99.98 at 7 %: 54.78 and 4.22 of the shipping.
    expect(totals.shippingTaxAmount).toBe(taxFromGross(54_78, 1900) + taxFromGross(4_22, 700));
  });

  it('for any lines and extras: the tax is the sum of its parts and never more than the grand total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            qty: fc.integer({ min: 1, max: 50 }),
            unitPriceInclTax: fc.integer({ min: 0, max: 10_000_000 }),
            taxRateBp: fc.constantFrom(0, 700, 1900, 2000, 2700),
          }),
          { maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (priced, shippingInclTax, paymentFeeInclTax, discountInclTax) => {
          const totals = cartTotals(priced, { shippingInclTax, paymentFeeInclTax, discountInclTax });
          expect(totals.grandTotal).toBe(
            totals.subtotalInclTax - totals.discountAmount + shippingInclTax + paymentFeeInclTax,
          );
          expect(totals.shippingTaxAmount).toBeGreaterThanOrEqual(0);
          expect(totals.shippingTaxAmount).toBeLessThanOrEqual(shippingInclTax);
          expect(totals.paymentFeeTaxAmount).toBeLessThanOrEqual(paymentFeeInclTax);
          expect(Number.isInteger(totals.taxAmount)).toBe(true);
          expect(totals.taxAmount).toBeLessThanOrEqual(totals.grandTotal);
        },
      ),
    );
  });

  it('taxes what is paid after a discount, line by line', () => {
    const half = cartTotals([{ qty: 1, unitPriceInclTax: 119_00, taxRateBp: 1900 }], {
      discountInclTax: 59_50,
    });
    expect(half.taxAmount).toBe(9_50);
    expect(half.grandTotal).toBe(59_50);
  });

  it('an empty cart totals zero', () => {
    expect(cartTotals([])).toMatchObject({ subtotalInclTax: 0, grandTotal: 0, itemsQty: 0 });
  });
});
