import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The payment methods of a store view, in the order shown, with their titles per language. `offline`
 * methods need no payment provider; `feeMinor` is a gross surcharge in the store's currency.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code').notNull(),
    code: text('code').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    offline: boolean('offline').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    feeMinor: integer('fee_minor').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_methods_store_code_idx').on(t.storeCode, t.code)],
);
