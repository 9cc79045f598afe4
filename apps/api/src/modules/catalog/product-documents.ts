import type { Language } from '@hortus/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inIds } from './id-list';
import { loadStock, loadStorePrices, type PricingContext, priceFields } from './store-pricing';
import { configurableChildren, productDocuments, products, productTranslations } from './tables';

export type ProductDocument = Record<string, unknown> & {
  id: number;
  sku: string;
  type_id: string;
  status: number;
  visibility: number;
  tax_class_id: number;
  configurable_children: (Record<string, unknown> & { id: number; sku: string; status: number })[];
};

/** The indexed documents of products in one language, in the order of `ids`. */
export async function loadProductDocuments(
  db: Database,
  ids: number[],
  language: Language,
): Promise<ProductDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ productId: productDocuments.productId, source: productDocuments.source })
    .from(productDocuments)
    .where(and(eq(productDocuments.language, language), inIds(productDocuments.productId, ids)));
  const byId = new Map(rows.map((row) => [row.productId, row.source as ProductDocument]));
  return ids.map((id) => byId.get(id)).filter((doc): doc is ProductDocument => doc !== undefined);
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

/**
 * Adds the store view's prices and the stock to product documents and their configurable children.
 * Children without a price in this store are dropped: they cannot be sold there.
 */
export async function applyStoreView(
  db: Database,
  documents: ProductDocument[],
  context: PricingContext,
): Promise<ProductDocument[]> {
  const taxClass = new Map<number, number>();
  for (const doc of documents) {
    taxClass.set(doc.id, doc.tax_class_id);
    for (const child of doc.configurable_children) taxClass.set(child.id, doc.tax_class_id);
  }
  const ids = [...taxClass.keys()];
  const [prices, stock] = await Promise.all([
    loadStorePrices(db, ids, (id) => taxClass.get(id) ?? 0, context),
    loadStock(db, ids),
  ]);
  const now = context.now.toISOString();
  return documents.map((doc) => {
    const price = prices.get(doc.id);
    const children = doc.configurable_children.flatMap((child) => {
      const childPrice = prices.get(child.id);
      if (!childPrice) return [];
      return [{ ...child, ...priceFields(childPrice), stock: stock.get(child.id) ?? outOfStock(child.id) }];
    });
    return {
      ...doc,
      ...(price ? priceFields(price) : {}),
      stock: stock.get(doc.id) ?? outOfStock(doc.id),
      configurable_children: children,
      price_is_current: price !== undefined,
      price_refreshed_at: now,
    };
  });
}

function outOfStock(productId: number) {
  return {
    product_id: productId,
    qty: 0,
    is_in_stock: false,
    manage_stock: true,
    min_sale_qty: 1,
    max_sale_qty: 0,
  };
}
