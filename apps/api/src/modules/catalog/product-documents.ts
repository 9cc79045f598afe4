import type { Language, StockPolicy } from '@hortus/core';
import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedStatement, queryRows } from '../../db/database';
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
  const [row] = await queryRows<DocumentRows>(
    db,
    documentsStatement(
      sql`SELECT product_id, source FROM product_documents
      WHERE language = ${language} AND product_id = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
      context.storeView.storeCode,
    ),
  );
  if (!row) return [];
  return pricedDocuments(row, ids, context, stockPolicy);
}

type DocumentRows = StorePriceRows & StockRows & { documents: ProductDocument[] };

/**
 * One statement for documents (the rows `documents` selects: product_id, source), the store prices and
 * the stock of those products and their configurable children.
 */
function documentsStatement(documents: SQL, storeCode: string | Placeholder, head?: SQL): SQL {
  return sql`
    WITH ${head ? sql`${head}, ` : sql``}documents AS MATERIALIZED (${documents}), ids AS MATERIALIZED (
      -- One array: the planner then probes the price and stock indexes instead of estimating a join.
      SELECT array_agg(id) AS ids FROM (
        SELECT product_id AS id FROM documents
        UNION
        SELECT (child->>'id')::int FROM documents, jsonb_array_elements(source->'configurable_children') AS child
      ) product_and_children
    )
    SELECT (SELECT coalesce(json_agg(source), '[]'::json) FROM documents) AS documents,
      ${storePriceColumns(storeCode, sql`(SELECT ids FROM ids)::int[]`)},
      ${stockColumn(sql`(SELECT ids FROM ids)::int[]`)}`;
}

const BY_URL_KEY = {};

/**
 * The product a url key names in a language (`id`, undefined when none does) and its priced document
 * (when it has one), in one round trip of a prepared statement: the product page's read (url map), which
 * otherwise paid a round trip for the id and the planning of the document's read on every request.
 */
export async function loadPricedDocumentByUrlKey(
  db: Database,
  urlKey: string,
  language: Language,
  context: PricingContext,
  stockPolicy: StockPolicy,
): Promise<{ id: number | undefined; document: ProductDocument | undefined }> {
  const statement = preparedStatement(
    db,
    BY_URL_KEY,
    () =>
      documentsStatement(
        sql`SELECT d.product_id, d.source FROM product_documents d
          WHERE d.language = ${sql.placeholder('language')} AND d.product_id = (SELECT product_id FROM target)`,
        sql.placeholder('storeCode'),
        sql`target AS MATERIALIZED (
          SELECT t.product_id FROM product_translations t
          WHERE t.language = ${sql.placeholder('language')} AND t.url_key = ${sql.placeholder('urlKey')}
        )`,
      ).append(sql`, (SELECT product_id FROM target) AS target_id`),
    'product_by_url_key',
  );
  const { rows } = (await statement.execute({
    language,
    urlKey,
    storeCode: context.storeView.storeCode,
  })) as { rows: (DocumentRows & { target_id: number | null })[] };
  const row = rows[0];
  if (!row || row.target_id === null) return { id: undefined, document: undefined };
  const [document] = pricedDocuments(row, [row.target_id], context, stockPolicy);
  return { id: row.target_id, document };
}

function pricedDocuments(
  row: DocumentRows,
  ids: number[],
  context: PricingContext,
  stockPolicy: StockPolicy,
): ProductDocument[] {
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
  // Object.assign, not spreads: `{ ...doc, ...priceFields(price) }` made V8 add the twenty price fields
  // one hidden class at a time, 0.1 ms a product, 50 times the merge's cost here (a listing of 50
  // products: 5 ms of CPU, most of a category answer's).
  return documents.map((doc) => {
    const price = prices.get(doc.id);
    const children = doc.configurable_children.flatMap((child) => {
      const childPrice = prices.get(child.id);
      if (!childPrice) return [];
      return [
        Object.assign({}, child, priceFields(childPrice), {
          stock: stock.get(child.id) ?? noStock(child.id),
        }),
      ];
    });
    return Object.assign({}, doc, price ? priceFields(price) : {}, {
      stock: stock.get(doc.id) ?? noStock(doc.id),
      configurable_children: children,
      price_is_current: price !== undefined,
      price_refreshed_at: now,
    });
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
