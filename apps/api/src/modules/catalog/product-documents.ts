import type { Language, StockPolicy } from '@hortus/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database';
import {
  type PricingContext,
  priceFields,
  type StorePriceRows,
  storePriceColumns,
  storePrices,
} from '../pricing';
import { noStock, type StockRows, stockColumn, stockStates } from '../stock';
import { configurableChildren, products, productTranslations } from './tables';

export type ProductDocument = Record<string, unknown> & {
  id: number;
  sku: string;
  type_id: string;
  status: number;
  visibility: number;
  tax_class_id: number;
  configurable_children: (Record<string, unknown> & { id: number; sku: string; status: number })[];
};

/**
 * The documents of products in one language, in the order of `ids`, with the store view's prices and the
 * stock added to them and to their configurable children: one statement, one round trip. Children without
 * a price in this store are dropped: they cannot be sold there.
 */
export async function loadPricedDocuments(
  db: Database,
  ids: number[],
  language: Language,
  context: PricingContext,
  /** The store view's stock policy: whether a product counts as in stock. */
  stockPolicy: StockPolicy,
): Promise<ProductDocument[]> {
  if (ids.length === 0) return [];
  const [row] = await queryRows<StorePriceRows & StockRows & { documents: ProductDocument[] }>(
    db,
    sql`
    WITH documents AS MATERIALIZED (
      SELECT product_id, source FROM product_documents
      WHERE language = ${language} AND product_id = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])
    ), ids AS MATERIALIZED (
      -- One array: the planner then probes the price and stock indexes instead of estimating a join.
      SELECT array_agg(id) AS ids FROM (
        SELECT product_id AS id FROM documents
        UNION
        SELECT (child->>'id')::int FROM documents, jsonb_array_elements(source->'configurable_children') AS child
      ) product_and_children
    )
    SELECT (SELECT coalesce(json_agg(source), '[]'::json) FROM documents) AS documents,
      ${storePriceColumns(context.storeView.storeCode, sql`(SELECT ids FROM ids)::int[]`)},
      ${stockColumn(sql`(SELECT ids FROM ids)::int[]`)}`,
  );
  if (!row) return [];
  const byId = new Map(row.documents.map((doc) => [doc.id, doc]));
  const documents = ids.map((id) => byId.get(id)).filter((doc): doc is ProductDocument => doc !== undefined);
  // Children are taxed in their parent's tax class.
  const taxClass = new Map<number, number>();
  for (const doc of documents) {
    taxClass.set(doc.id, doc.tax_class_id);
    for (const child of doc.configurable_children) taxClass.set(child.id, doc.tax_class_id);
  }
  const prices = storePrices(row.prices, row.tiers, (id) => taxClass.get(id) ?? 0, context);
  const stock = stockStates(row.stock, stockPolicy);
  const now = context.now.toISOString();
  return documents.map((doc) => {
    const price = prices.get(doc.id);
    const children = doc.configurable_children.flatMap((child) => {
      const childPrice = prices.get(child.id);
      if (!childPrice) return [];
      return [{ ...child, ...priceFields(childPrice), stock: stock.get(child.id) ?? noStock(child.id) }];
    });
    return {
      ...doc,
      ...(price ? priceFields(price) : {}),
      stock: stock.get(doc.id) ?? noStock(doc.id),
      configurable_children: children,
      price_is_current: price !== undefined,
      price_refreshed_at: now,
    };
  });
}

/** The ids of the products with these skus; unknown skus are not in the map. */
export async function productIdsOfSkus(db: Database, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** The product id for a single-product lookup key, undefined when no product has that value. */
export async function findProductIdBy(
  db: Database,
  key: 'sku' | 'id' | 'url_key',
  value: string,
  language: Language,
): Promise<number | undefined> {
  if (key === 'id') {
    if (!/^\d{1,9}$/.test(value)) return undefined;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, Number(value)));
    return row?.id;
  }
  if (key === 'sku') {
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, value));
    return row?.id;
  }
  const [row] = await db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(and(eq(productTranslations.language, language), eq(productTranslations.urlKey, value)));
  return row?.id;
}

/** The configurable parent of a child product, if it has one. */
export async function findConfigurableParentId(db: Database, childId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: configurableChildren.parentId })
    .from(configurableChildren)
    .where(eq(configurableChildren.childId, childId))
    .limit(1);
  return row?.id;
}
