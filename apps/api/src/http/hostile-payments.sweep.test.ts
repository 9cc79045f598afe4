import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { captureLog } from '../../test/captured-log';
import {
  clientAddresses,
  HOSTILE_PATH_ESCAPES,
  hostileBodies,
  hostileQueries,
  nested,
  queryNamesOf,
  withQuery,
} from '../../test/hostile-values';
import { paymentReads, placeOrderPaidWith } from '../../test/payment-calls';
import {
  amazonPaySignIn,
  decideOnAmazonPayPage,
  startAmazonPayForTests,
  startUnzerForTests,
  unzerCardType,
} from '../../test/payment-providers';
import { documentedRoutesUnder, routesUnder } from '../../test/route-table';
import { callsTo, productsForSale, type ShopProduct } from '../../test/shop-calls';
import { queryRows } from '../db/database';

/**
 * The robustness sweep of the payment routes (/api/payments/*, read from the app's router): the return
 * page's read, the providers' notifications (Unzer's unsigned ones, Amazon's SNS messages), the checkout's
 * setup and installment plans, and Amazon Pay's button, session read and return. Each gets hostile path
 * parameters, query parameters, bodies (wrong content types, too large, NUL, unicode, JSON and not, forged
 * and unknown notifications) and methods, first with both providers' emulators up, then with both closed.
 * No answer may be a 5xx but the 503 a route documents for a provider that cannot be reached; every answer
 * is the `{ code, result }` envelope (a refusal with its message and reason); nothing changes in the
 * database (no payment event, attempt or order), and a refusal queues no job either. The log holds no
 * failed request and no provider key.
 */
const log = captureLog();
const unzerSide = await startUnzerForTests();
const amazonSide = await startAmazonPayForTests();
const { unzer } = unzerSide;
const { amazon } = amazonSide;
const testApp = useTestApp(
  { ...unzerSide.env, ...amazonSide.env, SHOP_URL: 'https://shop.example', LOG_LEVEL: 'info' },
  { logStream: log.stream },
);
const call = callsTo(testApp);

const clientAddress = clientAddresses();

interface Sent {
  status: number;
  body: string;
}

async function send(
  method: string,
  url: string,
  options: { payload?: string | Buffer; contentType?: string | null } = {},
): Promise<Sent> {
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
  const response = await testApp.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: clientAddress(),
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
    ...(options.payload !== undefined && contentType !== null
      ? { headers: { 'content-type': contentType } }
      : {}),
  });
  return { status: response.statusCode, body: response.body };
}

// ---------------------------------------------------------------------------------------------------------
// The payments the calls are about: a card paid at Unzer, an order paid with Amazon Pay (and the IPN Amazon
// sent about it), and an Amazon checkout session the buyer has just made.

const fixture = {
  unzerAttempt: '',
  unzerPayment: '',
  amazonSession: '',
  openSession: '',
  ipn: '',
};

beforeAll(async () => {
  const [product] = (await productsForSale(testApp, 'de-de', 1, 500)) as [ShopProduct];
  const card = await unzerCardType(unzer.url, unzerSide.publicKey, '4444333322221111');
  const paidByCard = await placeOrderPaidWith(call, product.sku, 'unzer_creditcard', { type_id: card });
  expect(paidByCard.placed.body.result.payment?.status, JSON.stringify(paidByCard.placed.body)).toBe(
    'succeeded',
  );
  fixture.unzerAttempt = paidByCard.placed.body.result.payment.id;
  const [attempt] = await queryRows<{ payment: string }>(
    testApp.database.db,
    sql`SELECT provider_payment_id AS payment FROM payment_attempts WHERE id = ${fixture.unzerAttempt}`,
  );
  fixture.unzerPayment = attempt?.payment ?? '';

  const { sessionId } = await amazonPaySignIn(call, amazon.publicUrl);
  const paidWithAmazon = await placeOrderPaidWith(call, product.sku, 'amazon_pay', {
    checkout_session_id: sessionId,
  });
  await decideOnAmazonPayPage(paidWithAmazon.placed.body.result.payment.redirect_url, 'pay');
  const back = await call('POST', '/api/payments/amazon-pay/return', { checkout_session_id: sessionId });
  expect(back.body.result?.status, JSON.stringify(back.body)).toBe('succeeded');
  fixture.amazonSession = sessionId;
  await amazon.ipnIdle();
  fixture.ipn = amazonSide.ipnBodies.at(-1) ?? '';
  expect(fixture.ipn).toContain('"Type":"Notification"');
  fixture.openSession = (await amazonPaySignIn(call, amazon.publicUrl)).sessionId;

  // The jobs the payments queued (confirmation mails) are done before the sweep compares the database.
  for (let tries = 0; tries < 150 && (await pendingJobs()) > 0; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await pendingJobs()).toBe(0);
}, 120_000);

async function pendingJobs(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    testApp.database.db,
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after < now() + interval '1 minute'`,
  );
  return row?.n ?? 0;
}

/** What a payment call may change, read from the database: payment events, attempts, orders, and jobs. */
async function databaseState() {
  const [row] = await queryRows<{ events: number; attempts: string; orders: string; jobs: number }>(
    testApp.database.db,
    sql`SELECT (SELECT count(*) FROM order_events)::int AS events,
      (SELECT coalesce(string_agg(id::text || ':' || state || ':' || coalesce(provider_payment_id, ''), ',' ORDER BY id), '') FROM payment_attempts) AS attempts,
      (SELECT coalesce(string_agg(id || ':' || status || ':' || paid_amount || ':' || authorized_amount, ',' ORDER BY id), '') FROM orders) AS orders,
      (SELECT count(*) FROM pgboss.job WHERE name LIKE 'payment-%')::int AS jobs`,
  );
  if (!row) throw new Error('no state');
  return row;
}
type State = Awaited<ReturnType<typeof databaseState>>;

// ---------------------------------------------------------------------------------------------------------
// The calls: every payment route, with a request that is answered as `valid` says.

type Phase = 'providers up' | 'providers down';

interface PaymentCall {
  /** `METHOD /pattern`, as the router names the route. */
  route: string;
  /** The store view prefix the checkout calls it with. */
  store?: string;
  params?: () => Record<string, string>;
  query?: () => string;
  /** The valid body, as the caller sends it, and its content type. */
  body?: () => string;
  contentType?: string;
  /** How the valid request is answered, with the providers up and down. */
  valid: Record<Phase, number>;
  /**
   * A provider's notification: the variants (by name) that may queue a `payment-sync` job (one, answered
   * 2xx). Both providers' notifications only say "read this payment again": Unzer's carry no signature,
   * so one with the shop's public key and Unzer's URL of a known payment is taken whatever its event says;
   * Amazon signs an SNS message but not its UnsubscribeURL.
   */
  mayQueue?: RegExp;
}

const unzerNotification = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    event: 'payment.completed',
    publicKey: unzerSide.publicKey,
    retrieveUrl: `${unzer.url}/v1/payments/${fixture.unzerPayment}`,
    paymentId: fixture.unzerPayment,
    ...fields,
  });

const CALLS: PaymentCall[] = [
  {
    route: 'GET /api/payments/:id',
    params: () => ({ id: fixture.unzerAttempt }),
    valid: { 'providers up': 200, 'providers down': 503 },
  },
  {
    route: 'POST /api/payments/unzer/notifications',
    body: () => unzerNotification(),
    contentType: 'text/plain',
    valid: { 'providers up': 200, 'providers down': 200 },
    mayQueue: /^(event = |paymentId = an empty string|a long event|an unknown event)/,
  },
  { route: 'GET /api/payments/setup', valid: { 'providers up': 200, 'providers down': 200 } },
  {
    route: 'GET /api/payments/installment-plans',
    store: 'de-de',
    query: () => 'amount=150000',
    valid: { 'providers up': 200, 'providers down': 503 },
  },
  {
    route: 'GET /api/payments/amazon-pay/button',
    store: 'de-de',
    valid: { 'providers up': 200, 'providers down': 200 },
  },
  {
    route: 'GET /api/payments/amazon-pay/checkout-sessions/:id',
    store: 'de-de',
    params: () => ({ id: fixture.openSession }),
    valid: { 'providers up': 200, 'providers down': 503 },
  },
  {
    route: 'POST /api/payments/amazon-pay/return',
    body: () => JSON.stringify({ checkout_session_id: fixture.amazonSession }),
    valid: { 'providers up': 200, 'providers down': 503 },
  },
  {
    route: 'POST /api/payments/amazon-pay/notifications',
    body: () => fixture.ipn,
    contentType: 'text/plain',
    valid: { 'providers up': 200, 'providers down': 503 },
    mayQueue: /^UnsubscribeURL = /,
  },
];

const routeOf = (payment: PaymentCall) => {
  const [method = '', pattern = ''] = payment.route.split(' ');
  return { method, pattern };
};
const urlOf = (payment: PaymentCall, params: Record<string, string>, query: string) =>
  `${payment.store ? `/${payment.store}` : ''}${routeOf(payment).pattern.replace(
    /:(\w+)/g,
    (_, name: string) => params[name] ?? '',
  )}${query ? `?${query}` : ''}`;
const validUrl = (payment: PaymentCall) => urlOf(payment, payment.params?.() ?? {}, payment.query?.() ?? '');

/** The documented 503 of a route whose provider cannot be reached (its contract lists it). */
const DOCUMENTED_503 = new Set(
  CALLS.filter((payment) => payment.valid['providers down'] === 503).map((payment) => payment.route),
);

/**
 * What is wrong with an answer, or null: a 5xx (but the documented 503, with its reason, while the
 * providers are down), an answer that is not the envelope, a refusal without its message and reason.
 */
function faultOf(payment: PaymentCall, phase: Phase, answer: Sent): string | null {
  let envelope: { code?: unknown; result?: unknown; reason?: unknown };
  try {
    envelope = JSON.parse(answer.body);
  } catch {
    return `${answer.status} without the envelope: ${answer.body.slice(0, 200)}`;
  }
  if (envelope.code !== answer.status || envelope.result === undefined)
    return `${answer.status} without the envelope: ${answer.body.slice(0, 200)}`;
  if (answer.status >= 400 && (typeof envelope.result !== 'string' || !envelope.result || !envelope.reason))
    return `${answer.status} without a message and reason: ${answer.body.slice(0, 200)}`;
  const documented =
    answer.status === 503 &&
    phase === 'providers down' &&
    DOCUMENTED_503.has(payment.route) &&
    envelope.reason === 'payment_unavailable';
  if (answer.status >= 500 && !documented) return `${answer.status} ${answer.body.slice(0, 200)}`;
  return null;
}

/** What changed in the database that the answer (to the variant named) does not allow, or null. */
function changeOf(
  payment: PaymentCall,
  variant: string,
  answer: Sent,
  before: State,
  after: State,
): string | null {
  for (const key of ['events', 'attempts', 'orders'] as const)
    if (before[key] !== after[key]) return `${answer.status} but changed ${key}`;
  const queued = after.jobs - before.jobs;
  if (queued === 0) return null;
  const mayQueue = variant === 'the valid request' || payment.mayQueue?.test(variant);
  if (mayQueue && answer.status < 300 && queued === 1) return null;
  return `${answer.status} but queued ${queued} jobs`;
}

/** Sends each variant of a call, checking each answer and what it changed; the faults found. */
async function sweep(
  payment: PaymentCall,
  phase: Phase,
  variants: {
    name: string;
    method?: string;
    url: string;
    payload?: string | Buffer;
    contentType?: string | null;
  }[],
): Promise<string[]> {
  const failures: string[] = [];
  let before = await databaseState();
  for (const variant of variants) {
    const answer = await send(variant.method ?? routeOf(payment).method, variant.url, {
      ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
      ...(variant.contentType !== undefined ? { contentType: variant.contentType } : {}),
    });
    const fault = faultOf(payment, phase, answer);
    if (fault) failures.push(`${variant.name}: ${fault}`);
    const after = await databaseState();
    const change = changeOf(payment, variant.name, answer, before, after);
    if (change) failures.push(`${variant.name}: ${change}`);
    before = after;
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------------------
// The hostile requests.

/** Raw bodies for every POST route: no JSON, wrong shapes, NUL, bytes that are no UTF-8, too large. */
const RAW_BODIES: [string, string | Buffer][] = [
  ['an empty body', ''],
  ['a word', 'hello'],
  ['JSON null', 'null'],
  ['a JSON array', '[{"event":"payment.completed"}]'],
  ['a JSON number', '12345'],
  ['a JSON string', '"payment.completed"'],
  ['a truncated object', '{"event":'],
  ['a NUL', '{"event":"payment.\u0000completed"}'],
  ['an escaped NUL', '{"event":"payment.\\u0000completed"}'],
  ['a lone surrogate', '{"event":"\\ud800"}'],
  ['bytes that are no UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x00, 0xc3, 0x28, 0x22, 0x7d])],
  ['a byte order mark', `\ufeff{"event":"payment.completed"}`],
  ['right-to-left and emoji', '{"event":"\u202epayment.completed\u202c 🌱"}'],
  ['30 levels of nesting', JSON.stringify(nested('x', 30))],
  ['4,000 levels of nesting', `${'['.repeat(4_000)}${']'.repeat(4_000)}`],
  [
    'a prototype-polluting key',
    '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  ],
  ['8 KiB of text', 'x'.repeat(8_192)],
  ['just over 8 KiB', 'x'.repeat(8_193)],
  ['just over 16 KiB', 'x'.repeat(16_385)],
  ['1 MiB', 'ä'.repeat(524_288)],
  ['XML', '<?xml version="1.0"?><notification><event>payment.completed</event></notification>'],
  ['a form', 'event=payment.completed&paymentId=s-pay-1'],
];

/** Content types for the valid body: the ones the routes take, and ones they do not. */
const CONTENT_TYPES: (string | null)[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'text/plain; charset=iso-8859-1',
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'text/html',
  'application/x-amz-json-1.1',
  'text/plain; boundary',
  '',
  ';;;',
  null,
];

/** Unzer notifications that are no notification of the shop's: foreign keys and hosts, odd and unknown ids. */
const unzerForgeries = (): [string, string][] => [
  ['a foreign public key', unzerNotification({ publicKey: 's-pub-someoneelse' })],
  ['a production key', unzerNotification({ publicKey: unzerSide.publicKey.replace('s-pub', 'p-pub') })],
  [
    'a foreign host',
    unzerNotification({ retrieveUrl: `https://attacker.example/v1/payments/${fixture.unzerPayment}` }),
  ],
  [
    'the host as user name',
    unzerNotification({ retrieveUrl: `${unzer.url}@attacker.example/v1/payments/x` }),
  ],
  ['credentials in the URL', unzerNotification({ retrieveUrl: unzer.url.replace('://', '://user:pw@') })],
  ['a javascript URL', unzerNotification({ retrieveUrl: 'javascript:alert(1)' })],
  ['a file URL', unzerNotification({ retrieveUrl: 'file:///etc/passwd' })],
  ['no URL at all', unzerNotification({ retrieveUrl: 'not a url' })],
  ['ids that disagree', unzerNotification({ paymentId: 's-pay-1' })],
  [
    'a dot-dot id',
    unzerNotification({ retrieveUrl: `${unzer.url}/v1/payments/..%2f..%2fwebhooks`, paymentId: undefined }),
  ],
  [
    'an id with SQL',
    unzerNotification({ retrieveUrl: `${unzer.url}/v1/payments/x`, paymentId: "s-pay-1' OR '1'='1" }),
  ],
  [
    'an unknown payment',
    unzerNotification({
      retrieveUrl: `${unzer.url}/v1/payments/s-pay-999999999`,
      paymentId: 's-pay-999999999',
    }),
  ],
  [
    'a payment of production',
    unzerNotification({ retrieveUrl: `${unzer.url}/v1/payments/p-pay-1`, paymentId: 'p-pay-1' }),
  ],
  [
    'a type event',
    unzerNotification({
      event: 'types',
      retrieveUrl: `${unzer.url}/v1/types/card/s-crd-1`,
      paymentId: undefined,
    }),
  ],
  ['an unknown event', unzerNotification({ event: 'payment.<script>' })],
  ['a long event', unzerNotification({ event: 'e'.repeat(7_000) })],
];

/** SNS messages that are no IPN of Amazon's: bad and missing signatures, untrusted or missing certificates. */
function snsForgeries(): [string, string][] {
  const valid = JSON.parse(fixture.ipn) as Record<string, string>;
  const sns = (fields: Record<string, unknown>) => JSON.stringify({ ...valid, ...fields });
  const message = JSON.parse(valid.Message ?? '{}') as Record<string, string>;
  return [
    ['a garbage signature', sns({ Signature: 'AAAA' })],
    ['a signature that is no base64', sns({ Signature: '***not base64***' })],
    ['an empty signature', sns({ Signature: '' })],
    ['a huge signature', sns({ Signature: 'A'.repeat(12_000) })],
    ['signature version 2 over a version 1 signature', sns({ SignatureVersion: '2' })],
    ['signature version 3', sns({ SignatureVersion: '3' })],
    ['another merchant', sns({ Message: JSON.stringify({ ...message, MerchantID: 'AOTHERMERCHANT' }) })],
    [
      'another charge permission',
      sns({ Message: JSON.stringify({ ...message, ChargePermissionId: 'S02-0000000-0000000' }) }),
    ],
    ['a message that is no JSON', sns({ Message: 'hello' })],
    ['a certificate on a foreign host', sns({ SigningCertURL: 'https://attacker.example/cert.pem' })],
    ['a certificate over http', sns({ SigningCertURL: 'http://sns.eu-west-1.amazonaws.com/cert.pem' })],
    [
      'a look-alike SNS host',
      sns({ SigningCertURL: 'https://sns.eu-west-1.amazonaws.com.attacker.example/cert.pem' }),
    ],
    ['a certificate that is no .pem', sns({ SigningCertURL: `${amazon.url}/checkout.js` })],
    ['a missing certificate', sns({ SigningCertURL: `${amazon.url}/SimpleNotificationService-missing.pem` })],
    ['a file certificate', sns({ SigningCertURL: 'file:///etc/ssl/certs/ca-certificates.pem' })],
    [
      'a subscription confirmation',
      sns({ Type: 'SubscriptionConfirmation', SubscribeURL: 'https://attacker.example/' }),
    ],
    ['an unsubscribe confirmation', sns({ Type: 'UnsubscribeConfirmation' })],
    ['no Type', sns({ Type: undefined })],
    ['numbers for strings', sns({ MessageId: 1, Timestamp: 2, SignatureVersion: 1 })],
    ['an IPN without SNS', valid.Message ?? '{}'],
  ];
}

/** Path parameters: unknown and malformed ids of payments and Amazon sessions, escapes, one too long. */
const hostilePathValues = () => [
  ...HOSTILE_PATH_ESCAPES,
  '0',
  '-1',
  'abc',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  randomUUID(),
  fixture.unzerAttempt.toUpperCase(),
  `%7B${fixture.unzerAttempt}%7D`,
  fixture.unzerAttempt.replaceAll('-', ''),
  `${fixture.unzerAttempt}0`,
  fixture.unzerPayment,
  fixture.amazonSession,
  'S02-0000000-0000000',
  `${fixture.openSession}x`,
  'x'.repeat(100),
];

/** Query values: numbers out of range and malformed, escapes, huge, store codes that are none. */
const HOSTILE_QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x10',
  '99999999999999999999',
  '1000000001',
  'abc',
  'NaN',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  '%F0%9F%8C%B1',
  'x'.repeat(10_000),
  encodeURIComponent('ä'.repeat(3_000)),
  '__proto__',
  '%3Cscript%3E',
  '%27%20OR%201%3D1--',
  'de-de',
  'DE-DE',
  'xx-xx',
  'pl-pl',
  '1',
  '99999',
];

type Variant = Parameters<typeof sweep>[2][number];

function bodyVariants(payment: PaymentCall): Variant[] {
  const url = validUrl(payment);
  const valid = payment.body?.();
  const contentType = payment.contentType ?? 'application/json';
  const variants: Variant[] = [];
  if (valid !== undefined) {
    const parsed = JSON.parse(valid) as Record<string, unknown>;
    for (const [name, payload] of hostileBodies(parsed).slice(1))
      variants.push({ name, url, payload, contentType });
    for (const type of CONTENT_TYPES)
      variants.push({ name: `the valid body as ${type}`, url, payload: valid, contentType: type });
  }
  for (const [name, payload] of RAW_BODIES) variants.push({ name, url, payload, contentType });
  if (payment.route === 'POST /api/payments/unzer/notifications')
    for (const [name, payload] of unzerForgeries()) variants.push({ name, url, payload, contentType });
  if (payment.route === 'POST /api/payments/amazon-pay/notifications')
    for (const [name, payload] of snsForgeries()) variants.push({ name, url, payload, contentType });
  return variants;
}

function pathVariants(payment: PaymentCall): Variant[] {
  const params = payment.params?.() ?? {};
  return Object.keys(params).flatMap((name) =>
    hostilePathValues().map((value) => ({
      name: `${name} = ${value.slice(0, 40)}`,
      url: urlOf(payment, { ...params, [name]: value }, payment.query?.() ?? ''),
      ...(payment.body
        ? { payload: payment.body(), contentType: payment.contentType ?? 'application/json' }
        : {}),
    })),
  );
}

function queryVariants(payment: PaymentCall): Variant[] {
  const params = payment.params?.() ?? {};
  const query = payment.query?.() ?? '';
  const { method, pattern } = routeOf(payment);
  const queries = hostileQueries(query, queryNamesOf(testApp.app, method, pattern), HOSTILE_QUERY_VALUES);
  queries.push(['store beside the prefix', withQuery(query, 'store', 'fr-fr')]);
  return queries.map(([name, hostileQuery]) => ({
    name,
    url: urlOf(payment, params, hostileQuery),
    ...(payment.body
      ? { payload: payment.body(), contentType: payment.contentType ?? 'application/json' }
      : {}),
  }));
}

/** The route's URL with the other methods, and under a store view that is none or another. */
function methodAndPrefixVariants(payment: PaymentCall): Variant[] {
  const { method } = routeOf(payment);
  const url = validUrl(payment);
  const bare = url.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/api\/)/, '');
  const variants: Variant[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']
    .filter((other) => other !== method)
    .map((other) => ({ name: `${other} instead of ${method}`, method: other, url }));
  for (const prefix of ['/xx-xx', '/pl-pl', '/DE-DE', '/de-de/de-de', ''])
    variants.push({
      name: `under ${prefix || 'no store view'}`,
      url: `${prefix}${bare}`,
      ...(payment.body
        ? { payload: payment.body(), contentType: payment.contentType ?? 'application/json' }
        : {}),
    });
  return variants;
}

// ---------------------------------------------------------------------------------------------------------

describe('the sweep', () => {
  it('covers every route under /api/payments the router holds, and no route it does not', () => {
    const routes = routesUnder(testApp.app, '/api/payments');
    expect(routes).toContain('POST /api/payments/unzer/notifications');
    expect(CALLS.map((payment) => payment.route).sort()).toEqual(routes.sort());
  });

  it('finds each of them in the OpenAPI document, where it reads their query parameters', () => {
    expect(documentedRoutesUnder(testApp.app, '/api/payments').sort()).toEqual(
      routesUnder(testApp.app, '/api/payments').sort(),
    );
  });
});

for (const phase of ['providers up', 'providers down'] as const) {
  describe(`hostile requests to the payment routes, ${phase}`, () => {
    if (phase === 'providers down')
      beforeAll(async () => {
        await unzer.close();
        await amazon.close();
      });

    for (const payment of CALLS) {
      it(`${payment.route}: the valid request is answered ${payment.valid[phase]}`, async () => {
        const before = await databaseState();
        const answer = await send(routeOf(payment).method, validUrl(payment), {
          ...(payment.body
            ? { payload: payment.body(), contentType: payment.contentType ?? 'application/json' }
            : {}),
        });
        expect(answer.status, answer.body).toBe(payment.valid[phase]);
        expect(faultOf(payment, phase, answer)).toBeNull();
        expect(changeOf(payment, 'the valid request', answer, before, await databaseState())).toBeNull();
      });

      it(`${payment.route}: hostile bodies, path and query parameters, methods and prefixes: never a 5xx${
        phase === 'providers down' ? ' but the documented 503' : ''
      }, always the envelope, nothing changed`, async () => {
        const variants = [
          ...bodyVariants(payment),
          ...pathVariants(payment),
          ...queryVariants(payment),
          ...methodAndPrefixVariants(payment),
        ];
        expect(variants.length).toBeGreaterThan(30);
        expect(await sweep(payment, phase, variants)).toEqual([]);
      }, 300_000);
    }
  });
}

describe('with the providers down', () => {
  it('placing an order paid at Unzer answers the documented 503 and books no payment', async () => {
    const { orderRow, cartStatus } = paymentReads(testApp);
    const [product] = (await productsForSale(testApp, 'de-de', 1, 500)) as [ShopProduct];
    const { placed, cartId } = await placeOrderPaidWith(call, product.sku, 'unzer_creditcard', {
      type_id: 's-crd-unreachable1',
    });
    expect(placed.status).toBe(503);
    expect(placed.body).toMatchObject({ code: 503, reason: 'payment_unavailable' });
    const [order] = await queryRows<{ id: number }>(
      testApp.database.db,
      sql`SELECT id FROM orders WHERE cart_id = ${cartId}`,
    );
    expect(await orderRow(order?.id ?? 0)).toMatchObject({ status: 'canceled', paid: 0, authorized: 0 });
    expect(await cartStatus(cartId)).toBe('active');
  });
});

describe('after the sweep', () => {
  it('no prototype is polluted, and the log holds no failed request and no provider key', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = log.text().split('\n');
    expect(lines.some((line) => line.includes('/api/payments/unzer/notifications'))).toBe(true);
    const failed = lines.filter((line) => line.includes('"request failed"'));
    expect(failed.map((line) => line.slice(0, 400))).toEqual([]);
    const keys = [unzerSide.privateKey, amazonSide.merchant.privateKeyPem.split('\n')[1] ?? 'none'];
    expect(lines.filter((line) => keys.some((key) => line.includes(key)))).toEqual([]);
  });
});
