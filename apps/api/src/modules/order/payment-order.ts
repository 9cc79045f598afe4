import { getStoreView, type StoreCode } from '@hortus/core';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderAddresses, orderItems, orders } from './tables';

export interface OrderAddressForPayment {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string;
  countryId: string;
  telephone: string | null;
}

/** A placed order as a payment provider's customer and basket need it; amounts in minor units, gross. */
export interface OrderForPayment {
  id: number;
  incrementId: string;
  storeCode: string;
  language: string;
  currency: string;
  grandTotal: number;
  shippingInclTax: number;
  /** The rate shipping is taxed with: the highest of the lines' (as the checkout taxes it). */
  shippingTaxRateBp: number;
  paymentFeeInclTax: number;
  discountAmount: number;
  email: string;
  customerId: number | null;
  cartId: string | null;
  status: string;
  lines: {
    sku: string;
    name: string;
    qty: number;
    priceInclTax: number;
    rowTotalInclTax: number;
    taxRateBp: number;
  }[];
  billingAddress: OrderAddressForPayment;
  shippingAddress: OrderAddressForPayment;
  vatId: string | null;
}

const addressOf = (row: typeof orderAddresses.$inferSelect): OrderAddressForPayment => ({
  firstname: row.firstname,
  lastname: row.lastname,
  company: row.company,
  street: row.street,
  city: row.city,
  postcode: row.postcode,
  countryId: row.countryId,
  telephone: row.telephone,
});

/** The order by id with its lines and addresses, or null. */
export async function orderForPayment(db: Database, orderId: number): Promise<OrderForPayment | null> {
  const [[row], lines, addresses] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId)),
  ]);
  const billing = addresses.find((address) => address.addressType === 'billing');
  const shipping = addresses.find((address) => address.addressType === 'shipping');
  if (!row || !billing || !shipping) return null;
  return {
    id: row.id,
    incrementId: row.incrementId,
    storeCode: row.storeCode,
    language: getStoreView(row.storeCode as StoreCode)?.i18n.language ?? 'en',
    currency: row.currencyCode,
    grandTotal: row.grandTotal,
    shippingInclTax: row.shippingInclTax,
    shippingTaxRateBp: Math.max(0, ...lines.map((line) => line.taxRateBp)),
    paymentFeeInclTax: row.paymentFeeInclTax,
    discountAmount: row.discountAmount,
    email: row.email,
    customerId: row.customerId,
    cartId: row.cartId,
    status: row.status,
    lines: lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      priceInclTax: line.priceInclTax,
      rowTotalInclTax: line.rowTotalInclTax,
      taxRateBp: line.taxRateBp,
    })),
    billingAddress: addressOf(billing),
    shippingAddress: addressOf(shipping),
    vatId: billing.vatId,
  };
}

/**
 * Payments spec 3 "Customer risk data": a customer's orders that were not cancelled, and what they came
 * to in `currency` (other currencies are not added up), other than the order being paid.
 */
export async function confirmedOrdersOf(
  db: Database,
  customerId: number,
  currency: string,
  exceptOrderId: number,
): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.grandTotal}) FILTER (WHERE ${orders.currencyCode} = ${currency}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        ne(orders.id, exceptOrderId),
        inArray(orders.status, ['pending', 'processing', 'shipped', 'delivered']),
        eq(orders.confirmed, true),
      ),
    );
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}
