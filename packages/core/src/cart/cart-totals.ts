import { netFromGross } from '../pricing/tax';

/** One line of a cart as the server priced it: gross unit price at the line's quantity, and its tax rate. */
export interface PricedCartLine {
  qty: number;
  unitPriceInclTax: number;
  taxRateBp: number;
}

export interface LineTotals {
  rowTotalInclTax: number;
  rowTotal: number;
  taxAmount: number;
}

/** A line's totals: the gross row total, its net part at the line's rate, and the tax in between. */
export function lineTotals(line: PricedCartLine): LineTotals {
  const rowTotalInclTax = line.unitPriceInclTax * line.qty;
  const rowTotal = netFromGross(rowTotalInclTax, line.taxRateBp);
  return { rowTotalInclTax, rowTotal, taxAmount: rowTotalInclTax - rowTotal };
}

export interface CartTotals {
  subtotalInclTax: number;
  subtotal: number;
  taxAmount: number;
  shippingInclTax: number;
  paymentFeeInclTax: number;
  discountAmount: number;
  grandTotal: number;
  itemsQty: number;
}

/**
 * Splits a discount over the rows in proportion to their gross totals, in whole minor units that add up to
 * the discount exactly (the largest remainders get the leftover units).
 */
export function allocateDiscount(rowTotalsInclTax: readonly number[], discount: number): number[] {
  const total = rowTotalsInclTax.reduce((sum, row) => sum + row, 0);
  if (total === 0 || discount === 0) return rowTotalsInclTax.map(() => 0);
  const exact = rowTotalsInclTax.map((row) => (row * discount) / total);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The totals of a cart from its priced lines, in integer minor units. Gross amounts add up exactly (a shop
 * that publishes gross prices charges their sum); `subtotal` is the sum of the lines' net parts before a
 * discount. A discount (a gross amount) is taken off the goods, at most their value, and split over the
 * lines so each line's tax is that of what is really paid for it; `taxAmount` is the tax of the goods after
 * the discount. Shipping and a payment method's fee are added as given (their own tax is their method's
 * concern).
 */
export function cartTotals(
  lines: readonly PricedCartLine[],
  extras: { shippingInclTax?: number; paymentFeeInclTax?: number; discountInclTax?: number } = {},
): CartTotals {
  const rows = lines.map(lineTotals);
  const subtotalInclTax = rows.reduce((sum, row) => sum + row.rowTotalInclTax, 0);
  const subtotal = rows.reduce((sum, row) => sum + row.rowTotal, 0);
  const shippingInclTax = extras.shippingInclTax ?? 0;
  const paymentFeeInclTax = extras.paymentFeeInclTax ?? 0;
  const discountAmount = Math.min(Math.max(0, extras.discountInclTax ?? 0), subtotalInclTax);
  const discounts = allocateDiscount(
    rows.map((row) => row.rowTotalInclTax),
    discountAmount,
  );
  const taxAmount = lines.reduce((sum, line, index) => {
    const paid = (rows[index]?.rowTotalInclTax ?? 0) - (discounts[index] ?? 0);
    return sum + paid - netFromGross(paid, line.taxRateBp);
  }, 0);
  return {
    subtotalInclTax,
    subtotal,
    taxAmount,
    shippingInclTax,
    paymentFeeInclTax,
    discountAmount,
    grandTotal: subtotalInclTax - discountAmount + shippingInclTax + paymentFeeInclTax,
    itemsQty: lines.reduce((sum, line) => sum + line.qty, 0),
  };
}
