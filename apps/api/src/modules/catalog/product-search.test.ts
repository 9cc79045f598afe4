import { getStoreView, STORE_VIEWS } from '@hortus/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { productPrices } from '../../db/schema';
import { policiesFor } from '../../policies';
import { createCatalogContext } from './catalog-context';
import { explainProductQuery } from './catalog-search';
import { reindexProducts } from './reindex';
import { products, productTranslations } from './tables';

// Changes products, so it has a database of its own (the read-only searches are in routes.test.ts).
const test = useTestApp();

type Doc = Record<string, unknown> & { id: number; sku: string; name: string; category_ids: number[] };

async function search(query: Record<string, unknown>, store = 'de-de') {
  const response = await test.app.inject({ method: 'POST', url: `/${store}/api/catalog`, payload: query });
  expect(response.statusCode).toBe(200);
  return response.json().result as { items: Doc[]; total: number };
}

async function categoryProductCount(id: number): Promise<number> {
  const response = await test.app.inject({ method: 'GET', url: `/api/catalog/categories/${id}?store=de-de` });
  return response.json().result.product_count;
}

describe('product search output cache', () => {
  it('shows a renamed product as soon as it is reindexed, although searches are cached', async () => {
    const [product] = (await search({ filters: { type_id: 'simple' }, size: 1 })).items;
    if (!product) throw new Error('no simple product');
    const word = 'Quxplonkwert';
    expect((await search({ searchQuery: word })).total).toBe(0);
    await test.database.db
      .update(productTranslations)
      .set({ name: `${product.name} ${word}` })
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.language, 'de')));
    // Not reindexed yet: the search index (and the cached answer) still has the old name.
    expect((await search({ searchQuery: word })).total).toBe(0);

    await reindexProducts(test.database.db, [product.id]);
    const found = await search({ searchQuery: word.toLowerCase() });
    expect(found.items.map((item) => item.id)).toEqual([product.id]);
    expect(found.items[0]?.name).toBe(`${product.name} ${word}`);
  });

  it('drops a product taken out of the catalogue from search and category counts after the reindex', async () => {
    const [product] = (await search({ filters: { type_id: 'simple' }, size: 1 })).items;
    const categoryId = product?.category_ids[0];
    if (!product || categoryId === undefined) throw new Error('no simple product in a category');
    const countBefore = await categoryProductCount(categoryId);
    expect((await search({ searchQuery: product.sku })).items.map((item) => item.id)).toContain(product.id);

    await test.database.db.update(products).set({ visibility: 1 }).where(eq(products.id, product.id));
    await reindexProducts(test.database.db, [product.id]);

    expect((await search({ searchQuery: product.sku })).items.map((item) => item.id)).not.toContain(
      product.id,
    );
    expect(await categoryProductCount(categoryId)).toBe(countBefore - 1);
  });
});

describe('prices in the search rows', () => {
  it('finds and filters a product by its new price after the reindex, in that store view only', async () => {
    const [product] = (await search({ filters: { type_id: 'simple' }, size: 1 })).items;
    if (!product) throw new Error('no simple product');
    const bySku = { filters: { sku: [product.sku], price: { gte: 987_600, lte: 987_700 } } };
    expect((await search(bySku)).total).toBe(0);
    await test.database.db
      .update(productPrices)
      .set({ priceMinor: 987_654, specialPriceMinor: null })
      .where(and(eq(productPrices.productId, product.id), eq(productPrices.storeCode, 'de-de')));
    await reindexProducts(test.database.db, [product.id]);

    const found = await search(bySku);
    expect(found.items.map((item) => [item.id, item.final_price_incl_tax])).toEqual([[product.id, 987_654]]);
    expect((await search(bySku, 'at-de')).total).toBe(0);
  });

  it('ignores a special price of 0 in filters as the product itself does (its final price is the regular one)', async () => {
    const [product] = (await search({ filters: { type_id: 'simple' }, size: 1, from: 2 })).items;
    if (!product) throw new Error('no simple product');
    await test.database.db
      .update(productPrices)
      .set({ priceMinor: 876_543, specialPriceMinor: 0, specialFromDate: null, specialToDate: null })
      .where(and(eq(productPrices.productId, product.id), eq(productPrices.storeCode, 'de-de')));
    await reindexProducts(test.database.db, [product.id]);

    const atRegular = await search({
      filters: { sku: [product.sku], price: { gte: 876_543, lte: 876_543 } },
    });
    expect(atRegular.items.map((item) => [item.id, item.final_price_incl_tax])).toEqual([
      [product.id, 876_543],
    ]);
    expect((await search({ filters: { sku: [product.sku], price: { lte: 0 } } })).total).toBe(0);
  });

  it('does not find a product in a store view that has no price for it', async () => {
    const [product] = (await search({ filters: { type_id: 'simple' }, size: 1, from: 1 })).items;
    if (!product) throw new Error('no simple product');
    const bySku = { filters: { sku: [product.sku] } };
    expect((await search(bySku, 'at-de')).total).toBe(1);
    await test.database.db
      .delete(productPrices)
      .where(and(eq(productPrices.productId, product.id), eq(productPrices.storeCode, 'at-de')));
    await reindexProducts(test.database.db, [product.id]);

    expect((await search(bySku, 'at-de')).total).toBe(0);
    expect((await search(bySku, 'de-de')).total).toBe(1);
  });
});

// Which indexes the planner picks depends on the table sizes: bench/catalog proves the index scans on the
// 20,000-product catalogue. What the statement itself guarantees is checked here, on any catalogue.
describe('product search plan', () => {
  async function plan(query: Record<string, unknown>, options: { fuzzy?: boolean } = {}) {
    const context = createCatalogContext(test.database.db, test.config.catalog, policiesFor);
    return (await explainProductQuery(context, getStoreView('de-de'), query, options)).join('\n');
  }
  const otherStores = STORE_VIEWS.map((view) => view.storeCode.replace('-', '_')).filter(
    (code) => code !== 'de_de',
  );
  const otherPartition = new RegExp(`product_search_documents_(${otherStores.join('|')}|default)\\b`);

  it("builds the text query once, when the statement is planned, and reads only the store view's partition", async () => {
    const text = await plan({ searchQuery: 'Garten Haus', filters: { color: [1, 2] } });
    // Folded into one tsquery constant (stemmed, the last term a prefix), not rebuilt for every row.
    expect(text).toContain(`search_vector @@ '''gart'' | ''haus'':*'::tsquery`);
    expect(text).not.toMatch(/to_tsquery|unaccent/);
    expect(text).toMatch(/on product_search_documents_de_de\b/);
    expect(text).not.toMatch(otherPartition);
    // A listing with a filter besides its category is searched in the partition; one without is the kept
    // listing's row (category-listings.test.ts).
    const listing = await plan({ filters: { category_ids: [3], color: [1, 2] }, sort: 'price_asc' });
    expect(listing).toMatch(/on product_search_documents_de_de\b/);
    expect(listing).not.toMatch(otherPartition);
    const kept = await plan({ filters: { category_ids: [3] }, sort: 'price_asc' });
    expect(kept).toMatch(/Index Scan using category_listings_store_code_category_id_pk on category_listings/);
    expect(kept).not.toMatch(/product_search_documents/);
  });

  it("ranks the fuzzy candidates by distance to a constant, in the store view's partition only", async () => {
    const fuzzy = await plan({ searchQuery: 'Gärtnhaus' }, { fuzzy: true });
    expect(fuzzy).toMatch(/'gartnhaus'::text <<-> f\.fuzzy_text|fuzzy_text <->> 'gartnhaus'::text/);
    expect(fuzzy).not.toMatch(otherPartition);
  });
});
