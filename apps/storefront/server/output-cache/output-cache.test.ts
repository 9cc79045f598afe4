import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noteCacheTags } from '../../app/lib/cache-tags.server';
import { createStorefrontServer } from '../app';
import { standInBuild } from '../stand-in-build';
import { SharedPages } from './shared-pages';

// The storefront server with its output cache, in front of a stand-in build whose pages say how often they
// were rendered, with which cookies and which nonce, and a stand-in API whose purge stream the tests write.
const TOKEN = 'purge-token-of-the-output-cache-test-0123456789';
let renders = 0;
let streams: ServerResponse[] = [];
let streamRequests = 0;
let api: Server;
let shop: Server;
let shopUrl: string;
let clientDirectory: string;
let purgesHeard: () => number;

const page = (kinds: string[] | undefined, loader?: () => unknown) => ({
  default: () => null,
  ...(kinds ? { handle: { cache: kinds } } : {}),
  loader: loader ?? (() => null),
});

const build = standInBuild({
  entry: {
    default: (
      request: Request,
      status: number,
      headers: Headers,
      _context: unknown,
      loadContext: { nonce?: string },
    ) => {
      renders += 1;
      headers.set('Content-Type', 'text/html; charset=utf-8');
      const url = new URL(request.url);
      return new Response(
        `<script nonce="${loadContext.nonce}"></script><p>render ${renders} of ${url.pathname}${url.search}</p><p>cookies: ${request.headers.get('cookie') ?? ''}</p>`,
        { status, headers },
      );
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    store: { id: 'store', parentId: 'root', path: ':store', module: page(['category', 'cmsPage']) },
    category: {
      id: 'category',
      parentId: 'store',
      path: 'c/:slug',
      // An API answer read by the page's loader names a product on the page.
      module: page(['category'], () => {
        noteCacheTags('product-7 category-3');
        return null;
      }),
    },
    cart: { id: 'cart', parentId: 'store', path: 'cart', module: page(undefined) },
    missing: {
      id: 'missing',
      parentId: 'store',
      path: 'gone',
      module: page(['product'], () => {
        throw new Response('gone', { status: 404 });
      }),
    },
  },
});

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** Writes a purge to every open stream, as the API does, and waits until the shops have heard it. */
async function purge(message: string, shops: (() => number)[] = [purgesHeard]) {
  const before = shops.map((heard) => heard());
  for (const stream of streams) stream.write(`data: ${message}\n\n`);
  for (const [index, heard] of shops.entries()) await expect.poll(heard).toBeGreaterThan(before[index] ?? 0);
}

async function get(path: string, headers: Record<string, string> = {}, url = shopUrl) {
  const response = await fetch(`${url}${path}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    csp: response.headers.get('content-security-policy') ?? '',
    body: await response.text(),
  };
}

/** Until the stream is open again and the cache answers. */
async function cacheListening(url = shopUrl) {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
    if ((await get('/de-de/c/probe', {}, url)).cache !== 'BYPASS') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the output cache did not open the purge stream');
}

beforeAll(async () => {
  clientDirectory = mkdtempSync(join(tmpdir(), 'hortus-cache-client-'));
  api = createServer((request, response) => {
    if (request.url !== '/api/cache/purges' || request.headers.authorization !== `Bearer ${TOKEN}`) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"code":401,"result":"no"}');
      return;
    }
    streamRequests += 1;
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(': open\n\n');
    streams.push(response);
    request.once('close', () => {
      streams = streams.filter((stream) => stream !== response);
    });
  });
  apiUrl = await listen(api);
  ({ server: shop, url: shopUrl, purgesHeard } = await startShop());
});

let apiUrl: string;

/** A storefront process in front of the stand-in build and API, its kept pages shared where named. */
async function startShop(sharedPages?: SharedPages) {
  const app = createStorefrontServer({
    apiUrl,
    clientDirectory,
    build,
    allowedHosts: ['127.0.0.1'],
    log: pino({ level: 'silent' }),
    cachePurgeToken: TOKEN,
    sharedPages,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await cacheListening(url);
  return { server, url, purgesHeard: app.locals.outputCache.purgesHeard as () => number };
}

function stopShop(server: Server) {
  server.closeAllConnections();
  server.close();
}

beforeEach(() => purge('*'));

afterAll(async () => {
  stopShop(shop);
  api.closeAllConnections();
  api.close();
  rmSync(clientDirectory, { recursive: true, force: true });
});

describe('the output cache', () => {
  it('renders a page once and answers it again from the cache, with the nonce it was rendered with', async () => {
    const first = await get('/de-de/c/sheds');
    const second = await get('/de-de/c/sheds');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    const nonce = /nonce="([^"]+)"/.exec(second.body)?.[1];
    expect(second.csp).toContain(`'nonce-${nonce}'`);
  });

  it('keeps campaign parameters out of the key, and other parameters in it, in any order', async () => {
    const first = await get('/de-de/c/boxes?page=2&sort=price');
    expect((await get('/de-de/c/boxes?sort=price&utm_source=mail&page=2&gclid=x')).body).toBe(first.body);
    expect((await get('/de-de/c/boxes?page=3&sort=price')).cache).toBe('MISS');
  });

  it('never answers a shopper with a session from the cache, nor keeps what it renders for them', async () => {
    await get('/de-de/c/sheds');
    const shopper = await get('/de-de/c/sheds', { cookie: 'hortus_cart=abc; hortus_consent=granted' });
    expect(shopper.cache).toBe('BYPASS');
    expect(shopper.body).toContain('cookies: hortus_cart=abc');
    const next = await get('/de-de/c/sheds');
    expect(next.cache).toBe('HIT');
    expect(next.body).not.toContain('hortus_cart');
  });

  it('renders for the cache with the variant cookies only, one page per variant', async () => {
    const undecided = await get('/de-de/c/sheds', { cookie: '_ga=GA1.1.123; other=1' });
    expect(undecided.body).toContain('cookies: </p>');
    const granted = await get('/de-de/c/sheds', { cookie: 'hortus_consent=granted; _ga=GA1.1.9' });
    expect(granted.cache).toBe('MISS');
    expect(granted.body).toContain('cookies: hortus_consent=granted</p>');
    expect((await get('/de-de/c/sheds', { cookie: 'hortus_consent=granted' })).body).toBe(granted.body);
  });

  it('does not keep pages whose route does not say so, nor a 404', async () => {
    expect((await get('/de-de/cart')).cache).toBe('BYPASS');
    const gone = await get('/de-de/gone');
    expect(gone.status).toBe(404);
    expect((await get('/de-de/gone')).cache).toBe('MISS');
  });

  it('decides each path by its route the same way after other paths, long ones too', {
    timeout: 20_000,
  }, async () => {
    expect((await get('/de-de/cart')).cache).toBe('BYPASS');
    for (let index = 0; index < 40; index += 1) {
      const path = index % 3 === 0 ? `/de-de/${'x'.repeat(4000)}${index}` : `/de-de/c/flood-${index}`;
      await get(path);
    }
    expect((await get('/de-de/cart')).cache).toBe('BYPASS');
    await get('/de-de/c/after-flood');
    expect((await get('/de-de/c/after-flood')).cache).toBe('HIT');
  });

  it('purges the pages of a tag their routes name or their API answers named, and no other', async () => {
    await get('/de-de/c/sheds');
    await get('/fr-fr/c/abris');
    await purge('product-8 category-4');
    expect((await get('/de-de/c/sheds')).cache).toBe('HIT');
    await purge('product-7');
    expect((await get('/de-de/c/sheds')).cache).toBe('MISS');
    await get('/de-de/c/sheds');
    await purge('cmsPage');
    expect((await get('/fr-fr/c/abris')).cache).toBe('MISS');
    expect((await get('/de-de/c/sheds')).cache).toBe('MISS');
  });

  it('renders a page asked for many times at once only once', async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/de-de/c/many')));
    expect(renders - before).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('answers nothing from the cache while the purge stream is lost, and starts empty when it is back', async () => {
    await get('/de-de/c/sheds');
    const opened = streamRequests;
    for (const stream of streams) stream.destroy();
    await expect.poll(async () => (await get('/de-de/c/sheds')).cache, { timeout: 5000 }).toBe('BYPASS');
    await expect.poll(() => streamRequests, { timeout: 5000 }).toBeGreaterThan(opened);
    await cacheListening();
    expect((await get('/de-de/c/sheds')).cache).toBe('MISS');
  });
});

// With TEST_REDIS_URL (CI sets it): two storefront processes share their kept pages through Redis.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the output cache shared by two storefront processes through Redis', () => {
  const prefix = `hortus-test-${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  let shops: Awaited<ReturnType<typeof startShop>>[] = [];
  const quiet = pino({ level: 'silent' });

  beforeAll(async () => {
    redis = new Redis(redisUrl as string);
    shops = [
      await startShop(new SharedPages(redis, quiet, prefix)),
      await startShop(new SharedPages(redis, quiet, prefix)),
    ];
  });
  afterAll(async () => {
    for (const { server } of shops) stopShop(server);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.unlink(...keys);
    await redis.quit();
  });
  /** A GET of one process, with the Host both are reached by behind the load balancer (the page's key). */
  const getFrom = (index: number, path: string) =>
    new Promise<{ cache: string | undefined; body: string }>((resolve, reject) => {
      const port = Number(new URL(shops[index]?.url ?? '').port);
      httpRequest({ host: '127.0.0.1', port, path, headers: { host: '127.0.0.1' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ cache: response.headers['x-cache'] as string | undefined, body }));
      })
        .on('error', reject)
        .end();
    });
  const first = (path: string) => getFrom(0, path);
  const second = (path: string) => getFrom(1, path);
  const everyShop = () => shops.map((one) => one.purgesHeard);

  it('answers a page one process rendered from the other, without rendering it again', async () => {
    const rendered = await first('/de-de/c/shared');
    const before = renders;
    const other = await second('/de-de/c/shared');
    expect([rendered.cache, other.cache]).toEqual(['MISS', 'HIT']);
    expect(other.body).toBe(rendered.body);
    expect(renders).toBe(before);
    expect((await redis.keys(`${prefix}page:*`)).length).toBeGreaterThan(0);
  });

  it('drops a purged page in both processes and in Redis', async () => {
    await first('/de-de/c/purged');
    expect((await second('/de-de/c/purged')).cache).toBe('HIT');
    await purge('product-7', everyShop());
    await expect.poll(async () => (await redis.keys(`${prefix}tag:product-7`)).length).toBe(0);
    expect((await second('/de-de/c/purged')).cache).toBe('MISS');
    expect((await first('/de-de/c/purged')).cache).toBe('HIT');
  });

  it('renders every page while Redis is away, and keeps them in the process', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
    });
    away.on('error', () => {});
    const alone = await startShop(new SharedPages(away, quiet, prefix));
    try {
      const answers = [
        await get('/de-de/c/alone', {}, alone.url),
        await get('/de-de/c/alone', {}, alone.url),
      ];
      expect(answers.map((answer) => [answer.status, answer.cache])).toEqual([
        [200, 'MISS'],
        [200, 'HIT'],
      ]);
    } finally {
      stopShop(alone.server);
      away.disconnect();
    }
  });
});
