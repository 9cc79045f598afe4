import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { DatabaseConnection } from '../src/db/database';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseConnection;
  config: Config;
}

/**
 * Starts the real app on a seeded test database once per test file and closes both after it; with a
 * `logStream` (and a LOG_LEVEL in `env`) the app's log goes there for the test to read.
 * Returns a handle whose fields are set once `beforeAll` has run.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): TestApp {
  const handle = {} as TestApp;
  // Mails of the tests go to a folder of each file's own, never to the developer's outbox: the files a
  // worker runs one after another count their orders from the same number.
  let outbox: string | undefined;
  beforeAll(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'hortus-test-outbox-'));
    // Every answer is checked against its response schema (the API's contract).
    handle.config = loadConfig({
      LOG_LEVEL: 'silent',
      RESPONSE_VALIDATION: 'on',
      OUTBOX_DIR: outbox,
      ...env,
    });
    handle.database = await openTestDatabase();
    handle.app = await buildApp({
      config: handle.config,
      database: handle.database,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    await handle.app.ready();
  }, 120_000);
  afterAll(async () => {
    await handle.app?.close();
    await handle.database?.close();
    if (outbox)
      for (const dir of [outbox, `${outbox}.unfinished`]) rmSync(dir, { recursive: true, force: true });
  });
  return handle;
}
