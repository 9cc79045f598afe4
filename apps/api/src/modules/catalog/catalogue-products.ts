import type { Language } from '@hortus/core';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products, productTranslations } from './tables';

/** A product as the back office's stock and price sheet names it. */
export interface CatalogueProduct {
  id: number;
  sku: string;
  name: string;
}

function productsWhere(db: Database, language: Language, where: SQL | undefined, limit?: number) {
  const query = db
    .select({ id: products.id, sku: products.sku, name: productTranslations.name })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)),
    )
    .where(where)
    .orderBy(asc(products.id));
  return (limit === undefined ? query : query.limit(limit)).then((rows) =>
    rows.map((row) => ({ ...row, name: row.name ?? row.sku })),
  );
}

/** The products with the given SKUs, named in `language` (the SKU where they have no name in it). */
export function catalogueProductsOfSkus(
  db: Database,
  skus: readonly string[],
  language: Language,
): Promise<CatalogueProduct[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return productsWhere(db, language, inArray(products.sku, [...skus]));
}

/** One page of the whole catalogue in id order, after the product `afterId` (0: from the start). */
export function catalogueProductsPage(
  db: Database,
  afterId: number,
  limit: number,
  language: Language,
): Promise<CatalogueProduct[]> {
  return productsWhere(db, language, gt(products.id, afterId), limit);
}
