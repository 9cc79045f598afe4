/**
 * Hortus side by side with a stock Vendure 3.7.3 in one run (issue 28), each loaded with wrk on the same
 * machine, one server at a time: search by text, product by slug, a category's first 50 products and add to
 * cart. Vendure is installed outside the repo's dependencies into `bench/vendure/.server/` (git-ignored) and
 * filled once with 2,000 products by its own `populate`; Hortus runs on the catalogue benchmark's database
 * (20,000 products) with its output cache off. Prints one table: req/s and p50/p99 of both, and the ratio.
 * Not a test: nothing asserts a timing; it fails when either server's answers are not real.
 *
 *   npx tsx bench/vendure/run.ts [--threads 2] [--connections 32] [--seconds 15] [--warmup 5]
 *     [--only search,slug,category,cart] [--products 20000] [--vendure-products 2000] [--servers vendure,hortus]
 *     [--timeout 30]
 *
 * Needs Debian's wrk (`apt-get install -y wrk`) and PostgreSQL at 127.0.0.1:5432 (databases hortus_bench
 * and vendure_bench, created when missing).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/database';
import { cartSkus, cartUpdateRequests, guestCarts } from '../cart/carts';
import { CATALOG_BENCH_DATABASE, prepareCatalogue, scenariosFor } from '../catalog/scenarios';
import { ensureDatabase, startApi, stopApi } from '../load';
import { initialData, productsCsv } from './catalogue';
import {
  checkVendureRequests,
  GRAPHQL_FAILURES,
  settleVendure,
  vendureRequests,
  vendureSample,
  vendureSessions,
} from './shop';
import { type WrkOptions, type WrkRequest, type WrkResult, wrk } from './wrk';

const { values: args } = parseArgs({
  options: {
    threads: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    only: { type: 'string', default: 'search,slug,category,cart' },
    products: { type: 'string', default: '20000' },
    'vendure-products': { type: 'string', default: '2000' },
    database: { type: 'string', default: CATALOG_BENCH_DATABASE },
    'vendure-database': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/vendure_bench' },
    port: { type: 'string', default: '4100' },
    'vendure-port': { type: 'string', default: '3300' },
    sessions: { type: 'string', default: '128' },
    timeout: { type: 'string', default: '30' },
    servers: { type: 'string', default: 'vendure,hortus' },
  },
});
const VENDURE_VERSION = '3.7.3';
const here = fileURLToPath(new URL('.', import.meta.url));
const serverDir = join(here, '.server');
const vendureProducts = Number(args['vendure-products']);
const scenarioKeys = args.only.split(',') as ScenarioKey[];
const load = {
  threads: Number(args.threads),
  connections: Number(args.connections),
  timeoutSeconds: Number(args.timeout),
};
const sessions = Number(args.sessions);

type ScenarioKey = 'search' | 'slug' | 'category' | 'cart';
const SCENARIOS: Record<ScenarioKey, string> = {
  search: 'search by text (24, facets)',
  slug: 'product by slug',
  category: "a category's first 50, sorted",
  cart: 'add to cart',
};

/**
 * Vendure into `.server/`, apart from the repo's lock file. Two of its dependencies have install scripts,
 * both denied: bcrypt's only builds the addon when the package ships no prebuilt one (it ships Linux x64's),
 * and @apollo/protobufjs's only warns about version schemes.
 */
function installVendure(): void {
  const installed = join(serverDir, 'node_modules/@vendure/core/package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === VENDURE_VERSION)
    return;
  console.log(`installing @vendure/core@${VENDURE_VERSION} into ${serverDir} ...`);
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(
    join(serverDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'vendure-bench-server',
        private: true,
        dependencies: { '@vendure/core': VENDURE_VERSION, pg: '^8.16.0' },
        allowScripts: { bcrypt: false, '@apollo/protobufjs': false },
      },
      null,
      2,
    )}\n`,
  );
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--strict-allow-scripts'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  if (npm.status !== 0) throw new Error(`npm install of Vendure failed (${npm.status})`);
}

/** Products in Vendure's database; a database left half-populated is dropped to be filled again. */
async function vendureProductCount(url: string): Promise<number> {
  await ensureDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const table = await client.query("SELECT to_regclass('public.product') AS t");
    if (!table.rows[0]?.t) return 0;
    const { rows } = await client.query('SELECT count(*)::int AS n FROM product WHERE "deletedAt" IS NULL');
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function recreateDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1).replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  await ensureDatabase(url);
}

function startVendure(port: number, database: string, populateDir?: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(here, 'server.ts'),
      '--port',
      String(port),
      '--database',
      database,
      ...(populateDir ? ['--populate', populateDir] : []),
    ],
    // In the install's folder: populate writes its import error log to the working directory.
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('vendure populated')) process.stdout.write(text);
      if (text.includes('vendure ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`Vendure exited with ${code}`)));
  });
}

/**
 * A scenario warmed up for `--warmup` seconds, then measured for `--seconds`. Answers slower than `--timeout`
 * are shown apart: they are a server's slowness, not wrong answers, but wrk leaves them out of p50/p99.
 */
async function measure(url: string, requests: WrkRequest[], failWhen: string[] = []): Promise<WrkResult> {
  const options: WrkOptions = { url, ...load, seconds: Number(args.warmup) };
  if (options.seconds > 0) await wrk(options, requests, failWhen);
  const result = await wrk({ ...options, seconds: Number(args.seconds) }, requests, failWhen);
  if (result['non-2xx'] + result['socket errors'] + result['failed bodies'] > 0)
    console.log(`  FAILED ANSWERS: ${JSON.stringify(result)}`);
  return result;
}

async function runVendure(): Promise<Partial<Record<ScenarioKey, WrkResult>>> {
  installVendure();
  const url = args['vendure-database'];
  const port = Number(args['vendure-port']);
  const count = await vendureProductCount(url);
  let populateDir: string | undefined;
  if (count < vendureProducts) {
    if (count > 0) {
      console.log(`vendure_bench holds ${count} of ${vendureProducts} products: dropped, to be filled again`);
      await recreateDatabase(url);
    }
    populateDir = join(serverDir, 'data');
    mkdirSync(populateDir, { recursive: true });
    writeFileSync(join(populateDir, 'initial-data.json'), JSON.stringify(initialData(), null, 2));
    writeFileSync(join(populateDir, 'products.csv'), productsCsv(vendureProducts));
    console.log(`populating Vendure with ${vendureProducts} products (once) ...`);
  }
  const child = await startVendure(port, url, populateDir);
  const base = `http://127.0.0.1:${port}`;
  const results: Partial<Record<ScenarioKey, WrkResult>> = {};
  try {
    await settleVendure(base, vendureProducts);
    const sample = await vendureSample(base, vendureProducts);
    const tokens = scenarioKeys.includes('cart')
      ? await vendureSessions(base, sample.variantIds, sessions)
      : [];
    const requests = vendureRequests(sample, tokens);
    await checkVendureRequests(base, requests);
    for (const key of scenarioKeys) {
      console.log(`Vendure: ${SCENARIOS[key]} ...`);
      results[key] = await measure(base, requests[key], GRAPHQL_FAILURES);
    }
  } finally {
    await stopApi(child);
  }
  return results;
}

async function runHortus(): Promise<Partial<Record<ScenarioKey, WrkResult>>> {
  const url = args.database;
  const port = Number(args.port);
  const sample = await prepareCatalogue(url, { products: Number(args.products) });
  const database = await openDatabase(url);
  const skus = await cartSkus(database.db);
  await database.close();
  const api = await startApi(port, { DATABASE_URL: url, CATALOG_CACHE: 'off' });
  const base = `http://127.0.0.1:${port}`;
  const results: Partial<Record<ScenarioKey, WrkResult>> = {};
  try {
    const catalogue = Object.fromEntries(scenariosFor(sample).map((scenario) => [scenario.key, scenario]));
    const carts = scenarioKeys.includes('cart') ? await guestCarts(port, skus, sessions) : [];
    const requests: Record<ScenarioKey, WrkRequest[]> = {
      search: catalogue.search?.requests ?? [],
      slug: catalogue.slug?.requests ?? [],
      category: catalogue.category?.requests ?? [],
      cart: cartUpdateRequests(carts, skus),
    };
    for (const key of scenarioKeys) {
      console.log(`Hortus: ${SCENARIOS[key]} ...`);
      results[key] = await measure(base, requests[key]);
    }
  } finally {
    await stopApi(api);
  }
  return results;
}

const started = new Date();
const loadBefore = loadavg()[0] ?? 0;
const servers = args.servers.split(',');
const vendure = servers.includes('vendure') ? await runVendure() : {};
const hortus = servers.includes('hortus') ? await runHortus() : {};
const figure = (result: WrkResult | undefined) =>
  result
    ? `${result['req/s'].toLocaleString('en')} (${result['p50 ms']} / ${result['p99 ms']} ms${
        result.timeouts > 0 ? `, ${result.timeouts} timed out` : ''
      })`
    : '-';
const table = scenarioKeys.map((key) => {
  const v = vendure[key];
  const h = hortus[key];
  return {
    scenario: SCENARIOS[key],
    'Vendure req/s (p50 / p99)': figure(v),
    'Hortus req/s (p50 / p99)': figure(h),
    'Hortus / Vendure': v && h && v['req/s'] > 0 ? `${(h['req/s'] / v['req/s']).toFixed(1)}x` : '-',
  };
});
console.log(
  `\n${started.toISOString()} to ${new Date().toISOString()}, ${cpus().length} cores, node ${process.version}, ` +
    `load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after; wrk ${load.threads} threads, ` +
    `${load.connections} connections, ${args.seconds} s per scenario after ${args.warmup} s of warm-up, ` +
    `timeout ${args.timeout} s; ` +
    `Vendure ${VENDURE_VERSION} with ${vendureProducts} products, Hortus with ${args.products} (CATALOG_CACHE=off)`,
);
console.table(table);
const failed = scenarioKeys.flatMap((key) =>
  [vendure[key], hortus[key]].filter(
    (result) => result && result['non-2xx'] + result['socket errors'] + result['failed bodies'] > 0,
  ),
);
if (failed.length > 0) {
  console.log(
    `${failed.length} loads had failed answers (see FAILED ANSWERS above): their figures do not count`,
  );
  process.exit(1);
}
process.exit(0);
