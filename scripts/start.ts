/**
 * `npm start`: the whole shop on one command. Builds the storefront when its sources are newer than the
 * last build, starts the payment providers' emulators for the providers the environment does not
 * configure (scripts/payment-emulators.ts), then the API (which creates, migrates and fills the embedded
 * database on first start) configured against them, then the storefront server in front of it, and prints
 * the one URL a shopper needs.
 *
 * STOREFRONT_PORT (3000) and API_PORT (4000) choose the ports, UNZER_EMULATOR_PORT (API_PORT + 10) and
 * AMAZON_PAY_EMULATOR_PORT (API_PORT + 20) the emulators'; SHOP_URL defaults to the storefront's address;
 * every other variable reaches both apps.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { emulatedPayments } from './payment-emulators';
import { buildStorefrontWhenStale } from './storefront-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const storefrontPort = process.env.STOREFRONT_PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
// The payment return pages, Amazon Pay's review page and the providers' notifications are addressed here.
const shopUrl = process.env.SHOP_URL || `http://localhost:${storefrontPort}`;
// The storefront's output cache streams the API's purges with it; a new one for every start, known only to
// the two processes, unless the environment gives one.
const cachePurgeToken = process.env.CACHE_PURGE_TOKEN || randomBytes(32).toString('base64url');

buildStorefrontWhenStale();

const children: ChildProcess[] = [];

/** Starts an app and resolves once it has printed each of its `ready` lines (which are not passed on). */
function start(name: string, entry: string, env: Record<string, string>, ready: string[]): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    console.error(`${name} stopped (${code ?? 'signal'})`);
    shutDown(code ?? 1);
  });
  const waiting = new Set(ready);
  return new Promise((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      // The apps' own startup lines are replaced by the lines below; their logs (and the API's line
      // with the back office's demo account) pass through, also when they arrive in the same chunk.
      for (const line of chunk.toString().split(/(?<=\n)/)) {
        const readyLine = ready.find((text) => line.includes(text));
        if (readyLine === undefined) {
          process.stdout.write(line);
          continue;
        }
        waiting.delete(readyLine);
        if (waiting.size === 0) resolve();
      }
    });
  });
}

let stopping = false;
function shutDown(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.once('SIGINT', () => shutDown(0));
process.once('SIGTERM', () => shutDown(0));

const payments = emulatedPayments(process.env, { apiPort: Number(apiPort), shopUrl });
if (payments.providers.length > 0) {
  await start(
    'payment emulators',
    'apps/payment-emulators/src/main.ts',
    payments.emulators,
    payments.readyLines,
  );
}
await start(
  'API',
  'apps/api/src/main.ts',
  { PORT: apiPort, SHOP_URL: shopUrl, CACHE_PURGE_TOKEN: cachePurgeToken, ...payments.api },
  ['Hortus API listening'],
);
await start(
  'storefront',
  'apps/storefront/server/main.ts',
  {
    PORT: storefrontPort,
    API_URL: apiUrl,
    NODE_ENV: 'production',
    CACHE_PURGE_TOKEN: cachePurgeToken,
    ...payments.storefront,
  },
  ['Hortus storefront listening'],
);
console.log(`Hortus is running at http://localhost:${storefrontPort}/`);
console.log(`Back office: http://localhost:${storefrontPort}/backoffice`);
if (payments.providers.length > 0)
  console.log(`Payments: ${payments.providers.join(' and ')} emulated locally (test data: README.md)`);
