import type { Order, OrderAddress, OrderHistoryResult, OrderItem } from '@hortus/api-contract';
import { findStoreView, formatOrderDate, paymentStateOf } from '@hortus/core';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../http/envelope';
import { orders } from './tables';

/** The same answer for an order that does not exist and for another customer's, so ids reveal nothing. */
export const ORDER_NOT_FOUND = 'No such order';

type AddressRow = OrderAddress & { address_type: 'billing' | 'shipping' };
type OrderRow = typeof orders.$inferSelect & { items: OrderItem[]; addresses: AddressRow[] };

/**
 * An order's lines and addresses as JSON arrays whose keys are the contract's names already, for the order
 * row named `orders` in the statement around them. They spell `orders.id` out: drizzle leaves the table off
 * the columns of a one-table select, and a bare "id" there would be the line's own id.
 */
export const ORDER_ITEMS_JSON = sql`coalesce((
      SELECT json_agg(json_build_object('sku', i.sku, 'name', i.name, 'qty', i.qty,
        'price_incl_tax', i.price_incl_tax, 'row_total_incl_tax', i.row_total_incl_tax) ORDER BY i.id)
      FROM order_items i WHERE i.order_id = orders.id), '[]'::json)`;
export const ORDER_ADDRESSES_JSON = sql`coalesce((
      SELECT json_agg(json_build_object('address_type', a.address_type, 'firstname', a.firstname,
        'lastname', a.lastname, 'company', a.company, 'street', a.street, 'city', a.city,
        'postcode', a.postcode, 'country_id', a.country_id, 'region', a.region, 'region_id', a.region_id,
        'region_code', a.region_code, 'telephone', a.telephone, 'email', a.email, 'vat_id', a.vat_id))
      FROM order_addresses a WHERE a.order_id = orders.id), '[]'::json)`;

/** An order's row with its lines and addresses, read in the same statement. */
export function orderWithParts(db: Database) {
  return db.select({
    ...getTableColumns(orders),
    items: sql<OrderItem[]>`${ORDER_ITEMS_JSON}`,
    addresses: sql<AddressRow[]>`${ORDER_ADDRESSES_JSON}`,
  });
}

export function orderDocumentOf(row: OrderRow): Order {
  const billing = row.addresses.find((address) => address.address_type === 'billing');
  const shipping = row.addresses.find((address) => address.address_type === 'shipping');
  return {
    entity_id: row.id,
    increment_id: row.incrementId,
    store_code: row.storeCode,
    // An order of a store view the shop no longer has still shows where it came from.
    store_name: findStoreView(row.storeCode)?.name ?? row.storeCode,
    created_at: formatOrderDate(row.createdAt),
    status: row.status,
    currency_code: row.currencyCode,
    subtotal_incl_tax: row.subtotalInclTax,
    shipping_incl_tax: row.shippingInclTax,
    payment_fee_incl_tax: row.paymentFeeInclTax,
    discount_amount: row.discountAmount,
    tax_amount: row.taxAmount,
    grand_total: row.grandTotal,
    total_due: row.totalDue,
    items: row.items,
    addresses: {
      billing: billing ? { ...addressFields(billing), vat_id: billing.vat_id } : null,
      shipping: shipping ? addressFields(shipping) : null,
    },
    payment_method_code: row.paymentMethodCode,
    shipping_method_code: row.shippingMethodCode,
    shipping_carrier_code: row.shippingCarrierCode,
    reverse_charge: row.reverseCharge,
    invoice_note: row.invoiceNote,
    // Filled where the shop's bank account is known: withPaymentInstructions (payment-instructions.ts).
    payment_instructions: null,
    payment_state: paymentStateOfRow(row),
  };
}

/** The payment state as the contract gives it, from the order's amounts (core's `paymentStateOf`). */
function paymentStateOfRow(row: typeof orders.$inferSelect): Order['payment_state'] {
  const { state, balance } = paymentStateOf({
    status: row.status,
    grandTotal: row.grandTotal,
    paid: row.paidAmount,
    refunded: row.refundedAmount,
  });
  return { state, paid: row.paidAmount, refunded: row.refundedAmount, balance };
}

/** An address as answered: its kind is the key it stands under. */
function addressFields(row: AddressRow): Omit<OrderAddress, 'vat_id'> {
  const { address_type: _type, vat_id: _vatId, ...fields } = row;
  return fields;
}

const historyOrder = [desc(orders.createdAt), desc(orders.id)];

/**
 * The ids of one page of a customer's orders, newest first: a range of `orders_customer_history_idx`
 * (an index-only scan), so the pages before it cost index entries, not rows, lines and addresses.
 */
export function historyPageIds(
  db: Database,
  customerId: number,
  page: { pageSize: number; currentPage: number },
) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(...historyOrder)
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize);
}

/** A page of the customer's orders, newest first (equal times: the later order first), and how many there are. */
export async function orderHistory(
  db: Database,
  customerId: number,
  page: { pageSize: number; currentPage: number },
): Promise<OrderHistoryResult> {
  const ids = historyPageIds(db, customerId, page).as('page');
  const [rows, total] = await Promise.all([
    orderWithParts(db)
      .from(ids)
      .innerJoin(orders, eq(orders.id, ids.id))
      .orderBy(...historyOrder),
    db.$count(orders, eq(orders.customerId, customerId)),
  ]);
  return {
    items: rows.map(orderDocumentOf),
    total_count: total,
    page_size: page.pageSize,
    current_page: page.currentPage,
  };
}

/** One of the customer's orders; another customer's answers exactly as one that does not exist. */
export async function customerOrder(db: Database, customerId: number, orderId: number): Promise<Order> {
  const [row] = await orderWithParts(db)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return orderDocumentOf(row);
}

/**
 * An order by its number and the e-mail address it was placed with, in the store view it was placed in:
 * how a guest sees their order. A wrong address answers exactly as an unknown number.
 */
export async function orderByNumberAndEmail(
  db: Database,
  storeCode: string,
  incrementId: string,
  email: string,
): Promise<Order> {
  const [row] = await orderWithParts(db)
    .from(orders)
    .where(
      and(
        eq(orders.storeCode, storeCode),
        eq(orders.incrementId, incrementId),
        sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`,
      ),
    );
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return orderDocumentOf(row);
}
