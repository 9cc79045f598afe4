import type { Order } from '@hortus/api-contract';
import type { StoreCode } from '@hortus/core';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database';
import { notFound } from '../../http/envelope';
import { ORDER_NOT_FOUND, orderDocumentOf, orderWithParts } from './service';
import { orderAddresses, orderItems, orderNumberSequenceName, orders } from './tables';

/** An address as the order keeps it (spec 3 addressInformation; vat_id only on the invoice address). */
export interface OrderAddressInput {
  firstname: string;
  lastname: string;
  company?: string | undefined;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region?: string | undefined;
  telephone?: string | undefined;
  email?: string | undefined;
  vat_id?: string | undefined;
}

/** What the checkout hands over to be recorded: every amount computed by the server. */
export interface NewOrder {
  storeCode: StoreCode;
  customerId: number | null;
  cartId: string;
  idempotencyKey: string;
  email: string;
  firstname: string;
  lastname: string;
  currencyCode: string;
  totals: {
    subtotalInclTax: number;
    shippingInclTax: number;
    paymentFeeInclTax: number;
    discountAmount: number;
    taxAmount: number;
    grandTotal: number;
  };
  /** What is still to be paid once the order is placed (0 when the payment is already booked). */
  totalDue: number;
  shippingCarrierCode: string;
  shippingMethodCode: string;
  paymentMethodCode: string;
  comment: string | null;
  /** A tax-free intra-Community supply, with its invoice note (ADR 0011); the amounts above are net then. */
  reverseCharge: boolean;
  invoiceNote: string | null;
  items: {
    sku: string;
    name: string;
    qty: number;
    priceInclTax: number;
    rowTotalInclTax: number;
    taxRateBp: number;
  }[];
  shippingAddress: OrderAddressInput;
  billingAddress: OrderAddressInput;
}

function addressRow(orderId: number, addressType: 'billing' | 'shipping', address: OrderAddressInput) {
  return {
    orderId,
    addressType,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    countryId: address.country_id,
    region: address.region ?? null,
    telephone: address.telephone ?? null,
    email: address.email ?? null,
    vatId: addressType === 'billing' ? (address.vat_id ?? null) : null,
  };
}

/**
 * The answer for an order just recorded, from the row written and the lines and addresses given (no read
 * of the order again), through the same `orderDocumentOf` that answers a read order.
 */
function placedOrder(order: NewOrder, row: typeof orders.$inferSelect): Order {
  const address = (addressType: 'billing' | 'shipping', input: OrderAddressInput) => ({
    address_type: addressType,
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company ?? null,
    street: input.street,
    city: input.city,
    postcode: input.postcode,
    country_id: input.country_id,
    region: input.region ?? null,
    region_id: null,
    region_code: null,
    telephone: input.telephone ?? null,
    email: input.email ?? null,
    vat_id: addressType === 'billing' ? (input.vat_id ?? null) : null,
  });
  return orderDocumentOf({
    ...row,
    items: order.items.map((item) => ({
      sku: item.sku,
      name: item.name,
      qty: item.qty,
      price_incl_tax: item.priceInclTax,
      row_total_incl_tax: item.rowTotalInclTax,
    })),
    addresses: [address('shipping', order.shippingAddress), address('billing', order.billingAddress)],
  });
}

/**
 * Writes an order, its lines and addresses inside the caller's transaction, numbered by its store view's
 * sequence. A second order with the same idempotency key in the store view fails on the unique index (the
 * caller then answers the first one). Answers the order as the API shows it.
 */
export async function recordOrder(tx: Database, order: NewOrder): Promise<Order> {
  const [number] = await queryRows<{ value: string }>(
    tx,
    sql`SELECT nextval(${orderNumberSequenceName(order.storeCode)}::regclass)::text AS value`,
  );
  if (!number) throw new Error(`no order number sequence for ${order.storeCode}`);
  const [row] = await tx
    .insert(orders)
    .values({
      incrementId: number.value,
      storeCode: order.storeCode,
      customerId: order.customerId,
      cartId: order.cartId,
      idempotencyKey: order.idempotencyKey,
      email: order.email,
      firstname: order.firstname,
      lastname: order.lastname,
      currencyCode: order.currencyCode,
      ...order.totals,
      totalDue: order.totalDue,
      shippingCarrierCode: order.shippingCarrierCode,
      shippingMethodCode: order.shippingMethodCode,
      paymentMethodCode: order.paymentMethodCode,
      comment: order.comment,
      reverseCharge: order.reverseCharge,
      invoiceNote: order.invoiceNote,
    })
    .returning();
  if (!row) throw new Error('the order was not written');
  await tx.insert(orderItems).values(order.items.map((item) => ({ orderId: row.id, ...item })));
  await tx
    .insert(orderAddresses)
    .values([
      addressRow(row.id, 'shipping', order.shippingAddress),
      addressRow(row.id, 'billing', order.billingAddress),
    ]);
  return placedOrder(order, row);
}

/** The order an idempotency key already placed in a store view, with the cart it came from; or none. */
export async function orderOfKey(
  db: Database,
  storeCode: StoreCode,
  idempotencyKey: string,
): Promise<{ order: Order; cartId: string | null; customerId: number | null } | null> {
  const [row] = await orderWithParts(db)
    .from(orders)
    .where(and(eq(orders.storeCode, storeCode), eq(orders.idempotencyKey, idempotencyKey)));
  return row ? { order: orderDocumentOf(row), cartId: row.cartId, customerId: row.customerId } : null;
}

/** One order as the API answers it, by id (for the checkout that just placed it, and the order's jobs). */
export async function orderById(db: Database, orderId: number): Promise<Order & { email: string }> {
  const [row] = await orderWithParts(db).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return { ...orderDocumentOf(row), email: row.email };
}

/**
 * Cancels an order that is still waiting for its payment (its reservation expired): answers whether it did,
 * so the caller gives the stock back only once. A paid, shipped or already cancelled order stays as it is.
 */
export async function cancelUnpaidOrder(tx: Database, orderId: number): Promise<boolean> {
  const cancelled = await tx
    .update(orders)
    .set({ status: 'canceled' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), sql`${orders.totalDue} > 0`))
    .returning({ id: orders.id });
  return cancelled.length > 0;
}
