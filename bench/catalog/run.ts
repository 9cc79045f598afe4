/**
 * Catalogue benchmark: fills a database with a large demo catalogue (20,000 products by default), starts the
 * API in its own process as `npm start` would, and loads the hot paths over loopback with autocannon:
 * search (text + filters + facets), product by slug (URL mapping), category listing and category listing
 * with a colour, size or price filter. Prints p50/p95/p99 latency and requests per second per scenario,
 * with the output cache of product searches off (CATALOG_CACHE=off: every search runs its SQL) and on
 * (after the warm-up every search is a cache hit). Then prints the EXPLAIN (ANALYZE) of one search and two
 * filtered category listings and checks that they read the store view's partition through its indexes,
 * with no sequential scan of the search documents, and that the unfiltered listing is one primary-key read
 * of its kept listing.
 * Not a test: nothing here asserts a timing.
 *
 *   npx tsx bench/catalog/run.ts [--products 20000] [--database URL] [--connections 8] [--seconds 10]
 *     [--cache off|on|both] [--only search,slug,category,filtered] [--reseed]
 *
 * The default database is PostgreSQL at postgres://postgres@127.0.0.1:5432/hortus_bench (created if missing).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/database';
import { createCatalogContext, explainProductQuery } from '../../apps/api/src/modules/catalog';
import { policiesFor } from '../../apps/api/src/policies';
import { getStoreView } from '../../packages/core/src';
import { load, startApi, stopApi } from '../load';
import {
  CATALOG_BENCH_DATABASE,
  categoryRequest,
  filteredCategoryRequest,
  prepareCatalogue,
  type Sample,
  scenariosFor,
  searchRequest,
  store,
} from './scenarios';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    database: { type: 'string', default: CATALOG_BENCH_DATABASE },
    connections: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '4100' },
    cache: { type: 'string', default: 'both' },
    only: { type: 'string', default: 'search,slug,category,filtered' },
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
    const largest = sample.categories[0]?.id ?? 3;
    const queries = [
      ['search', searchRequest(sample, sample.words[0]?.word ?? 'Regal', 0)],
      ['filtered category listing', filteredCategoryRequest(sample, largest, 0)],
      ['filtered category listing', filteredCategoryRequest(sample, largest, 2)],
    ] as const;
    ok = (await explainKeptListing(context, storeView, categoryRequest(largest, 1))) && ok;
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

/**
 * The unfiltered listing is a kept listing's row: its plan must be one read of `category_listings` through
 * its primary key, and touch no search row.
 */
async function explainKeptListing(
  context: ReturnType<typeof createCatalogContext>,
  storeView: ReturnType<typeof getStoreView>,
  query: ReturnType<typeof categoryRequest>,
): Promise<boolean> {
  await explainProductQuery(context, storeView, query, { analyze: true });
  const plan = await explainProductQuery(context, storeView, query, { analyze: true });
  console.log(
    `\nEXPLAIN (ANALYZE, BUFFERS) of the category listing ${JSON.stringify(query)}\n${plan.join('\n')}`,
  );
  const scans = plan.filter((line) => /Scan/.test(line)).map((line) => line.trim());
  const keyRead = scans.every((line) =>
    line.startsWith('Index Scan using category_listings_store_code_category_id_pk on category_listings'),
  );
  if (scans.length === 1 && keyRead) {
    console.log('check passed: the category listing is one primary-key read of its kept listing');
    return true;
  }
  console.log(`CHECK FAILED: the category listing reads ${scans.join('; ')}`);
  return false;
}

/**
 * The CPU time the API process has used (user and system, Linux's /proc), in milliseconds: per request it
 * tells what the API's own work costs, which other load on a shared machine changes far less than req/s.
 */
function cpuMilliseconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

const url = args.database;
const sample = await prepareCatalogue(url, { products: productCount, reseed: args.reseed });
const results = [];
for (const cache of cacheModes) {
  const api = await startApi(port, { DATABASE_URL: url, CATALOG_CACHE: cache });
  const loadOptions = { port, connections, seconds };
  try {
    for (const scenario of scenariosFor(sample).filter((s) => args.only.split(',').includes(s.key))) {
      const name = `${scenario.name}, cache ${cache}`;
      await load(loadOptions, { ...scenario, name: `${name} (warm-up)` });
      const cpuBefore = cpuMilliseconds(api.pid);
      const result = await load(loadOptions, { ...scenario, name });
      const cpu = cpuMilliseconds(api.pid) - cpuBefore;
      results.push({ ...result, 'API CPU ms/req': Number((cpu / Math.max(1, result.requests)).toFixed(2)) });
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
