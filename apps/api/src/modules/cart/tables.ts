import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// The foreign key names the customer module's customers; nothing else is read from it here.
import { customers } from '../customer/tables';

/**
 * A cart ("quote"). Clients name it by `cartId`, 16 random bytes that cannot be guessed; a customer's cart
 * is reachable only with that customer's token. `active` carts take items; a guest cart merged into a
 * customer's cart becomes `merged`, one turned into an order `ordered`.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    storeCode: text('store_code').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    /** The coupon the shopper applied (checked again at every total, so an expired one stops counting). */
    couponCode: text('coupon_code'),
    /** The checkout's choices so far (shipping-information, collect-totals). */
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    paymentMethodCode: text('payment_method_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_cart_id_idx').on(t.cartId),
    // One active cart per customer and store view.
    uniqueIndex('carts_customer_active_idx')
      .on(t.customerId, t.storeCode)
      .where(sql`status = 'active' AND customer_id IS NOT NULL`),
  ],
);

/** A line of a cart: a sku and its quantity; prices are computed whenever the cart is read. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    qty: integer('qty').notNull(),
    productOption: jsonb('product_option').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_cart_sku_idx').on(t.cartId, t.sku)],
);

/**
 * Coupons of a store view: a percentage of the goods (`value` in basis points, 1000 = 10 %) or a fixed gross
 * amount in the store's currency (minor units), valid between two dates, at most `usageLimit` orders.
 * Codes are kept and compared in upper case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    storeCode: text('store_code').notNull(),
    discountType: text('discount_type').notNull(),
    value: integer('value').notNull(),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
  },
  (t) => [
    uniqueIndex('coupons_store_code_idx').on(t.storeCode, t.code),
    check('coupons_discount_type_check', sql`discount_type IN ('percent', 'fixed')`),
    check('coupons_value_check', sql`value > 0 AND (discount_type <> 'percent' OR value <= 10000)`),
  ],
);
