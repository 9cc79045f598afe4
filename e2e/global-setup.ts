/**
 * Starts the whole shop as a user does (`npm start` from the repository root, README "The two commands",
 * the payment providers' emulators included) on its own ports and a throw-away database, waits for its one
 * line, hands the URL to the tests and stops every process it started when the run ends.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, portInUse, startShop } from '../scripts/shop-process';
import { enrolThroughApi, type StaffMember } from './staff';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shop's URL without a trailing slash, e.g. http://localhost:3300. */
    baseUrl: string;
    /** The file that holds everything the shop logged (API and storefront, LOG_LEVEL info). */
    shopLog: string;
    /** Where the shop writes its mails (.eml files), as the embedded default does under ./data. */
    outboxDir: string;
    /** How long the shop's access tokens live (short here, so that a test sees one renewed). */
    accessTokenTtlSeconds: number;
    /**
     * The back office's demo owner, as the start printed it (the embedded defaults open one), signed in
     * once here with its second factor enrolled: its session opens the accounts the files use
     * (e2e/staff.ts), its recovery codes sign it in where a test shows the owner's own sign-in.
     */
    staffOwner: StaffMember;
  }
}

// Other ports for a second run on the same machine (a benchmark holds 4300, say).
const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3300);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4300);
// One log per run: a second run on the same machine would empty and write the first one's log.
const SHOP_LOG = join(tmpdir(), `hortus-e2e-shop-${STOREFRONT_PORT}.log`);
const ACCESS_TOKEN_TTL_SECONDS = 35;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The e2e tests drive Debian's Chromium at ${CHROMIUM_PATH}, which is missing: install it: apt-get install -y chromium`,
    );
  }
  // Besides the shop's two ports, those of the payment emulators `npm start` runs (scripts/payment-emulators.ts).
  for (const port of [STOREFRONT_PORT, API_PORT, API_PORT + 10, API_PORT + 20]) {
    if (await portInUse(port)) {
      throw new Error(
        `Port ${port} is already in use (a previous e2e run still running?); the e2e tests need it free.`,
      );
    }
  }
  const outboxDir = mkdtempSync(join(tmpdir(), 'hortus-e2e-outbox-'));
  const shop = await startShop(
    {
      STOREFRONT_PORT: String(STOREFRONT_PORT),
      API_PORT: String(API_PORT),
      DATABASE_URL: 'pglite://memory',
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
    { logFile: SHOP_LOG },
  );
  project.provide('baseUrl', shop.baseUrl);
  project.provide('shopLog', SHOP_LOG);
  project.provide('outboxDir', outboxDir);
  project.provide('accessTokenTtlSeconds', ACCESS_TOKEN_TTL_SECONDS);
  const demoStaff = /Back office demo account \(shown once\): (\S+) \/ (\S+)/.exec(shop.output);
  if (!demoStaff?.[1] || !demoStaff[2])
    throw new Error(`The start printed no back office demo account:\n${shop.output}`);
  project.provide('staffOwner', await enrolThroughApi(shop.baseUrl, demoStaff[1], demoStaff[2]));
  return async () => {
    await shop.stop();
    for (const dir of [outboxDir, `${outboxDir}.unfinished`]) rmSync(dir, { recursive: true, force: true });
  };
}
