import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/workers.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const apiSuites = ['src/**/*.test.ts', 'test/**/*.test.ts'];

// The API's database suites run on PGlite always, and once more on a PostgreSQL server when
// TEST_DATABASE_URL is set (CI sets it). Pure unit tests (*.unit.test.ts) run once. The hostile-input
// sweeps (*.sweep.test.ts: thousands of requests about the HTTP edge, not the database's semantics) run
// once too: on the PostgreSQL server when there is one (three times faster than PGlite), else on PGlite. Each run migrates and
// seeds one template database that every test file copies (apps/api/test/database-template.ts).
// The API suites share their workers between files (isolate: false): each file still starts its own app
// on its own copy of the database (test/build-app.ts), but the app's modules are loaded once per worker
// instead of once per file.
const apiProject = {
  root: 'apps/api',
  include: apiSuites,
  globalSetup: './test/database-template.ts',
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  test: {
    // Both cores (vitest's default leaves one of two idle). `npm test` runs the e2e project in a vitest
    // process of its own beside the rest (package.json), with a shop per e2e worker (e2e/shop.ts,
    // e2e/workers.ts).
    maxWorkers: 2,
    projects: [
      'packages/core',
      {
        test: {
          name: 'storefront',
          root: 'apps/storefront',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      // The payment providers' emulators, tested on their own: they import nothing of the shop.
      {
        test: {
          name: 'payment-emulators',
          root: 'apps/payment-emulators',
          include: ['src/**/*.test.ts'],
        },
      },
      // The whole shop as `npm start` starts it, driven by Debian's Chromium (e2e/README.md).
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: './global-setup.ts',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // A worker's files run one after the other against its own shop (e2e/shop.ts).
          maxWorkers: E2E_WORKERS,
        },
      },
      {
        test: {
          ...apiProject,
          name: 'api-pglite',
          ...(postgresUrl ? { exclude: ['**/*.sweep.test.ts', '**/node_modules/**'] } : {}),
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...apiProject,
                name: 'api-postgres',
                exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
                env: { HORTUS_TEST_POSTGRES_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
