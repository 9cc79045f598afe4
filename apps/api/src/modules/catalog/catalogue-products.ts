import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Language } from '@hortus/core';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
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

/**
 * SKUs asked for in one query: a query binds at most 65,535 values, and a sheet may name any number. About
 * 35 ms of the embedded database's work, which holds the process's event loop as long.
 */
const SKUS_PER_QUERY = 5000;

/**
 * The products with the given SKUs, named in `language` (the SKU where they have no name in it), by id.
 * A sheet's SKUs come from its file, so there may be hundreds of thousands: they are asked for in batches,
 * with a turn of the event loop between them (the embedded database answers each query without one: without
 * the turn the process would answer no other request until the last batch).
 */
export async function catalogueProductsOfSkus(
  db: Database,
  skus: readonly string[],
  language: Language,
): Promise<CatalogueProduct[]> {
  const found: CatalogueProduct[] = [];
  for (let start = 0; start < skus.length; start += SKUS_PER_QUERY) {
    if (start > 0) await nextTurn();
    found.push(
      ...(await productsWhere(
        db,
        language,
        inArray(products.sku, skus.slice(start, start + SKUS_PER_QUERY)),
      )),
    );
  }
  return skus.length > SKUS_PER_QUERY ? found.sort((a, b) => a.id - b.id) : found;
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The back office's product search: products whose SKU or name (in `language`) begins with `query`, any
 * case, all without one; by SKU, a page after the SKU `afterSku`. One more than `limit` is read, so the
 * caller knows whether a next page exists.
 */
export async function findCatalogueProducts(
  db: Database,
  options: { query?: string | undefined; afterSku?: string | undefined; limit: number; language: Language },
): Promise<CatalogueProduct[]> {
  const query = options.query?.trim() ?? '';
  const beginning = `${escapeLike(query)}%`;
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: productTranslations.name })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, options.language)),
    )
    .where(
      and(
        query
          ? sql`(${products.sku} ILIKE ${beginning} OR ${productTranslations.name} ILIKE ${beginning})`
          : undefined,
        options.afterSku ? gt(products.sku, options.afterSku) : undefined,
      ),
    )
    .orderBy(asc(products.sku))
    .limit(options.limit + 1);
  return rows.map((row) => ({ ...row, name: row.name ?? row.sku }));
}
