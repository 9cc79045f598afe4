/**
 * The catalogue benchmark's database and requests, shared by `bench/catalog/run.ts` and the side-by-side run
 * against Vendure (`bench/vendure/run.ts`), so both load Hortus with the same catalogue and the same cycle
 * of searches, product URLs and category listings. Searches and listings ask for the product cards' fields,
 * as the storefront's pages do.
 */
import { type SQL, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { clearCatalogue, seedDemoCatalogue } from '../../apps/api/src/demo/seed';
import { rebuildCategoryListings, reindexProducts } from '../../apps/api/src/modules/catalog';
// The fields the storefront's listings ask for: the benchmark reads what a shopper's page reads.
import { CARD_FIELDS } from '../../packages/api-contract/src/card-fields';
import { ensureDatabase, type Scenario } from '../load';

export const CATALOG_BENCH_DATABASE = 'postgres://postgres@127.0.0.1:5432/hortus_bench';
export const store = 'de-de';

/**
 * Fills the database with the demo catalogue at `products` sellable products unless it holds about that many
 * already (or `reseed`), and reads the sample the requests cycle through.
 */
export async function prepareCatalogue(url: string, options: { products: number; reseed?: boolean }) {
  await ensureDatabase(url);
  const database = await openDatabase(url);
  await database.migrate();
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM products WHERE visibility <> 1`,
  );
  if (options.reseed || (row?.n ?? 0) < options.products * 0.9) {
    console.log(`seeding ${options.products} products ...`);
    const started = performance.now();
    await clearCatalogue(database.db);
    await seedDemoCatalogue(database.db, { seed: 1, products: options.products });
    const seeded = performance.now();
    const indexed = await reindexProducts(database.db);
    console.log(
      `seeded in ${((seeded - started) / 1000).toFixed(1)} s, indexed ${indexed} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
  } else {
    // A database indexed before the product cards were kept (migration 0030) is indexed again.
    const [cards] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM product_cards LIMIT 1) AS any_card`,
    );
    if ((cards?.n ?? 0) === 0) {
      console.log('indexing the products again, to keep their cards ...');
      const started = performance.now();
      const indexed = await reindexProducts(database.db);
      console.log(`indexed ${indexed} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  const sample = <T>(query: SQL) => queryRows<T>(database.db, query);
  const categories = await sample<{ id: number }>(sql`
    SELECT category_id AS id FROM product_search_documents, unnest(category_ids) AS category_id
    WHERE store_code = 'de-de' AND visibility IN (2,3,4) GROUP BY category_id ORDER BY count(*) DESC LIMIT 8`);
  const slugs = await sample<{ url_key: string }>(sql`
    SELECT t.url_key FROM product_translations t JOIN products p ON p.id = t.product_id
    WHERE t.language = 'de' AND p.visibility IN (2,3,4) AND p.status = 1 ORDER BY p.id LIMIT 200`);
  const words = await sample<{ word: string }>(sql`
    SELECT DISTINCT split_part(name, ' ', 1) AS word FROM product_search_documents
    WHERE store_code = 'de-de' AND length(split_part(name, ' ', 1)) >= 4 LIMIT 40`);
  const colours = await sample<{ id: number }>(sql`
    SELECT o.id FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id WHERE a.code = 'color' LIMIT 4`);
  const sizes = await sample<{ id: number }>(sql`
    SELECT o.id FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id WHERE a.code = 'size' LIMIT 4`);
  // A database indexed before the kept listings existed (migration 0028) gets them without a reindex.
  const [kept] = await sample<{ n: number }>(sql`SELECT count(*)::int AS n FROM category_listings`);
  if ((kept?.n ?? 0) === 0) {
    console.log('keeping the category listings ...');
    await rebuildCategoryListings(database.db, {}, new Date());
  }
  await database.close();
  return { categories, slugs, words, colours, sizes };
}

export type Sample = Awaited<ReturnType<typeof prepareCatalogue>>;

export function searchRequest(sample: Sample, word: string, index: number) {
  const colour = sample.colours.map((row) => row.id);
  return {
    type: 'product',
    searchQuery: word,
    size: 24,
    filters: index % 2 === 0 ? { color: colour.slice(0, 2) } : { price: ['100-150', '150-*'] },
    aggregations: ['color', 'size', 'price'],
    _sourceInclude: CARD_FIELDS,
  };
}

export function categoryRequest(categoryId: number, index: number) {
  return {
    type: 'product',
    filters: { category_ids: [categoryId] },
    sort: ['latest', 'price_asc', 'price_desc'][index % 3],
    size: 50,
    aggregations: ['color', 'size', 'price'],
    _sourceInclude: CARD_FIELDS,
  };
}

/** A category listing with one filter besides its category: a colour, a size or a price range, in turn. */
export function filteredCategoryRequest(sample: Sample, categoryId: number, index: number) {
  const filters = [
    { color: sample.colours.slice(index % 2, (index % 2) + 1).map((row) => row.id) },
    { size: sample.sizes.slice(index % 2, (index % 2) + 1).map((row) => row.id) },
    { price: ['100-150', '150-*'] },
  ][index % 3];
  return { ...categoryRequest(categoryId, index), filters: { category_ids: [categoryId], ...filters } };
}

export function scenariosFor(
  sample: Sample,
): (Scenario & { key: 'search' | 'slug' | 'category' | 'filtered' })[] {
  return [
    {
      key: 'search',
      name: 'search: text + filters + facets',
      requests: sample.words.map((row, index) => ({
        method: 'POST' as const,
        path: `/${store}/api/catalog`,
        body: JSON.stringify(searchRequest(sample, row.word, index)),
      })),
    },
    {
      key: 'slug',
      name: 'product by slug (url map)',
      requests: sample.slugs.map((row) => ({
        method: 'POST' as const,
        path: '/api/url/map',
        body: JSON.stringify({ url: `/${store}/p/${row.url_key}` }),
      })),
    },
    {
      key: 'category',
      name: 'category listing (50, facets)',
      requests: sample.categories.map((row, index) => ({
        method: 'POST' as const,
        path: `/${store}/api/catalog`,
        body: JSON.stringify(categoryRequest(row.id, index)),
      })),
    },
    {
      key: 'filtered',
      name: 'category listing filtered (50, facets)',
      // Each category with each of the three filters (8 x 3 requests).
      requests: sample.categories.flatMap((row, index) =>
        [0, 1, 2].map((turn) => ({
          method: 'POST' as const,
          path: `/${store}/api/catalog`,
          body: JSON.stringify(filteredCategoryRequest(sample, row.id, index * 3 + turn)),
        })),
      ),
    },
  ];
}
