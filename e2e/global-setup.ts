/**
 * Starts the whole shop as a user does (`npm start` from the repository root, README "The two commands",
 * the payment providers' emulators included), once per worker of the e2e run, each on its own ports and a
 * throw-away database (on the PostgreSQL server when TEST_DATABASE_URL names one); waits for each one's line, hands every shop to the tests (a file uses its worker's:
 * e2e/shop.ts) and stops every process it started when the run ends.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, portInUse, type RunningShop, startShop } from '../scripts/shop-process';
import { buildStorefrontWhenStale } from '../scripts/storefront-build';
import type { ShopOfWorker } from './shop';
import { enrolThroughApi } from './staff';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per worker, in the order of the workers' pool ids (e2e/shop.ts picks a file's). */
    shops: ShopOfWorker[];
    /** How long the shops' access tokens live (short here, so that a test sees one renewed). */
    accessTokenTtlSeconds: number;
  }
}

// Other ports for a second run on the same machine (a benchmark holds 4300, say). Shop n (from 0) takes
// these plus 50 n; each API port's +10 and +20 are its payment emulators' (scripts/payment-emulators.ts).
const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3300);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4300);
const PORT_STEP = 50;
const ACCESS_TOKEN_TTL_SECONDS = 35;

/**
 * The shop's database, empty for this run: on the PostgreSQL server when there is one (TEST_DATABASE_URL,
 * which CI sets), named after the shop's port, else PGlite in memory as `npm start` has it. On the server
 * the queries run in PostgreSQL's own processes instead of the API's, on the other core.
 */
async function freshDatabase(storefrontPort: number): Promise<string> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return 'pglite://memory';
  const name = `hortus_e2e_${storefrontPort}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startOneShop(index: number): Promise<{ shop: RunningShop; info: ShopOfWorker }> {
  const storefrontPort = STOREFRONT_PORT + index * PORT_STEP;
  const apiPort = API_PORT + index * PORT_STEP;
  // One log per shop and run: a second run on the same machine would empty and write the first one's log.
  const shopLog = join(tmpdir(), `hortus-e2e-shop-${storefrontPort}.log`);
  const outboxDir = mkdtempSync(join(tmpdir(), 'hortus-e2e-outbox-'));
  const shop = await startShop(
    {
      STOREFRONT_PORT: String(storefrontPort),
      API_PORT: String(apiPort),
      DATABASE_URL: await freshDatabase(storefrontPort),
      // Every request is logged, so the tests can read that no secret reaches the log.
      LOG_LEVEL: 'info',
      OUTBOX_DIR: outboxDir,
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      // Every browser of the run comes from 127.0.0.1: the per-address login and registration limits
      // would stop the run, not a guesser (the per-account limits stay as they are).
      ADDRESS_LIMIT_FACTOR: '20',
      // A company other than the demo's: company.e2e.ts sees the settings reach every place that names it.
      COMPANY_NAME: 'Hortus Testgarten GmbH',
      COMPANY_PHONE: '+49 40 9876 5430',
    },
    { logFile: shopLog },
  );
  const demoStaff = /Back office demo account \(shown once\): (\S+) \/ (\S+)/.exec(shop.output);
  if (!demoStaff?.[1] || !demoStaff[2]) {
    await shop.stop();
    throw new Error(`The start printed no back office demo account:\n${shop.output}`);
  }
  const staffOwner = await enrolThroughApi(shop.baseUrl, demoStaff[1], demoStaff[2]);
  return { shop, info: { baseUrl: shop.baseUrl, shopLog, outboxDir, staffOwner } };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The e2e tests drive Debian's Chromium at ${CHROMIUM_PATH}, which is missing: install it: apt-get install -y chromium`,
    );
  }
  for (let index = 0; index < E2E_WORKERS; index++) {
    const apiPort = API_PORT + index * PORT_STEP;
    for (const port of [STOREFRONT_PORT + index * PORT_STEP, apiPort, apiPort + 10, apiPort + 20]) {
      if (await portInUse(port)) {
        throw new Error(
          `Port ${port} is already in use (a previous e2e run still running?); the e2e tests need it free.`,
        );
      }
    }
  }
  // Built once before the shops start: two `npm start`s would each build into the same directory.
  buildStorefrontWhenStale();
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, (_, index) => startOneShop(index)),
  );
  const shops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(shops.map(({ shop }) => shop.stop()));
    for (const { info } of shops)
      for (const dir of [info.outboxDir, `${info.outboxDir}.unfinished`])
        rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'shops',
    shops.map(({ info }) => info),
  );
  project.provide('accessTokenTtlSeconds', ACCESS_TOKEN_TTL_SECONDS);
  return stopAll;
}
