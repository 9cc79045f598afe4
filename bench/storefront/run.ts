/**
 * Storefront benchmark: what a shopper's browser downloads and how fast the pages feel and serve.
 *
 *   npm run build                        # the production build this measures (apps/storefront/build)
 *   npx tsx bench/storefront/run.ts      # [--seconds 10] [--connections 8] [--skip-lighthouse]
 *                                        # [--database pglite://memory]
 *
 * Starts the shop as `npm start` does (storefront :3400, API :4400, a throw-away PGlite database unless
 * `--database` names another, e.g. an empty PostgreSQL database that the API fills with the demo data), then:
 *  1. initial JS per page from React Router's client manifest, gzip level 9: the framework floor (the
 *     entry module and its imports: React, React DOM, the React Router runtime) and, for the home,
 *     category and product pages, entry + root + store route + default layout + page route + all their
 *     static imports, each file counted once;
 *  2. Lighthouse 12 (its default mobile configuration) on the three de-de pages: the performance,
 *     accessibility, best-practices and SEO scores, LCP, TBT and CLS; the JSON reports go to bench/results/
 *     (git-ignored);
 *     and the scripts Lighthouse's network requests saw (count, bytes on the wire with their headers);
 *  3. server-side rendering throughput with autocannon on the de-de product and category pages, and a
 *     small cached API answer through the storefront's /api proxy and straight from the API.
 * Prints one table. Not a test: nothing here asserts a figure (targets and figures: bench/README.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startShop } from '../../scripts/shop-process';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    'skip-lighthouse': { type: 'boolean', default: false },
    database: { type: 'string', default: 'pglite://memory' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const root = fileURLToPath(new URL('../..', import.meta.url));
const buildDirectory = join(root, 'apps/storefront/build');
const clientDirectory = join(buildDirectory, 'client');
const resultsDirectory = join(root, 'bench/results');
const STOREFRONT_PORT = 3400;
const API_PORT = 4400;
const STORE = 'de-de';

// ---------------------------------------------------------------------------------------------------------
// The shop, started as `npm start` starts it

function startBenchShop() {
  return startShop({
    STOREFRONT_PORT: String(STOREFRONT_PORT),
    API_PORT: String(API_PORT),
    DATABASE_URL: args.database,
    LOG_LEVEL: 'warn',
  });
}

// ---------------------------------------------------------------------------------------------------------
// 1. Initial JS per page

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface ClientManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
}

function readClientManifest(): { manifest: ClientManifest; file: string } {
  const assets = join(clientDirectory, 'assets');
  const files = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const file = files[0];
  if (!file) throw new Error(`no manifest-*.js in ${assets}`);
  const source = readFileSync(file, 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { manifest: JSON.parse(json) as ClientManifest, file };
}

const gzipSizes = new Map<string, number>();
function gzipSize(asset: string): number {
  let size = gzipSizes.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDirectory, asset)), { level: 9 }).length;
    gzipSizes.set(asset, size);
  }
  return size;
}

/** The static imports of a built chunk (`import ... from "./x.js"`, `import "./x.js"`), not import(). */
function staticImportsOf(asset: string): string[] {
  const source = readFileSync(join(clientDirectory, asset), 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
    if (match[1]) found.push(`/assets/${match[1].slice(2)}`);
  }
  return found;
}

/** The modules and the manifest's imports, closed over the chunks' own static imports. */
function closure(entries: ManifestEntry[]): Set<string> {
  const files = new Set<string>();
  const queue = entries.flatMap((entry) => [entry.module, ...(entry.imports ?? [])]);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...staticImportsOf(file));
  }
  return files;
}

function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

function measureJs() {
  const { manifest, file } = readClientManifest();
  const route = (id: string) => {
    const entry = manifest.routes[id];
    if (!entry) throw new Error(`the client manifest has no route ${id}`);
    return entry;
  };
  const chain = ['root', 'routes/store', 'layouts/default'].map(route);
  const floorFiles = closure([manifest.entry]);
  const floor = [...floorFiles].reduce((sum, asset) => sum + gzipSize(asset), 0);
  const pages = (
    [
      ['home', 'routes/home'],
      ['category', 'routes/category'],
      ['product', 'product'],
    ] as const
  ).map(([name, id]) => {
    const files = closure([manifest.entry, ...chain, route(id)]);
    const total = [...files].reduce((sum, asset) => sum + gzipSize(asset), 0);
    const listed = new Set(
      [manifest.entry, ...chain, route(id)].flatMap((e) => [e.module, ...(e.imports ?? [])]),
    );
    const unlisted = [...files].filter((asset) => !listed.has(asset));
    return { name, files: files.size, total, own: total - floor, unlisted };
  });
  return { manifestFile: file, floor, floorFiles: [...floorFiles], pages };
}

// ---------------------------------------------------------------------------------------------------------
// 2. Lighthouse

interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page's scripts as Lighthouse's network requests saw them: bytes on the wire (headers included). */
  scriptRequests: number;
  scriptTransferBytes: number;
  scriptResourceBytes: number;
  failedAudits: string[];
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

async function runLighthouse(pages: Array<{ name: string; url: string }>): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const figures: LighthouseFigures[] = [];
  try {
    for (const { name, url } of pages) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const report = Array.isArray(result.report) ? result.report[0] : result.report;
      writeFileSync(
        join(resultsDirectory, `storefront-lighthouse-${name}.json`),
        report ?? JSON.stringify(lhr),
      );
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failedAudits = Object.values(lhr.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
        .filter((id) => (lhr.audits[id]?.score ?? 1) < 1);
      if (lhr.runtimeError) console.warn(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
        ?.items;
      const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
      figures.push({
        page: name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        scriptRequests: scripts.length,
        scriptTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
        scriptResourceBytes: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
        failedAudits: [...new Set(failedAudits)],
      });
    }
  } finally {
    await chrome.kill();
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------
// 3. SSR throughput

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** A cookie of a shopper's session: the output cache renders such a shopper's pages for them (ADR 0024). */
const SESSION_COOKIE = { cookie: 'hortus_cart=bench' };

async function load(name: string, url: string, headers: Record<string, string> = {}) {
  // Twice, so that the load meets the page as the cache then keeps it; the second answer says how.
  await (await fetch(url, { headers })).text();
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
  await check.text();
  const cache = check.headers.get('x-cache') ?? 'none';
  const times: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip', ...headers } },
      (error: unknown, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) failures += 1;
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    page: name,
    cache,
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length,
    failures: failures + result.errors + result.timeouts,
  };
}

// ---------------------------------------------------------------------------------------------------------

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function firstLink(url: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(url)).text();
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`no link ${pattern} on ${url}`);
  return match[1];
}

async function main(): Promise<void> {
  if (!existsSync(join(buildDirectory, 'server/index.js')) || !existsSync(join(clientDirectory, 'assets'))) {
    throw new Error(
      `No production build in ${buildDirectory}: run \`npm run build\` at the repository root first.`,
    );
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);

  mkdirSync(resultsDirectory, { recursive: true });
  console.log(`machine: ${cpus().length} cores, node ${process.version}, ${chromiumVersion()}`);
  const shop = await startBenchShop();
  if (/Building the storefront/.test(shop.output)) {
    console.log('note: npm start rebuilt the storefront (its sources were newer than the build)');
  }
  const { baseUrl } = shop;
  try {
    const js = measureJs();
    const home = `${baseUrl}/${STORE}`;
    const categoryPath = await firstLink(home, new RegExp(`href="(/${STORE}/c/[^"?]+)"`));
    const category = `${baseUrl}${categoryPath}`;
    // A configurable product: the variant picker is the heaviest part of the product page.
    const catalogue = (await (
      await fetch(`${baseUrl}/${STORE}/api/catalog?type=product&size=200&_sourceInclude=slug,type_id`)
    ).json()) as { result: { items: Array<{ slug: string; type_id: string }> } };
    const configurable = catalogue.result.items.find((item) => item.type_id === 'configurable');
    if (!configurable) throw new Error('no configurable product in the demo catalogue');
    const product = `${baseUrl}/${STORE}/p/${configurable.slug}`;
    console.log(`pages: ${home} | ${category} | ${product}`);

    const lighthouseFigures = args['skip-lighthouse']
      ? []
      : await runLighthouse([
          { name: 'home', url: home },
          { name: 'category', url: category },
          { name: 'product', url: product },
        ]);
    // Rendered for a shopper with a session (X-Cache: BYPASS), and as visitors without one get them.
    const throughput = [
      await load('product', product, SESSION_COOKIE),
      await load('category', category, SESSION_COOKIE),
    ];
    const cachedThroughput = [await load('product', product), await load('category', category)];
    // A small, cached API answer, so the proxy's own cost shows: through the storefront and straight.
    const apiPath = `/${STORE}/api/catalog?type=product&size=1&_sourceInclude=sku`;
    const apiThroughput = [
      await load('API via storefront proxy', `${baseUrl}${apiPath}`),
      await load('API straight', `http://127.0.0.1:${API_PORT}${apiPath}`),
    ];

    const lighthouseOf = (page: string) => lighthouseFigures.find((figure) => figure.page === page);
    const throughputOf = (page: string) => throughput.find((row) => row.page === page);
    const rows = [
      { page: 'framework floor', total: js.floor, own: undefined, files: js.floorFiles.length },
      ...js.pages.map((page) => ({ page: page.name, total: page.total, own: page.own, files: page.files })),
    ].map((row) => {
      const lh = lighthouseOf(row.page);
      const load = throughputOf(row.page);
      return {
        page: row.page,
        'JS files': row.files,
        'JS kB gz': kB(row.total),
        'own kB gz': row.own === undefined ? '' : kB(row.own),
        perf: lh?.performance ?? '',
        a11y: lh?.accessibility ?? '',
        'best pr.': lh?.bestPractices ?? '',
        seo: lh?.seo ?? '',
        'LCP ms': lh ? Math.round(lh.lcpMs) : '',
        'TBT ms': lh ? Math.round(lh.tbtMs) : '',
        CLS: lh ? lh.cls.toFixed(3) : '',
        'JS req': lh?.scriptRequests ?? '',
        'JS kB sent': lh ? kB(lh.scriptTransferBytes) : '',
        'req/s': load ? Math.round(load.requestsPerSecond) : '',
        'p50 ms': load ? load.p50.toFixed(1) : '',
        'p95 ms': load ? load.p95.toFixed(1) : '',
        'p99 ms': load ? load.p99.toFixed(1) : '',
      };
    });
    console.log(
      `\nde-de pages. JS: initial JS, gzip -9, from ${js.manifestFile.replace(root, '')} (own = total - floor).` +
        ` Lighthouse 12, default mobile configuration, scores x100.` +
        ` SSR: autocannon ${seconds} s, ${connections} connections, API on ${args.database.split('@').pop()},` +
        ' rendered for a shopper with a session (uncached).',
    );
    console.table(rows);
    console.log('Pages as visitors without a session get them (X-Cache of the answer):');
    console.table(
      cachedThroughput.map((row) => ({
        page: row.page,
        'X-Cache': row.cache,
        'req/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50.toFixed(1),
        'p95 ms': row.p95.toFixed(1),
        'p99 ms': row.p99.toFixed(1),
      })),
    );
    console.table(
      apiThroughput.map((row) => ({
        path: row.page,
        'req/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50.toFixed(1),
        'p95 ms': row.p95.toFixed(1),
        'p99 ms': row.p99.toFixed(1),
      })),
    );
    for (const page of js.pages) {
      if (page.unlisted.length > 0) {
        console.log(`${page.name}: static imports missing from the manifest: ${page.unlisted.join(', ')}`);
      }
    }
    for (const figure of lighthouseFigures) {
      if (figure.failedAudits.length > 0) {
        console.log(
          `${figure.page}: failed Lighthouse audits outside performance: ${figure.failedAudits.join(', ')}`,
        );
      }
    }
    for (const row of [...throughput, ...cachedThroughput, ...apiThroughput]) {
      if (row.failures > 0) console.log(`${row.page}: ${row.failures} non-200 answers or errors under load`);
    }
    console.log(
      `${lighthouseFigures.length > 0 ? 'Lighthouse reports and ' : ''}figures: ${resultsDirectory.replace(root, '')}/storefront-*.json`,
    );
    writeFileSync(
      join(resultsDirectory, 'storefront-summary.json'),
      `${JSON.stringify({ date: new Date().toISOString(), js, lighthouse: lighthouseFigures, throughput, cachedThroughput, apiThroughput }, null, 2)}\n`,
    );
  } finally {
    await shop.stop();
  }
}

await main();
