import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
// The foreign key names the catalogue's products; nothing else is read from them here.
import { products } from '../catalog/tables';

/** What a product has in stock, and the quantities one cart line may hold. */
export const stockItems = pgTable('stock_items', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  qty: integer('qty').notNull().default(0),
  isInStock: boolean('is_in_stock').notNull().default(true),
  manageStock: boolean('manage_stock').notNull().default(true),
  minSaleQty: integer('min_sale_qty').notNull().default(1),
  maxSaleQty: integer('max_sale_qty').notNull().default(10000),
});

/**
 * Units an order took from a product's stock (`stock_items.qty` went down by `qty` when the order was
 * placed). Released when the order is cancelled or its reservation expires unpaid: the units go back and
 * `released_at` is set, once. The order is named by id only, so this module imports nothing of orders.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    /** When an unpaid order gives its units back (null: the reservation holds until released by hand). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_reservations_order_idx').on(t.orderId),
    check('stock_reservations_qty_check', sql`qty > 0`),
  ],
);
