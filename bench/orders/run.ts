/**
 * Orders under load and through a crash: the demo shop on PostgreSQL, the API started as `npm start` starts
 * it, products with a few units each, and `--connections` clients placing orders (one cart of one product
 * each, more carts than units, so some orders must be refused) over HTTP. Halfway through, the API process
 * is killed (SIGKILL: no shutdown) and started again; every client retries a request that got no answer
 * or a 5xx with the same idempotency key, as the storefront's task queue would. Then it waits for the
 * confirmation mails and counts:
 *
 *   oversold units (sold beyond a product's stock), lost orders (a client was told "placed" but there is
 *   no such order), duplicate orders (two orders for one key or one cart), lost mails (an order without its
 *   confirmation in the outbox), mails possibly sent twice (jobs that ran again after the crash, with the
 *   same Message-ID), and orders per second while the load ran (downtime included).
 *
 *   npx tsx bench/orders/run.ts [--database URL] [--connections 16] [--products 40] [--units 25] [--carts 2000]
 *     [--socket /var/run/postgresql]
 *
 * `--socket` reaches PostgreSQL (the bench and the API) over its Unix socket in that directory instead of TCP.
 *
 * Not a test: it prints figures (bench/README.md keeps them). Nothing asserts a timing. The storm itself is
 * bench/orders/storm.ts, shared with bench/cluster (two API processes behind HAProxy).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startApi, stopApi } from '../load';
import { mailJobsDone, makeCarts, prepareStorm, reportStorm, storm } from './storm';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/hortus_orders_bench' },
    connections: { type: 'string', default: '16' },
    products: { type: 'string', default: '40' },
    units: { type: 'string', default: '25' },
    carts: { type: 'string', default: '2000' },
    port: { type: 'string', default: '4300' },
    socket: { type: 'string' },
  },
});
const connections = Number(args.connections);
const port = Number(args.port);
const baseUrl = `http://127.0.0.1:${port}`;
/** The database's URL, over the Unix socket of `--socket` (libpq's `host` parameter) when one is given. */
function databaseUrl(): string {
  if (!args.socket) return args.database;
  const over = new URL(args.database);
  over.searchParams.set('host', args.socket);
  return over.toString();
}
const url = databaseUrl();
const outbox = mkdtempSync(join(tmpdir(), 'hortus-orders-bench-'));

/** The API's warnings and errors (its log is JSON lines on stdout), shown: a worker that fails says so. */
function showApiProblems(child: ChildProcess): ChildProcess {
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (/"level":(4|5|6)\d/.test(line)) console.error(`API: ${line.slice(0, 600)}`);
  });
  return child;
}

const units = Number(args.units);
const products = await prepareStorm(url, { products: Number(args.products), units });
const env = { DATABASE_URL: url, OUTBOX_DIR: outbox };
let api = showApiProblems(await startApi(port, env));
const carts = await makeCarts(baseUrl, products, Number(args.carts));

const run = await storm(baseUrl, carts, connections, async () => {
  // Halfway through the carts, the process dies without a shutdown and comes back.
  const killedAt = performance.now();
  api.kill('SIGKILL');
  await new Promise((resolve) => api.once('exit', resolve));
  api = showApiProblems(await startApi(port, env));
  return performance.now() - killedAt;
});
await mailJobsDone(url);
await stopApi(api);
await reportStorm(
  url,
  { ...run, label: `${connections} clients, API killed and restarted once` },
  { products, units, outboxes: [outbox], database: args.socket ? `Unix socket ${args.socket}` : 'TCP' },
);
rmSync(outbox, { recursive: true, force: true });
