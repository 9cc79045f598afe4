import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Flat shipping rates: what a method costs a store view's shoppers to one destination country, gross in the
 * store's currency (minor units). A row with country '*' serves every country without a row of its own.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code').notNull(),
    countryId: text('country_id').notNull(),
    carrierCode: text('carrier_code').notNull(),
    methodCode: text('method_code').notNull(),
    priceMinor: integer('price_minor').notNull(),
    /** Title per language ('de', 'en', ...). */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('shipping_rates_method_idx').on(t.storeCode, t.countryId, t.carrierCode, t.methodCode)],
);
