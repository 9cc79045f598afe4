/**
 * The back office's order list at 100,000 orders on PostgreSQL: the migrated shop (no demo catalogue needed)
 * gets `--orders` orders spread over two years, 24 store views, four statuses, the payment methods and
 * 2,000 buyers; then each filter staff use is read `--runs` times (its first page, and a page deep in the
 * list through the cursors) and the time per page printed (p50, p95, max), with the plan's access paths.
 *
 * Then the same filters over HTTP: the API is started on the bench database (as bench/orders/run.ts does), a
 * staff account of the orders role is opened directly in the database and signed in (password, TOTP), and
 * GET /api/staff/orders is timed per filter, first page (p50, p95): what a member of staff waits for.
 *
 *   npx tsx bench/order-list/run.ts [--database URL] [--orders 100000] [--runs 200] [--port 4390]
 *
 * Not a test: it prints figures (bench/README.md keeps them). Nothing asserts a timing.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { STORE_VIEWS } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import {
  type OrderListCursor,
  type OrderListFilter,
  orderListPage,
} from '../../apps/api/src/modules/order/order-list';
import { createStaffAccount, totpCodeAt } from '../../apps/api/src/modules/staff';
import { ensureDatabase, startApi, stopApi } from '../load';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/hortus_order_list_bench' },
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    port: { type: 'string', default: '4390' },
  },
});
const ORDERS = Number(args.orders);
const RUNS = Number(args.runs);

await ensureDatabase(args.database);
const database = await openDatabase(args.database, { poolSize: 2 });
await prepareDatabase(database, { demoData: false, log: { info: () => {} } });
const { db } = database;

const [{ count = 0 } = {}] = await queryRows<{ count: number }>(
  db,
  sql`SELECT count(*)::int AS count FROM orders`,
);
if (count !== ORDERS) {
  console.log(`writing ${ORDERS} orders ...`);
  await db.execute(sql`TRUNCATE orders CASCADE`);
  const stores = STORE_VIEWS.map((view) => view.storeCode);
  // Names and statuses as a shop has them: most orders delivered or processing, few pending or canceled.
  await db.execute(sql`
    INSERT INTO orders (increment_id, store_code, status, firstname, lastname, email, currency_code,
      subtotal_incl_tax, tax_amount, grand_total, total_due, payment_method_code, created_at)
    SELECT (100000000 + n / ${stores.length} + 1)::text,
      (${`{${stores.join(',')}}`}::text[])[1 + n % ${stores.length}],
      (ARRAY['processing','processing','processing','pending','canceled'])[1 + (n * 7) % 5],
      (ARRAY['Erika','Jürgen','Anne','Piotr','Sofia','Lars','Giulia','Hans'])[1 + (n * 13) % 8],
      (ARRAY['Mustermann','Öztürk','Dubois','Kowalski','Lindqvist','Rossi','Huber','Janssen'])[1 + (n * 17) % 8]
        || (n % 2000)::text,
      'buyer' || (n % 2000) || '@example.com', 'EUR', 129900, 20740, 129900,
      CASE WHEN (n * 7) % 5 = 3 THEN 129900 ELSE 0 END,
      (ARRAY['banktransfer','cashondelivery','unzer_creditcard','unzer_paypal','amazon_pay'])[1 + (n / 5) % 5],
      timestamptz '2026-11-27 00:00:00+00' - make_interval(secs => (${ORDERS} - n) * (63072000.0 / ${ORDERS}))
    FROM generate_series(0, ${ORDERS - 1}) AS n`);
  await db.execute(sql`VACUUM ANALYZE orders`);
}

const scenarios: [string, OrderListFilter][] = [
  ['all orders', {}],
  ['one store view', { storeCodes: ['at-de'] }],
  ['canceled (20 %)', { statuses: ['canceled'] }],
  [
    'pending, bank transfer, one store view',
    { statuses: ['pending'], paymentMethods: ['banktransfer'], storeCodes: ['de-de'] },
  ],
  ['one month', { placedFrom: '2026-03-01', placedTo: '2026-03-31' }],
  ['order number beginning', { query: '10000312' }],
  ['e-mail beginning', { query: 'buyer1234@' }],
  ['part of a name', { query: 'öztürk12' }],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const format = (ms: number) => ms.toFixed(2).padStart(7);
console.log(`${ORDERS} orders, ${RUNS} runs each; ms per page (first page / tenth page through the cursors)`);
console.log(
  `${'filter'.padEnd(40)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}   tenth: p50     p95   found`,
);
for (const [name, filter] of scenarios) {
  const first: number[] = [];
  const tenth: number[] = [];
  let found = '';
  let deep: OrderListCursor | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const page = await orderListPage(db, filter, null);
    first.push(performance.now() - start);
    found = `${page.total.count}${page.total.more ? '+' : ''}`;
    if (run === 0) {
      deep = page.older;
      for (let step = 0; step < 8 && deep; step += 1) deep = (await orderListPage(db, filter, deep)).older;
    }
    if (deep) {
      const deepStart = performance.now();
      await orderListPage(db, filter, deep);
      tenth.push(performance.now() - deepStart);
    }
  }
  first.sort((a, b) => a - b);
  tenth.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(40)} ${format(percentile(first, 50))} ${format(percentile(first, 95))} ${format(first.at(-1) ?? 0)}   ${
      tenth.length ? `${format(percentile(tenth, 50))} ${format(percentile(tenth, 95))}` : '      -       -'
    }  ${found}`,
  );
}

/** The filter as the list's query string (the page's form sends the same). */
function queryOf(filter: OrderListFilter): string {
  const query = new URLSearchParams();
  if (filter.query) query.set('q', filter.query);
  if (filter.storeCodes) query.set('store_code', filter.storeCodes.join(','));
  if (filter.statuses) query.set('status', filter.statuses.join(','));
  if (filter.paymentMethods) query.set('payment_method', filter.paymentMethods.join(','));
  if (filter.placedFrom) query.set('placed_from', filter.placedFrom);
  if (filter.placedTo) query.set('placed_to', filter.placedTo);
  return query.toString();
}

const port = Number(args.port);
const api = await startApi(port, { DATABASE_URL: args.database });
const base = `http://127.0.0.1:${port}`;
try {
  const email = `bench.orders.${Date.now()}@hortus.example`;
  const password = 'Bench 2026 Bestellliste';
  await createStaffAccount(db, { email, name: 'Bench Orders', role: 'orders', password });
  const post = async (path: string, body: object) =>
    (await (
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { result: Record<string, string> };
  const login = await post('/api/staff/login', { email, password });
  const enrolled = await post('/api/staff/login/enrol', {
    challenge: login.result.challenge,
    code: totpCodeAt(login.result.secret ?? '', new Date()),
  });
  const session = enrolled.result.session;
  if (!session) throw new Error(`the bench's staff account could not sign in: ${JSON.stringify(enrolled)}`);
  console.log(
    `\nGET /api/staff/orders over HTTP (the API on this database), ${RUNS} runs each; ms per answer`,
  );
  console.log(`${'filter'.padEnd(40)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
  for (const [name, filter] of scenarios) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      const answer = await fetch(`${base}/api/staff/orders?${queryOf(filter)}`, {
        headers: { authorization: `Bearer ${session}` },
      });
      await answer.arrayBuffer();
      times.push(performance.now() - start);
      if (answer.status !== 200) throw new Error(`${name}: the API answered ${answer.status}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(40)} ${format(percentile(times, 50))} ${format(percentile(times, 95))} ${format(times.at(-1) ?? 0)}`,
    );
  }
} finally {
  await stopApi(api);
  await database.close();
}
