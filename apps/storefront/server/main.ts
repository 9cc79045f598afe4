import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { ServerBuild } from 'react-router';
import { log } from '../app/lib/log.server';
import { TAG_MANAGER_ID } from '../app/tracking/tag-manager.server';
import { createStorefrontServer } from './app';
import { allowedHostsFrom } from './hosts';
import { SharedPages } from './output-cache/shared-pages';
import { paymentOriginsFrom } from './payment-origins';

/**
 * Starts the production build (`npm run build` first): PORT (3000), HOST (127.0.0.1), API_URL (the API,
 * http://127.0.0.1:4000), PUBLIC_URL and ALLOWED_HOSTS (the host names it answers to besides loopback),
 * GTM_ID (a tag manager container, loaded after the shopper's consent; its origins join the CSP), and the
 * API's UNZER_API_URL and AMAZON_PAY_* (the configured payment providers' origins join the shop's CSP),
 * CACHE_PURGE_TOKEN (the API's: with it the output cache keeps pages, purged by the API's purge stream),
 * REDIS_URL (the kept pages shared by every storefront process; without it each process keeps its own).
 */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const buildDirectory = fileURLToPath(new URL('../build', import.meta.url));
const build = (await import(`${buildDirectory}/server/index.js`)) as ServerBuild;

// Commands fail at once while Redis is away (no queue), and a failure is a render, never a wait.
const redis = process.env.REDIS_URL
  ? new Redis(process.env.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    })
  : undefined;
// Once per outage, with the error's code only: its message can hold the address, the URL a password.
let redisDown = false;
redis?.on('error', (error: NodeJS.ErrnoException) => {
  if (!redisDown) log.warn({ code: error.code }, 'Redis is unreachable: pages are rendered until it is back');
  redisDown = true;
});
redis?.on('ready', () => {
  redisDown = false;
});

const app = createStorefrontServer({
  apiUrl,
  clientDirectory: `${buildDirectory}/client`,
  build,
  allowedHosts: allowedHostsFrom(process.env),
  publicUrl: process.env.PUBLIC_URL,
  tagManager: TAG_MANAGER_ID !== null,
  paymentOrigins: paymentOriginsFrom(process.env),
  cachePurgeToken: process.env.CACHE_PURGE_TOKEN,
  sharedPages: redis ? new SharedPages(redis, log) : undefined,
});
const server = app.listen(port, host, () => {
  console.log(`Hortus storefront listening at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`);
});

// Node's default keeps an idle connection 5 s; a client that reuses it at that instant gets ECONNRESET
// (nodejs/node#52649). Clients and proxies keep theirs for less than this, so the shop is never the one
// that closes a connection a request is being sent on.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.locals.outputCache.stop();
    redis?.disconnect();
    server.close(() => process.exit(0));
  });
}
