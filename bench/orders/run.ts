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
 * Not a test: it prints figures (bench/README.md keeps them). Nothing asserts a timing.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { ensureDatabase, startApi, stopApi } from '../load';

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
const STORE = 'de-de';
/** The database's URL, over the Unix socket of `--socket` (libpq's `host` parameter) when one is given. */
function databaseUrl(): string {
  if (!args.socket) return args.database;
  const over = new URL(args.database);
  over.searchParams.set('host', args.socket);
  return over.toString();
}
const url = databaseUrl();
const outbox = mkdtempSync(join(tmpdir(), 'hortus-orders-bench-'));

interface Product {
  id: number;
  sku: string;
}

async function prepare(): Promise<Product[]> {
  await ensureDatabase(url);
  const database = await openDatabase(url);
  await prepareDatabase(database, { demoData: true, log: { info: () => {} } });
  await database.db.execute(sql`TRUNCATE carts, orders, stock_reservations CASCADE`);
  await database.db.execute(sql`DELETE FROM pgboss.job`);
  const products = await queryRows<Product>(
    database.db,
    sql`SELECT p.id, p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = ${STORE}
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT ${Number(args.products)}`,
  );
  await database.db.execute(
    sql`UPDATE stock_items SET qty = ${Number(args.units)}, is_in_stock = true, manage_stock = true,
      min_sale_qty = 1, max_sale_qty = 10000
      WHERE product_id IN (${sql.join(
        products.map((product) => sql`${product.id}`),
        sql`, `,
      )})`,
  );
  await database.close();
  return products;
}

async function post<T>(path: string, body?: object): Promise<{ status: number; result: T }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { result: T };
  return { status: response.status, result: envelope.result };
}

/** One cart of one unit of a product, round the products, made before the load. */
async function makeCarts(
  products: Product[],
  count: number,
): Promise<{ cartId: string; product: Product }[]> {
  const carts: { cartId: string; product: Product }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const product = products[next % products.length] as Product;
        next += 1;
        const created = await post<string>(`/${STORE}/api/cart/create`);
        await post(`/${STORE}/api/cart/update?cartId=${created.result}`, {
          cartItem: { sku: product.sku, qty: 1 },
        });
        carts.push({ cartId: created.result, product });
      }
    }),
  );
  return carts;
}

const address = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  street: ['Gartenweg 12'],
  city: 'Berlin',
  postcode: '10115',
  country_id: 'DE',
};

interface Outcome {
  cartId: string;
  key: string;
  status: number;
  incrementId?: string;
  attempts: number;
  /** How long the answer took, for the attempt that got one (ms). */
  ms: number;
}

/** Places the order of a cart, retrying a lost answer or a 5xx with the same key until the API answers. */
async function placeOrder(cartId: string): Promise<Outcome> {
  const key = randomUUID();
  const body = {
    idempotency_key: key,
    email: 'bench@example.de',
    firstname: 'Erika',
    lastname: 'Mustermann',
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'cashondelivery',
    },
  };
  for (let attempts = 1; ; attempts += 1) {
    const sent = performance.now();
    try {
      const answer = await post<{ increment_id?: string }>(`/${STORE}/api/order?cartId=${cartId}`, body);
      if (answer.status < 500) {
        return {
          cartId,
          key,
          status: answer.status,
          attempts,
          ms: performance.now() - sent,
          ...(answer.status === 200 ? { incrementId: answer.result.increment_id ?? '' } : {}),
        };
      }
    } catch {
      // No answer: the API is down or was killed mid-request; the same key goes again.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

const products = await prepare();
const env = { DATABASE_URL: url, OUTBOX_DIR: outbox };
let api = showApiProblems(await startApi(port, env));
const carts = await makeCarts(products, Number(args.carts));

const outcomes: Outcome[] = [];
let next = 0;
let restartMs = 0;
const started = performance.now();
const crash = (async () => {
  // Halfway through the carts, the process dies without a shutdown and comes back.
  while (next < carts.length / 2) await new Promise((resolve) => setTimeout(resolve, 20));
  const killedAt = performance.now();
  api.kill('SIGKILL');
  await new Promise((resolve) => api.once('exit', resolve));
  api = showApiProblems(await startApi(port, env));
  restartMs = performance.now() - killedAt;
})();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (next < carts.length) {
      const cart = carts[next] as (typeof carts)[number];
      next += 1;
      outcomes.push(await placeOrder(cart.cartId));
    }
  }),
);
const loadSeconds = (performance.now() - started) / 1000;
await crash;

// The mails: wait until every order's confirmation job is done (or four minutes have passed).
const database = await openDatabase(url);
const pendingMails = async () =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-confirmation-mail' AND state <> 'completed'`,
    )
  )[0]?.n ?? 0;
// A mail job that was running when the process died expires after 60 s and is retried (job-queue.ts).
const mailDeadline = Date.now() + 240_000;
while ((await pendingMails()) > 0 && Date.now() < mailDeadline) await new Promise((r) => setTimeout(r, 500));
await stopApi(api);

const placed = outcomes.filter((outcome) => outcome.status === 200);
const refused = outcomes.filter((outcome) => outcome.status === 409);
const other = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 409);
const [orderCount] = await queryRows<{ n: number; keys: number; carts: number }>(
  database.db,
  sql`SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys, count(DISTINCT cart_id)::int AS carts
    FROM orders`,
);
const numbers = new Set(
  (await queryRows<{ increment_id: string }>(database.db, sql`SELECT increment_id FROM orders`)).map(
    (row) => row.increment_id,
  ),
);
const oversold = await queryRows<{ sku: string; sold: number }>(
  database.db,
  sql`SELECT p.sku, sum(i.qty)::int AS sold FROM order_items i JOIN orders o ON o.id = i.order_id
    JOIN products p ON p.sku = i.sku GROUP BY p.sku HAVING sum(i.qty) > ${Number(args.units)}`,
);
const [stockLeft] = await queryRows<{ units: number; negative: number }>(
  database.db,
  sql`SELECT coalesce(sum(qty), 0)::int AS units, count(*) FILTER (WHERE qty < 0)::int AS negative FROM stock_items
    WHERE product_id IN (${sql.join(
      products.map((product) => sql`${product.id}`),
      sql`, `,
    )})`,
);
const [jobs] = await queryRows<{ retried: number; failed: number }>(
  database.db,
  sql`SELECT count(*) FILTER (WHERE retry_count > 0)::int AS retried,
    count(*) FILTER (WHERE state = 'failed')::int AS failed
    FROM pgboss.job WHERE name = 'order-confirmation-mail'`,
);
await database.close();
const mailFiles = readdirSync(outbox).filter((name) => name.startsWith('order-confirmation-'));
const mailedNumbers = new Set(
  mailFiles.map((name) => name.replace(/^order-confirmation-[a-z]{2}-[a-z]{2}-|\.eml$/g, '')),
);
rmSync(outbox, { recursive: true, force: true });

const units = products.length * Number(args.units);
const answerMs = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
const percentile = (p: number) => Number((answerMs[Math.floor(answerMs.length * p)] ?? 0).toFixed(1));
const n = orderCount?.n ?? 0;
console.log(
  `\n${connections} clients, ${carts.length} carts of one unit for ${units} units (${products.length} products x ${args.units}), API killed and restarted once`,
);
console.table([
  {
    'orders placed': n,
    'orders/s': Math.round(placed.length / loadSeconds),
    'load s': Number(loadSeconds.toFixed(1)),
    'restart ms': Math.round(restartMs),
    'refused (409)': refused.length,
    'other answers': other.length,
    'requests retried': outcomes.filter((outcome) => outcome.attempts > 1).length,
  },
]);
// The API's pace while it ran: every answer (placed or refused) over the load's time without the restart.
console.table([
  {
    'answers/s without the restart': Math.round(outcomes.length / (loadSeconds - restartMs / 1000)),
    'answer p50 ms': percentile(0.5),
    'answer p95 ms': percentile(0.95),
    'answer p99 ms': percentile(0.99),
    database: args.socket ? `Unix socket ${args.socket}` : 'TCP',
  },
]);
console.table([
  {
    'oversold units': oversold.reduce((sum, row) => sum + row.sold - Number(args.units), 0),
    'negative stock rows': stockLeft?.negative ?? 0,
    'units sold + left = units': `${n} + ${stockLeft?.units ?? 0} = ${n + (stockLeft?.units ?? 0)} (${units})`,
    'lost orders': placed.filter((outcome) => !numbers.has(outcome.incrementId ?? '')).length,
    'duplicate orders': n - Math.min(orderCount?.keys ?? 0, orderCount?.carts ?? 0),
    'lost mails': [...numbers].filter((number) => !mailedNumbers.has(number)).length,
    // A job killed after its mail went out but before it was marked done sends it again, with the same
    // Message-ID (and the same outbox file): at most this many mails went out twice.
    'mails possibly sent twice': jobs?.retried ?? 0,
    'mail jobs failed': jobs?.failed ?? 0,
  },
]);
