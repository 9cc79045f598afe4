/**
 * Hostile input against the shop as `npm start` starts it: the defects an attack run found, each as the
 * request that showed it, and a sweep that throws odd values at every route of the storefront's route
 * table, every query parameter it reads, its cookies and the Host header; and the back office's forms,
 * uploads, sign-in steps and searches with hostile fields, signed in. Nothing a client sends may give a
 * 5xx, a redirect off the shop's origin, a page that does not say what became of a form, an error in the
 * log or a secret or a person's data in the log.
 */
import { readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { API_BODY_LIMIT_BYTES, REQUEST_BODY_TOO_LARGE } from '@hortus/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import routes from '../apps/storefront/app/routes';
import { camt053 } from './bank-statement-file';
import { baseUrl, useBrowser } from './browser';
import { theShop } from './shop';
import { newStaffMember, signedInPage } from './staff';

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
  return readFileSync(theShop().shopLog, 'utf8').slice(offset);
}
function shopLogSize(): number {
  return statSync(theShop().shopLog).size;
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

/** Runs the checks a few at a time (the shop shares the machine's two cores with this test). */
async function runAll(jobs: Array<() => Promise<unknown>>, atOnce = 4): Promise<void> {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
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
    // A post whose body is no form: JSON, text, multipart of another boundary, without one, cut short.
    const bodyJobs = patterns.flatMap((pattern) =>
      [
        ['application/json', '{"a":1}'],
        ['text/plain', 'a=1'],
        [
          'multipart/form-data; boundary=other',
          '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        ],
        ['multipart/form-data', 'a=1'],
        ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1'],
      ].map(
        ([type, body]) =>
          () =>
            check(patternPath(pattern), {
              method: 'POST',
              headers: { 'content-type': type as string },
              body,
            }),
      ),
    );
    await runAll([...cookieJobs, ...methodJobs, ...bodyJobs]);
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

// -------------------------------------------------------------------------------------------------------
// The back office (issue 26): its forms posted as a browser without JavaScript posts them, and its searches

/** A multipart/form-data body as a browser sends a form with a file. */
function multipart(
  parts: [string, string | { filename: string; type: string; content: string | Buffer }][],
): {
  type: string;
  body: Buffer;
} {
  const boundary = `----hostile${Date.now().toString(36)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    const head =
      typeof value === 'string'
        ? `content-disposition: form-data; name="${name}"\r\n\r\n`
        : `content-disposition: form-data; name="${name}"; filename="${value.filename}"\r\ncontent-type: ${value.type}\r\n\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${head}`),
      Buffer.from(typeof value === 'string' ? value : value.content),
    );
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

/** The back office's English texts (no language cookie, Accept-Language: en). */
const backOfficeTexts = JSON.parse(
  readFileSync(new URL('../apps/storefront/app/backoffice/locales/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;
/** What the back office's error pages say (each page's ErrorBoundary). */
const ERROR_PAGE_TEXTS = [
  'error.page',
  'forbidden',
  'bank.upload.failed',
  'order.notFound',
  'customer.notFound',
].map((key) => backOfficeTexts[key]);
const decodeHtml = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? '',
  );
/** A message on a back-office page: a field's error, an alert, a notice. */
const PAGE_MESSAGE = /role="alert"|role="status"|class="bo-error"|class="bo-alert"/;

describe("the back office's forms and searches with hostile values", () => {
  const browser = useBrowser();
  const canary = `Kanarienvogel${Date.now().toString(36)}`;
  /** What no log line may hold: staff sessions, e-mail addresses and passwords, the personal data typed in. */
  const secrets: string[] = [canary];
  /** Besides the URL sweep's values: days of no calendar, amounts staff mistype, a formula. */
  const VALUES = [
    ...HOSTILE,
    '',
    '0000-01-01',
    '9999-12-31',
    '2026-02-30',
    '12.3456789',
    '-12%2C50',
    '1.299',
    encodeURIComponent('=HYPERLINK("https://evil.example","x")'),
  ];
  /** A person's data, in the fields where staff type it (and the log must not keep it). */
  const PERSONAL_DATA = [
    encodeURIComponent(`${canary.toLowerCase()}@example.de`),
    encodeURIComponent(`Gisela ${canary}`),
  ];
  const PERSONAL_FIELDS = new Set(['email', 'name', 'password', 'text', 'reason', 'reference', 'q', 'query']);
  const valuesOf = (field: string) => (PERSONAL_FIELDS.has(field) ? [...VALUES, ...PERSONAL_DATA] : VALUES);
  const ids = { order: 0, line: 0, customer: 0, message: 0, credit: 0, staff: 0, sku: '' };
  let cookie = '';
  let logOffset = 0;
  const problems: string[] = [];

  beforeEach(() => {
    problems.length = 0;
  });

  /**
   * Checks an answer of the back office: never a 5xx; a redirect stays on the shop (and, signed in, does not
   * lead to the sign-in); an error page, or a page a form was posted to, says what is wrong or what was done.
   */
  function checkAnswer(what: string, answer: Answer, options: { post: boolean; signedIn: boolean }): void {
    const where = `${what.slice(0, 160)}: ${answer.status}`;
    if (answer.status >= 500) {
      problems.push(`${where} ${answer.body.slice(0, 120)}`);
      return;
    }
    if (answer.status >= 300 && answer.status < 400) {
      const target = redirectTarget(answer);
      if (target?.origin !== SHOP_ORIGIN()) problems.push(`${where} redirect to ${target?.href}`);
      else if (options.signedIn && target.pathname === '/backoffice/login')
        problems.push(`${where} sent to the sign-in: the session did not reach the page`);
      return;
    }
    // The body limit's own answer (text/plain, REQUEST_BODY_TOO_LARGE) is the message of a 413.
    if (answer.status === 413 && answer.body.includes(REQUEST_BODY_TOO_LARGE)) return;
    if (answer.status === 405 && answer.headers.allow) return;
    // A file's link (orders.csv, sheet.csv) refused: its short text says why.
    if (!String(answer.headers['content-type']).startsWith('text/html')) {
      if (answer.status >= 400 && !answer.body.trim()) problems.push(`${where} without a message`);
      return;
    }
    const heading = decodeHtml(/<h1[^>]*>([^<]*)</.exec(answer.body)?.[1] ?? '');
    const isErrorPage = answer.status >= 400 && ERROR_PAGE_TEXTS.includes(heading);
    const saysWhat = PAGE_MESSAGE.test(answer.body);
    // A page a form was posted to says what became of it; an error page names the error.
    if ((answer.status >= 400 || options.post) && !isErrorPage && !saysWhat)
      problems.push(`${where} a page without a message (h1 "${heading}")`);
  }

  async function post(
    path: string,
    body: string | Buffer,
    options: { type?: string; signedIn?: boolean; cookie?: string; label?: string } = {},
  ): Promise<Answer> {
    const signedIn = options.signedIn ?? true;
    const answer = await send(path, {
      method: 'POST',
      headers: {
        origin: SHOP_ORIGIN(),
        'accept-language': 'en',
        'content-type': options.type ?? 'application/x-www-form-urlencoded',
        ...(signedIn || options.cookie ? { cookie: options.cookie ?? cookie } : {}),
      },
      body,
    });
    checkAnswer(`POST ${path} ${options.label ?? String(body).slice(0, 100)}`, answer, {
      post: true,
      signedIn,
    });
    return answer;
  }

  async function api<T>(
    path: string,
    body?: object,
    session?: string,
  ): Promise<{ status: number; result: T }> {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, result: ((await response.json()) as { result: T }).result };
  }

  it('signs an owner in on the pages, and makes what the forms act on', { timeout: 120_000 }, async () => {
    logOffset = shopLogSize();
    const page = await browser.newPage();
    const owner = await signedInPage(page, 'owner', 'Hedwig Hostile');
    const session = (await page.context().cookies()).find((entry) => /hortus_staff$/.test(entry.name));
    expect(session?.value).toBeTruthy();
    cookie = `${session?.name}=${session?.value}`;
    const helper = await newStaffMember('orders', { name: 'Helga Helper' });
    secrets.push(
      owner.email,
      owner.password,
      session?.value ?? '',
      helper.email,
      helper.password,
      helper.session,
    );

    const { result: catalog } = await api<{ items: Record<string, unknown>[] }>(
      '/de-de/api/catalog?type=product&size=100&_sourceInclude=sku,type_id,final_price_incl_tax,stock,dealer_product,inquiry_product',
    );
    const product = catalog.items.find(
      (item) =>
        item.type_id === 'simple' &&
        !item.dealer_product &&
        !item.inquiry_product &&
        Number(item.final_price_incl_tax) > 0 &&
        (item.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock,
    );
    ids.sku = String(product?.sku);
    const { result: cartId } = await api<string>('/de-de/api/cart/create', {});
    await api(`/de-de/api/cart/update?cartId=${cartId}`, { cartItem: { sku: ids.sku, qty: 1 } });
    const address = {
      firstname: 'Gisela',
      lastname: canary,
      street: ['Lindenallee 4'],
      city: 'Hamburg',
      postcode: '20095',
      country_id: 'DE',
    };
    const placed = await api<{ entity_id: number }>(`/de-de/api/order?cartId=${cartId}`, {
      idempotency_key: `e2e-hostile-${Date.now()}`,
      email: `${canary.toLowerCase()}@example.de`,
      firstname: 'Gisela',
      lastname: canary,
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
      },
    });
    expect(placed.status).toBe(200);
    secrets.push(cartId);
    ids.order = placed.result.entity_id;
    const detail = await api<{ lines: { id: number }[] }>(
      `/api/staff/orders/${ids.order}`,
      undefined,
      helper.session,
    );
    ids.line = detail.result.lines[0]?.id ?? 0;

    const email = `${canary.toLowerCase()}.kunde@example.de`;
    const created = await api('/de-de/api/user/create', {
      customer: { email, firstname: 'Gisela', lastname: canary },
      password: 'Gartenhaus-2026!',
    });
    expect(created.status).toBe(200);
    const customers = await api<{ customers: { id: number }[] }>(
      `/api/staff/customers?query=${encodeURIComponent(email)}`,
      undefined,
      helper.session,
    );
    ids.customer = customers.result.customers[0]?.id ?? 0;

    const contact = await api('/api/contact', {
      name: `Konrad ${canary}`,
      email: `${canary.toLowerCase()}.kontakt@example.de`,
      subject: 'other',
      message: 'Passt der Schuppen auf meine Terrasse?',
      store: 'de-de',
    });
    expect(contact.status).toBe(200);
    const inbox = await api<{ messages: { id: number; name: string }[] }>(
      '/api/staff/contact-messages?show=all',
      undefined,
      helper.session,
    );
    ids.message = inbox.result.messages.find((message) => message.name.includes(canary))?.id ?? 0;

    const statement = camt053(new Date().toISOString().slice(0, 10), [
      {
        amount: '12.34',
        reference: 'Spende',
        payer: `Hildegard ${canary}`,
        bankReference: `HOSTILE${Date.now()}`,
      },
    ]);
    const uploaded = await fetch(`${baseUrl()}/api/staff/bank-statements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${helper.session}`, 'content-type': 'application/xml' },
      body: statement,
    });
    const report = ((await uploaded.json()) as { result: { review: { credit_id: number }[] } }).result;
    ids.credit = report.review[0]?.credit_id ?? 0;

    const blockable = await newStaffMember('content', { name: 'Bruno Blockbar', enrolled: false });
    const accounts = await api<{ id: number; email: string }[]>(
      '/api/staff/accounts',
      undefined,
      theShop().staffOwner.session,
    );
    ids.staff = accounts.result.find((account) => account.email === blockable.email)?.id ?? 0;
    secrets.push(blockable.email, blockable.password);
    expect(Object.values(ids).every(Boolean), JSON.stringify(ids)).toBe(true);
  });

  it('finds no message on a page that has nothing to say (so the checks below can fail)', async () => {
    for (const path of [
      '/backoffice/stock',
      `/backoffice/stock?sku=${encodeURIComponent(ids.sku)}`,
      '/backoffice/staff',
      `/backoffice/customers/${ids.customer}`,
      `/backoffice/orders/${ids.order}`,
      '/backoffice/contact-messages',
    ]) {
      const answer = await send(path, { headers: { cookie, 'accept-language': 'en' } });
      expect(answer.status, path).toBe(200);
      expect(PAGE_MESSAGE.exec(answer.body)?.[0], path).toBeUndefined();
    }
  });

  /** The back office's forms: where each posts and its fields as the page fills them (values encoded). */
  const forms = (): { path: string; fields: Record<string, string>; signedIn?: boolean }[] => {
    const order = `/backoffice/orders/${ids.order}`;
    const event = () => crypto.randomUUID();
    const today = new Date().toISOString().slice(0, 10);
    const sku = encodeURIComponent(ids.sku);
    return [
      { path: order, fields: { action: 'note', event_id: event(), text: 'R%C3%BCckruf' } },
      {
        path: order,
        fields: {
          action: 'payment',
          event_id: event(),
          amount: '1%2C00',
          booked_on: today,
          reference: 'Kasse',
        },
      },
      { path: order, fields: { action: 'refund', event_id: event(), amount: '0%2C50', reason: 'Kulanz' } },
      { path: order, fields: { action: 'fulfilment_started', event_id: event() } },
      {
        path: order,
        fields: {
          action: 'shipment',
          event_id: event(),
          carrier: 'dhl',
          tracking_number: '00340434',
          [`qty-${ids.line}`]: '1',
        },
      },
      { path: order, fields: { action: 'delivered', event_id: event() } },
      {
        path: order,
        fields: { action: 'cancellation', event_id: event(), reason: 'Storno', confirm: 'yes' },
      },
      { path: `/backoffice/stock?sku=${sku}`, fields: { intent: 'stock', sku, qty: '40' } },
      {
        path: `/backoffice/stock?sku=${sku}`,
        fields: {
          intent: 'price',
          sku,
          store: 'de-de',
          price: '1299.00',
          special_price: '',
          special_from: '',
          special_to: '',
        },
      },
      { path: `/backoffice/customers/${ids.customer}`, fields: { intent: 'unblock' } },
      {
        path: '/backoffice/contact-messages',
        fields: { id: String(ids.message), answered: 'true', show: 'all' },
      },
      {
        path: '/backoffice/bank-statements',
        fields: {
          intent: 'match',
          credit: String(ids.credit),
          order_number: '1',
          store_code: 'de-de',
          amount: '1234',
          currency: 'EUR',
        },
      },
      {
        path: '/backoffice/staff',
        fields: {
          intent: 'create',
          email: encodeURIComponent(`neu.${Date.now()}@hortus.example`),
          name: 'Norbert%20Neu',
          role: 'content',
          password: 'Gartenhaus%20Neu%202026',
        },
      },
      { path: '/backoffice/staff', fields: { intent: 'unblock', id: String(ids.staff) } },
      {
        path: `/backoffice/staff?reset=${ids.staff}`,
        fields: { intent: 'reset', id: String(ids.staff), password: 'Gartenhaus%20Neu%202026%20Tor' },
      },
      { path: '/backoffice/language', fields: { language: 'en', back: '%2Fbackoffice%2Forders' } },
      // Signed out: an account that does not exist, so no real one is locked by the wrong passwords.
      {
        path: '/backoffice/login',
        fields: { email: 'niemand%40hortus.example', password: 'x' },
        signedIn: false,
      },
      { path: '/backoffice/logout', fields: {}, signedIn: false },
    ];
  };

  const encoded = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([name, value]) => `${name}=${value}`)
      .join('&');

  it('every field of every form, each hostile value: a page that says what is wrong, or a redirect on the shop', {
    timeout: 300_000,
  }, async () => {
    const jobs: Array<() => Promise<unknown>> = [];
    for (const { path, fields, signedIn } of forms()) {
      const options = { signedIn: signedIn ?? true };
      jobs.push(() => post(path, encoded(fields), options));
      for (const name of Object.keys(fields)) {
        for (const value of valuesOf(name))
          jobs.push(() => post(path, encoded({ ...fields, [name]: value }), options));
        const { [name]: _left, ...without } = fields;
        jobs.push(
          () => post(path, encoded(without), options),
          () => post(path, `${encoded(fields)}&${name}=x`, options),
        );
      }
      // The whole body: empty, malformed, of another type, multipart as a browser sends it, and broken.
      const form = multipart(
        Object.entries(fields).map(([name, value]) => [name, decodeURIComponent(value)]),
      );
      const bodies: [string, string | Buffer, string][] = [
        ['an empty body', '', 'application/x-www-form-urlencoded'],
        ['malformed escapes', '%ZZ=%ZZ&&&=', 'application/x-www-form-urlencoded'],
        ['JSON', JSON.stringify(fields), 'application/json'],
        ['text', encoded(fields), 'text/plain'],
        ['no type', encoded(fields), ''],
        ['multipart', form.body, form.type],
        ['multipart of another boundary', form.body, 'multipart/form-data; boundary=other'],
        ['multipart without a boundary', form.body, 'multipart/form-data'],
        ['multipart cut short', form.body.subarray(0, Math.floor(form.body.length / 2)), form.type],
      ];
      for (const [label, body, type] of bodies)
        jobs.push(() =>
          post(path, body, { ...options, type, label: `${label}: ${encoded(fields).slice(0, 60)}` }),
        );
    }
    await runAll(jobs);
    expect(problems).toEqual([]);
  });

  it('uploads of hostile statements and sheets: a page that says what is wrong', {
    timeout: 240_000,
  }, async () => {
    const day = new Date().toISOString().slice(0, 10);
    const statement = camt053(day, [
      {
        amount: '1.00',
        reference: 'Bestellung 1',
        payer: `Waltraud ${canary}`,
        bankReference: `UP${Date.now()}`,
      },
    ]);
    const statements: [string, string | Buffer][] = [
      ['not XML', 'Kontoauszug vom 20.11.2026'],
      ['empty', ''],
      ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      [
        'an XML bomb',
        '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY l "l"><!ENTITY l2 "&l;&l;&l;&l;">]><Document>&l2;</Document>',
      ],
      ['a camt.054', statement.replaceAll('camt.053', 'camt.054')],
      ['a NUL as a character reference', statement.replace('Bestellung 1', 'Bestellung&#0;1')],
      ['a negative amount', statement.replaceAll('>1.00<', '>-1.00<')],
      ['an amount with many decimals', statement.replaceAll('>1.00<', '>1.0000001<')],
      ['no amount', statement.replace(/<Amt Ccy="EUR">1.00<\/Amt>/, '')],
      ['a day of no calendar', statement.replaceAll(day, '2026-02-30')],
      ['UTF-16', Buffer.from(statement, 'utf16le')],
      ['a statement of 5 MB', statement.replace('<Stmt>', `<!--${'x'.repeat(5 * 1024 * 1024)}--><Stmt>`)],
    ];
    const header = 'sku,name,store_code,currency,price,special_price,special_from,special_to,qty';
    const row = `${ids.sku},Gerätehaus,de-de,EUR,1299.00,,,,40`;
    const sheets: [string, string | Buffer][] = [
      ['empty', ''],
      ['a formula in the SKU', `${header}\n=HYPERLINK("https://evil.example"),x,de-de,EUR,1,,,,1\n`],
      ['a formula in the price', `${header}\n${row.replace('1299.00', '=1+1')}\n`],
      ['a NUL in the SKU', `${header}\n${row.replace(',', '\u0000,')}\n`],
      ['UTF-16 without its byte-order mark', Buffer.from(`${header}\n${row}\n`, 'utf16le')],
      ['a quote never closed', `${header}\n"${row}\n`],
      ['a day in the year 0000', `${header}\n${row.replace(',,,40', ',0000-01-01,,40')}\n`],
      [
        '100,000 rows',
        `${header}\n${Array.from({ length: 100_000 }, (_, index) => `NOPE-${index},x,de-de,EUR,1,,,,1`).join('\n')}\n`,
      ],
    ];
    const jobs: Array<() => Promise<unknown>> = [];
    for (const [name, file] of statements) {
      const form = multipart([
        ['intent', 'upload'],
        ['statement', { filename: `${name}.xml`, type: 'application/xml', content: file }],
      ]);
      jobs.push(() =>
        post('/backoffice/bank-statements', form.body, { type: form.type, label: `statement: ${name}` }),
      );
    }
    for (const [name, file] of sheets) {
      const form = multipart([
        ['intent', 'import'],
        ['sheet', { filename: `${name}.csv`, type: 'text/csv', content: file }],
      ]);
      jobs.push(() => post('/backoffice/stock', form.body, { type: form.type, label: `sheet: ${name}` }));
    }
    for (const [path, intent, field] of [
      ['/backoffice/bank-statements', 'upload', 'statement'],
      ['/backoffice/stock', 'import', 'sheet'],
    ] as const) {
      // No file, a text where the file belongs, a file name of markup and NUL, and over the upload limit.
      for (const parts of [
        [['intent', intent]],
        [
          ['intent', intent],
          [field, 'kein Dateiinhalt'],
        ],
        [
          ['intent', intent],
          [field, { filename: '<script>%00"\r\n.xml', type: 'application/xml', content: 'x' }],
        ],
      ] as Parameters<typeof multipart>[0][]) {
        const form = multipart(parts);
        const label = `${field}: ${JSON.stringify(parts[1] ?? 'none').slice(0, 60)}`;
        jobs.push(() => post(path, form.body, { type: form.type, label }));
      }
      const huge = multipart([
        ['intent', intent],
        [
          field,
          {
            filename: 'huge',
            type: 'application/octet-stream',
            content: Buffer.alloc(22 * 1024 * 1024, 'a'),
          },
        ],
      ]);
      jobs.push(() => post(path, huge.body, { type: huge.type, label: `${field}: 22 MB` }));
    }
    // Two at a time. The embedded database runs in the API's own process: a sheet of 100,000 rows read in
    // one go held every other request of the back office past the storefront's 5 s timeout on a machine
    // busy with the unit suites (CI). Files are now read and checked a slice at a time (routes.test.ts of
    // stock-and-prices shows a request answered meanwhile).
    await runAll(jobs, 2);
    expect(problems).toEqual([]);
  });

  it('the sign-in steps with hostile codes and cookies: a page that says what is wrong, or back to the sign-in', {
    timeout: 120_000,
  }, async () => {
    const enrolled = await newStaffMember('orders', { name: 'Sabine Signin' });
    const fresh = await newStaffMember('orders', { name: 'Florian Frisch', enrolled: false });
    secrets.push(enrolled.email, enrolled.password, enrolled.session, fresh.email, fresh.password);
    for (const [member, step] of [
      [enrolled, '/backoffice/login/code'],
      [fresh, '/backoffice/login/enrol'],
    ] as const) {
      const login = await post(
        '/backoffice/login',
        `email=${encodeURIComponent(member.email)}&password=${encodeURIComponent(member.password)}`,
        { signedIn: false },
      );
      expect(login.headers.location).toBe(step);
      const signIn = [login.headers['set-cookie'] ?? []]
        .flat()
        .map((line) => line.split(';')[0])
        .join('; ');
      secrets.push(...signIn.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1)));
      for (const value of VALUES.slice(0, 20)) {
        await post(step, `code=${value}`, { signedIn: false, cookie: signIn });
        if (step.endsWith('code'))
          await post(step, `recovery_code=${value}`, { signedIn: false, cookie: signIn });
      }
    }
    // A sign-in cookie that is none: back to the sign-in's first step.
    for (const value of HOSTILE_COOKIES)
      for (const step of ['/backoffice/login/code', '/backoffice/login/enrol']) {
        const answer = await post(step, 'code=123456', {
          signedIn: false,
          cookie: `__Host-hortus_staff_sign_in=${value}; hortus_staff_sign_in=${value}`,
        });
        expect(redirectTarget(answer)?.pathname, `${step} ${value}`).toBe('/backoffice/login');
      }
    expect(problems).toEqual([]);
  });

  it('searches, filters and pages with hostile query parameters: never a 5xx, an error page that says so', {
    timeout: 300_000,
  }, async () => {
    const pages: [string, string[]][] = [
      [
        '/backoffice/orders',
        ['q', 'status', 'store_code', 'payment_method', 'placed_from', 'placed_to', 'cursor'],
      ],
      ['/backoffice/orders.csv', ['q', 'status', 'placed_from', 'placed_to']],
      [`/backoffice/orders/${ids.order}`, ['done']],
      ['/backoffice/customers', ['query', 'older_than']],
      [`/backoffice/customers/${ids.customer}`, ['done']],
      ['/backoffice/stock', ['query', 'after', 'sku', 'saved']],
      ['/backoffice/stock/sheet.csv', ['store', 'language']],
      [
        '/backoffice/bank-statements',
        ['report', 'page', 'matched_order', 'matched_store', 'matched_amount', 'matched_currency'],
      ],
      ['/backoffice/contact-messages', ['show', 'older_than', 'done']],
      ['/backoffice/staff', ['done', 'reset']],
      ['/backoffice/audit-log', ['before']],
    ];
    const jobs = pages.flatMap(([path, names]) =>
      names.flatMap((name) =>
        valuesOf(name).map((value) => async () => {
          const url = `${path}?${name}=${value}&${name}=${value}`;
          const answer = await send(url, { headers: { cookie, 'accept-language': 'en' } });
          checkAnswer(`GET ${url}`, answer, { post: false, signedIn: true });
        }),
      ),
    );
    await runAll(jobs);
    expect(problems).toEqual([]);
  });

  it('left no error in the log, and none of the personal data, passwords or sessions', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = shopLog(logOffset);
    // The searches by a person's name or e-mail address reached the API, and its log kept them redacted.
    expect(log).toContain('/api/staff/customers?query=[redacted]');
    expect(log).toContain('/api/staff/orders?q=[redacted]');
    expect(errorLines(log).slice(0, 5)).toEqual([]);
    const lines = log.toLowerCase().split('\n');
    const leaks = secrets
      .filter((secret) => secret.length >= 6)
      .flatMap((secret) =>
        lines
          .filter((line) =>
            [secret, encodeURIComponent(secret)].some((form) => line.includes(form.toLowerCase())),
          )
          .map((line) => `${secret}: ${line.slice(0, 200)}`),
      );
    expect(leaks.slice(0, 5)).toEqual([]);
  });
});
