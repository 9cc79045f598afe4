import type { Order } from '@hortus/api-contract';
import type { StoreCode } from '@hortus/core';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedStatement } from '../../db/database';
import { violatedConstraint } from '../../db/errors';
import type { StatementStep } from '../../db/statement-step';
import { notFound } from '../../http/envelope';
import {
  ORDER_ADDRESSES_JSON,
  ORDER_ITEMS_JSON,
  ORDER_NOT_FOUND,
  orderDocumentOf,
  orderWithParts,
} from './service';
import {
  orderNumberSequenceName,
  orders,
  UNPAID_ADDRESS_SLOT_INDEX,
  UNPAID_EMAIL_SLOT_INDEX,
} from './tables';

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
  /** The fingerprint of the attempt's details (ADR 0015). */
  requestHash: string;
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
  /** False for an order a payment provider has yet to take: it is confirmed when the provider does. */
  confirmed: boolean;
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
  /**
   * For an unpaid order the reservation policy limits (ADR 0014): how many such orders its e-mail address
   * and its client address (`clientAddressHash`, a keyed hash of its network) may have open at once. Null:
   * the order is not limited, and no client address is kept.
   */
  unpaidLimits: { perEmail: number; perClientAddress: number; clientAddressHash: string } | null;
}

/**
 * The answer for an order just recorded, from the row written and the lines and addresses given (no read
 * of the order again), through the same `orderDocumentOf` that answers a read order.
 */
function placedOrder(order: NewOrder, row: typeof orders.$inferSelect): Order {
  const address = (addressType: 'billing' | 'shipping', input: OrderAddressInput) => ({
    ...addressRow(addressType, input),
    region_id: null,
    region_code: null,
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

const orderColumns = getTableColumns(orders);

/** The order row as `row_to_json` gives it (column names, timestamps as text), as drizzle would read it. */
function orderRowOf(json: Record<string, unknown>): typeof orders.$inferSelect {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(orderColumns)) {
    const value = json[column.name];
    row[key] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return row as typeof orders.$inferSelect;
}

/**
 * The order's part of the statement that places it (checkout/place-order.ts, ADR 0010): once every part
 * agreed, the order is written under its store view's sequence number, with its lines and addresses. A
 * second order with the same idempotency key in the store view fails on the unique index, and with it the
 * whole statement (the caller then answers the first one). `answer` makes the order as the API shows it
 * from the statement's `placed_order` column (the row written, as JSON).
 *
 * An order with `unpaidLimits` takes the lowest free place of its e-mail address and of its client address
 * (ADR 0014); with none free it is refused ('unpaid orders open'). Two orders taking the same place at once
 * meet at its unique index: the later statement fails as a whole, `isPlaceTaken` says so, and the caller runs
 * it again, when it sees the other order.
 */
export function recordOrder(order: NewOrder): StatementStep & {
  answer: (placed: unknown) => Order;
  isPlaceTaken: (error: unknown) => boolean;
} {
  return {
    checks: RECORD_CHECKS,
    refusal: RECORD_REFUSAL,
    writes: RECORD_WRITES,
    values: {
      orderLimits: JSON.stringify({
        limited: order.unpaidLimits !== null,
        email: order.email,
        per_email: order.unpaidLimits?.perEmail ?? 0,
        per_client_address: order.unpaidLimits?.perClientAddress ?? 0,
        client_address_hash: order.unpaidLimits?.clientAddressHash ?? null,
      }),
      orderSequence: orderNumberSequenceName(order.storeCode),
      orderRow: JSON.stringify({
        store_code: order.storeCode,
        customer_id: order.customerId,
        cart_id: order.cartId,
        idempotency_key: order.idempotencyKey,
        request_hash: order.requestHash,
        email: order.email,
        firstname: order.firstname,
        lastname: order.lastname,
        currency_code: order.currencyCode,
        subtotal_incl_tax: order.totals.subtotalInclTax,
        shipping_incl_tax: order.totals.shippingInclTax,
        payment_fee_incl_tax: order.totals.paymentFeeInclTax,
        discount_amount: order.totals.discountAmount,
        tax_amount: order.totals.taxAmount,
        grand_total: order.totals.grandTotal,
        total_due: order.totalDue,
        shipping_carrier_code: order.shippingCarrierCode,
        shipping_method_code: order.shippingMethodCode,
        payment_method_code: order.paymentMethodCode,
        comment: order.comment,
        reverse_charge: order.reverseCharge,
        invoice_note: order.invoiceNote,
        confirmed: order.confirmed,
      }),
      orderItems: JSON.stringify(
        order.items.map((item) => ({
          sku: item.sku,
          name: item.name,
          qty: item.qty,
          price_incl_tax: item.priceInclTax,
          row_total_incl_tax: item.rowTotalInclTax,
          tax_rate_bp: item.taxRateBp,
        })),
      ),
      orderAddresses: JSON.stringify([
        addressRow('shipping', order.shippingAddress),
        addressRow('billing', order.billingAddress),
      ]),
    },
    answer: (placed) => placedOrder(order, orderRowOf(placed as Record<string, unknown>)),
    isPlaceTaken: (error) => {
      const constraint = violatedConstraint(error);
      return constraint === UNPAID_EMAIL_SLOT_INDEX || constraint === UNPAID_ADDRESS_SLOT_INDEX;
    },
  };
}

const RECORD_CHECKS = sql`
  -- A limited unpaid order's places (ADR 0014): the lowest number up to the limit that no open unpaid order of
  -- its e-mail address, and of its client address, holds; NULL when all are held. What an open order is
  -- here is what the unique indexes on the places say (pending, something left to pay).
  order_limits AS (
    SELECT * FROM jsonb_to_record(${sql.placeholder('orderLimits')}::jsonb) AS l(limited boolean, email text,
      per_email int, per_client_address int, client_address_hash text)
  ),
  order_places AS MATERIALIZED (
    SELECT l.limited,
      (SELECT min(place) FROM generate_series(1, l.per_email) AS place WHERE NOT EXISTS (
        SELECT FROM orders o WHERE lower(o.email) = lower(l.email) AND o.unpaid_email_slot = place
          AND o.status = 'pending' AND o.total_due > 0)) AS email_place,
      (SELECT min(place) FROM generate_series(1, l.per_client_address) AS place WHERE NOT EXISTS (
        SELECT FROM orders o WHERE o.client_address_hash = l.client_address_hash
          AND o.unpaid_address_slot = place AND o.status = 'pending' AND o.total_due > 0)) AS address_place
    FROM order_limits l WHERE l.limited
  )`;

const RECORD_REFUSAL = sql`(SELECT 'unpaid orders open' FROM order_places
  WHERE email_place IS NULL OR address_place IS NULL)`;

/** An address as the statement writes it (vat_id only on the invoice address, spec 3). */
function addressRow(addressType: 'billing' | 'shipping', address: OrderAddressInput) {
  return {
    address_type: addressType,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    region: address.region ?? null,
    telephone: address.telephone ?? null,
    email: address.email ?? null,
    vat_id: addressType === 'billing' ? (address.vat_id ?? null) : null,
  };
}

const RECORD_WRITES = sql`
  -- The order's number from its store view's sequence, taken only by an order that is placed: it never
  -- waits for another order's transaction (a number can still be lost to a statement that fails later).
  order_number AS (
    SELECT nextval(${sql.placeholder('orderSequence')}::text::regclass)::text AS value FROM agreed
  ),
  -- The order row: the cart's totals as the server priced them, its key, choices and addresses' owner.
  placed_order AS (
    INSERT INTO orders (increment_id, store_code, customer_id, cart_id, idempotency_key, request_hash, email,
      firstname, lastname, currency_code, subtotal_incl_tax, shipping_incl_tax, payment_fee_incl_tax,
      discount_amount, tax_amount, grand_total, total_due, shipping_carrier_code, shipping_method_code,
      payment_method_code, comment, reverse_charge, invoice_note, confirmed, client_address_hash,
      unpaid_email_slot, unpaid_address_slot)
    SELECT n.value, o.store_code, o.customer_id, o.cart_id, o.idempotency_key, o.request_hash, o.email,
      o.firstname, o.lastname, o.currency_code, o.subtotal_incl_tax, o.shipping_incl_tax, o.payment_fee_incl_tax,
      o.discount_amount, o.tax_amount, o.grand_total, o.total_due, o.shipping_carrier_code,
      o.shipping_method_code, o.payment_method_code, o.comment, o.reverse_charge, o.invoice_note, o.confirmed,
      l.client_address_hash, p.email_place, p.address_place
    FROM order_number n CROSS JOIN order_limits l LEFT JOIN order_places p ON true, jsonb_to_record(${sql.placeholder('orderRow')}::jsonb) AS o(store_code text,
      customer_id int, cart_id text, idempotency_key text, request_hash text, email text, firstname text,
      lastname text,
      currency_code text, subtotal_incl_tax bigint, shipping_incl_tax bigint, payment_fee_incl_tax bigint,
      discount_amount bigint, tax_amount bigint, grand_total bigint, total_due bigint, shipping_carrier_code text,
      shipping_method_code text, payment_method_code text, comment text, reverse_charge boolean,
      invoice_note text, confirmed boolean)
    RETURNING *
  ),
  -- Its lines as priced, in the cart's order (their ids keep it for every later read).
  order_lines AS (
    INSERT INTO order_items (order_id, sku, name, qty, price_incl_tax, row_total_incl_tax, tax_rate_bp)
    SELECT o.id, i.sku, i.name, i.qty, i.price_incl_tax, i.row_total_incl_tax, i.tax_rate_bp
    FROM placed_order o,
      ROWS FROM (jsonb_to_recordset(${sql.placeholder('orderItems')}::jsonb) AS (sku text, name text, qty int,
        price_incl_tax bigint, row_total_incl_tax bigint, tax_rate_bp int)) WITH ORDINALITY AS i
    ORDER BY i.ordinality
  ),
  -- Its delivery and invoice addresses.
  order_address_rows AS (
    INSERT INTO order_addresses (order_id, address_type, firstname, lastname, company, street, city,
      postcode, country_id, region, telephone, email, vat_id)
    SELECT o.id, a.address_type, a.firstname, a.lastname, a.company, a.street, a.city, a.postcode,
      a.country_id, a.region, a.telephone, a.email, a.vat_id
    FROM placed_order o, jsonb_to_recordset(${sql.placeholder('orderAddresses')}::jsonb) AS a(
      address_type text, firstname text, lastname text, company text, street text[], city text,
      postcode text, country_id text, region text, telephone text, email text, vat_id text)
  )`;

/** An earlier attempt's order: what a replay answers, with the cart and the customer it was placed for. */
export interface OrderOfKey {
  order: Order;
  cartId: string | null;
  customerId: number | null;
  /** The fingerprint of the details it was placed with; null for an order placed before fingerprints. */
  requestHash: string | null;
}

/**
 * The order of a store view's idempotency key as one JSON object (null: none): its row as `row_to_json` gives
 * it, its lines and addresses. A SQL expression over the placeholders `keyStoreCode` and `keyIdempotencyKey`,
 * the same object on every call, so a statement that takes it along is prepared once.
 */
const ORDER_OF_KEY: SQL = sql`(SELECT json_build_object('row', row_to_json(orders),
    'items', ${ORDER_ITEMS_JSON}, 'addresses', ${ORDER_ADDRESSES_JSON})
  FROM orders
  WHERE orders.store_code = ${sql.placeholder('keyStoreCode')}::text
    AND orders.idempotency_key = ${sql.placeholder('keyIdempotencyKey')}::text)`;

/**
 * The read of `orderOfKey` as an expression another module's statement can take along (the order
 * placement reads it with the cart, one round trip fewer): `expression` with `values`, and `answer` to make
 * the earlier order of what the expression gave.
 */
export function orderOfKeyRead(storeCode: StoreCode, idempotencyKey: string) {
  return {
    expression: ORDER_OF_KEY,
    values: { keyStoreCode: storeCode, keyIdempotencyKey: idempotencyKey },
    answer: (json: unknown): OrderOfKey | null => {
      if (!json) return null;
      const { row, items, addresses } = json as {
        row: Record<string, unknown>;
        items: Parameters<typeof orderDocumentOf>[0]['items'];
        addresses: Parameters<typeof orderDocumentOf>[0]['addresses'];
      };
      const order = orderRowOf(row);
      return {
        order: orderDocumentOf({ ...order, items, addresses }),
        cartId: order.cartId,
        customerId: order.customerId,
        requestHash: order.requestHash,
      };
    },
  };
}

/** Stands for the read of an order by its key in the prepared statements of a database handle. */
const ORDER_OF_KEY_READ = {};

/** The order an idempotency key already placed in a store view, with the cart it came from; or none. */
export async function orderOfKey(
  db: Database,
  storeCode: StoreCode,
  idempotencyKey: string,
): Promise<OrderOfKey | null> {
  const read = orderOfKeyRead(storeCode, idempotencyKey);
  const { rows } = (await preparedStatement(
    db,
    ORDER_OF_KEY_READ,
    () => sql`SELECT ${ORDER_OF_KEY} AS earlier`,
    'order_of_key',
  ).execute(read.values)) as { rows: { earlier: unknown }[] };
  return read.answer(rows[0]?.earlier ?? null);
}

/** One order as the API answers it, by id (for the checkout that just placed it, and the order's jobs). */
export async function orderById(db: Database, orderId: number): Promise<Order & { email: string }> {
  const [row] = await orderWithParts(db).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return { ...orderDocumentOf(row), email: row.email };
}
