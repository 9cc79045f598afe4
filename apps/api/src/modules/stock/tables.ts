import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
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
