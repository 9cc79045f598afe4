import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { type DemoCatalogue, type DemoCatalogueOptions, generateDemoCatalogue } from './catalogue';

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_SIZE = 1000;

/** Tables in the order their foreign keys need. */
const INSERT_ORDER: [keyof DemoCatalogue, PgTable][] = [
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
];

export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.products.id }).from(schema.products).limit(1);
  return rows.length === 0;
}

/** Inserts the demo catalogue in one transaction; returns the rows per table. The search index is built separately. */
export async function seedDemoCatalogue(
  db: Database,
  options: DemoCatalogueOptions = {},
): Promise<Record<string, number>> {
  const catalogue = generateDemoCatalogue(options);
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const [name, table] of INSERT_ORDER) {
      const rows = catalogue[name] as Record<string, unknown>[];
      counts[name] = rows.length;
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        await tx.insert(table).values(rows.slice(start, start + BATCH_SIZE));
      }
    }
  });
  return counts;
}

/** Empties every catalogue, content and tax table (the demo CLI's --reset). */
export async function clearCatalogue(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE products, categories, attributes, tax_classes, customer_groups, tax_rates, tax_rules,
    cms_pages, cms_blocks, cms_hierarchy, blog_posts, blog_categories, blog_tags, job_offers, url_rewrites,
    product_search_documents CASCADE`);
}
