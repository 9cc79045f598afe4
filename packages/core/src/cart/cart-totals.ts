import { splitInProportion } from '../money/proportional-split';
import { ancillaryParts, type RatedAmount, taxOfRatedAmounts } from '../pricing/ancillary-costs';
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
  /** All the tax the grand total includes: the goods', the shipping's and the payment fee's. */
  taxAmount: number;
  shippingInclTax: number;
  /** The tax in the shipping (taxed as the goods are, `ancillaryParts`). */
  shippingTaxAmount: number;
  paymentFeeInclTax: number;
  /** The tax in the payment method's fee (taxed as the goods are, `ancillaryParts`). */
  paymentFeeTaxAmount: number;
  discountAmount: number;
  grandTotal: number;
  itemsQty: number;
}

/**
 * Splits a discount over the rows in proportion to their gross totals, in whole minor units that add up to
 * the discount exactly (the largest remainders get the leftover units).
 */
export function allocateDiscount(rowTotalsInclTax: readonly number[], discount: number): number[] {
  return splitInProportion(rowTotalsInclTax, discount);
}

/**
 * What each line's goods are worth for the ancillary costs' split: what is paid for it after the
 * discount, or its value before the discount when a coupon took all (the costs still follow those goods).
 */
export function goodsValuesOf(lines: readonly PricedCartLine[], paid: readonly number[]): RatedAmount[] {
  const paidSomething = paid.some((amount) => amount > 0);
  return lines.map((line, index) => ({
    grossMinor: paidSomething ? (paid[index] ?? 0) : line.unitPriceInclTax * line.qty,
    rateBp: line.taxRateBp,
  }));
}

/**
 * The totals of a cart from its priced lines, in integer minor units. Gross amounts add up exactly (a shop
 * that publishes gross prices charges their sum); `subtotal` is the sum of the lines' net parts before a
 * discount. A discount (a gross amount) is taken off the goods, at most their value, and split over the
 * lines so each line's tax is that of what is really paid for it. Shipping and a payment method's fee are
 * taxed as the goods they come with (`ancillaryParts`); `taxAmount` is all the tax the grand total includes:
 * the goods' after the discount, the shipping's and the fee's.
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
  const paid = rows.map((row, index) => row.rowTotalInclTax - (discounts[index] ?? 0));
  const goodsTax = lines.reduce(
    (sum, line, index) => sum + (paid[index] ?? 0) - netFromGross(paid[index] ?? 0, line.taxRateBp),
    0,
  );
  const goods = goodsValuesOf(lines, paid);
  const shippingTaxAmount = taxOfRatedAmounts(ancillaryParts(shippingInclTax, goods));
  const paymentFeeTaxAmount = taxOfRatedAmounts(ancillaryParts(paymentFeeInclTax, goods));
  return {
    subtotalInclTax,
    subtotal,
    taxAmount: goodsTax + shippingTaxAmount + paymentFeeTaxAmount,
    shippingInclTax,
    shippingTaxAmount,
    paymentFeeInclTax,
    paymentFeeTaxAmount,
    discountAmount,
    grandTotal: subtotalInclTax - discountAmount + shippingInclTax + paymentFeeInclTax,
    itemsQty: lines.reduce((sum, line) => sum + line.qty, 0),
  };
}
