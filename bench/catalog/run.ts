/**
 * Catalogue benchmark: fills a database with a large demo catalogue (20,000 products by default), starts the
 * API in its own process as `npm start` would, and loads three hot paths over loopback with autocannon:
 * search (text + filters + facets), product by slug (URL mapping) and category listing. Prints p50/p95/p99
 * latency and requests per second per scenario, with the output cache of product searches off
 * (CATALOG_CACHE=off: every search runs its SQL) and on (after the warm-up every search is a cache hit).
 * Then prints the EXPLAIN (ANALYZE) of one search and one category listing and checks that they read the
 * store view's partition through its indexes, with no sequential scan of the search documents.
 * Not a test: nothing here asserts a timing.
 *
 *   npx tsx bench/catalog/run.ts [--products 20000] [--database URL] [--connections 8] [--seconds 10]
 *     [--cache off|on|both] [--only search,slug,category] [--reseed]
 *
 * The default database is PostgreSQL at postgres://postgres@127.0.0.1:5432/hortus_bench (created if missing).
 */
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { clearCatalogue, seedDemoCatalogue } from '../../apps/api/src/demo/seed';
import {
  createCatalogContext,
  explainProductQuery,
  reindexProducts,
} from '../../apps/api/src/modules/catalog';
import { policiesFor } from '../../apps/api/src/policies';
import { getStoreView } from '../../packages/core/src';
import { ensureDatabase, load, type Scenario, startApi, stopApi } from '../load';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/hortus_bench' },
    connections: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '4100' },
    cache: { type: 'string', default: 'both' },
    only: { type: 'string', default: 'search,slug,category' },
    reseed: { type: 'boolean', default: false },
  },
});
const cacheModes = args.cache === 'both' ? ['off', 'on'] : [args.cache];
if (!cacheModes.every((mode) => mode === 'on' || mode === 'off'))
  throw new Error('--cache is off, on or both');
const productCount = Number(args.products);
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const port = Number(args.port);

async function prepareCatalogue(url: string) {
  await ensureDatabase(url);
  const database = await openDatabase(url);
  await database.migrate();
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM products WHERE visibility <> 1`,
  );
  if (args.reseed || (row?.n ?? 0) < productCount * 0.9) {
    console.log(`seeding ${productCount} products ...`);
    const started = performance.now();
    await clearCatalogue(database.db);
    await seedDemoCatalogue(database.db, { seed: 1, products: productCount });
    const seeded = performance.now();
    const indexed = await reindexProducts(database.db);
    console.log(
      `seeded in ${((seeded - started) / 1000).toFixed(1)} s, indexed ${indexed} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
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
  await database.close();
  return { categories, slugs, words, colours };
}

type Sample = Awaited<ReturnType<typeof prepareCatalogue>>;
const store = 'de-de';

function searchRequest(sample: Sample, word: string, index: number) {
  const colour = sample.colours.map((row) => row.id);
  return {
    type: 'product',
    searchQuery: word,
    size: 24,
    filters: index % 2 === 0 ? { color: colour.slice(0, 2) } : { price: ['100-150', '150-*'] },
    aggregations: ['color', 'size', 'price'],
    _sourceInclude: ['id', 'sku', 'name', 'slug', 'image', 'final_price_incl_tax', 'price_incl_tax'],
  };
}

function categoryRequest(categoryId: number, index: number) {
  return {
    type: 'product',
    filters: { category_ids: [categoryId] },
    sort: ['latest', 'price_asc', 'price_desc'][index % 3],
    size: 50,
    aggregations: ['color', 'size', 'price'],
  };
}

function scenariosFor(sample: Sample): (Scenario & { key: string })[] {
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
  ];
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one search and one category listing, printed whole, then checked: the
 * search documents are read only from the store view's partition and only through indexes.
 */
async function explainSearches(url: string, sample: Sample): Promise<boolean> {
  const database = await openDatabase(url);
  const context = createCatalogContext(database.db, loadConfig({ DATABASE_URL: url }).catalog, policiesFor);
  const storeView = getStoreView(store);
  let ok = true;
  try {
    const queries = [
      ['search', searchRequest(sample, sample.words[0]?.word ?? 'Regal', 0)],
      ['category listing', categoryRequest(sample.categories[0]?.id ?? 3, 1)],
    ] as const;
    for (const [name, query] of queries) {
      await explainProductQuery(context, storeView, query, { analyze: true }); // warm the buffers
      const plan = await explainProductQuery(context, storeView, query, { analyze: true });
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the ${name} ${JSON.stringify(query)}\n${plan.join('\n')}`);
      const scans = [
        ...new Set(
          plan.flatMap((line) => {
            const match =
              /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan) (?:using (\S+) )?on (\S+)/.exec(
                line,
              );
            return match ? [`${match[1]} ${match[2] ? `${match[2]} ` : ''}on ${match[3]}`] : [];
          }),
        ),
      ];
      // A Bitmap Index Scan names the index it reads; the other scans name the table (or partition).
      const read = scans
        .map((scan) => scan.split(' on ')[1] ?? '')
        .filter((name) => name.startsWith('product_search_documents'));
      const seqScans = scans.filter((scan) => scan.startsWith('Seq Scan on product_search_documents'));
      const partition = `product_search_documents_${storeView.storeCode.replace('-', '_')}`;
      const otherPartitions = read.filter((name) => name !== partition && !name.startsWith(`${partition}_`));
      const time = plan.find((line) => line.startsWith('Execution Time'));
      console.log(`${name}: ${time}; scans: ${scans.join('; ')}`);
      if (seqScans.length > 0 || otherPartitions.length > 0 || read.length === 0) {
        console.log(
          `CHECK FAILED: the ${name} reads ${read.join(', ')}; ${seqScans.join(', ') || 'no Seq Scan'}`,
        );
        ok = false;
      } else {
        console.log(
          `check passed: the ${name} reads only ${partition}, through its indexes (${read.join(', ')})`,
        );
      }
    }
  } finally {
    await database.close();
  }
  return ok;
}

const url = args.database;
const sample = await prepareCatalogue(url);
const results = [];
for (const cache of cacheModes) {
  const api = await startApi(port, { DATABASE_URL: url, CATALOG_CACHE: cache });
  const loadOptions = { port, connections, seconds };
  try {
    for (const scenario of scenariosFor(sample).filter((s) => args.only.split(',').includes(s.key))) {
      const name = `${scenario.name}, cache ${cache}`;
      await load(loadOptions, { ...scenario, name: `${name} (warm-up)` });
      results.push(await load(loadOptions, { ...scenario, name }));
    }
  } finally {
    await stopApi(api);
  }
}
const plansOk = await explainSearches(url, sample);
console.log(
  `\n${productCount} products, ${connections} connections, ${seconds} s per scenario, ${url.split('@').pop()}`,
);
console.table(results);
process.exit(plansOk ? 0 : 1);
