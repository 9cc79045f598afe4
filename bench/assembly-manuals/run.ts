/**
 * Assembly manuals benchmark: what uncached assembly manuals cost the API's other requests. The API is started as
 * `npm start` starts it; `/api/health` is asked one request after another, first with nothing else going on,
 * then while rounds of 10 manual requests run at once, each for a manual not made yet (another sku or
 * store view). Prints the health answers' p50/p95/max for both, and how the manual requests were answered.
 * Not a test: nothing asserts a timing.
 *
 *   npx tsx bench/assembly-manuals/run.ts [--database URL] [--rounds 6] [--port 4210]
 *
 * The default database is PostgreSQL at postgres://postgres@127.0.0.1:5432/hortus_manuals_bench (created
 * and filled with the demo catalogue when missing).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { ensureDatabase, startApi, stopApi } from '../load';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/hortus_manuals_bench' },
    rounds: { type: 'string', default: '6' },
    port: { type: 'string', default: '4210' },
  },
});
const port = Number(args.port);
const rounds = Number(args.rounds);
const AT_ONCE = 10;
const STORES = ['de-de', 'at-de', 'ch-de', 'fr-fr', 'pl-pl', 'hu-hu', 'it-it', 'nl-nl', 'es-es', 'gb-en'];

/** Skus the stores above sell: priced in de-de, enabled. */
async function prepare(url: string): Promise<string[]> {
  await ensureDatabase(url);
  const database = await openDatabase(url);
  await prepareDatabase(database, { demoData: true, log: { info: () => {} } });
  const rows = await queryRows<{ sku: string }>(
    database.db,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'de-de'
      WHERE p.status = 1 ORDER BY p.id LIMIT ${rounds * AT_ONCE}`,
  );
  await database.close();
  return rows.map((row) => row.sku);
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** Asks /api/health one request after another until `done` resolves; the latencies in ms. */
async function probeHealth(done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.then(() => {
    finished = true;
  });
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    await (await fetch(`http://127.0.0.1:${port}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `n=${sorted.length} p50 ${ms(percentile(sorted, 0.5))} p95 ${ms(percentile(sorted, 0.95))} max ${ms(sorted.at(-1) ?? Number.NaN)}`;
}

const skus = await prepare(args.database);
const api = await startApi(port, { DATABASE_URL: args.database });
try {
  const idle = await probeHealth(new Promise((resolve) => setTimeout(resolve, 3000)));
  const answers = new Map<number, number>();
  const manualTimes: number[] = [];
  const manuals = (async () => {
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(
        Array.from({ length: AT_ONCE }, async (_, index) => {
          const sku = skus[(round * AT_ONCE + index) % skus.length] as string;
          const store = STORES[(round + index) % STORES.length] as string;
          const started = performance.now();
          const response = await fetch(
            `http://127.0.0.1:${port}/${store}/api/documents/assembly-instructions/${encodeURIComponent(sku)}`,
          );
          await response.arrayBuffer();
          manualTimes.push(performance.now() - started);
          answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
        }),
      );
    }
  })();
  const loaded = await probeHealth(manuals);
  console.log(`/api/health, nothing else running:            ${summary(idle)}`);
  console.log(`/api/health, ${rounds} rounds of ${AT_ONCE} manuals at once: ${summary(loaded)}`);
  console.log(
    `manual requests: ${summary(manualTimes)}; answers ${JSON.stringify(Object.fromEntries(answers))}`,
  );
} finally {
  await stopApi(api);
}
