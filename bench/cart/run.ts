/**
 * Cart benchmark: the demo shop on PostgreSQL, the API started as `npm start` starts it, and over loopback
 * with autocannon: cart update (a line set to a quantity, cycling over 64 guest carts and their skus) and
 * cart totals (the same carts, each with three lines). Then the cost of a login's password check: argon2id
 * verifications, one at a time and eight at once (what bounds login throughput; the login route itself
 * is rate-limited per client address, so it is not loaded over HTTP). Not a test: nothing asserts a timing.
 *
 *   npx tsx bench/cart/run.ts [--database URL] [--connections 8] [--seconds 10]
 *
 * On Linux it also prints the CPU time each scenario cost per request in the API process, the database's
 * server processes and this process (the load tool), and how busy the machine's cores were: on 2 cores
 * these share the CPU, so the figure shows where a request's time goes.
 *
 * The default database is PostgreSQL at postgres://postgres@127.0.0.1:5432/hortus_cart_bench (created and
 * filled with the demo catalogue when missing).
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { ensureDatabase, load, type Scenario, startApi, stopApi } from '../load';
import { cartSkus, cartUpdateRequests, guestCarts, CART_STORE as STORE } from './carts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/hortus_cart_bench' },
    connections: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '4200' },
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const port = Number(args.port);
const CARTS = 64;

/** Skus of simple products with a de-de price and plenty of stock, and no carts of earlier runs. */
async function prepare(url: string): Promise<string[]> {
  await ensureDatabase(url);
  const database = await openDatabase(url);
  await prepareDatabase(database, { demoData: true, log: { info: () => {} } });
  const skus = await cartSkus(database.db);
  // Carts of earlier runs would only grow the tables.
  await database.db.execute(sql`TRUNCATE carts CASCADE`);
  await database.close();
  return skus;
}

/** CPU seconds a process has used so far (user and system), from /proc; 0 where there is none. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds all cores have been busy so far, from /proc/stat (Linux); 0 elsewhere. */
function busySeconds(): number {
  try {
    const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = ticks;
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return 0;
  }
}

/** The server processes of the benchmark's database (the API's pool connections, autovacuum). */
async function databasePids(url: string): Promise<number[]> {
  const database = await openDatabase(url);
  try {
    const name = new URL(url).pathname.slice(1);
    const rows = await queryRows<{ pid: number }>(
      database.db,
      sql`SELECT pid FROM pg_stat_activity WHERE datname = ${name} AND pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  } finally {
    await database.close();
  }
}

async function argon2Cost(): Promise<{ oneAtATimeMs: number; eightAtOncePerSecond: number }> {
  const stored = await hash('Gartenhaus 2026', { algorithm: 2 });
  const rounds = 20;
  let started = performance.now();
  for (let i = 0; i < rounds; i += 1) await verify(stored, 'Gartenhaus 2026');
  const oneAtATimeMs = (performance.now() - started) / rounds;
  started = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    await Promise.all(Array.from({ length: 8 }, () => verify(stored, 'Gartenhaus 2026')));
  }
  const eightAtOncePerSecond = (rounds * 8) / ((performance.now() - started) / 1000);
  return { oneAtATimeMs, eightAtOncePerSecond };
}

const url = args.database;
const skus = await prepare(url);
if (skus.length < 6) throw new Error('the demo catalogue has too few simple products in de-de');
const child = await startApi(port, { DATABASE_URL: url });
const results = [];
const cpu: Record<string, string | number>[] = [];
try {
  const carts = await guestCarts(port, skus, CARTS);
  const update: Scenario = { name: 'cart update (set a line)', requests: cartUpdateRequests(carts, skus) };
  const totals: Scenario = {
    name: 'cart totals (3 lines)',
    requests: carts.map((cartId) => ({
      method: 'GET' as const,
      path: `/${STORE}/api/cart/totals?cartId=${cartId}`,
    })),
  };
  const options = { port, connections, seconds };
  for (const scenario of [update, totals]) {
    await load(options, { ...scenario, name: `${scenario.name} (warm-up)` });
    const pids = url.startsWith('postgres') ? await databasePids(url) : [];
    const database = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const before = { api: cpuSeconds(child.pid ?? 0), database: database(), self: cpuSeconds(process.pid) };
    const busyBefore = busySeconds();
    const result = await load(options, scenario);
    const perRequest = (cpuTime: number) => Number(((cpuTime * 1000) / result.requests).toFixed(2));
    results.push(result);
    cpu.push({
      scenario: scenario.name,
      'API ms/req': perRequest(cpuSeconds(child.pid ?? 0) - before.api),
      'database ms/req': perRequest(database() - before.database),
      'load tool ms/req': perRequest(cpuSeconds(process.pid) - before.self),
      'cores busy': Number(((busySeconds() - busyBefore) / seconds).toFixed(2)),
    });
  }
} finally {
  await stopApi(child);
}
const argon2 = await argon2Cost();
console.log(
  `\n${cpus().length} cores, node ${process.version}, ${connections} connections, ${seconds} s per scenario, ${url.split('@').pop()}`,
);
console.table(results);
if (cpu.some((row) => row['cores busy'] !== 0)) console.table(cpu);
console.log(
  `argon2id verify (a login's password check): ${argon2.oneAtATimeMs.toFixed(1)} ms each one at a time, ` +
    `${Math.round(argon2.eightAtOncePerSecond)} verifications/s eight at once (the ceiling of logins per second)`,
);
