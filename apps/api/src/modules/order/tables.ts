import {
  ORDER_EVENT_TYPES,
  ORDER_STATUSES,
  type OrderEventType,
  type OrderLifecycleStatus,
  type StoreCode,
} from '@hortus/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// The foreign key names the customer module's customers; nothing else is read from it here.
import { customers } from '../customer/tables';

/**
 * An amount of an order in minor units, bigint: a cart's total passes 2^31 easily (a line takes up to 10,000
 * units at a price of up to 2^31 - 1). Read as JavaScript numbers, as the cart computes them: those hold every
 * integer up to 2^53 exactly, which only a cart of over 400 such lines at the highest price could pass.
 */
const money = (name: string) => bigint(name, { mode: 'number' });

/** The indexes that give each open unpaid order its place (ADR 0014); a race for a place fails on one. */
export const UNPAID_EMAIL_SLOT_INDEX = 'orders_unpaid_email_slot_idx';
export const UNPAID_ADDRESS_SLOT_INDEX = 'orders_unpaid_address_slot_idx';

/** The order's statuses are core's lifecycle's; placement writes 'pending', its events move it on. */
type OrderStatus = OrderLifecycleStatus;

/** The order's amounts that can never be negative (`total_due` has a check of its own). */
const ORDER_AMOUNTS = [
  'subtotal_incl_tax',
  'shipping_incl_tax',
  'payment_fee_incl_tax',
  'discount_amount',
  'tax_amount',
  'grand_total',
];

/**
 * A placed order: a copy of the cart's lines, addresses and totals at the moment it was placed, so that
 * later price, catalogue or profile changes never rewrite what the customer bought. Money is integer minor
 * units of `currency_code`; `*_incl_tax` amounts are gross and `discount_amount` is positive (taken off).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The number the customer sees ('100000001'); each store view counts its own. */
    incrementId: text('increment_id').notNull(),
    storeCode: text('store_code').notNull(),
    // The order outlives the account: the shop keeps its orders (bookkeeping) after a customer is deleted.
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The cart the order came from; no foreign key, so carts can be cleaned up without touching orders. */
    cartId: text('cart_id'),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    currencyCode: text('currency_code').notNull(),
    subtotalInclTax: money('subtotal_incl_tax').notNull(),
    shippingInclTax: money('shipping_incl_tax').notNull().default(0),
    paymentFeeInclTax: money('payment_fee_incl_tax').notNull().default(0),
    discountAmount: money('discount_amount').notNull().default(0),
    taxAmount: money('tax_amount').notNull(),
    grandTotal: money('grand_total').notNull(),
    /**
     * What is still to be paid: max(0, grand total - paid + refunded), 0 on a canceled order (core's
     * `paymentStateOf`). The unpaid places' indexes below read it, so a booked payment frees the place.
     */
    totalDue: money('total_due').notNull(),
    /** The sum of the payments booked on the order (its `payment` events); a payment state is derived from it. */
    paidAmount: money('paid_amount').notNull().default(0),
    /** The sum of the refunds made (its `refund` events). */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /** What payment providers hold authorized and not yet captured (its `authorization` events). */
    authorizedAmount: money('authorized_amount').notNull().default(0),
    /**
     * Whether the customer has had the order's confirmation: at once when placed, but for a provider's
     * payment only once the provider authorized or paid it (core's lifecycle, the `confirm` effect).
     */
    confirmed: boolean('confirmed').notNull().default(true),
    shippingMethodCode: text('shipping_method_code'),
    shippingCarrierCode: text('shipping_carrier_code'),
    paymentMethodCode: text('payment_method_code'),
    comment: text('comment'),
    /**
     * A tax-free intra-Community supply (ADR 0011): every amount is net and no tax is charged; the buyer
     * accounts for it. `invoice_note` is what the invoice says of it, in the store view's language.
     */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    invoiceNote: text('invoice_note'),
    /**
     * The key the client made for this order attempt (spec: an order may be sent again from the offline
     * queue, after a timeout, or twice at once): one key, one order. NULL for orders placed before keys.
     */
    idempotencyKey: text('idempotency_key'),
    /**
     * The fingerprint of the attempt's details (ADR 0015): a replay of the key with other details is refused.
     * NULL for orders placed before fingerprints, whose replays are answered as before.
     */
    requestHash: text('request_hash'),
    /**
     * An unpaid order the reservation policy limits (ADR 0014) takes one of the numbered places its e-mail
     * address and its client address have (`unpaid_*_slot`, 1..limit) while it is pending and unpaid; the
     * unique indexes below make two orders racing for the last place meet there. The client address is kept
     * only as a keyed hash of its network (never the address), and only on such orders.
     */
    clientAddressHash: text('client_address_hash'),
    unpaidEmailSlot: smallint('unpaid_email_slot'),
    unpaidAddressSlot: smallint('unpaid_address_slot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_store_increment_idx').on(t.storeCode, t.incrementId),
    uniqueIndex('orders_store_idempotency_key_idx').on(t.storeCode, t.idempotencyKey),
    uniqueIndex(UNPAID_EMAIL_SLOT_INDEX)
      .on(sql`lower(${t.email})`, t.unpaidEmailSlot)
      .where(sql`unpaid_email_slot IS NOT NULL AND status = 'pending' AND total_due > 0`),
    uniqueIndex(UNPAID_ADDRESS_SLOT_INDEX)
      .on(t.clientAddressHash, t.unpaidAddressSlot)
      .where(sql`unpaid_address_slot IS NOT NULL AND status = 'pending' AND total_due > 0`),
    // The order history's page is a range of this index, already in its order (no sort of the customer's
    // orders); guest orders have no history, so they stay out of it.
    index('orders_customer_history_idx')
      // NULLS FIRST is what a plain ORDER BY ... DESC means; with NULLS LAST the index could not give that order.
      .on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`customer_id IS NOT NULL`),
    // The back office's order list (order-list.ts): newest first, alone or within a store view or a status,
    // a page read off the index without a sort; an order number's or an e-mail's beginning; part of a name.
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_store_created_idx').on(
      t.storeCode,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_increment_prefix_idx').on(t.incrementId.op('text_pattern_ops')),
    index('orders_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('orders_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`,
    ),
    check(
      'orders_status_check',
      sql.raw(`status IN (${ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('orders_currency_code_check', sql`currency_code ~ '^[A-Z]{3}$'`),
    check('orders_amounts_check', sql.raw(ORDER_AMOUNTS.map((column) => `${column} >= 0`).join(' AND '))),
    // The discount is taken off the goods only (allocateDiscount), never off shipping or the fee.
    check('orders_discount_check', sql`discount_amount <= subtotal_incl_tax`),
    // The cart's totals add up this way (cartTotals); an order that does not was not priced by the server.
    check(
      'orders_grand_total_check',
      sql`grand_total = subtotal_incl_tax - discount_amount + shipping_incl_tax + payment_fee_incl_tax`,
    ),
    check('orders_total_due_check', sql`total_due >= 0 AND total_due <= grand_total`),
    // Nothing is refunded that was not paid (core's lifecycle refuses it; this holds it in the data too).
    check('orders_paid_refunded_check', sql`refunded_amount >= 0 AND refunded_amount <= paid_amount`),
    // A reverse-charge order charges no tax and its invoice says why.
    check(
      'orders_reverse_charge_check',
      sql`NOT reverse_charge OR (tax_amount = 0 AND invoice_note IS NOT NULL)`,
    ),
  ],
);

/** An ordered line, with the name and prices it had when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    /** Gross unit price at the ordered quantity (tier and group prices applied). */
    priceInclTax: money('price_incl_tax').notNull(),
    rowTotalInclTax: money('row_total_incl_tax').notNull(),
    /** The line's tax rate in basis points (1900 is 19 %), as the tax module keeps rates. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    /** How many of its units have been shipped, the sum of its order's shipment events. */
    qtyShipped: integer('qty_shipped').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_check', sql`qty > 0`),
    check('order_items_qty_shipped_check', sql`qty_shipped >= 0 AND qty_shipped <= qty`),
    check(
      'order_items_amounts_check',
      sql`price_incl_tax >= 0 AND row_total_incl_tax >= 0 AND tax_rate_bp >= 0`,
    ),
  ],
);

/** The order's invoice ('billing') and delivery ('shipping') address, copied from the checkout. */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    addressType: text('address_type').$type<'billing' | 'shipping'>().notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    street: text('street').array().notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    countryId: text('country_id').notNull(),
    region: text('region'),
    regionId: integer('region_id'),
    regionCode: text('region_code'),
    telephone: text('telephone'),
    email: text('email'),
    /** Only an invoice address carries a VAT number (spec 3). */
    vatId: text('vat_id'),
  },
  (t) => [
    // One address of each kind per order; also the index that reads an order's addresses.
    uniqueIndex('order_addresses_order_type_idx').on(t.orderId, t.addressType),
    check('order_addresses_type_check', sql`address_type IN ('billing', 'shipping')`),
    check('order_addresses_vat_id_check', sql`vat_id IS NULL OR address_type = 'billing'`),
  ],
);

/**
 * The sequence that numbers a store view's orders: order numbers count per store view, from 100000001.
 * One sequence each, made by migration 0011 (a new store view needs a migration that makes its own): taking
 * a number never waits for another order's transaction, as a counter row would. A number taken by an order
 * that then fails is not used again, as in every shop system that numbers orders this way.
 */
export function orderNumberSequenceName(storeCode: StoreCode): string {
  return `order_number_${storeCode.replace('-', '_')}`;
}

/** Who caused an order event. */
export const ORDER_ACTOR_KINDS = ['staff', 'customer', 'system', 'provider', 'bank_statement'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/**
 * The order's history: every event core's lifecycle accepted (`applyOrderEvent`), with who caused it and
 * when. `event_id` is the event's idempotency key (`staff:<uuid>`, `bank:<entry key>`, `unzer:<payment
 * id>:<tx id>`, `expiry:<order id>`): the same key is one event, however often a webhook or an import sends
 * it. A shipment is an event too (its carrier, number and lines in `data`): the order's shipments are its
 * shipment events, and `order_items.qty_shipped` their sum per line.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').$type<OrderEventType>().notNull(),
    /** The event as core's lifecycle took it (without `type`). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** A payment's or refund's amount, minor units of the order's currency (for sums without the JSON). */
    amount: money('amount'),
    actorKind: text('actor_kind').$type<OrderActorKind>().notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** Why (a cancellation's or refund's reason), as staff wrote it. */
    reason: text('reason'),
    /** Whether the customer's order page shows it: notes never do. */
    visibleToCustomer: boolean('visible_to_customer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_events_event_id_idx').on(t.eventId),
    // An order's history is a range of this index, in its order.
    index('order_events_order_idx').on(t.orderId, t.id),
    check(
      'order_events_type_check',
      sql.raw(`type IN (${ORDER_EVENT_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    check(
      'order_events_actor_kind_check',
      sql.raw(`actor_kind IN (${ORDER_ACTOR_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check('order_events_amount_check', sql`amount IS NULL OR amount > 0`),
  ],
);
