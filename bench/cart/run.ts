/**
 * Cart benchmark: the demo shop on PostgreSQL, the API started as `npm start` starts it, and over loopback
 * with autocannon: cart update (a line set to a quantity, cycling over 64 guest carts and their skus) and
 * cart totals (the same carts, each with three lines). Then the cost of a login's password check: argon2id
 * verifications, one at a time and eight at once (what bounds login throughput; the login route itself
 * is rate-limited per client address, so it is not loaded over HTTP). Not a test: nothing asserts a timing.
 *
 *   npx tsx bench/cart/run.ts [--database URL] [--connections 8] [--seconds 10]
 *
 * The default database is PostgreSQL at postgres://postgres@127.0.0.1:5432/hortus_cart_bench (created and
 * filled with the demo catalogue when missing).
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { ensureDatabase, load, type Scenario, startApi, stopApi } from '../load';

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
const STORE = 'de-de';
const CARTS = 64;

/** Skus of simple products with a de-de price and plenty of stock. */
async function prepare(url: string): Promise<string[]> {
  await ensureDatabase(url);
  const database = await openDatabase(url);
  await prepareDatabase(database, { demoData: true, log: { info: () => {} } });
  const rows = await queryRows<{ sku: string }>(
    database.db,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = ${STORE}
      JOIN stock_items s ON s.product_id = p.id
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.max_sale_qty >= 10
      ORDER BY p.id LIMIT 12`,
  );
  // Carts of earlier runs would only grow the tables.
  await database.db.execute(sql`TRUNCATE carts CASCADE`);
  await database.close();
  return rows.map((row) => row.sku);
}

async function api<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; result: T };
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope.result)}`);
  return envelope.result;
}

async function guestCarts(skus: string[]): Promise<string[]> {
  const carts: string[] = [];
  for (let index = 0; index < CARTS; index += 1) {
    const cartId = await api<string>('POST', `/${STORE}/api/cart/create`);
    for (let line = 0; line < 3; line += 1) {
      const sku = skus[(index + line) % skus.length] as string;
      await api('POST', `/${STORE}/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
    }
    carts.push(cartId);
  }
  return carts;
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
try {
  const carts = await guestCarts(skus);
  const update: Scenario = {
    name: 'cart update (set a line)',
    requests: carts.flatMap((cartId, index) =>
      [1, 2, 3].map((qty) => ({
        method: 'POST' as const,
        path: `/${STORE}/api/cart/update?cartId=${cartId}`,
        body: JSON.stringify({ cartItem: { sku: skus[index % skus.length], qty } }),
      })),
    ),
  };
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
    results.push(await load(options, scenario));
  }
} finally {
  await stopApi(child);
}
const argon2 = await argon2Cost();
console.log(
  `\n${cpus().length} cores, node ${process.version}, ${connections} connections, ${seconds} s per scenario, ${url.split('@').pop()}`,
);
console.table(results);
console.log(
  `argon2id verify (a login's password check): ${argon2.oneAtATimeMs.toFixed(1)} ms each one at a time, ` +
    `${Math.round(argon2.eightAtOncePerSecond)} verifications/s eight at once (the ceiling of logins per second)`,
);
