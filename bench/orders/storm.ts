/**
 * The order storm of bench/orders (one API process) and bench/cluster (two behind HAProxy): products with a
 * few units each, more one-unit carts than units, clients placing the orders over HTTP while an API process
 * is killed (SIGKILL) and comes back, and the counts that say whether any order was oversold, lost or made
 * twice, and whether each confirmation mail went out once.
 */
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { berlinOrder } from '../../apps/api/test/berlin-order';
import { ensureDatabase } from '../load';

export const STORE = 'de-de';

export interface Product {
  id: number;
  sku: string;
}

/** Migrates and seeds the database when needed, empties its orders and jobs, and gives products units. */
export async function prepareStorm(
  url: string,
  options: { products: number; units: number },
): Promise<Product[]> {
  await ensureDatabase(url);
  const database = await openDatabase(url);
  await prepareDatabase(database, { demoData: true, log: { info: () => {} } });
  await database.db.execute(sql`TRUNCATE carts, orders, stock_reservations CASCADE`);
  await database.db.execute(sql`DELETE FROM pgboss.job`);
  const products = await queryRows<Product>(
    database.db,
    sql`SELECT p.id, p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = ${STORE}
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT ${options.products}`,
  );
  await database.db.execute(
    sql`UPDATE stock_items SET qty = ${options.units}, is_in_stock = true, manage_stock = true,
      min_sale_qty = 1, max_sale_qty = 10000
      WHERE product_id IN (${sql.join(
        products.map((product) => sql`${product.id}`),
        sql`, `,
      )})`,
  );
  await database.close();
  return products;
}

async function post<T>(baseUrl: string, path: string, body?: object): Promise<{ status: number; result: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { result: T };
  return { status: response.status, result: envelope.result };
}

/** One cart of one unit of a product, round the products, made before the load. */
export async function makeCarts(
  baseUrl: string,
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
        const created = await post<string>(baseUrl, `/${STORE}/api/cart/create`);
        await post(baseUrl, `/${STORE}/api/cart/update?cartId=${created.result}`, {
          cartItem: { sku: product.sku, qty: 1 },
        });
        carts.push({ cartId: created.result, product });
      }
    }),
  );
  return carts;
}

export interface Outcome {
  cartId: string;
  key: string;
  status: number;
  incrementId?: string;
  attempts: number;
  /** How long the answer took, for the attempt that got one (ms). */
  ms: number;
}

/** Places the order of a cart, retrying a lost answer or a 5xx with the same key until the API answers. */
async function placeOrder(baseUrl: string, cartId: string): Promise<Outcome> {
  const body = berlinOrder('bench@example.de', 'cashondelivery');
  const key = body.idempotency_key;
  for (let attempts = 1; ; attempts += 1) {
    const sent = performance.now();
    try {
      const answer = await post<{ increment_id?: string }>(
        baseUrl,
        `/${STORE}/api/order?cartId=${cartId}`,
        body,
      );
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

/**
 * `connections` clients place the carts' orders; when half the carts are taken, `crash` kills an API
 * process and resolves with the milliseconds until it was back.
 */
export async function storm(
  baseUrl: string,
  carts: { cartId: string }[],
  connections: number,
  crash: () => Promise<number>,
): Promise<{ outcomes: Outcome[]; loadSeconds: number; restartMs: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  let restartMs = 0;
  const started = performance.now();
  const crashed = (async () => {
    while (next < carts.length / 2) await new Promise((resolve) => setTimeout(resolve, 20));
    restartMs = await crash();
  })();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < carts.length) {
        const cart = carts[next] as (typeof carts)[number];
        next += 1;
        outcomes.push(await placeOrder(baseUrl, cart.cartId));
      }
    }),
  );
  const loadSeconds = (performance.now() - started) / 1000;
  await crashed;
  return { outcomes, loadSeconds, restartMs };
}

/** Waits until every order's confirmation job is done, or four minutes have passed. */
export async function mailJobsDone(url: string): Promise<void> {
  const database = await openDatabase(url);
  const pendingMails = async () =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-confirmation-mail' AND state <> 'completed'`,
      )
    )[0]?.n ?? 0;
  // A mail job that was running when its process died expires after 10 s and is retried (job-queue.ts).
  const mailDeadline = Date.now() + 240_000;
  while ((await pendingMails()) > 0 && Date.now() < mailDeadline)
    await new Promise((r) => setTimeout(r, 500));
  await database.close();
}

/** The order numbers whose confirmation is in an outbox (its file is named by the order's number). */
function mailedNumbers(outbox: string): string[] {
  return readdirSync(outbox)
    .filter((name) => name.startsWith('order-confirmation-'))
    .map((name) => name.replace(/^order-confirmation-[a-z]{2}-[a-z]{2}-|\.eml$/g, ''));
}

/**
 * Prints the storm's figures and its counts from the database and the API processes' outboxes (one each
 * when several processes send mails: a mail in two outboxes was sent by two processes).
 */
export async function reportStorm(
  url: string,
  run: { outcomes: Outcome[]; loadSeconds: number; restartMs: number; label: string },
  options: { products: Product[]; units: number; outboxes: string[]; database: string },
): Promise<void> {
  const { outcomes, loadSeconds, restartMs } = run;
  const database = await openDatabase(url);
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
      JOIN products p ON p.sku = i.sku GROUP BY p.sku HAVING sum(i.qty) > ${options.units}`,
  );
  const [stockLeft] = await queryRows<{ units: number; negative: number }>(
    database.db,
    sql`SELECT coalesce(sum(qty), 0)::int AS units, count(*) FILTER (WHERE qty < 0)::int AS negative FROM stock_items
      WHERE product_id IN (${sql.join(
        options.products.map((product) => sql`${product.id}`),
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
  const mailed = options.outboxes.map(mailedNumbers);
  const mailedAnywhere = new Set(mailed.flat());

  const units = options.products.length * options.units;
  const answerMs = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const percentile = (p: number) => Number((answerMs[Math.floor(answerMs.length * p)] ?? 0).toFixed(1));
  const n = orderCount?.n ?? 0;
  console.log(
    `\n${run.label}: ${outcomes.length} carts of one unit for ${units} units (${options.products.length} products x ${options.units})`,
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
      database: options.database,
    },
  ]);
  console.table([
    {
      'oversold units': oversold.reduce((sum, row) => sum + row.sold - options.units, 0),
      'negative stock rows': stockLeft?.negative ?? 0,
      'units sold + left = units': `${n} + ${stockLeft?.units ?? 0} = ${n + (stockLeft?.units ?? 0)} (${units})`,
      'lost orders': placed.filter((outcome) => !numbers.has(outcome.incrementId ?? '')).length,
      'duplicate orders': n - Math.min(orderCount?.keys ?? 0, orderCount?.carts ?? 0),
      'lost mails': [...numbers].filter((number) => !mailedAnywhere.has(number)).length,
      // A job killed after its mail went out but before it was marked done sends it again, with the same
      // Message-ID (and the same outbox file): at most this many mails went out twice.
      'mails possibly sent twice': jobs?.retried ?? 0,
      'mail jobs failed': jobs?.failed ?? 0,
    },
  ]);
  if (options.outboxes.length > 1) {
    // Each process writes to its own outbox: an order's mail in two of them ran in two processes.
    console.table(
      mailed.map((numbersOfProcess, index) => ({
        'API process': index + 1,
        'confirmation mails sent': numbersOfProcess.length,
      })),
    );
    console.log(
      `mails sent by more than one process: ${mailed.flat().length - mailedAnywhere.size} (of ${mailedAnywhere.size})`,
    );
  }
}
