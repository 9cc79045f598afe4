/**
 * The shop past one machine (issue 28), shown on the cluster of scripts/cluster-processes.ts (two API and two
 * storefront processes on PostgreSQL and Redis behind HAProxy, started by this script on ports of its own):
 *
 * 1. the order storm of bench/orders (storm.ts) through HAProxy's API frontend, so both API processes take
 *    orders; when half the carts are taken, api-1 is killed (SIGKILL) and started again. Counts: oversold
 *    units, lost and duplicate orders, and the confirmation jobs: each API process writes its mails to an
 *    outbox of its own, so a job that ran in both processes would leave its mail in both;
 *    also how long HAProxy took to take the killed process out of rotation and to take it back;
 * 2. the login limits counted across both processes through Redis: 30 logins from one client address
 *    (the spec's 20 per 15 minutes), then 12 wrong passwords for one account from 12 addresses (5 per 15
 *    minutes), round-robin over the two API processes; HAProxy names the process of each answer.
 *
 * 3. a price change in the back office purging the product's page in both storefront processes' output
 *    caches (ADR 0024): the page is kept by both (X-Cache: HIT), a content editor changes its de-de price
 *    through the API frontend, and each storefront is asked until it answers the page rendered anew with
 *    the new price; how long that took after the change was answered.
 *
 *   npx tsx bench/cluster/run.ts [--database URL] [--redis URL] [--connections 16] [--products 40]
 *     [--units 25] [--carts 2000]
 *
 * Not a test: it prints figures (bench/README.md "Past one machine" keeps them). Nothing asserts a timing.
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatPrice, getStoreView } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/database';
import { createStaffAccount, totpCodeAt } from '../../apps/api/src/modules/staff';
import {
  CLUSTER_DEFAULTS,
  type Cluster,
  serversInRotation,
  startCluster,
} from '../../scripts/cluster-processes';
import { mailJobsDone, makeCarts, prepareStorm, reportStorm, STORE, storm } from '../orders/storm';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/hortus_cluster_bench' },
    redis: { type: 'string', default: CLUSTER_DEFAULTS.redisUrl },
    connections: { type: 'string', default: '16' },
    products: { type: 'string', default: '40' },
    units: { type: 'string', default: '25' },
    carts: { type: 'string', default: '2000' },
  },
});
const url = args.database;
const units = Number(args.units);
const connections = Number(args.connections);

const products = await prepareStorm(url, { products: Number(args.products), units });
const dataDir = mkdtempSync(join(tmpdir(), 'hortus-cluster-bench-'));
const cluster = await startCluster({
  ...CLUSTER_DEFAULTS,
  databaseUrl: url,
  redisUrl: args.redis,
  dataDir,
  // Ports of its own: a cluster of scripts/cluster.ts may be running beside it.
  port: 8180,
  apiPorts: [4201, 4202],
  storefrontPorts: [3201, 3202],
});

/** Polls HAProxy until `wanted` says yes about the server's being in rotation; the milliseconds it took. */
async function untilRotation(name: string, wanted: boolean, since: number): Promise<number> {
  while ((await serversInRotation(cluster)).includes(name) !== wanted)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return performance.now() - since;
}

async function orderStorm(): Promise<void> {
  const carts = await makeCarts(cluster.apiUrl, products, Number(args.carts));
  const killed = cluster.apis[0] as Cluster['apis'][number];
  const rotation = { outMs: 0, backMs: 0 };
  const run = await storm(cluster.apiUrl, carts, connections, async () => {
    const killedAt = performance.now();
    const back = killed.restarted();
    killed.child().kill('SIGKILL');
    rotation.outMs = await untilRotation(killed.name, false, killedAt);
    await back;
    const listeningMs = performance.now() - killedAt;
    rotation.backMs = await untilRotation(killed.name, true, killedAt);
    return listeningMs;
  });
  await mailJobsDone(url);
  await reportStorm(
    url,
    {
      ...run,
      label: `${connections} clients through HAProxy over 2 API processes, api-1 killed and restarted`,
    },
    { products, units, outboxes: cluster.outboxes, database: 'TCP' },
  );
  console.log(
    `api-1 out of HAProxy's rotation ${Math.round(rotation.outMs)} ms after the kill, back in after ${Math.round(rotation.backMs)} ms ("restart ms": until it listened again)`,
  );
}

/** A client address of the shared address space (RFC 6598) no earlier run used within the limits' window. */
const someAddress = () => `100.${64 + randomInt(64)}.${randomInt(256)}.${1 + randomInt(254)}`;

async function login(email: string, password: string, address: string) {
  const response = await fetch(`${cluster.apiUrl}/api/user/login`, {
    method: 'POST',
    // HAProxy adds the bench's own address after it; the API believes loopback proxies (TRUST_PROXY).
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: email, password }),
  });
  await response.arrayBuffer();
  return { status: response.status, process: response.headers.get('x-served-by') ?? '?' };
}

function tally(title: string, answers: { status: number; process: string }[]): void {
  const processes = [...new Set(answers.map((answer) => answer.process))].sort();
  console.log(`\n${title}`);
  console.table(
    processes.map((process) => {
      const mine = answers.filter((answer) => answer.process === process);
      return {
        process,
        attempts: mine.length,
        'checked (401)': mine.filter((answer) => answer.status === 401).length,
        'refused (429)': mine.filter((answer) => answer.status === 429).length,
        other: mine.filter((answer) => answer.status !== 401 && answer.status !== 429).length,
      };
    }),
  );
  const checked = answers.filter((answer) => answer.status === 401).length;
  console.log(`in all: ${checked} checked, ${answers.length - checked} refused, of ${answers.length}`);
}

async function loginLimits(): Promise<void> {
  // One address, 30 logins for accounts that do not exist (so only the address's limit can stop them).
  const address = someAddress();
  const byAddress = [];
  for (let attempt = 0; attempt < 30; attempt += 1)
    byAddress.push(await login(`nobody.${attempt}.${Date.now()}@example.de`, 'wrong password', address));
  tally('30 logins from one client address (limit: 20 per 15 minutes, counted in Redis)', byAddress);

  // One account, 12 wrong passwords, each from another address (so only the account's lock can stop them).
  const email = `cluster.${Date.now()}@example.de`;
  const created = await fetch(`${cluster.apiUrl}/${STORE}/api/user/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
    body: JSON.stringify({
      customer: { email, firstname: 'Anna', lastname: 'Grün' },
      password: 'Gartenhaus 2026',
    }),
  });
  if (created.status !== 200) throw new Error(`the account was not made: ${created.status}`);
  const byAccount = [];
  for (let attempt = 0; attempt < 12; attempt += 1)
    byAccount.push(await login(email, `guess ${attempt}`, someAddress()));
  tally('12 wrong passwords for one account from 12 addresses (limit: 5 per 15 minutes)', byAccount);
}

/** A content editor signed in through the API frontend (password, then a TOTP enrolment). */
async function contentEditor(): Promise<(path: string, body: object) => Promise<number>> {
  const email = `bench.editor.${Date.now()}@hortus.example`;
  const password = `Bench editor ${randomInt(1e9)} Preis`;
  const database = await openDatabase(url);
  try {
    await createStaffAccount(database.db, { email, name: 'Bench editor', role: 'content', password });
  } finally {
    await database.close();
  }
  const call = async (path: string, body: object, session?: string) => {
    const response = await fetch(`${cluster.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      result: ((await response.json()) as { result: Record<string, string> }).result,
    };
  };
  const { result } = await call('/api/staff/login', { email, password });
  const enrolled = await call('/api/staff/login/enrol', {
    challenge: result.challenge,
    code: totpCodeAt(result.secret as string, new Date()),
  });
  const session = enrolled.result.session;
  if (!session) throw new Error(`the editor could not sign in (${enrolled.status})`);
  return async (path, body) => (await call(path, body, session)).status;
}

async function pricePurge(): Promise<void> {
  const database = await openDatabase(url);
  const [product] = await queryRows<{ sku: string; url_key: string }>(
    database.db,
    sql`SELECT p.sku, t.url_key FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language = 'de'
        WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id DESC LIMIT 1`,
  );
  await database.close();
  if (!product) throw new Error('the demo catalogue has a simple product');
  const pageOf = (port: number) => `http://127.0.0.1:${port}/${STORE}/p/${product.url_key}`;
  const ask = async (port: number) => {
    const response = await fetch(pageOf(port));
    return { cache: response.headers.get('x-cache'), body: await response.text() };
  };
  console.log(`
A price change and the output caches of ${cluster.storefronts.length} storefront processes`);
  for (const storefront of cluster.storefronts) {
    await ask(storefront.port);
    console.log(
      `storefront on ${storefront.port}: ${pageOf(storefront.port)} answered ${(await ask(storefront.port)).cache}`,
    );
  }
  const priceMinor = 100_000 + randomInt(900_000);
  const shown = formatPrice(priceMinor, getStoreView(STORE));
  const change = await contentEditor();
  const status = await change(`/api/staff/products/${encodeURIComponent(product.sku)}/prices/${STORE}`, {
    price: (priceMinor / 100).toFixed(2),
    special_price: '',
    special_from: '',
    special_to: '',
  });
  const answered = performance.now();
  if (status !== 200) throw new Error(`the price change was answered ${status}`);
  await Promise.all(
    cluster.storefronts.map(async (storefront) => {
      for (let asked = 1; ; asked += 1) {
        const { cache, body } = await ask(storefront.port);
        if (body.includes(shown)) {
          console.log(
            `storefront on ${storefront.port}: ${shown} shown ${(performance.now() - answered).toFixed(1)} ms after the change was answered (X-Cache ${cache}, asked ${asked} times)`,
          );
          return;
        }
        if (performance.now() - answered > 10_000)
          throw new Error(`storefront on ${storefront.port} still shows the old price`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }),
  );
}

try {
  await orderStorm();
  await loginLimits();
  await pricePurge();
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
