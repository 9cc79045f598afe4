import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * VIES's answers of the last day, one row per VAT number (ADR 0011): a cart's totals are computed on
 * every checkout step, and VIES must not be asked each time (it blocks callers that ask too often). Only
 * answers are kept (registered or not); an error is asked again. `vat_id` is VIES's prefix and the number
 * ('EL094259216').
 */
export const viesAnswers = pgTable('vies_answers', {
  vatId: text('vat_id').primaryKey(),
  valid: boolean('valid').notNull(),
  name: text('name'),
  address: text('address'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/**
 * The checkout log (spec 4, payments spec 3 "Order / transaction log"): one per checkout of a cart, made at
 * its first step and updated at each, then marked completed (with the order) or failed (with why). What
 * the shopper entered is kept as the spec names it (`entries`: names, addressInformation, methods,
 * comment, products); user, cart, store, date and status are columns, so the shop can find a checkout.
 */
export const checkoutLogs = pgTable(
  'checkout_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: text('store_code').notNull(),
    cartId: text('cart_id').notNull(),
    customerId: integer('customer_id'),
    step: text('step').notNull(),
    status: text('status').notNull().default('open'),
    entries: jsonb('entries').$type<Record<string, unknown>>().notNull(),
    orderId: integer('order_id'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkout_logs_cart_idx').on(t.cartId),
    check('checkout_logs_status_check', sql`${t.status} IN ('open', 'completed', 'failed')`),
  ],
);
