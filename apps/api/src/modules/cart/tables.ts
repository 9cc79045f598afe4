import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
