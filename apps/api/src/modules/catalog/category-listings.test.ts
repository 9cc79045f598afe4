import { getStoreView } from '@hortus/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';
import { policiesFor } from '../../policies';
import { type CatalogContext, createCatalogContext } from './catalog-context';
import { catalogResultOf } from './catalog-query';
import { searchCatalog } from './catalog-search';
import { reindexProducts } from './reindex';
import { products } from './tables';

// Changes products, so it has a database of its own.
const test = useTestApp();
const store = getStoreView('de-de');

function uncached(now?: Date): CatalogContext {
  const context = createCatalogContext(
    test.database.db,
    { ...test.config.catalog, searchCache: false },
    policiesFor,
  );
  return now ? { ...context, now: () => now } : context;
}

/** The answer without the moment it was priced at, which differs between any two answers. */
async function answer(context: CatalogContext, query: Record<string, unknown>) {
  const result = catalogResultOf(
    await searchCatalog(context, store, {
      type: 'product',
      from: 0,
      size: 50,
      aggregations: ['color', 'size', 'price'],
      filters: {},
      ...query,
    } as never),
  );
  const items = result.items.map((item) => ({ ...item, price_refreshed_at: null }));
  return { ...result, items: items as ((typeof items)[number] & { id: number })[] };
}

/**
 * The same listing from the search rows: naming the category twice filters the same products, but is not
 * a listing the kept rows answer.
 */
function fromSearchRows(context: CatalogContext, categoryId: number, query: Record<string, unknown>) {
  return answer(context, { ...query, filters: { category_ids: [categoryId, categoryId] } });
}

async function largestCategory(): Promise<{ category_id: number; total: number }> {
  const [row] = await queryRows<{ category_id: number; total: number }>(
    test.database.db,
    sql`SELECT category_id, total FROM category_listings WHERE store_code = 'de-de' ORDER BY total DESC LIMIT 1`,
  );
  if (!row) throw new Error('the reindex kept no category listing');
  return row;
}

describe('kept category listings', () => {
  it('answer exactly as the search rows do, for every kept sort and any page', async () => {
    const { category_id: id, total } = await largestCategory();
    expect(total).toBeGreaterThan(3);
    const context = uncached();
    for (const sort of [undefined, 'latest', 'updated', 'price_asc', 'price_desc', 'price:desc']) {
      for (const page of [
        { from: 0, size: 50 },
        { from: 2, size: 3 },
        { from: total - 1, size: 5 },
        { from: total + 10, size: 5 },
      ]) {
        const query = { ...page, ...(sort ? { sort } : {}) };
        const kept = await answer(context, { ...query, filters: { category_ids: [id] } });
        expect(kept).toEqual(await fromSearchRows(context, id, query));
      }
    }
  });

  it("follow a partial reindex: a product taken out leaves its categories' listings", async () => {
    const { category_id: id } = await largestCategory();
    const context = uncached();
    const before = await answer(context, { filters: { category_ids: [id] }, sort: 'latest' });
    const first = before.items[0];
    if (!first) throw new Error('the largest category lists nothing');
    await test.database.db.update(products).set({ visibility: 1 }).where(eq(products.id, first.id));
    await reindexProducts(test.database.db, [first.id]);
    const after = await answer(context, { filters: { category_ids: [id] }, sort: 'latest' });
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(first.id);
    expect(after).toEqual(await fromSearchRows(context, id, { sort: 'latest' }));
  });

  it('are not used on a day whose special prices differ from the ones they were sorted by', async () => {
    const { category_id: id } = await largestCategory();
    // The demo catalogue has special prices that start on 2031-01-01 and end on 2025-12-31.
    for (const day of ['2031-06-01T12:00:00Z', '2024-06-01T12:00:00Z']) {
      const context = uncached(new Date(day));
      for (const sort of ['price_asc', 'price_desc']) {
        const kept = await answer(context, { filters: { category_ids: [id] }, sort });
        expect(kept).toEqual(await fromSearchRows(context, id, { sort }));
      }
    }
  });
});

describe('reindexes at the same moment', () => {
  it('of the same products (two sheet imports, say) both finish, each product kept once', async () => {
    const rows = await queryRows<{ id: number }>(
      test.database.db,
      sql`SELECT c.child_id AS id FROM configurable_children c ORDER BY c.parent_id, c.position LIMIT 12`,
    );
    const variants = rows.map((row) => row.id);
    // Variants of the same configurables: each reindex also rebuilds their parents.
    await Promise.all([
      reindexProducts(test.database.db, variants.slice(0, 8)),
      reindexProducts(test.database.db, variants.slice(4)),
      reindexProducts(test.database.db, variants.slice(2, 6)),
    ]);
    const [twice] = await queryRows<{ n: number }>(
      test.database.db,
      sql`SELECT count(*)::int AS n FROM (SELECT store_code, product_id FROM product_search_documents
        GROUP BY 1, 2 HAVING count(*) > 1) AS duplicated`,
    );
    expect(twice?.n).toBe(0);
  });
});
