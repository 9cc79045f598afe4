import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const taxClasses = pgTable('tax_classes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** 'product' or 'customer'. */
  classType: text('class_type').notNull(),
});

export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    country: text('country').notNull(),
    regionName: text('region_name'),
    postcode: text('postcode').notNull().default('*'),
    /** Rate in basis points: 1900 is 19 %. */
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [index('tax_rates_country_idx').on(t.country)],
);

export const taxRules = pgTable('tax_rules', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  priority: integer('priority').notNull().default(0),
  productTaxClassIds: integer('product_tax_class_ids').array().notNull(),
  customerTaxClassIds: integer('customer_tax_class_ids').array().notNull(),
});

export const taxRuleRates = pgTable(
  'tax_rule_rates',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => taxRules.id, { onDelete: 'cascade' }),
    rateId: integer('rate_id')
      .notNull()
      .references(() => taxRates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.rateId] })],
);
