import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { API_BODY_LIMIT_BYTES, REQUEST_BODY_TOO_LARGE } from '@hortus/core';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, CROSS_SITE_REQUEST_REFUSED, createStorefrontServer } from './app';
import { allowedHostsFrom } from './hosts';
import { BACK_OFFICE_UPLOAD_LIMIT_BYTES, STOREFRONT_BODY_LIMIT_BYTES } from './request-body';
import { listenOnLoopback, standInBuild as makeStandInBuild } from './stand-in-build';

describe('the paths the storefront forwards to the API', () => {
  it('are the API under the root or a store prefix, and the media files', () => {
    for (const path of [
      '/api/health',
      '/api',
      '/de-de/api/catalog',
      '/gb-en/api/url/map',
      '/media/catalog/x.svg',
    ]) {
      expect(API_PATHS.test(path), path).toBe(true);
    }
  });

  it('are not pages whose slug merely starts with api or media', () => {
    for (const path of ['/de-de/apiary', '/de-de/p/api', '/apis', '/de-de/media/x', '/mediathek', '/de-de']) {
      expect(API_PATHS.test(path), path).toBe(false);
    }
  });
});

// The server in front of a stand-in API: a plain HTTP server that counts the connections it is opened and
// answers every request with a small envelope. Pages are rendered by the e2e tests; here a stand-in build
// routes the paths of the shop's form posts to actions that note what they read.
const SCRIPT = 'console.log("hortus");'.repeat(50);
let clientDirectory: string;
let api: Server;
let apiConnections = 0;
let shop: Server;
let shopUrl: string;
let logged = '';
let actionsRun: string[] = [];

/** An action that reads the whole form, as the shop's do, and notes its route and field count (or the failure). */
function notingAction(route: string, answer: () => Response) {
  return async ({ request }: { request: Request }) => {
    const form = await request.formData().catch(() => null);
    actionsRun.push(form ? `${route} ${[...form.keys()].length}` : `${route}: the body could not be read`);
    return answer();
  };
}

const standInBuild = makeStandInBuild({
  entry: { default: () => new Response('<p>page</p>', { headers: { 'Content-Type': 'text/html' } }) },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    session: {
      id: 'session',
      parentId: 'root',
      path: ':store/session',
      module: { action: notingAction('session', () => Response.json({ ok: true })) },
    },
    checkout: {
      id: 'checkout',
      parentId: 'root',
      path: ':store/checkout/:call',
      module: { action: notingAction('checkout', () => Response.json({ ok: true })) },
    },
    consent: {
      id: 'consent',
      parentId: 'root',
      path: ':store/consent',
      module: { action: notingAction('consent', () => Response.json({ ok: true })) },
    },
    // The cart page: a page with its action, whose plain post is answered 303 like the shop's forms.
    cart: {
      id: 'cart',
      parentId: 'root',
      path: ':store/cart',
      module: {
        default: () => null,
        action: notingAction(
          'cart',
          () => new Response(null, { status: 303, headers: { Location: '/de-de/cart' } }),
        ),
      },
    },
    // The back office's sheet upload, whose page takes larger bodies.
    backOfficeStock: {
      id: 'backOfficeStock',
      parentId: 'root',
      path: 'backoffice/stock',
      module: { default: () => null, action: notingAction('stock', () => Response.json({ ok: true })) },
    },
  },
});

const listen = listenOnLoopback;

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

async function startShop(apiUrl: string): Promise<{ server: Server; url: string }> {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    logged += chunk.toString();
  });
  const app = createStorefrontServer({
    apiUrl,
    clientDirectory,
    build: standInBuild,
    allowedHosts: allowedHostsFrom({ PUBLIC_URL: 'https://www.hortus.example' }),
    publicUrl: 'https://www.hortus.example',
    log: pino({ level: 'info' }, logStream),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  clientDirectory = mkdtempSync(join(tmpdir(), 'hortus-client-'));
  mkdirSync(join(clientDirectory, 'assets'));
  writeFileSync(join(clientDirectory, 'assets/entry-abc123.js'), SCRIPT);
  writeFileSync(join(clientDirectory, 'assets/entry-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(clientDirectory, 'assets/entry-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(clientDirectory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  api = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const result = request.url === '/api/cookie' ? (request.headers.cookie ?? null) : request.url;
      response.end(JSON.stringify({ code: 200, result }));
    });
  });
  api.on('connection', () => {
    apiConnections += 1;
  });
  ({ server: shop, url: shopUrl } = await startShop(await listen(api)));
});

afterEach(() => {
  logged = '';
  actionsRun = [];
});

afterAll(async () => {
  await close(shop);
  await close(api);
  rmSync(clientDirectory, { recursive: true, force: true });
});

describe('the /api proxy', () => {
  it('keeps its connections to the API open across requests', async () => {
    const before = apiConnections;
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${shopUrl}/de-de/api/catalog?i=${i}`);
      expect(await response.json()).toEqual({ code: 200, result: `/de-de/api/catalog?i=${i}` });
      expect(response.headers.get('connection')).not.toBe('close');
    }
    expect(apiConnections - before).toBe(1);
  });

  it("refuses a body over the API's limit with the API's own answer, every time", async () => {
    const body = 'x'.repeat(API_BODY_LIMIT_BYTES + 1);
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${shopUrl}/api/url/map`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        code: 413,
        result: REQUEST_BODY_TOO_LARGE,
        reason: 'too_large',
      });
    }
  });

  it('forwards a body at the limit', async () => {
    const response = await fetch(`${shopUrl}/api/url/map`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(API_BODY_LIMIT_BYTES),
    });
    expect(response.status).toBe(200);
  });
});

describe('the /api proxy when the API is down', () => {
  let downShop: Server;
  let downUrl: string;

  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const unused = createServer();
    const deadApi = await listen(unused);
    await close(unused);
    ({ server: downShop, url: downUrl } = await startShop(deadApi));
  });

  afterAll(() => close(downShop));

  it('answers 502 in the envelope and logs the failure with the secret parameters redacted', async () => {
    const response = await fetch(`${downUrl}/de-de/api/cart/pull?token=SECRET-1&%74oken=SECRET-2`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      code: 502,
      result: 'The API could not be reached',
      reason: 'unavailable',
    });
    expect(logged).toContain('API request failed in the proxy');
    expect(logged).toContain('/de-de/api/cart/pull?token=[redacted]');
    expect(logged).not.toContain('SECRET');
  });
});

describe('requests from other sites', () => {
  const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const posts = [
    '/de-de/session',
    '/de-de/checkout/vat',
    '/de-de/checkout/order',
    '/de-de/consent',
    '/de-de/cart',
  ];

  it("are refused (403) before any action reads them: another origin, 'null', or cross-site without one", async () => {
    for (const path of posts) {
      const foreign: Record<string, string>[] = [
        { Origin: 'http://evil.example' },
        { Origin: 'null' },
        { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
        // An opaque origin is refused even when the browser calls the post same-origin (a sandboxed frame).
        { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
        // The shop's host under another scheme or port is another origin.
        { Origin: 'https://127.0.0.1' },
        { Origin: `${shopUrl}.evil.example` },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
      ];
      for (const headers of foreign) {
        const answer = await send('POST', path, { ...FORM, ...headers }, 'intent=logout&email=a%40b.example');
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.body).toBe(CROSS_SITE_REQUEST_REFUSED);
      }
    }
    const other = await send('DELETE', '/de-de/cart', { Origin: 'http://evil.example' }, '');
    expect(other.status).toBe(403);
    expect(actionsRun).toEqual([]);
  });

  it("reach the action from the shop's own pages, its public origin, or a client that is no browser", async () => {
    const own: Record<string, string>[] = [
      { Origin: shopUrl },
      { Origin: 'https://www.hortus.example' },
      { Origin: shopUrl, 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ];
    for (const headers of own) {
      const session = await send('POST', '/de-de/session', { ...FORM, ...headers }, 'intent=logout');
      expect(session.status, JSON.stringify(headers)).toBe(200);
    }
    const cart = await send('POST', '/de-de/cart', { ...FORM, Origin: shopUrl }, 'intent=update&sku=A&qty=2');
    expect(cart.status).toBe(303);
    const vat = await send('POST', '/de-de/checkout/vat', { ...FORM, Origin: shopUrl }, 'vat_id=DE1');
    expect(vat.status).toBe(200);
    expect(actionsRun).toEqual([...own.map(() => 'session 1'), 'cart 3', 'checkout 1']);
  });

  it('are refused on the /api proxy in its envelope, and a call through it never carries the cookies', async () => {
    const refused = await send('POST', '/de-de/api/cart/update', { Origin: 'http://evil.example' }, '{}');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({
      code: 403,
      result: CROSS_SITE_REQUEST_REFUSED,
      reason: 'forbidden',
    });
    const forwarded = await send('GET', '/api/cookie', { Cookie: 'hortus_session=SECRET' }, '');
    expect(JSON.parse(forwarded.body)).toEqual({ code: 200, result: null });
  });
});

describe('request bodies of pages and resource routes', () => {
  const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const formOf = (bytes: number) =>
    `intent=login&comment=${'x'.repeat(bytes - 'intent=login&comment='.length)}`;

  it('over the limit with a Content-Length are refused (413) unread', async () => {
    const answer = await send('POST', '/de-de/session', FORM, formOf(STOREFRONT_BODY_LIMIT_BYTES + 1));
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(REQUEST_BODY_TOO_LARGE);
    // A length alone, with no body behind it yet, is enough.
    const declared = await send('POST', '/de-de/session', { ...FORM, 'Content-Length': '209715200' }, null);
    expect(declared.status).toBe(413);
    expect(actionsRun).toEqual([]);
  });

  it('sent in chunks are cut off (413) once they pass the limit, and no action runs on them', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const chunks = ['intent=login&comment=', ...Array.from({ length: 6 }, () => chunk)];
    const answer = await sendChunked('/de-de/checkout/order', FORM, chunks);
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(REQUEST_BODY_TOO_LARGE);
    // The action's formData() failed: it never saw the form.
    await vi.waitFor(() => expect(actionsRun).toEqual(['checkout: the body could not be read']));
  });

  it("of the back office's sheet upload page may be as large as a sheet; no other page's", async () => {
    const sheet = await send('POST', '/backoffice/stock', FORM, formOf(STOREFRONT_BODY_LIMIT_BYTES + 1));
    expect(sheet.status).toBe(200);
    expect(actionsRun).toEqual(['stock 2']);
    const tooLarge = { ...FORM, 'Content-Length': String(BACK_OFFICE_UPLOAD_LIMIT_BYTES + 1) };
    expect((await send('POST', '/backoffice/stock', tooLarge, null)).status).toBe(413);
    const other = await send('POST', '/backoffice/staff', FORM, formOf(STOREFRONT_BODY_LIMIT_BYTES + 1));
    expect(other.status).toBe(413);
  });

  it('up to the limit are read, with a length or in chunks', async () => {
    const full = await send('POST', '/de-de/session', FORM, formOf(STOREFRONT_BODY_LIMIT_BYTES));
    expect(full.status).toBe(200);
    const chunked = await sendChunked('/de-de/checkout/vat', FORM, [
      'vat_id=',
      'DE1',
      '&comment=',
      'y'.repeat(1000),
    ]);
    expect(chunked.status).toBe(200);
    expect(actionsRun).toEqual(['session 2', 'checkout 2']);
  });
});

describe('hosts', () => {
  it('a request for another or a malformed host is refused before anything runs', async () => {
    for (const host of ['evil.com', 'a b', 'localhost:3000@evil.com']) {
      const page = await rawRequest('/de-de', { Host: host });
      expect(page.status, host).toBe(400);
      const call = await rawRequest('/api/health', { Host: host });
      expect(call.status, host).toBe(400);
      expect(JSON.parse(call.body), host).toEqual({
        code: 400,
        result: 'Unknown host',
        reason: 'invalid_request',
      });
    }
    const forwarded = await rawRequest('/de-de', { Host: 'localhost', 'X-Forwarded-Host': 'evil.com' });
    expect(forwarded.status).toBe(400);
  });

  it('the configured public host and loopback are served', async () => {
    for (const host of ['www.hortus.example', 'localhost:3000', '127.0.0.1']) {
      const call = await rawRequest('/api/health', { Host: host });
      expect(call.status, host).toBe(200);
    }
  });
});

describe('static files', () => {
  it('come precompressed, brotli first, else gzip, else as they are', async () => {
    const brotli = await fetch(`${shopUrl}/assets/entry-abc123.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(SCRIPT);
    const gzip = await fetch(`${shopUrl}/assets/entry-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(SCRIPT);
    const plain = await rawRequest('/assets/entry-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('carry the headers a script needs and no page policy', async () => {
    const response = await fetch(`${shopUrl}/assets/entry-abc123.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('a missing asset is a plain 404, and a public file is served with a short cache', async () => {
    const missing = await fetch(`${shopUrl}/assets/entry-gone.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not Found');
    const favicon = await fetch(`${shopUrl}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

/** A request with headers fetch() will not send as given (Host), and a body read whatever its encoding. */
function rawRequest(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { port } = new URL(shopUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A request with the headers and body given as they are (fetch() sets Origin and Sec-Fetch-* itself). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | null,
): Promise<{ status: number; body: string }> {
  const { port } = new URL(shopUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body === null ? headers : { 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => {
          text += part;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    if (body === null) outgoing.flushHeaders();
    else outgoing.end(body);
  });
}

/** A POST whose body goes in chunks, without a length (Transfer-Encoding: chunked). */
function sendChunked(
  path: string,
  headers: Record<string, string>,
  chunks: string[],
): Promise<{ status: number; body: string }> {
  const { port } = new URL(shopUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { ...headers, 'Transfer-Encoding': 'chunked' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => {
          text += part;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}
