/**
 * Starts the whole shop as a user does (`npm start` from the repository root, README "The two commands")
 * on its own ports and a throw-away database, waits for its one line, hands the URL to the tests and stops
 * every process it started when the run ends.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, portInUse, startShop } from '../scripts/shop-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shop's URL without a trailing slash, e.g. http://localhost:3300. */
    baseUrl: string;
    /** The file that holds everything the shop logged (API and storefront, LOG_LEVEL info). */
    shopLog: string;
  }
}

const STOREFRONT_PORT = 3300;
const API_PORT = 4300;
const SHOP_LOG = join(tmpdir(), 'hortus-e2e-shop.log');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The e2e tests drive Debian's Chromium at ${CHROMIUM_PATH}, which is missing: install it: apt-get install -y chromium`,
    );
  }
  for (const port of [STOREFRONT_PORT, API_PORT]) {
    if (await portInUse(port)) {
      throw new Error(
        `Port ${port} is already in use (a previous e2e run still running?); the e2e tests need it free.`,
      );
    }
  }
  const shop = await startShop(
    {
      STOREFRONT_PORT: String(STOREFRONT_PORT),
      API_PORT: String(API_PORT),
      DATABASE_URL: 'pglite://memory',
      // Every request is logged, so the tests can read that no secret reaches the log.
      LOG_LEVEL: 'info',
    },
    { logFile: SHOP_LOG },
  );
  project.provide('baseUrl', shop.baseUrl);
  project.provide('shopLog', SHOP_LOG);
  return shop.stop;
}
