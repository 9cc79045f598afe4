/**
 * Card payments under load: the demo shop on PostgreSQL, the API started as `npm start` starts it with the
 * real Unzer emulator (in a process of its own, provider.ts) as its provider, and `--shoppers` shoppers for
 * `--seconds`, each over and over: a cart with one product, a card created at Unzer with the public key
 * (as the checkout page does in the browser), the order placed with `unzer_creditcard`. Half the cards
 * (`--three-ds`) need 3-D Secure: the shopper opens Unzer's buyer page, approves it with the password by
 * a form post as a browser would, and comes back to the return page's call, `GET /api/payments/:id`. The
 * emulator delivers its webhooks to the shop's notification route, which queues a `payment-sync` job.
 *
 * After the load the job queue drains (webhooks settled, no payment-sync job left, then a few seconds
 * more), and the database is checked against the provider: orders paid twice (payment events summing
 * beyond the grand total, or more than one), payments Unzer completed that the shop does not have as paid,
 * payments the shop booked that Unzer does not have, units sold beyond the stock. One product is scarce
 * (`--scarce-units`), so some placements are refused for want of stock while payments run.
 *
 *   npx tsx bench/payments/run.ts [--database URL] [--shoppers 8] [--seconds 60] [--three-ds 0.5]
 *     [--products 10] [--scarce-units 40] [--double-clicks 0] [--port 4400]
 *
 * `--double-clicks` is the share of placements sent twice at once with the same idempotency key (a double
 * click on "Buy now"): one order and one charge must come of it, and the second answer is counted apart.
 * `--gone-after-approval` is the share of 3-D Secure buyers who approve at Unzer and never come back to the
 * shop: only the webhook can tell the shop, and the end state must have their orders paid all the same
 * (they are not counted in the payments succeeded or payments/s; the end-state checks count them).
 *
 * The shop's latencies are timed at the shopper (the placement, the return call); the time the shop waited
 * for Unzer within each of them is timed at the emulator's door (provider.ts) and taken off: "shop only".
 * The emulator's own time per kind of request is printed apart.
 *
 * Not a test: it prints figures (bench/README.md keeps them). Nothing asserts a timing.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { berlinAddress as address } from '../../apps/api/test/berlin-order';
import { ensureDatabase, startApi, stopApi } from '../load';
import type { ProviderAsk, ProviderTiming } from './provider';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/hortus_payments_bench' },
    shoppers: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '60' },
    'three-ds': { type: 'string', default: '0.5' },
    products: { type: 'string', default: '10' },
    'double-clicks': { type: 'string', default: '0' },
    'gone-after-approval': { type: 'string', default: '0' },
    'scarce-units': { type: 'string', default: '40' },
    port: { type: 'string', default: '4400' },
  },
});
const shoppers = Number(args.shoppers);
const seconds = Number(args.seconds);
const threeDsShare = Number(args['three-ds']);
const doubleClicks = Number(args['double-clicks']);
const goneAfterApproval = Number(args['gone-after-approval']);
const port = Number(args.port);
const url = args.database;
const STORE = 'de-de';
const AMPLE_UNITS = 100_000;
const FRICTIONLESS_CARD = '4444333322221111';
const THREE_DS_CARD = '4711100000000000';
const SHOP = `http://127.0.0.1:${port}`;
const now = () => performance.timeOrigin + performance.now();

interface Product {
  id: number;
  sku: string;
  units: number;
}

async function prepare(): Promise<Product[]> {
  await ensureDatabase(url);
  const database = await openDatabase(url);
  await prepareDatabase(database, { demoData: true, log: { info: () => {} } });
  // Orders (their attempts, events, reservations) and carts of earlier runs, and their jobs.
  await database.db.execute(sql`TRUNCATE carts, orders, stock_reservations CASCADE`);
  await database.db.execute(sql`DELETE FROM pgboss.job`);
  const rows = await queryRows<{ id: number; sku: string }>(
    database.db,
    sql`SELECT p.id, p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = ${STORE}
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT ${Number(args.products)}`,
  );
  const products = rows.map((row, index) => ({
    ...row,
    units: index === 0 ? Number(args['scarce-units']) : AMPLE_UNITS,
  }));
  for (const product of products)
    await database.db.execute(
      sql`UPDATE stock_items SET qty = ${product.units}, is_in_stock = true, manage_stock = true,
        min_sale_qty = 1, max_sale_qty = 10000 WHERE product_id = ${product.id}`,
    );
  await database.close();
  return products;
}

// ---------------------------------------------------------------------------------------------------------
// The provider's process.

interface Provider {
  child: ChildProcess;
  url: string;
  ask<T>(what: ProviderAsk['ask']): Promise<T>;
}

function startProvider(keys: { privateKey: string; publicKey: string }): Promise<Provider> {
  const child = fork(fileURLToPath(new URL('provider.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, UNZER_PRIVATE_KEY: keys.privateKey, UNZER_PUBLIC_KEY: keys.publicKey },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(what: ProviderAsk['ask']) =>
    new Promise<T>((resolve) => {
      child.once('message', (answer) => resolve(answer as T));
      child.send({ ask: what } satisfies ProviderAsk);
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url, ask }));
    child.once('exit', (code) => reject(new Error(`the Unzer emulator exited with ${code}`)));
  });
}

// ---------------------------------------------------------------------------------------------------------
// The shoppers.

interface Answer<T> {
  status: number;
  result: T;
  start: number;
  end: number;
}

/** Counts of answers by call and status, for the table of what the shop answered. */
const answers = new Map<string, Map<number, number>>();
function counted(call: string, status: number) {
  const byStatus = answers.get(call) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  answers.set(call, byStatus);
}

async function shop<T>(
  call: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<Answer<T>> {
  const start = now();
  const response = await fetch(`${SHOP}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const end = now();
  counted(call, response.status);
  let result: T;
  try {
    result = (JSON.parse(text) as { result: T }).result;
  } catch {
    result = text as T;
  }
  return { status: response.status, result, start, end };
}

interface PaymentAnswer {
  id: string;
  status: 'starting' | 'pending' | 'succeeded' | 'failed';
  redirect_url: string | null;
}
interface Placed {
  entity_id: number;
  grand_total: number;
  payment?: PaymentAnswer;
}

/** One shop call timed at the shopper, with what ties it to the provider's requests. */
interface Timed {
  start: number;
  end: number;
  typeId: string;
  paymentId?: string;
}
const placements: Timed[] = [];
const returns: Timed[] = [];
const cartCalls: number[] = [];
/** Where each order's payment stood for its shopper at the end: succeeded, pending, failed. */
const toldShopper = new Map<number, PaymentAnswer['status']>();
let paymentsSucceeded = 0;
let threeDsRounds = 0;
/** Buyers who approved at Unzer and never came back to the shop's return page. */
let goneBuyers = 0;
/** What the second request of each double click was answered: its payment's status, or the HTTP status. */
const replayed: string[] = [];
let returnPolls = 0;

async function cardType(provider: Provider, publicKey: string, number: string): Promise<string> {
  const response = await fetch(`${provider.url}/v1/types/card`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${publicKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ number, expiryDate: '12/2030', cvc: '123' }),
  });
  const answer = (await response.json()) as { id?: string };
  if (!answer.id) throw new Error(`Unzer made no card type: ${JSON.stringify(answer)}`);
  return answer.id;
}

/** The buyer on Unzer's 3-D Secure page: opens it, types the password, approves (a plain form post). */
async function approveOnBuyerPage(redirectUrl: string): Promise<void> {
  const page = await fetch(redirectUrl);
  await page.text();
  const decided = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password: 'secret3', decision: 'approve' }),
    redirect: 'manual',
  });
  await decided.text();
  if (decided.status !== 303) throw new Error(`the buyer page answered ${decided.status}`);
}

async function shopper(
  index: number,
  products: Product[],
  provider: Provider,
  publicKey: string,
  deadline: number,
) {
  for (let round = 0; now() < deadline; round += 1) {
    const product = products[(index + round) % products.length] as Product;
    const created = await shop<string>('cart/create', 'POST', `/${STORE}/api/cart/create`);
    const updated = await shop('cart/update', 'POST', `/${STORE}/api/cart/update?cartId=${created.result}`, {
      cartItem: { sku: product.sku, qty: 1 },
    });
    cartCalls.push(created.end - created.start, updated.end - updated.start);
    // The share of 3-D Secure cards, spread evenly over the rounds of every shopper.
    const threeDs = Math.floor((round + 1) * threeDsShare) > Math.floor(round * threeDsShare);
    const typeId = await cardType(provider, publicKey, threeDs ? THREE_DS_CARD : FRICTIONLESS_CARD);
    const placement = {
      idempotency_key: `bench-${index}-${round}-${randomBytes(6).toString('hex')}`,
      email: `bench.${index}.${round}@example.de`,
      firstname: 'Erika',
      lastname: 'Mustermann',
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'unzer_creditcard',
        payment_method_additional: { type_id: typeId },
      },
    };
    const orderPath = `/${STORE}/api/order?cartId=${created.result}`;
    // A double click: the same placement (same key) sent twice at once; the first answer is the shopper's.
    const twice = Math.floor((round + 1) * doubleClicks) > Math.floor(round * doubleClicks);
    const [placed, again] = await Promise.all([
      shop<Placed>('order', 'POST', orderPath, placement),
      twice ? shop<Placed>('order (the same, again)', 'POST', orderPath, placement) : undefined,
    ]);
    if (again)
      replayed.push(again.status === 200 ? (again.result.payment?.status ?? 'none') : String(again.status));
    placements.push({ start: placed.start, end: placed.end, typeId });
    // The page goes on with the answer it got last: on a double click, the second request's.
    const answer = again ?? placed;
    const first = answer.status === 200 ? answer.result.payment : undefined;
    if (!first) continue;
    let payment: PaymentAnswer = first;
    // Still starting (the first request of the key is under way): the page reads the payment until it moves.
    for (let poll = 0; payment.status === 'starting' && poll < 40; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const read: Answer<PaymentAnswer> = await shop(
        'payments/:id while starting',
        'GET',
        `/api/payments/${payment.id}`,
      );
      if (read.status === 200) payment = read.result;
    }
    toldShopper.set(answer.result.entity_id, payment.status);
    if (payment.status === 'succeeded') paymentsSucceeded += 1;
    if (payment.status !== 'pending' || !payment.redirect_url) continue;
    await approveOnBuyerPage(payment.redirect_url);
    // A share of buyers close the tab after approving: only Unzer's notification tells the shop.
    threeDsRounds += 1;
    if (Math.floor(threeDsRounds * goneAfterApproval) > Math.floor((threeDsRounds - 1) * goneAfterApproval)) {
      goneBuyers += 1;
      continue;
    }
    // Back on the shop's /payment/{id} page: it reads the payment, and again while it is pending.
    for (let poll = 0; poll < 20; poll += 1) {
      const read = await shop<PaymentAnswer>('payments/:id', 'GET', `/api/payments/${payment.id}`);
      if (poll === 0) returns.push({ start: read.start, end: read.end, typeId });
      else returnPolls += 1;
      const status = read.status === 200 ? read.result.status : 'failed';
      toldShopper.set(placed.result.entity_id, status);
      if (status === 'succeeded') paymentsSucceeded += 1;
      if (status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The figures.

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1));
  return { n: sorted.length, 'p50 ms': at(0.5), 'p95 ms': at(0.95), 'p99 ms': at(0.99) };
}

const SLACK_MS = 2;
const within = (timing: ProviderTiming, window: { start: number; end: number }) =>
  timing.start >= window.start - SLACK_MS && timing.end <= window.end + SLACK_MS;
const duration = (timing: ProviderTiming) => timing.end - timing.start;

/**
 * The time the shop waited for Unzer within each placement and return call: a placement makes the
 * customer, the charge and the read of the payment; a return call reads the payment. A `payment-sync`
 * job's read of the same payment may fall into the same window (a webhook arrived meanwhile): then the
 * first read after the call began counts, and the window is counted as overlapped.
 */
function providerShare(timings: ProviderTiming[]) {
  const charges = new Map<string, ProviderTiming>();
  const customers = new Map<string, ProviderTiming>();
  const reads = new Map<string, ProviderTiming[]>();
  for (const timing of timings) {
    if (timing.kind === 'POST charge' && timing.ids?.typeId) charges.set(timing.ids.typeId, timing);
    if (timing.kind === 'POST customer' && timing.ids?.customerId)
      customers.set(timing.ids.customerId, timing);
    if (timing.kind === 'GET payment' && timing.ids?.paymentId) {
      const list = reads.get(timing.ids.paymentId) ?? [];
      list.push(timing);
      reads.set(timing.ids.paymentId, list);
    }
  }
  let overlapped = 0;
  let unattributed = 0;
  const firstRead = (paymentId: string, window: { start: number; end: number }, after: number) => {
    const candidates = (reads.get(paymentId) ?? []).filter(
      (read) => within(read, window) && read.start >= after - SLACK_MS,
    );
    if (candidates.length > 1) overlapped += 1;
    return candidates.sort((a, b) => a.start - b.start)[0];
  };
  const placementShop: number[] = [];
  const placementProvider: number[] = [];
  for (const placement of placements) {
    const charge = charges.get(placement.typeId);
    if (!charge || !within(charge, placement)) continue; // refused before the payment began
    const customer = customers.get(charge.ids?.customerId ?? '');
    const read = firstRead(charge.ids?.paymentId ?? '', placement, charge.end);
    placement.paymentId = charge.ids?.paymentId;
    if (!customer || !read) {
      unattributed += 1;
      continue;
    }
    const waited = duration(customer) + duration(charge) + duration(read);
    placementProvider.push(waited);
    placementShop.push(placement.end - placement.start - waited);
  }
  const returnShop: number[] = [];
  const returnProvider: number[] = [];
  for (const back of returns) {
    const paymentId = charges.get(back.typeId)?.ids?.paymentId ?? '';
    const read = firstRead(paymentId, back, back.start);
    if (!read) {
      unattributed += 1;
      continue;
    }
    returnProvider.push(duration(read));
    returnShop.push(back.end - back.start - duration(read));
  }
  return { placementShop, placementProvider, returnShop, returnProvider, overlapped, unattributed };
}

// ---------------------------------------------------------------------------------------------------------
// The run.

const products = await prepare();
const keys = {
  privateKey: `s-priv-${randomBytes(8).toString('hex')}`,
  publicKey: `s-pub-${randomBytes(8).toString('hex')}`,
};
const provider = await startProvider(keys);
const outbox = mkdtempSync(join(tmpdir(), 'hortus-payments-bench-'));
const apiProblems: string[] = [];
const api = await startApi(port, {
  DATABASE_URL: url,
  OUTBOX_DIR: outbox,
  UNZER_API_URL: provider.url,
  UNZER_PRIVATE_KEY: keys.privateKey,
  UNZER_PUBLIC_KEY: keys.publicKey,
  // The shop's own address: Unzer's return URL (the benchmark does not follow it) and its notification URL.
  SHOP_URL: SHOP,
});
// The API's warnings and errors (its log is JSON lines on stdout), kept for the end and counted.
let rest = '';
api.stdout?.on('data', (chunk: Buffer) => {
  const lines = (rest + chunk.toString()).split('\n');
  rest = lines.pop() ?? '';
  for (const line of lines) if (/"level":(4|5|6)\d/.test(line)) apiProblems.push(line.slice(0, 600));
});

// The merchant's webhook: every change of a payment's state to the shop's notification route (the API may
// have registered it itself when it started; then it is there already).
const unzerAuthorization = `Basic ${Buffer.from(`${keys.privateKey}:`).toString('base64')}`;
const notificationUrl = `${SHOP}/api/payments/unzer/notifications`;
const known = (await (
  await fetch(`${provider.url}/v1/webhooks`, { headers: { authorization: unzerAuthorization } })
).json()) as { events?: { url: string; event: string }[]; url?: string; event?: string };
const webhooks = known.events ?? (known.url ? [known as { url: string; event: string }] : []);
if (!webhooks.some((webhook) => webhook.url === notificationUrl && webhook.event === 'payment')) {
  const registered = await fetch(`${provider.url}/v1/webhooks`, {
    method: 'POST',
    headers: { authorization: unzerAuthorization, 'content-type': 'application/json' },
    body: JSON.stringify({ url: notificationUrl, event: 'payment' }),
  });
  if (!registered.ok) throw new Error(`the webhook was not registered: ${await registered.text()}`);
}

/** CPU seconds a process has used (user and system), from /proc (Linux; 0 elsewhere). */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
const cpuBefore = { api: cpuOf(api.pid), provider: cpuOf(provider.child.pid), bench: cpuOf(process.pid) };
const loadBefore = loadavg()[0] ?? 0;
const started = now();
const deadline = started + seconds * 1000;
await Promise.all(
  Array.from({ length: shoppers }, (_, index) =>
    shopper(index, products, provider, keys.publicKey, deadline),
  ),
);
const loadSeconds = (now() - started) / 1000;
const loadAfter = loadavg()[0] ?? 0;
const cpuDuring = {
  api: cpuOf(api.pid) - cpuBefore.api,
  provider: cpuOf(provider.child.pid) - cpuBefore.provider,
  bench: cpuOf(process.pid) - cpuBefore.bench,
};

// The drain: webhooks delivered, the payment-sync jobs done, and a few seconds more for the queue.
const database = await openDatabase(url);
const drainStarted = now();
await provider.ask('settled');
const openSyncJobs = async () =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'payment-sync' AND state IN ('created', 'retry', 'active')`,
    )
  )[0]?.n ?? 0;
const drainDeadline = Date.now() + 60_000;
while ((await openSyncJobs()) > 0 && Date.now() < drainDeadline)
  await new Promise((resolve) => setTimeout(resolve, 250));
await new Promise((resolve) => setTimeout(resolve, 5_000));
const drainSeconds = (now() - drainStarted) / 1000;
await stopApi(api);
const { timings } = await provider.ask<{ timings: ProviderTiming[] }>('timings');

// The end state: every order with its attempt, its payment events, and Unzer's view of its payment.
const orders = await queryRows<{
  id: number;
  increment_id: string;
  store_code: string;
  status: string;
  grand_total: number;
  paid: number;
  attempt: string | null;
  payment_id: string | null;
  booked: number;
  payment_events: number;
}>(
  database.db,
  sql`SELECT o.id, o.increment_id, o.store_code, o.status, o.grand_total::int AS grand_total, o.paid_amount::int AS paid,
      a.state AS attempt, a.provider_payment_id AS payment_id,
      coalesce(sum(e.amount) FILTER (WHERE e.type = 'payment'), 0)::int AS booked,
      count(e.id) FILTER (WHERE e.type = 'payment')::int AS payment_events
    FROM orders o LEFT JOIN payment_attempts a ON a.order_id = o.id LEFT JOIN order_events e ON e.order_id = o.id
    GROUP BY o.id, a.state, a.provider_payment_id`,
);
const sold = await queryRows<{ product_id: number; units: number }>(
  database.db,
  sql`SELECT s.product_id, coalesce(sum(i.qty) FILTER (WHERE o.status <> 'canceled'), 0)::int AS units
    FROM stock_items s JOIN products p ON p.id = s.product_id
    LEFT JOIN order_items i ON i.sku = p.sku LEFT JOIN orders o ON o.id = i.order_id
    WHERE s.product_id IN (${sql.join(
      products.map((product) => sql`${product.id}`),
      sql`, `,
    )}) GROUP BY s.product_id`,
);
const left = await queryRows<{ product_id: number; qty: number }>(
  database.db,
  sql`SELECT product_id, qty::int AS qty FROM stock_items WHERE product_id IN (${sql.join(
    products.map((product) => sql`${product.id}`),
    sql`, `,
  )})`,
);
const [jobs] = await queryRows<{ done: number; failed: number; retried: number; open: number }>(
  database.db,
  sql`SELECT count(*) FILTER (WHERE state = 'completed')::int AS done, count(*) FILTER (WHERE state = 'failed')::int AS failed,
      count(*) FILTER (WHERE retry_count > 0)::int AS retried,
      count(*) FILTER (WHERE state IN ('created', 'retry', 'active'))::int AS open
    FROM pgboss.job WHERE name = 'payment-sync'`,
);
const [server] = await queryRows<{ version: string }>(database.db, sql`SELECT version()`);
await database.close();

/**
 * Unzer's reading of each order's payment, found by the order id the shop gave it (`{store}-{number}`), not
 * by the id the shop kept: a charge whose answer the shop never had is found too.
 */
const atUnzer = new Map<number, { paymentId: string; charged: boolean }>();
let nextOrder = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (nextOrder < orders.length) {
      const order = orders[nextOrder++] as (typeof orders)[number];
      const response = await fetch(`${provider.url}/v1/payments/${order.store_code}-${order.increment_id}`, {
        headers: { authorization: unzerAuthorization },
      });
      if (response.status === 404) continue;
      const payment = (await response.json()) as { id: string; amount: { total: string; charged: string } };
      atUnzer.set(order.id, {
        paymentId: payment.id,
        charged: Number(payment.amount.charged) > 0 && payment.amount.charged === payment.amount.total,
      });
    }
  }),
);
provider.child.kill('SIGTERM');
rmSync(outbox, { recursive: true, force: true });

const share = providerShare(timings);
const providerKinds = new Map<string, number[]>();
for (const timing of timings) {
  const list = providerKinds.get(timing.kind) ?? [];
  list.push(duration(timing));
  providerKinds.set(timing.kind, list);
}
const deliveries = timings.filter((timing) => timing.kind === 'webhook delivery');

const unzerOf = (order: (typeof orders)[number]) => atUnzer.get(order.id);
const paidInFull = (order: (typeof orders)[number]) =>
  order.paid >= order.grand_total && order.grand_total > 0;
const checks = {
  'orders paid twice': orders.filter(
    (order) => order.booked > order.grand_total || order.payment_events > 1 || order.paid > order.grand_total,
  ).length,
  'paid amount not its events': orders.filter((order) => order.paid !== order.booked).length,
  'charged at Unzer, not paid in the shop': orders.filter(
    (order) => unzerOf(order)?.charged && (!paidInFull(order) || order.attempt !== 'succeeded'),
  ).length,
  'paid in the shop, not charged at Unzer': orders.filter(
    (order) => (order.paid > 0 || order.attempt === 'succeeded') && !unzerOf(order)?.charged,
  ).length,
  "Unzer's payment not the one the shop kept": orders.filter(
    (order) => unzerOf(order) && unzerOf(order)?.paymentId !== order.payment_id,
  ).length,
  'payments still starting or pending': orders.filter(
    (order) => order.attempt === 'starting' || order.attempt === 'pending',
  ).length,
  'orders without a payment': orders.filter((order) => !order.attempt).length,
  'shopper told succeeded, not paid': orders.filter(
    (order) => toldShopper.get(order.id) === 'succeeded' && !paidInFull(order),
  ).length,
  'oversold units': sold.reduce((sum, row) => {
    const product = products.find((candidate) => candidate.id === row.product_id);
    return sum + Math.max(0, row.units - (product?.units ?? 0));
  }, 0),
  'stock sold + left <> stock': sold.filter((row) => {
    const product = products.find((candidate) => candidate.id === row.product_id);
    const qty = left.find((candidate) => candidate.product_id === row.product_id)?.qty ?? 0;
    return row.units + qty !== product?.units || qty < 0;
  }).length,
};

const placedOrders = placements.length;
const fiveHundreds = [...answers.values()].reduce(
  (sum, byStatus) => sum + [...byStatus].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0),
  0,
);
console.log(
  `\n${cpus().length} cores, node ${process.version}, ${server?.version.split(' ').slice(0, 2).join(' ')}; ` +
    `${shoppers} shoppers for ${seconds} s, ${Math.round(threeDsShare * 100)} % 3-D Secure cards, ` +
    `${products.length} products (one of ${products[0]?.units} units); load average ${loadBefore.toFixed(1)} ` +
    `before the load, ${loadAfter.toFixed(1)} at its end (other work on the machine shows here)`,
);
console.table([
  {
    'orders placed': orders.length,
    'placements sent': placedOrders,
    'payments succeeded': paymentsSucceeded,
    'payments/s': Number((paymentsSucceeded / loadSeconds).toFixed(1)),
    'load s': Number(loadSeconds.toFixed(1)),
    'drain s': Number(drainSeconds.toFixed(1)),
    '5xx answers': fiveHundreds,
    'return reads again (pending)': returnPolls,
    'buyers gone after approving': goneBuyers,
  },
]);
// Where the CPU went while the load ran (PostgreSQL's and other processes' are not counted here).
const perPayment = (cpuSeconds: number) =>
  Number(((cpuSeconds * 1000) / Math.max(1, paymentsSucceeded)).toFixed(1));
console.table([
  {
    'API CPU ms/payment': perPayment(cpuDuring.api),
    'API cores busy': Number((cpuDuring.api / loadSeconds).toFixed(2)),
    'Unzer emulator CPU ms/payment': perPayment(cpuDuring.provider),
    'shoppers CPU ms/payment': perPayment(cpuDuring.bench),
  },
]);
if (replayed.length > 0) {
  const counts = new Map<string, number>();
  for (const status of replayed) counts.set(status, (counts.get(status) ?? 0) + 1);
  console.log(
    `Double clicks: ${replayed.length}; the second request's answer: ${[...counts].map(([status, n]) => `${status} ${n}`).join(', ')}`,
  );
}
console.log("The shop's answers, by call and status:");
console.table(
  [...answers].map(([call, byStatus]) => ({
    call,
    ...Object.fromEntries([...byStatus].map(([s, n]) => [s, n])),
  })),
);
console.log(
  'Latency at the shopper; "shop only" takes off the Unzer requests the shop waited for within the call:',
);
console.table([
  { call: 'place order (unzer_creditcard), whole', ...percentiles(placements.map((t) => t.end - t.start)) },
  { call: 'place order, shop only', ...percentiles(share.placementShop) },
  { call: 'place order, Unzer within it', ...percentiles(share.placementProvider) },
  { call: 'return: GET /api/payments/:id, whole', ...percentiles(returns.map((t) => t.end - t.start)) },
  { call: 'return, shop only', ...percentiles(share.returnShop) },
  { call: 'return, Unzer within it', ...percentiles(share.returnProvider) },
  { call: 'cart create / update', ...percentiles(cartCalls) },
]);
console.log(
  `(windows where a payment-sync job read the same payment too: ${share.overlapped}; calls not tied to their Unzer requests: ${share.unattributed})`,
);
console.log("The emulator's own time per request (its door: request in to answer out):");
console.table(
  [...providerKinds]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([kind, values]) => ({ request: kind, ...percentiles(values) })),
);
console.log(
  `Webhook deliveries: ${deliveries.length}, answered 200: ${deliveries.filter((w) => w.status === 200).length}, ` +
    `other: ${deliveries.filter((w) => w.status !== 200).length}; payment-sync jobs: ${jobs?.done ?? 0} done, ` +
    `${jobs?.failed ?? 0} failed, ${jobs?.retried ?? 0} retried, ${jobs?.open ?? 0} still open`,
);
console.log('End state (database and Unzer, after the drain):');
console.table(Object.entries(checks).map(([check, count]) => ({ check, count })));
if (apiProblems.length > 0) {
  console.log(`The API logged ${apiProblems.length} warnings and errors; the first ten:`);
  for (const line of apiProblems.slice(0, 10)) console.log(line);
}
