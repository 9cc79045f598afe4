/**
 * Hostile input against the shop as `npm start` starts it: the defects an attack run found, each as the
 * request that showed it, and a sweep that throws odd values at every route of the storefront's route
 * table, every query parameter it reads, its cookies and the Host header. Nothing a client sends may give
 * a 5xx, a redirect off the shop's origin, an error in the log or a secret in the log.
 */
import { readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { API_BODY_LIMIT_BYTES, REQUEST_BODY_TOO_LARGE } from '@hortus/core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import routes from '../apps/storefront/app/routes';
import { baseUrl } from './browser';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One request sent as written: the path is not normalised or re-encoded (as fetch would do), and the Host
 * header is whatever the test says.
 */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const { hostname, port, host } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        hostname,
        port,
        path,
        method: options.method ?? 'GET',
        setHost: false,
        headers: { host, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The shop's log from `offset` on (global-setup.ts writes it at LOG_LEVEL info). */
function shopLog(offset = 0): string {
  return readFileSync(inject('shopLog'), 'utf8').slice(offset);
}
function shopLogSize(): number {
  return statSync(inject('shopLog')).size;
}

/** Log lines of level error or fatal (pino's 50 and 60), and stack traces. */
function errorLines(log: string): string[] {
  return log.split('\n').filter((line) => /"level":(50|60)\b/.test(line) || /^\s+at /.test(line));
}

/** Where a redirect sends the browser, resolved as the browser resolves it. */
function redirectTarget(answer: Answer): URL | null {
  const location = answer.headers.location;
  if (typeof location === 'string') return new URL(location, baseUrl());
  // React Router's single-fetch (.data) answers carry their redirect in the body.
  const data = /"redirect","([^"]*)"/.exec(answer.body);
  return data?.[1] === undefined ? null : new URL(data[1], baseUrl());
}

const SHOP_ORIGIN = () => new URL(baseUrl()).origin;

describe('the chooser never sends a visitor off the shop (open redirect)', () => {
  const targets = [
    '/de-de/..//evil.com',
    '/de-de/%2e%2e//evil.com',
    '/de-de/..%2F%2Fevil.com',
    '/de-de/../\\evil.com',
    '%2e%2e//evil.com',
    '..%2F%2Fevil.com',
    '../\\evil.com',
    '//evil.com',
    '/\\evil.com',
    'https://evil.com/de-de',
    '/de-de/../../../../evil.com',
  ];

  it.each(targets)('from=%s', async (from) => {
    for (const path of ['/change-store', '/change-store.data']) {
      const answer = await send(`${path}?country=DE&language=de&from=${from}`);
      expect(answer.status, path).toBeLessThan(500);
      const target = redirectTarget(answer);
      expect(target?.origin, `${path} -> ${answer.headers.location}`).toBe(SHOP_ORIGIN());
      expect(target?.pathname).toBe('/de-de');
    }
  });

  it('still keeps the page when the store changes and the page exists there', async () => {
    const answer = await send('/change-store?country=AT&language=de&from=/de-de/blog');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/at-de/blog?country_id=AT');
  });
});

describe('the preference cookies are untrusted input', () => {
  it.each([
    'hortus_country=garbage',
    'hortus_country=MQ%3D%3D',
    'hortus_country=dHJ1ZQ%3D%3D',
    'hortus_country=WzEsMl0%3D',
    'hortus_country=bnVsbA%3D%3D',
    'hortus_country=IkRFIg%3D%3D; hortus_language=garbage',
    'hortus_country=IkRFIg%3D%3D; hortus_language=eyJhIjoxfQ%3D%3D',
  ])('%s: / still leads to a store view', async (cookie) => {
    const answer = await send('/', { headers: { cookie } });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toMatch(/^\/[a-z]{2}-[a-z]{2}$/);
  });

  it('a valid saved choice is still honoured, and a bad language falls back to the country default', async () => {
    const poland = await send('/', { headers: { cookie: 'hortus_country=IlBMIg%3D%3D' } });
    expect(poland.headers.location).toBe('/pl-pl');
    const badLanguage = await send('/', {
      headers: { cookie: 'hortus_country=IkNIIg%3D%3D; hortus_language=garbage' },
    });
    expect(badLanguage.headers.location).toMatch(/^\/ch-(de|fr|it)$/);
  });

  it('are sent with Secure when the shop is reached over HTTPS', async () => {
    const secure = await send('/change-store?country=PL', { headers: { 'x-forwarded-proto': 'https' } });
    const plain = await send('/change-store?country=PL');
    const cookiesOf = (answer: Answer) => [answer.headers['set-cookie'] ?? []].flat();
    expect(cookiesOf(secure)).toHaveLength(2);
    for (const cookie of cookiesOf(secure)) expect(cookie).toMatch(/; Secure/);
    for (const cookie of cookiesOf(plain)) expect(cookie).not.toMatch(/; Secure/);
  });
});

describe("what passes the /api proxy is the API's own answer", () => {
  it('a 2 MB body is always the 413 envelope, never a proxy error or a reset', async () => {
    const body = `{"url":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    for (let i = 0; i < 15; i += 1) {
      const answer = await send('/api/url/map', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        body,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        code: 413,
        result: REQUEST_BODY_TOO_LARGE,
        reason: 'too_large',
      });
    }
  });

  it('a body at the limit reaches the API', async () => {
    const body = `{"url":"${'x'.repeat(API_BODY_LIMIT_BYTES - 20)}"}`;
    const answer = await send('/api/url/map', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).not.toBe(413);
    expect(JSON.parse(answer.body)).toHaveProperty('code', answer.status);
  });

  it("Fastify's router errors come in the envelope", async () => {
    const badEscape = await send('/api/%ZZ');
    expect(badEscape.status).toBe(400);
    expect(JSON.parse(badEscape.body)).toEqual({
      code: 400,
      reason: 'invalid_request',
      result: 'The path holds a malformed percent escape',
    });
    const longParameter = await send(`/api/catalog/categories/${'1'.repeat(150)}`);
    expect(longParameter.status).toBe(414);
    expect(JSON.parse(longParameter.body)).toHaveProperty('code', 414);
  });

  it('the health check names no database engine', async () => {
    const answer = await send('/api/health');
    expect(JSON.parse(answer.body)).toEqual({ code: 200, result: { status: 'ok' } });
  });
});

describe('secrets in query strings never reach the log', () => {
  it('however the parameter name is encoded', async () => {
    const offset = shopLogSize();
    const names = [
      'token',
      '%74oken',
      'tok%65n',
      'refreshToken',
      'resetToken',
      'cart%49d',
      'groupToken',
      'password',
    ];
    const secrets = names.map((name, index) => ({ name, value: `LEAK${index}X${Date.now().toString(36)}` }));
    const query = secrets.map(({ name, value }) => `${name}=${value}`).join('&');
    for (const path of ['/de-de/api/catalog?type=product&size=1&', '/api/%ZZ?', '/api/no-such-thing?']) {
      await send(`${path}${query}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = shopLog(offset);
    expect(log).toContain('[redacted]');
    for (const { name, value } of secrets) expect(log, name).not.toContain(value);
  });
});

describe('the edges of the storefront server', () => {
  it('a malformed or foreign Host is refused with a 400, not a 500 or a poisoned page', async () => {
    for (const host of ['a b', 'evil.com', 'localhost:3300@evil.com', '']) {
      const sitemap = await send('/sitemap.xml', { headers: { host } });
      expect(sitemap.status, host).toBe(400);
    }
    const forwarded = await send('/de-de', { headers: { 'x-forwarded-host': 'evil.com' } });
    expect(forwarded.status).toBe(400);
    const sitemap = await send('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>${baseUrl()}/de-de/sitemap.xml</loc>`);
  });

  it('POST to / and /change-store is a 405 with Allow, and logs no error', async () => {
    const offset = shopLogSize();
    for (const path of ['/', '/change-store', '/robots.txt', '/sitemap.xml', '/de-de/sitemap.xml']) {
      const answer = await send(path, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow, path).toBe('GET, HEAD');
    }
    const page = await send('/de-de', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(page.status).toBe(405);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errorLines(shopLog(offset))).toEqual([]);
  });

  it('pages forbid framing in both headers, consistently', async () => {
    const answer = await send('/de-de');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

// -------------------------------------------------------------------------------------------------------
// The sweep

/** Values as they stand in a URL (already percent-encoded where a raw character could not be sent). */
const HOSTILE = [
  '..',
  '../..',
  '%2e%2e',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5C',
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  'https:%2F%2Fevil.com',
  'javascript:alert(1)',
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%C0%AE%C0%AE',
  '%E0%A4%A',
  '%uFFFF',
  '%0d%0aSet-Cookie:%20x=1',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201=1--",
  '%7B%22a%22:1%7D',
  '[1,2]',
  '-1',
  '1e309',
  '99999999999999999999999',
  'NaN',
  '%F0%9F%8F%A1',
  '%E2%80%AE',
  'x'.repeat(4000),
  '%2F'.repeat(500),
];

/** Cookie values of the wrong shape and type: raw garbage, base64 of JSON of other types, huge. */
const HOSTILE_COOKIES = [
  'garbage',
  '',
  '%',
  '%ZZ',
  'MQ%3D%3D',
  'dHJ1ZQ%3D%3D',
  'bnVsbA%3D%3D',
  'WzEsMl0%3D',
  'eyJ0cmltIjoxfQ%3D%3D',
  'IiI%3D',
  'Ijw%2Bc2NyaXB0PiI%3D',
  'A'.repeat(3000),
];

const HOSTS = ['a b', 'evil.com', '', 'localhost:99999', '[::1', 'localhost@evil.com', 'x'.repeat(300), '..'];

/** The query parameters the storefront reads, and the secrets the spec's calls carry. */
const QUERY_PARAMETERS = [
  'q',
  'page',
  'sort',
  'color',
  'size',
  'price',
  'country',
  'language',
  'from',
  'token',
  'cartId',
  '_routes',
  'index',
];

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every path pattern of the route table (app/routes.ts), e.g. ':store/p/:slug/:sku'. */
function routePatterns(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter(Boolean).join('/');
    const own = entry.path !== undefined || entry.index ? [path] : [];
    return [...own, ...routePatterns(entry.children ?? [], path)];
  });
}

describe('a sweep of hostile values over every route, parameter, cookie and host', () => {
  /** A real value for each path parameter, so the hostile one meets a page that exists. */
  const real: Record<string, string> = { store: 'de-de' };
  const problems: string[] = [];
  const secret = `SWEEPSECRET${Date.now().toString(36)}`;
  let logOffset = 0;

  beforeAll(async () => {
    const home = (await send('/de-de')).body;
    real.product = /href="\/de-de\/p\/([^"/?]+)"/.exec(home)?.[1] ?? 'x';
    real.category = /href="\/de-de\/c\/([^"/?]+)"/.exec(home)?.[1] ?? 'x';
    real.blog = /href="\/de-de\/b\/([^"/?]+)"/.exec((await send('/de-de/blog')).body)?.[1] ?? 'x';
    logOffset = shopLogSize();
  });

  beforeEach(() => {
    problems.length = 0;
  });

  function patternPath(pattern: string, hostileParam?: string, value?: string): string {
    return `/${pattern}`.replace(/:(\w+)\??|\*/g, (match, name: string | undefined) => {
      if (name !== undefined && name === hostileParam) return value ?? '';
      if (match === '*') return hostileParam === '*' ? (value ?? '') : 'x';
      if (name === 'store') return real.store ?? 'de-de';
      if (name === 'slug') {
        if (pattern.includes('p/:slug')) return real.product ?? 'x';
        if (pattern.includes('c/:slug')) return real.category ?? 'x';
        if (pattern.includes('b/:slug')) return real.blog ?? 'x';
        return 'privacy';
      }
      return 'x';
    });
  }

  async function check(path: string, options: Parameters<typeof send>[1] = {}): Promise<void> {
    let answer: Answer;
    try {
      answer = await send(path, options);
    } catch (error) {
      problems.push(`${path.slice(0, 120)}: connection failed (${(error as Error).message})`);
      return;
    }
    const what = `${options.method ?? 'GET'} ${path.slice(0, 120)} ${JSON.stringify(options.headers ?? {}).slice(0, 80)}`;
    if (answer.status >= 500) problems.push(`${what}: ${answer.status}`);
    if ((answer.status >= 300 && answer.status < 400) || /SingleFetchRedirect/.test(answer.body)) {
      let target: URL | null = null;
      try {
        target = redirectTarget(answer);
      } catch {
        problems.push(`${what}: unreadable redirect ${String(answer.headers.location)}`);
      }
      if (target && target.origin !== SHOP_ORIGIN()) problems.push(`${what}: redirect to ${target.href}`);
    }
  }

  /** Runs the checks a few at a time (the shop shares the machine's two cores with this test). */
  async function runAll(jobs: Array<() => Promise<void>>): Promise<void> {
    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await job();
      }),
    );
  }

  const patterns = routePatterns(routes as RouteEntry[]);

  it('the route table is read (every route is swept)', () => {
    expect(patterns).toEqual(expect.arrayContaining(['', ':store', ':store/p/:slug/:sku', 'change-store']));
    expect(patterns.length).toBeGreaterThan(25);
  });

  it('path parameters', { timeout: 240_000 }, async () => {
    const jobs = patterns.flatMap((pattern) => {
      const params = [...pattern.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
      return params.flatMap((param) =>
        HOSTILE.flatMap((value, index) => {
          const path = patternPath(pattern, param, value);
          // React Router's data requests (.data) take another way through the server: every third value.
          return index % 3 === 0 ? [() => check(path), () => check(`${path}.data`)] : [() => check(path)];
        }),
      );
    });
    await runAll(jobs);
    expect(problems).toEqual([]);
  });

  it('query parameters, each value on another route', { timeout: 240_000 }, async () => {
    const jobs = QUERY_PARAMETERS.flatMap((name, nameIndex) =>
      HOSTILE.map((value, valueIndex) => {
        const path = patternPath(patterns[(nameIndex * HOSTILE.length + valueIndex) % patterns.length] ?? '');
        return () => check(`${path}?${name}=${value}&${name}=${value}&token=${secret}`);
      }),
    );
    await runAll(jobs);
    expect(problems).toEqual([]);
  });

  it('cookies on the store choice, a store and another route each; other methods on every route', {
    timeout: 240_000,
  }, async () => {
    const cookieJobs = HOSTILE_COOKIES.flatMap((value, index) =>
      ['', ':store', patterns[index % patterns.length] ?? ''].flatMap((pattern) => {
        const path = patternPath(pattern);
        return [
          () => check(path, { headers: { cookie: `hortus_country=${value}; hortus_language=${value}` } }),
          () => check(path, { headers: { cookie: `hortus_country=IkRFIg%3D%3D; hortus_language=${value}` } }),
          // The session's cookies (ADR 0009): a forged or broken value is no session, never an error.
          () =>
            check(path, {
              headers: { cookie: `hortus_customer=${value}; hortus_cart=${value}; hortus_notice=${value}` },
            }),
        ];
      }),
    );
    const methodJobs = patterns.flatMap((pattern) =>
      ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map(
        (method) => () =>
          check(patternPath(pattern), {
            method,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'a=1',
          }),
      ),
    );
    await runAll([...cookieJobs, ...methodJobs]);
    expect(problems).toEqual([]);
  });

  it('the Host and X-Forwarded-Host headers', async () => {
    const jobs = ['/', '/de-de', '/sitemap.xml', '/de-de/sitemap.xml', '/robots.txt', '/api/health'].flatMap(
      (path) =>
        HOSTS.flatMap((host) => [
          () => check(path, { headers: { host } }),
          () => check(path, { headers: { 'x-forwarded-host': host } }),
        ]),
    );
    await runAll(jobs);
    expect(problems).toEqual([]);
  });

  it('left no error and no secret in the log', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = shopLog(logOffset);
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(secret);
    expect(errorLines(log).slice(0, 5)).toEqual([]);
  });
});
