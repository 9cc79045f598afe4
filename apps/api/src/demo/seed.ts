import { type Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { type DemoCatalogue, type DemoCatalogueOptions, generateDemoCatalogue } from './catalogue';
import { seedDemoDealers } from './dealers';

/** PostgreSQL binds at most 65,535 parameters per statement; stay well below. */
const MAX_PARAMETERS_PER_INSERT = 60_000;
const MAX_ROWS_PER_INSERT = 1000;
/** Rows per column-array insert, which binds one parameter per column whatever the row count. */
const ROWS_PER_ARRAY_INSERT = 10_000;

/** The tables the demo catalogue fills, in the order their foreign keys need. */
export const DEMO_TABLES: readonly (readonly [keyof DemoCatalogue, PgTable])[] = [
  ['taxClasses', schema.taxClasses],
  ['customerGroups', schema.customerGroups],
  ['taxRates', schema.taxRates],
  ['taxRules', schema.taxRules],
  ['taxRuleRates', schema.taxRuleRates],
  ['attributes', schema.attributes],
  ['attributeLabels', schema.attributeLabels],
  ['attributeOptions', schema.attributeOptions],
  ['attributeOptionLabels', schema.attributeOptionLabels],
  ['categories', schema.categories],
  ['categoryTranslations', schema.categoryTranslations],
  ['products', schema.products],
  ['productTranslations', schema.productTranslations],
  ['productCategories', schema.productCategories],
  ['configurableChildren', schema.configurableChildren],
  ['configurableOptions', schema.configurableOptions],
  ['productLinks', schema.productLinks],
  ['bundleOptions', schema.bundleOptions],
  ['bundleSelections', schema.bundleSelections],
  ['productMedia', schema.productMedia],
  ['productPrices', schema.productPrices],
  ['tierPrices', schema.tierPrices],
  ['stockItems', schema.stockItems],
  ['urlRewrites', schema.urlRewrites],
  ['cmsPages', schema.cmsPages],
  ['cmsBlocks', schema.cmsBlocks],
  ['cmsHierarchy', schema.cmsHierarchy],
  ['blogCategories', schema.blogCategories],
  ['blogTags', schema.blogTags],
  ['blogPosts', schema.blogPosts],
  ['blogPostCategories', schema.blogPostCategories],
  ['blogPostTags', schema.blogPostTags],
  ['jobOffers', schema.jobOffers],
  ['coupons', schema.coupons],
  ['shippingRates', schema.shippingRates],
  ['paymentMethods', schema.paymentMethods],
];

/**
 * Serial columns the demo rows fill with explicit ids: their sequences must move past those ids, or the
 * next row inserted without an id collides with a demo row.
 */
const SERIAL_COLUMNS_WITH_DEMO_IDS = [
  sql`SELECT setval(pg_get_serial_sequence('tax_rates', 'id'), coalesce(max(id), 0) + 1, false) FROM tax_rates`,
  sql`SELECT setval(pg_get_serial_sequence('product_media', 'id'), coalesce(max(id), 0) + 1, false) FROM product_media`,
];

export type DemoRowCounts = Record<keyof DemoCatalogue, number>;

export interface SeedDemoCatalogueOptions extends DemoCatalogueOptions {
  /** A catalogue generated before (its seed and products options are then ignored). */
  catalogue?: DemoCatalogue;
}

/** True when the database holds no product, i.e. the demo catalogue may be seeded. */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.products.id }).from(schema.products).limit(1);
  return rows.length === 0;
}

/**
 * Inserts the demo catalogue (catalogue, content and tax tables) in one transaction, so a failure leaves
 * the database as it was; returns the rows per table. The search index is built separately afterwards
 * (`reindexProducts`). 20,000 products take about a minute on PGlite.
 */
export async function seedDemoCatalogue(
  db: Database,
  options: SeedDemoCatalogueOptions = {},
): Promise<DemoRowCounts> {
  const catalogue = options.catalogue ?? generateDemoCatalogue(options);
  const counts = {} as DemoRowCounts;
  await db.transaction(async (tx) => {
    for (const [name, table] of DEMO_TABLES) {
      const rows = catalogue[name] as Record<string, unknown>[];
      counts[name] = rows.length;
      const sources = columnSourcesOf(table, rows);
      if (sources) {
        for (let start = 0; start < rows.length; start += ROWS_PER_ARRAY_INSERT) {
          await tx.execute(
            insertAsColumnArrays(table, sources, rows.slice(start, start + ROWS_PER_ARRAY_INSERT)),
          );
        }
        continue;
      }
      const batchSize = Math.min(
        MAX_ROWS_PER_INSERT,
        Math.floor(MAX_PARAMETERS_PER_INSERT / Object.keys(getTableColumns(table)).length),
      );
      for (let start = 0; start < rows.length; start += batchSize) {
        await tx.insert(table).values(rows.slice(start, start + batchSize));
      }
    }
    for (const statement of SERIAL_COLUMNS_WITH_DEMO_IDS) await tx.execute(statement);
    await seedDemoDealers(tx);
  });
  return counts;
}

/** A column filled from one key of the demo rows; `fallback` stands in where a row lacks the key. */
interface ColumnSource {
  column: Column;
  key: string;
  fallback: unknown;
}

/**
 * The columns to fill from the rows of a table with `insertAsColumnArrays`; undefined when the table needs
 * Drizzle's own insert (an array column, or a missing value whose default only the database knows).
 */
function columnSourcesOf(table: PgTable, rows: Record<string, unknown>[]): ColumnSource[] | undefined {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  const columns = getTableColumns(table);
  const sources: ColumnSource[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column || column.getSQLType().endsWith(']')) return undefined;
    const fallback = column.default === undefined || is(column.default, SQL) ? null : column.default;
    if (fallback === null && column.notNull && rows.some((row) => row[key] === undefined)) return undefined;
    sources.push({ column, key, fallback });
  }
  return sources;
}

/** A value as an element of a PostgreSQL array literal: double-quoted text, or NULL. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/**
 * `INSERT ... SELECT * FROM unnest($1::integer[], $2::text[], ...)`: many rows in one statement with one
 * parameter per column. Several times faster than multi-row VALUES on PGlite, where the 1.5 million rows
 * of a 20,000-product catalogue would otherwise take minutes.
 */
function insertAsColumnArrays(table: PgTable, sources: ColumnSource[], rows: Record<string, unknown>[]): SQL {
  const names = sql.raw(sources.map(({ column }) => `"${column.name}"`).join(', '));
  const arrays = sources.map(({ column, key, fallback }) => {
    const literal = `{${rows.map((row) => arrayElement(row[key] ?? fallback)).join(',')}}`;
    const type = column
      .getSQLType()
      .replace(/^serial$/, 'integer')
      .replace(/^bigserial$/, 'bigint');
    return sql`${literal}::${sql.raw(type)}[]`;
  });
  return sql`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`;
}

/**
 * Empties every catalogue, content, tax, coupon, shipping-rate, payment-method and dealer table and the search index (the demo CLI's --reset).
 * Restarts their id sequences, so a new seed gets the same ids. The customer groups go too, and with them
 * (CASCADE) the customers and their carts: a demo reset is a new demo shop.
 */
export async function clearCatalogue(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE products, categories, attributes, tax_classes, customer_groups, tax_rates, tax_rules,
    cms_pages, cms_blocks, cms_hierarchy, blog_posts, blog_categories, blog_tags, job_offers, url_rewrites,
    product_search_documents, coupons, shipping_rates, payment_methods, dealers, postcode_areas RESTART IDENTITY CASCADE`);
}
