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
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, createStorefrontServer } from './app';
import { allowedHostsFrom } from './hosts';

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
// answers every request with a small envelope. Pages are not asked for here (the e2e tests render them),
// so the React Router build is never loaded.
const SCRIPT = 'console.log("hortus");'.repeat(50);
let clientDirectory: string;
let api: Server;
let apiConnections = 0;
let shop: Server;
let shopUrl: string;
let logged = '';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

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
    build: (() => Promise.reject(new Error('no pages in this test'))) as unknown as ServerBuild,
    allowedHosts: allowedHostsFrom({ PUBLIC_URL: 'https://www.hortus.example' }),
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
      response.end(JSON.stringify({ code: 200, result: request.url }));
    });
  });
  api.on('connection', () => {
    apiConnections += 1;
  });
  ({ server: shop, url: shopUrl } = await startShop(await listen(api)));
});

afterEach(() => {
  logged = '';
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
      expect(await response.json()).toEqual({ code: 413, result: REQUEST_BODY_TOO_LARGE });
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
    expect(await response.json()).toEqual({ code: 502, result: 'The API could not be reached' });
    expect(logged).toContain('API request failed in the proxy');
    expect(logged).toContain('/de-de/api/cart/pull?token=[redacted]');
    expect(logged).not.toContain('SECRET');
  });
});

describe('hosts', () => {
  it('a request for another or a malformed host is refused before anything runs', async () => {
    for (const host of ['evil.com', 'a b', 'localhost:3000@evil.com']) {
      const page = await rawRequest('/de-de', { Host: host });
      expect(page.status, host).toBe(400);
      const call = await rawRequest('/api/health', { Host: host });
      expect(call.status, host).toBe(400);
      expect(JSON.parse(call.body), host).toEqual({ code: 400, result: 'Unknown host' });
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
