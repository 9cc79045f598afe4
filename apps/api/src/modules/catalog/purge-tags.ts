import { productChangeTags } from '@hortus/core';
import type { Database } from '../../db/database';
import { inIds } from '../../db/id-list';
import { configurableChildren, productCategories } from './tables';

/** What a rebuild of every product purges: every page that shows products. */
const EVERY_PRODUCT_PAGE = ['product', 'category', 'search', 'home', 'page-not-found'];

/**
 * The output-cache tags a reindex of these products purges (every product page when none are named):
 * the products and the configurables they are variants of, the categories of both, and every search.
 */
export async function reindexPurgeTags(db: Database, productIds?: number[]): Promise<string[]> {
  if (!productIds) return EVERY_PRODUCT_PAGE;
  if (productIds.length === 0) return [];
  const parents = await db
    .select({ id: configurableChildren.parentId })
    .from(configurableChildren)
    .where(inIds(configurableChildren.childId, productIds));
  const shown = [...new Set([...productIds, ...parents.map((row) => row.id)])];
  const categories = await db
    .selectDistinct({ id: productCategories.categoryId })
    .from(productCategories)
    .where(inIds(productCategories.productId, shown));
  return productChangeTags(
    shown,
    categories.map((row) => row.id),
  );
}
