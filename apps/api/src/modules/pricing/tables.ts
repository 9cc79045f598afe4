import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
// Foreign keys name the tables of the modules that own products and tax classes; nothing else is read
// from them here.
import { products } from '../catalog/tables';
import { taxClasses } from '../tax/tables';

/** A group of customers with prices and a customer tax class of its own (0 is 'NOT LOGGED IN'). */
export const customerGroups = pgTable('customer_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  taxClassId: integer('tax_class_id')
    .notNull()
    .references(() => taxClasses.id),
});

/** Gross catalogue price of a product in one store view, in that store's currency. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    currency: text('currency').notNull(),
    priceMinor: integer('price_minor').notNull(),
    specialPriceMinor: integer('special_price_minor'),
    specialFromDate: date('special_from_date'),
    specialToDate: date('special_to_date'),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.productId] }),
    index('product_prices_product_idx').on(t.productId),
  ],
);

/**
 * Tier prices (a lower unit price from a quantity on) and customer-group prices
 * (a tier at quantity 1 for one group); a null group means every group.
 */
export const tierPrices = pgTable(
  'tier_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    customerGroupId: integer('customer_group_id'),
    qty: integer('qty').notNull().default(1),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [index('tier_prices_product_store_idx').on(t.productId, t.storeCode)],
);
