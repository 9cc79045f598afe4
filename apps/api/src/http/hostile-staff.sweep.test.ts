import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@hortus/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/back-office-staff';
import { useTestApp } from '../../test/build-app';
import { camtStatement, creditEntry } from '../../test/camt053-file';
import { captureLog } from '../../test/captured-log';
import {
  HOSTILE,
  HOSTILE_PATH_ESCAPES,
  hostileBodies,
  hostileQueries,
  queryNamesOf,
} from '../../test/hostile-values';
import { routesOf } from '../../test/route-table';
import { berlinOrder, callsTo, cartOf, productsForSale, type ShopProduct } from '../../test/shop-calls';
import { createStaffAccount, totpCodeAt } from '../modules/staff';

/**
 * The robustness sweep of the back office (issue 26): every route under /api/staff, read from the app's
 * router, gets hostile values in each body field, path parameter and query parameter, hostile
 * Authorization headers, and the roles that may not call it. No answer may be a 5xx, a refusal is the
 * envelope with a message and changes nothing, and the log holds no personal data, password, session,
 * token, challenge or second-factor secret, and no error.
 */
const log = captureLog();
const testApp = useTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
const shop = callsTo(testApp);

type Session = Awaited<ReturnType<typeof signedInStaff>>;
const staff = {} as Record<StaffRole, Session>;
const PASSWORD = 'Geräteschuppen 2026 Tor';
/** Everything the log must not hold; filled as the fixtures are made. */
const secrets: string[] = [PASSWORD];

let addressCounter = 0;
/** A client address of its own for each request, so the sign-in limits per address never bite. */
function clientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

interface Sent {
  status: number;
  body: string;
  cacheControl: string;
}

async function send(
  method: string,
  url: string,
  options: { authorization?: string | undefined; payload?: string | Buffer; contentType?: string } = {},
): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  if (options.payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await testApp.app.inject({
    method: method as 'GET',
    url,
    headers,
    remoteAddress: clientAddress(),
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
  return {
    status: response.statusCode,
    body: response.body,
    cacheControl: String(response.headers['cache-control'] ?? ''),
  };
}

/** What is wrong with an answer to a hostile request, or null: never a 5xx, a refusal in the envelope. */
function faultOf(answer: Sent): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.body.slice(0, 200)}`;
  if (answer.status >= 400) {
    let envelope: { code?: unknown; result?: unknown };
    try {
      envelope = JSON.parse(answer.body);
    } catch {
      return `${answer.status} without the envelope: ${answer.body.slice(0, 200)}`;
    }
    if (envelope.code !== answer.status || typeof envelope.result !== 'string' || !envelope.result)
      return `${answer.status} without a message: ${answer.body.slice(0, 200)}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// The shop's data the calls act on.

const customer = {
  email: `gisela.kundenfeind.${Date.now()}@example.de`,
  firstname: 'Gisela',
  lastname: 'Kundenfeind',
  password: 'Komposthaufen-2026!',
  token: '',
  id: 0,
};
const orderer = { email: `ottilie.${Date.now()}@example.de`, firstname: 'Ottilie', lastname: 'Bestellerin' };
const sender = { name: 'Konrad Kontaktfreudig', email: `konrad.${Date.now()}@example.de` };
const payer = { name: 'Hildegard Zahlwillig', iban: 'DE75512108001245126199' };

let product: ShopProduct;
/** An order shipped through the sweep's events (cash on delivery: it ships unpaid), one to cancel, one a credit is matched to. */
const order = { shipped: 0, shippedLine: 0, canceled: 0, matched: 0 };
let contactMessageId = 0;
let importId = 0;
let creditId = 0;
let blockTarget = 0;
let resetTarget = 0;

async function placeOrder(payment: string): Promise<{ id: number; lineId: number }> {
  const cartId = await cartOf(shop, 'de-de', [{ sku: product.sku, qty: 1 }]);
  const body = { ...berlinOrder(orderer.email, payment), ...orderer };
  const placed = await shop('POST', `/de-de/api/order?cartId=${cartId}`, body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  secrets.push(cartId);
  const id = placed.body.result.entity_id as number;
  const detail = await staff.owner.call('GET', `/api/staff/orders/${id}`);
  return { id, lineId: detail.body.result.lines[0].id };
}

/** Signs an account in through the password step: the challenge (and the TOTP secret at the first sign-in). */
async function passwordStep(email: string): Promise<{ challenge: string; secret?: string }> {
  const login = await send('POST', '/api/staff/login', {
    payload: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status, login.body).toBe(200);
  const { challenge, secret } = JSON.parse(login.body).result;
  secrets.push(challenge, ...(secret ? [secret] : []));
  return { challenge, secret };
}

async function newAccount(role: StaffRole, name: string): Promise<{ id: number; email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@hortus.example`;
  const account = await createStaffAccount(testApp.database.db, { email, name, role, password: PASSWORD });
  secrets.push(email);
  return { id: account.id, email };
}

beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    staff[role] = await signedInStaff(testApp, role, `Hostile ${role}`);
    secrets.push(staff[role].email, staff[role].session);
  }
  [product] = (await productsForSale(testApp, 'de-de', 1, 1_000)) as [ShopProduct];

  const registered = await shop('POST', '/de-de/api/user/create', {
    customer: { email: customer.email, firstname: customer.firstname, lastname: customer.lastname },
    password: customer.password,
  });
  expect(registered.status).toBe(200);
  const login = await shop('POST', '/de-de/api/user/login', {
    username: customer.email,
    password: customer.password,
  });
  customer.token = login.body.result.token;
  const found = await staff.owner.call(
    'GET',
    `/api/staff/customers?query=${encodeURIComponent(customer.email)}`,
  );
  customer.id = found.body.result.customers[0].id;
  secrets.push(
    customer.email,
    customer.lastname,
    customer.password,
    customer.token,
    login.body.result.refreshToken,
  );

  const shipped = await placeOrder('cashondelivery');
  order.shipped = shipped.id;
  order.shippedLine = shipped.lineId;
  order.canceled = (await placeOrder('banktransfer')).id;
  order.matched = (await placeOrder('banktransfer')).id;
  secrets.push(orderer.email, orderer.lastname, 'Mustermann', 'Gartenweg');

  const contact = await shop('POST', '/api/contact', {
    ...sender,
    subject: 'other',
    message: 'Passt der Schuppen auf meine Terrasse?',
    store: 'de-de',
  });
  expect(contact.status).toBe(200);
  const inbox = await staff.orders.call('GET', '/api/staff/contact-messages?show=all');
  contactMessageId = inbox.body.result.messages.find(
    (message: { email: string }) => message.email === sender.email,
  ).id;
  secrets.push(sender.name, sender.email);

  const statement = camtStatement(
    creditEntry({
      amount: '12.34',
      reference: 'Vielen Dank 999999999',
      payer: payer.name,
      payerIban: payer.iban,
      bankReference: `HOSTILE${randomUUID().replaceAll('-', '').slice(0, 20)}`,
    }),
  );
  const uploaded = await send('POST', '/api/staff/bank-statements', {
    authorization: `Bearer ${staff.orders.session}`,
    payload: statement,
    contentType: 'application/xml',
  });
  expect(uploaded.status, uploaded.body).toBe(200);
  const report = JSON.parse(uploaded.body).result;
  importId = report.import_id;
  creditId = report.review[0].credit_id;
  secrets.push(payer.name, payer.iban);

  blockTarget = (await newAccount('content', 'Bettina Blockziel')).id;
  resetTarget = (await newAccount('orders', 'Rita Rücksetzziel')).id;
}, 120_000);

// ---------------------------------------------------------------------------------------------------------
// The calls: every staff route, with a request that is answered as `valid` says.

interface StaffCall {
  /** `METHOD /pattern`, as the router names the route. */
  route: string;
  /** Who calls: a role that may, or a session of its own (a sign-in step: none). */
  as: StaffRole | 'signing-in' | (() => Promise<string>);
  params?: () => Record<string, string>;
  /** The query string (without '?'), each value encoded. */
  query?: () => string;
  /** A JSON body; the sweep makes each of its fields hostile. */
  body?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A file body (XML, CSV) instead. */
  file?: { type: string; content: () => string };
  /** How the valid request is answered: the sweep reaches the call's work, not only its validation. */
  valid: number;
  /** What a refused request must leave as it was, read through the API. */
  state?: () => Promise<unknown>;
  /**
   * The hostile body variants (by name) the call takes, since the value is one it allows (a number for a
   * stock); every other one must be refused.
   */
  accepts?: string[];
  /** Tells calls of one route apart in the test names. */
  label?: string;
}

const today = new Date().toISOString().slice(0, 10);
/** A staff event on an order: the call's body, made anew (with its own event id) for each sweep. */
const ordersEvent = (id: () => number, event: () => Record<string, unknown>) => ({
  route: 'POST /api/staff/orders/:id/events',
  label: String(event().type),
  body: () => ({ event_id: randomUUID(), event: event() }),
  as: 'orders' as const,
  params: () => ({ id: String(id()) }),
  valid: 200,
  state: async () => {
    const { result } = (await staff.owner.call('GET', `/api/staff/orders/${id()}`)).body;
    return { status: result.status, payment: result.payment, history: result.history.length };
  },
});
const orderFilter = () =>
  `q=${encodeURIComponent(orderer.email)}&store_code=de-de&status=pending,processing&payment_method=banktransfer&placed_from=2020-01-01&placed_to=${today}`;

const productState = async () => {
  const { result } = (
    await staff.owner.call('GET', `/api/staff/products?query=${encodeURIComponent(product.sku)}`)
  ).body;
  return result.products.find((found: { sku: string }) => found.sku === product.sku);
};
const accountsState = async () =>
  (await staff.owner.call('GET', '/api/staff/accounts')).body.result.map(
    (account: { id: number; blocked_at: string | null; second_factor_enrolled: boolean }) => [
      account.id,
      account.blocked_at,
      account.second_factor_enrolled,
    ],
  );
const customerState = async () => {
  const { result } = (await staff.owner.call('GET', `/api/staff/customers/${customer.id}`)).body;
  return { blocked_at: result.blocked_at, addresses: result.addresses };
};
const importsState = async () =>
  (await staff.owner.call('GET', '/api/staff/bank-statements?limit=100')).body.result.total;
const creditsState = async () =>
  (await staff.owner.call('GET', '/api/staff/bank-credits?state=matched_by_staff&limit=100')).body.result;

const CALLS: StaffCall[] = [
  {
    route: 'POST /api/staff/login',
    as: 'signing-in',
    valid: 200,
    body: async () => {
      const { email } = await newAccount('orders', 'Lorenz Login');
      return { email, password: PASSWORD };
    },
  },
  {
    route: 'POST /api/staff/login/enrol',
    as: 'signing-in',
    valid: 200,
    body: async () => {
      const { email } = await newAccount('orders', 'Erna Einrichterin');
      const { challenge, secret } = await passwordStep(email);
      return { challenge, code: totpCodeAt(secret ?? '', new Date()) };
    },
  },
  {
    route: 'POST /api/staff/login/second-factor',
    as: 'signing-in',
    valid: 200,
    body: async () => {
      const { email } = await newAccount('orders', 'Zacharias Zweitfaktor');
      const first = await passwordStep(email);
      const enrolled = await send('POST', '/api/staff/login/enrol', {
        payload: JSON.stringify({
          challenge: first.challenge,
          code: totpCodeAt(first.secret ?? '', new Date()),
        }),
      });
      const { session, recovery_codes } = JSON.parse(enrolled.body).result;
      secrets.push(session, ...recovery_codes);
      const { challenge } = await passwordStep(email);
      return { challenge, recovery_code: recovery_codes[0] };
    },
  },
  {
    route: 'POST /api/staff/logout',
    // A session of its own: the valid call ends it.
    as: async () => {
      const member = await signedInStaff(testApp, 'content', 'Lotte Logout');
      secrets.push(member.email, member.session);
      return member.session;
    },
    valid: 200,
  },
  { route: 'GET /api/staff/me', as: 'content', valid: 200 },
  { route: 'GET /api/staff/accounts', as: 'owner', valid: 200 },
  {
    route: 'POST /api/staff/accounts',
    as: 'owner',
    valid: 200,
    body: () => {
      const email = `neu.${randomUUID().slice(0, 8)}@hortus.example`;
      secrets.push(email);
      return { email, name: 'Norbert Neuling', role: 'content', password: PASSWORD };
    },
    state: accountsState,
  },
  {
    route: 'POST /api/staff/accounts/:id/block',
    as: 'owner',
    params: () => ({ id: String(blockTarget) }),
    valid: 200,
    state: accountsState,
  },
  {
    route: 'POST /api/staff/accounts/:id/unblock',
    as: 'owner',
    params: () => ({ id: String(blockTarget) }),
    valid: 200,
    state: accountsState,
  },
  {
    route: 'POST /api/staff/accounts/:id/reset-sign-in',
    as: 'owner',
    params: () => ({ id: String(resetTarget) }),
    body: () => ({ password: 'Neues Passwort 2026 Schuppen' }),
    valid: 200,
    state: accountsState,
    // Any text of the password rule's length is a password (it is never shown or put into a query).
    accepts: [
      'password = the year 0000',
      'password = the last day there is',
      'password = an impossible day',
      'password = an amount with many decimals',
      'password = a formula',
      'password = markup',
    ],
  },
  { route: 'GET /api/staff/audit-log', as: 'owner', query: () => 'before=2147483647&limit=20', valid: 200 },
  { route: 'GET /api/staff/orders', as: 'orders', query: orderFilter, valid: 200 },
  { route: 'GET /api/staff/orders.csv', as: 'orders', query: orderFilter, valid: 200 },
  {
    route: 'GET /api/staff/orders/:id',
    as: 'orders',
    params: () => ({ id: String(order.shipped) }),
    valid: 200,
  },
  // The shipped order's life, one event a call: each valid event is taken where the one before left it.
  ordersEvent(
    () => order.shipped,
    () => ({ type: 'payment', amount: 500, booked_on: today, reference: 'Kasse' }),
  ),
  ordersEvent(
    () => order.shipped,
    () => ({ type: 'refund', amount: 200, reason: 'Kulanz' }),
  ),
  ordersEvent(
    () => order.shipped,
    () => ({ type: 'note', text: 'Rückruf erbeten' }),
  ),
  ordersEvent(
    () => order.shipped,
    () => ({ type: 'fulfilment_started' }),
  ),
  ordersEvent(
    () => order.shipped,
    () => ({
      type: 'shipment',
      carrier: 'dhl',
      tracking_number: '00340434161094042557',
      lines: [{ order_item_id: order.shippedLine, qty: 1 }],
    }),
  ),
  ordersEvent(
    () => order.shipped,
    () => ({ type: 'delivered' }),
  ),
  ordersEvent(
    () => order.canceled,
    () => ({ type: 'cancellation', reason: 'Kunde storniert' }),
  ),
  {
    route: 'POST /api/staff/bank-statements',
    as: 'orders',
    query: () => 'file_name=kontoauszug.xml',
    file: {
      type: 'application/xml',
      content: () =>
        camtStatement(
          creditEntry({
            amount: '1.00',
            reference: 'Spende',
            payer: payer.name,
            payerIban: payer.iban,
            bankReference: `VALID${randomUUID().replaceAll('-', '').slice(0, 20)}`,
          }),
        ),
    },
    valid: 200,
    state: importsState,
  },
  { route: 'GET /api/staff/bank-statements', as: 'orders', query: () => 'page=1&limit=10', valid: 200 },
  {
    route: 'GET /api/staff/bank-statements/:id',
    as: 'orders',
    params: () => ({ id: String(importId) }),
    valid: 200,
  },
  {
    route: 'GET /api/staff/bank-credits',
    as: 'orders',
    query: () => 'state=review&page=1&limit=10',
    valid: 200,
  },
  {
    route: 'POST /api/staff/bank-credits/:id/match',
    as: 'orders',
    params: () => ({ id: String(creditId) }),
    body: () => ({ order_id: order.matched }),
    valid: 200,
    state: creditsState,
  },
  {
    route: 'GET /api/staff/products',
    as: 'content',
    query: () => `query=${encodeURIComponent(product.sku.slice(0, 3))}&after=A&language=de`,
    valid: 200,
  },
  {
    route: 'POST /api/staff/products/:sku/stock',
    as: 'orders',
    params: () => ({ sku: encodeURIComponent(product.sku) }),
    body: () => ({ qty: 321 }),
    valid: 200,
    accepts: ['qty = a number'],
    state: productState,
  },
  {
    route: 'POST /api/staff/products/:sku/prices/:store',
    as: 'content',
    params: () => ({ sku: encodeURIComponent(product.sku), store: 'de-de' }),
    body: () => ({
      price: '1299.00',
      special_price: '999.00',
      special_from: '2026-12-01',
      special_to: '2026-12-24',
    }),
    valid: 200,
    // An empty field is none (no special price); the price may run until the last day there is.
    accepts: [
      'special_price = an empty string',
      'special_from = an empty string',
      'special_to = an empty string',
      'special_to = the last day there is',
    ],
    state: productState,
  },
  { route: 'GET /api/staff/products.csv', as: 'content', query: () => 'store=de-de&language=de', valid: 200 },
  {
    route: 'POST /api/staff/products.csv',
    as: 'content',
    file: {
      type: 'text/csv',
      content: () =>
        `sku,name,store_code,currency,price,special_price,special_from,special_to,qty\n${product.sku},,de-de,EUR,1299.00,999.00,2026-12-01,2026-12-24,321\n`,
    },
    valid: 200,
    state: productState,
  },
  {
    route: 'GET /api/staff/customers',
    as: 'orders',
    query: () => `query=${encodeURIComponent(customer.email)}`,
    valid: 200,
  },
  {
    route: 'GET /api/staff/customers/:id',
    as: 'orders',
    params: () => ({ id: String(customer.id) }),
    valid: 200,
  },
  {
    route: 'POST /api/staff/customers/:id/block',
    as: 'orders',
    params: () => ({ id: String(customer.id) }),
    body: () => ({ blocked: false }),
    valid: 200,
    accepts: ['blocked = a boolean'],
    state: customerState,
  },
  {
    route: 'POST /api/staff/customers/:id/reset-link',
    as: 'orders',
    params: () => ({ id: String(customer.id) }),
    valid: 200,
    state: customerState,
  },
  { route: 'GET /api/staff/contact-messages', as: 'orders', query: () => 'show=all', valid: 200 },
  {
    route: 'POST /api/staff/contact-messages/:id/answered',
    as: 'orders',
    params: () => ({ id: String(contactMessageId) }),
    body: () => ({ answered: true }),
    valid: 200,
    accepts: ['answered = a boolean'],
    state: async () =>
      (await staff.orders.call('GET', '/api/staff/contact-messages?show=all')).body.result.messages.find(
        (message: { id: number }) => message.id === contactMessageId,
      ),
  },
];

const routeOf = (call: StaffCall) => {
  const [method = '', pattern = ''] = call.route.split(' ');
  return { method, pattern };
};
const urlOf = (pattern: string, params: Record<string, string>, query = '') =>
  `${pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')}${query ? `?${query}` : ''}`;

async function authorizationOf(call: StaffCall): Promise<string | undefined> {
  if (call.as === 'signing-in') return undefined;
  if (typeof call.as === 'function') return `Bearer ${await call.as()}`;
  return `Bearer ${staff[call.as].session}`;
}

/** The calls of a route: one for most, several for the order's events. */
const callsOf = (route: string) => CALLS.filter((call) => call.route === route);

/** Every route under /api/staff the app serves, read from its router. */
const staffRoutes = () =>
  routesOf(testApp.app)
    .filter((route) => route.url.startsWith('/api/staff'))
    .map((route) => `${route.method} ${route.url}`);

describe('the sweep', () => {
  it('covers every route under /api/staff the router holds, and no route it does not', () => {
    const routes = staffRoutes();
    expect(routes).toContain('POST /api/staff/orders/:id/events');
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect([...new Set(CALLS.map((call) => call.route))].sort()).toEqual([...routes].sort());
  });

  it('finds each of them in the OpenAPI document, where it reads their query parameters', () => {
    const paths = (testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/staff'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(documented.sort()).toEqual(staffRoutes().sort());
  });
});

// ---------------------------------------------------------------------------------------------------------
// Who may call.

const SIGN_IN_STEPS = [
  'POST /api/staff/login',
  'POST /api/staff/login/second-factor',
  'POST /api/staff/login/enrol',
];
/**
 * Which roles may call which routes, by path: the content role keeps the shop's texts and prices, never
 * orders, bank statements, customers or the inbox; staff accounts and the audit log are the owner's.
 */
const WHO_MAY: [RegExp, readonly StaffRole[]][] = [
  [/^\/api\/staff\/(me|logout)$/, STAFF_ROLES],
  [/^\/api\/staff\/products\b/, STAFF_ROLES],
  [/^\/api\/staff\/(orders|bank-statements|bank-credits|customers|contact-messages)\b/, ['owner', 'orders']],
  [/^\/api\/staff\/(accounts|audit-log)\b/, ['owner']],
];

/** A request of the route with its valid parameters and query, without a body. */
function bareUrl(route: string): { method: string; url: string } {
  const call = callsOf(route)[0];
  const [method = '', pattern = ''] = route.split(' ');
  return { method, url: urlOf(pattern, call?.params?.() ?? {}, call?.query?.() ?? '') };
}

describe('who may call a staff route', () => {
  it('every route but the sign-in steps refuses anonymous callers, customers’ tokens and hostile Authorization headers with a 401 in the envelope, no-store', async () => {
    const refusedSession = await signedInStaff(testApp, 'owner', 'Bernd Blockiert');
    await staff.owner.call('POST', `/api/staff/accounts/${refusedSession.id}/block`);
    const endedSession = await signedInStaff(testApp, 'owner', 'Elke Entlassen');
    await endedSession.call('POST', '/api/staff/logout');
    secrets.push(refusedSession.session, endedSession.session, refusedSession.email, endedSession.email);
    const headers: [string, string | undefined][] = [
      ['none', undefined],
      ['a customer’s token', `Bearer ${customer.token}`],
      ['a blocked account’s session', `Bearer ${refusedSession.session}`],
      ['an ended session', `Bearer ${endedSession.session}`],
      ['a session with a character more', `Bearer ${staff.owner.session}x`],
      ['a session cut short', `Bearer ${staff.owner.session.slice(0, -1)}`],
      [
        'the session of another scheme',
        `Basic ${Buffer.from(`x:${staff.owner.session}`).toString('base64')}`,
      ],
      ['a lower-case scheme', `bearer ${customer.token}`],
      ['no token', 'Bearer '],
      ['a very long token', `Bearer ${'A'.repeat(16_000)}`],
      ['a token of Latin-1 letters', 'Bearer Ã¤Ã¶Ã¼ÃŸ'],
      ['a JSON token', 'Bearer {"role":"owner"}'],
      ['an unsigned JWT', `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`],
    ];
    const failures: string[] = [];
    for (const route of staffRoutes().filter((route) => !SIGN_IN_STEPS.includes(route))) {
      const { method, url } = bareUrl(route);
      for (const [name, authorization] of headers) {
        const answer = await send(method, url, { authorization });
        if (answer.status !== 401 || faultOf(answer) || answer.cacheControl !== 'no-store')
          failures.push(`${route} with ${name}: ${answer.status} ${answer.body.slice(0, 120)}`);
      }
      // Under a store view's prefix too (the API answers /de-de/api/... as /api/...).
      const prefixed = await send(method, `/de-de${url}`);
      if (prefixed.status !== 401) failures.push(`${route} under /de-de: ${prefixed.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('lets a role in only where it may: the content role never reaches orders, bank statements, customers or the inbox (403, nothing done)', async () => {
    const failures: string[] = [];
    let denied = 0;
    for (const route of staffRoutes().filter((route) => !SIGN_IN_STEPS.includes(route))) {
      const path = route.split(' ')[1] ?? '';
      const rule = WHO_MAY.find(([pattern]) => pattern.test(path));
      if (!rule) {
        failures.push(`${route}: say in WHO_MAY which roles may call it`);
        continue;
      }
      const call = callsOf(route)[0];
      const { method, url } = bareUrl(route);
      for (const role of STAFF_ROLES.filter((role) => !rule[1].includes(role))) {
        const before = await call?.state?.();
        const body = call?.body ? JSON.stringify(await call.body()) : call?.file?.content();
        const answer = await send(method, url, {
          authorization: `Bearer ${staff[role].session}`,
          ...(body !== undefined
            ? { payload: body, contentType: call?.file?.type ?? 'application/json' }
            : {}),
        });
        denied += 1;
        if (answer.status !== 403 || JSON.parse(answer.body).reason !== 'forbidden')
          failures.push(`${route} as ${role}: ${answer.status} ${answer.body.slice(0, 120)}`);
        if (call?.state) expect(await call.state(), `${route} as ${role} changed something`).toEqual(before);
      }
    }
    expect(failures).toEqual([]);
    expect(denied).toBeGreaterThanOrEqual(25);
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------------------
// Hostile bodies, path parameters and query parameters.

/** A body for a route that takes none (the sweep sends hostile bodies there too). */
const NO_BODY = { note: 'x' };

/** Besides the shop's hostile values: what staff type into the back office's day, amount and text fields. */
const BACK_OFFICE_HOSTILE: readonly (readonly [string, unknown])[] = [
  ...HOSTILE,
  ['the year 0000', '0000-01-01'],
  ['the last day there is', '9999-12-31'],
  ['an impossible day', '2026-02-30'],
  ['an amount with many decimals', '12.3456789'],
  ['a negative amount', '-12.50'],
  ['an amount in exponent notation', '1e309'],
  ['a formula', '=HYPERLINK("https://evil.example","Klick")'],
  ['markup', '<script>alert(1)</script>'],
  ['a number beyond the integers', 2_147_483_648],
];

describe('hostile values in every body field of the staff calls', () => {
  for (const call of CALLS) {
    const { method, pattern } = routeOf(call);
    if (method === 'GET') continue;
    it(`${call.route}${call.label ? ` (${call.label})` : ''}: never a 5xx, a refusal changes nothing`, async () => {
      const failures: string[] = [];
      const authorization = await authorizationOf(call);
      const url = urlOf(pattern, call.params?.() ?? {}, call.query?.() ?? '');
      const variants = call.file
        ? [['the valid file', call.file.content()] as [string, string], ...hostileBodies(NO_BODY).slice(1)]
        : hostileBodies(call.body ? await call.body() : NO_BODY, BACK_OFFICE_HOSTILE);
      let state: unknown;
      const accepted: string[] = [];
      for (const [variant, payload] of variants) {
        const isFile = call.file && variant === 'the valid file';
        const answer = await send(method, url, {
          authorization,
          payload,
          contentType: isFile ? call.file?.type : 'application/json',
        });
        const valid = variant === 'the valid body' || variant === 'the valid file';
        if (valid) expect(answer.status, answer.body).toBe(call.valid);
        const fault = faultOf(answer);
        if (fault) failures.push(`${variant}: ${fault}`);
        if (!valid && answer.status < 300) accepted.push(variant);
        if (!call.state) continue;
        if (valid || answer.status < 400) state = await call.state();
        else {
          const after = await call.state();
          if (JSON.stringify(after) !== JSON.stringify(state))
            failures.push(`${variant}: refused with ${answer.status} but changed ${JSON.stringify(after)}`);
        }
      }
      expect(failures).toEqual([]);
      // A route without a body ignores one; a route with one takes only the values it allows.
      if (call.body) expect(accepted).toEqual(call.accepts ?? []);
    }, 300_000);
  }
});

/**
 * Path parameters a client may send: numbers out of range or not whole, words, escapes of NUL, of a lone
 * surrogate and malformed ones, dot segments, a slash, markup, one over the router's 100 characters.
 */
const HOSTILE_PATH_VALUES = [
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'abc',
  'NaN',
  'Infinity',
  'null',
  ...HOSTILE_PATH_ESCAPES,
];

describe('hostile path parameters', () => {
  for (const call of CALLS.filter((call) => call.params && callsOf(call.route)[0] === call)) {
    it(`${call.route}: a 4xx in the envelope for each, nothing changed`, async () => {
      const { method, pattern } = routeOf(call);
      const authorization = await authorizationOf(call);
      const params = call.params?.() ?? {};
      const body = call.body ? JSON.stringify(await call.body()) : undefined;
      const before = await call.state?.();
      const failures: string[] = [];
      for (const name of Object.keys(params))
        for (const value of HOSTILE_PATH_VALUES) {
          const answer = await send(
            method,
            urlOf(pattern, { ...params, [name]: value }, call.query?.() ?? ''),
            {
              authorization,
              ...(body !== undefined ? { payload: body } : {}),
            },
          );
          if (answer.status < 400 || faultOf(answer))
            failures.push(`${name} = ${value}: ${answer.status} ${answer.body.slice(0, 160)}`);
        }
      expect(failures).toEqual([]);
      if (call.state) expect(await call.state()).toEqual(before);
    }, 120_000);
  }
});

/**
 * Query values a client may send: out-of-range and malformed numbers, escapes of NUL and a lone surrogate,
 * malformed escapes, huge values, a list of a thousand items, tampered and made-up cursors (base64
 * garbage, a moment that is no moment, an id beyond the integers), markup and SQL.
 */
const HOSTILE_QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  '%F0%9F%8C%B1',
  'x'.repeat(10_000),
  encodeURIComponent('ä'.repeat(3_000)),
  Array.from({ length: 1_000 }, (_, index) => `de-de${index}`).join(','),
  ',,,,',
  '__proto__',
  'older~2026-01-01T00:00:00.000000Z~99999999999',
  'older~2026-01-01T00:00:00.000000Z~-1',
  'newer~9999-99-99T99:99:99.999999Z~1',
  'newer~0000-00-00T00:00:00.000000Z~0',
  'older~2026-02-30T25:61:61.000000Z~1',
  'older~0000-01-01T00:00:00.000000Z~1',
  'older~2026-01-01T00:00:00.000000Z~9999999999',
  'sideways~2026-01-01T00:00:00.000000Z~1',
  Buffer.from('older~2026-01-01T00:00:00.000000Z~1').toString('base64'),
  'b2xkZXJ-fn4%3D%3D',
  '9999-12-31',
  '2026-02-30',
  '0000-00-00',
  '0000-01-01',
  '%3Cscript%3E',
  '%27%20OR%201%3D1--',
  '%25',
  '%2B',
];

describe('hostile query parameters', () => {
  for (const call of CALLS.filter((call) => callsOf(call.route)[0] === call)) {
    const { method, pattern } = routeOf(call);
    it(`${call.route}: never a 5xx, a refusal in the envelope`, async () => {
      const names = queryNamesOf(testApp.app, method, pattern);
      const query = call.query?.() ?? '';
      if (call.query) expect(names.length, `${call.route} declares its query`).toBeGreaterThan(0);
      const authorization = await authorizationOf(call);
      const params = call.params?.() ?? {};
      const failures: string[] = [];
      const variants = hostileQueries(query, names, HOSTILE_QUERY_VALUES);
      const body = call.file
        ? call.file.content()
        : call.body
          ? JSON.stringify(await call.body())
          : undefined;
      for (const [variant, hostileQuery] of variants) {
        const answer = await send(method, urlOf(pattern, params, hostileQuery), {
          authorization: call.as === 'signing-in' ? undefined : authorization,
          ...(body !== undefined
            ? { payload: body, contentType: call.file?.type ?? 'application/json' }
            : {}),
        });
        const fault = faultOf(answer);
        if (fault) failures.push(`${variant}: ${fault}`);
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }
});

// ---------------------------------------------------------------------------------------------------------

describe('after the sweep', () => {
  it('no prototype is polluted, and the log holds no error and none of the personal data, passwords, sessions, tokens or challenges', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = log.text();
    expect(text).toContain('/api/staff/orders');
    // The searches by a person's e-mail address were logged, without it.
    expect(text).toContain('query=[redacted]');
    expect(text).toContain('q=[redacted]');
    const lines = text.split('\n');
    const errors = lines.filter((line) => /"level":(50|60)/.test(line));
    expect(errors.map((line) => line.slice(0, 400))).toEqual([]);
    const leaks = secrets
      .filter((secret) => secret.length >= 6)
      .flatMap((secret) =>
        lines.filter((line) => line.includes(secret)).map((line) => `${secret}: ${line.slice(0, 300)}`),
      );
    expect(leaks).toEqual([]);
  });
});
