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
  discountAmount: number;
  grandTotal: number;
  itemsQty: number;
}

/**
 * The totals of a cart from its priced lines, in integer minor units: gross amounts add up exactly (a shop
 * that publishes gross prices charges their sum), the net subtotal is the sum of each line's net part,
 * and a discount (a positive amount) never takes the grand total below zero.
 */
export function cartTotals(
  lines: readonly PricedCartLine[],
  extras: { shippingInclTax?: number; discountInclTax?: number } = {},
): CartTotals {
  const rows = lines.map(lineTotals);
  const subtotalInclTax = rows.reduce((sum, row) => sum + row.rowTotalInclTax, 0);
  const subtotal = rows.reduce((sum, row) => sum + row.rowTotal, 0);
  const shippingInclTax = extras.shippingInclTax ?? 0;
  const discountAmount = Math.min(extras.discountInclTax ?? 0, subtotalInclTax + shippingInclTax);
  return {
    subtotalInclTax,
    subtotal,
    taxAmount: subtotalInclTax - subtotal,
    shippingInclTax,
    discountAmount,
    grandTotal: subtotalInclTax + shippingInclTax - discountAmount,
    itemsQty: lines.reduce((sum, line) => sum + line.qty, 0),
  };
}
