import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decimalOf, unitsOf } from './amounts';
import { authenticate, type KeyRole, modeOfKeys } from './auth';
import { checkBasket } from './baskets';
import { buyerPage, closedPage } from './buyer-page';
import { checkCustomer, findCustomer, saveCustomer } from './customers';
import { errorBody, refusal, UnzerError } from './errors';
import { readJsonObject, readText, send, sendJson, unzerDate } from './http';
import { IDEAL_BANKS } from './ideal-banks';
import { idMaker, randomPart } from './ids';
import { DEFAULT_DECLINED_CENTS } from './magic';
import { createPaymentType, isTypeName, typeNameOfId, typeView } from './payment-types';
import { installmentPlans } from './plans';
import { secciPdf } from './secci';
import { emptyAccount, type Inquiry } from './state';
import {
  cancelAuthorization,
  chargeAuthorization,
  chargeBack,
  decidePending,
  expireOverdue,
  findPayment,
  findTransaction,
  type PaymentContext,
  paymentView,
  pendingOfToken,
  putInReview,
  refundCharges,
  startPayment,
  transactionView,
} from './transactions';
import { createWebhooks, type WebhookDelivery } from './webhooks';

export interface UnzerEmulatorOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  host?: string;
  /** The merchant's keys the emulator accepts; their `s-`/`p-` prefix is its mode. Generate them per run. */
  privateKey: string;
  publicKey: string;
  /** The base URL browsers reach the emulator's buyer pages at (default: its own URL). */
  publicUrl?: string;
  /** Delays before each webhook retry. Default: Unzer's documented start (about 1.5, 5.5, 10.5 minutes). */
  webhookRetryDelaysMs?: readonly number[];
  /** How long a webhook receiver may take to answer 200 (Unzer: 20 seconds). */
  webhookTimeoutMs?: number;
  /** How long a payment may wait on its buyer before it expires (default 30 minutes, the emulator's choice). */
  pendingExpiryMs?: number;
  /** The cents that make a card payment decline (default 13, see magic.ts); null turns that off. */
  declinedCents?: number | null;
  /** The clock of the emulated account: transaction dates, expiry, expiry dates of cards. */
  now?: () => Date;
}

/** A running Unzer emulator and its test hooks. */
export interface UnzerEmulator {
  /** The API base URL, the one a client takes for `https://sbx-api.unzer.com`. */
  url: string;
  /** Where buyer pages are linked from (`redirectUrl`) and credit information PDFs are served. */
  publicUrl: string;
  /** Every webhook delivery attempt, in order. */
  deliveries: readonly WebhookDelivery[];
  /** Makes the next `count` webhook attempts fail as if the receiver were down. */
  failNextWebhookDeliveries(count: number): void;
  /** Resolves once no webhook delivery is under way or waiting for its retry. */
  webhooksSettled(): Promise<void>;
  counters: { requests: number; refusals: number; payments: number };
  /** Ends the payments whose buyer took longer than `pendingExpiryMs` now (the emulator also does so every 10 s). */
  expirePendingPayments(): void;
  /** The buyer's bank takes the money of a charged payment back (state chargeback, webhooks sent). */
  chargeBack(paymentId: string): void;
  /** Puts a payment in review (state "payment review", e.g. an overpaid invoice). */
  putInReview(paymentId: string): void;
  close(): Promise<void>;
}

/** Unzer's documented retry start (facts 1.5: 1-2 min, then 5-6 and 10-11 min after the one before). */
const UNZER_RETRY_DELAYS_MS = [90_000, 330_000, 630_000];
const EXPIRY_SWEEP_MS = 10_000;
const TYPE_PATH = /^\/v1\/types\/([a-z-]+)$/;
const IDEAL_BICS = new Set(IDEAL_BANKS.map((bank) => bank.bic));

type Params = string[];
interface Call {
  request: IncomingMessage;
  response: ServerResponse;
  role: KeyRole;
  params: Params;
  url: URL;
}
type Handler = (call: Call) => Promise<void> | void;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept-language',
  'access-control-max-age': '600',
};

function decodedPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw refusal.notFound();
  }
}

/**
 * Starts an emulator of Unzer's Payment API (v1 and v2 baskets) on its own HTTP server: it checks what Unzer
 * checks (keys and their roles, payment types' data, customers, baskets, transactions' preconditions,
 * amounts), keeps payments through Unzer's states, serves the buyer pages that redirect methods and 3-D
 * Secure send the buyer to, and delivers webhooks with retries. README.md beside it lists the test data.
 */
export async function startUnzerEmulator(options: UnzerEmulatorOptions): Promise<UnzerEmulator> {
  const mode = modeOfKeys(options);
  const keys = { privateKey: options.privateKey, publicKey: options.publicKey };
  const now = options.now ?? (() => new Date());
  const newId = idMaker(mode);
  const account = emptyAccount();
  const counters = { requests: 0, refusals: 0, payments: 0 };
  const webhooks = createWebhooks({
    publicKey: options.publicKey,
    retryDelaysMs: options.webhookRetryDelaysMs ?? UNZER_RETRY_DELAYS_MS,
    timeoutMs: options.webhookTimeoutMs ?? 20_000,
    now,
    newId: () => newId('whk'),
  });
  const context: PaymentContext = {
    account,
    mode,
    now,
    newId,
    apiUrl: '',
    publicUrl: '',
    webhooks,
    declinedCents: options.declinedCents === undefined ? DEFAULT_DECLINED_CENTS : options.declinedCents,
    pendingExpiryMs: options.pendingExpiryMs ?? 30 * 60_000,
  };
  const today = () => now().toISOString().slice(0, 10);

  const createType: Handler = async ({ request, response, role, params }) => {
    const name = params[0] ?? '';
    if (!isTypeName(name)) throw refusal.notFound();
    const type = createPaymentType(name, await readJsonObject(request), role, {
      account,
      now: now(),
      newId,
    });
    webhooks.emit('types', `${context.apiUrl}/v1/types/${name}/${type.id}`);
    sendJson(response, 200, typeView(type), CORS_HEADERS);
  };

  const getType: Handler = ({ response, params }) => {
    const id = params[params.length - 1] ?? '';
    const type = account.types.get(id);
    if (!type || (params.length === 2 && typeNameOfId(id) !== params[0])) throw refusal.notFound();
    sendJson(response, 200, typeView(type));
  };

  const installmentPlansCall: Handler = ({ response, url }) => {
    const amountUnits = unitsOf(url.searchParams.get('amount'));
    const currency = url.searchParams.get('currency') ?? '';
    const country = url.searchParams.get('country') ?? '';
    const customerType = url.searchParams.get('customerType') ?? 'B2C';
    if (amountUnits === null || amountUnits <= 0) throw refusal.amountMissing();
    // "currency (required; CHF or EUR)", "B2C (B2B is currently not available)" (facts 1.3, plans).
    if (currency !== 'EUR' && currency !== 'CHF') throw refusal.currencyNotSupported(currency);
    if (!/^[A-Z]{2}$/.test(country))
      throw refusal.invalidRequest('The country must be an ISO 3166 alpha-2 code.');
    if (customerType !== 'B2C')
      throw refusal.invalidRequest('Installment is available to B2C customers only.');
    const inquiry: Inquiry = {
      id: `Tx-${randomPart(16)}`,
      amountUnits,
      currency,
      country,
      plans: installmentPlans(amountUnits, now()),
    };
    account.inquiries.set(inquiry.id, inquiry);
    sendJson(response, 200, {
      id: inquiry.id,
      amount: decimalOf(amountUnits),
      currency,
      isSuccess: true,
      isPending: false,
      isResumed: false,
      isError: false,
      plans: inquiry.plans.map((plan) => ({
        numberOfRates: plan.numberOfRates,
        totalAmount: decimalOf(plan.totalAmountUnits),
        nominalInterestRate: plan.nominalInterestRate,
        effectiveInterestRate: plan.effectiveInterestRate,
        minimumInstallmentFee: 0,
        secciUrl: `${context.publicUrl}/secci/${inquiry.id}?duration=${plan.numberOfRates}`,
        installmentRates: plan.rates.map((rate) => ({ date: rate.date, rate: decimalOf(rate.amountUnits) })),
      })),
    });
  };

  const secci: Handler = async ({ response, params, url }) => {
    const inquiry = account.inquiries.get(params[0] ?? '');
    const pdf = inquiry ? await secciPdf(inquiry, Number(url.searchParams.get('duration'))) : null;
    if (!pdf) throw refusal.notFound();
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.byteLength) });
    response.end(pdf);
  };

  const createCustomer: Handler = async ({ request, response }) => {
    const customer = saveCustomer(
      account,
      newId('cst'),
      checkCustomer(await readJsonObject(request), today()),
    );
    webhooks.emit('customer.created', `${context.apiUrl}/v1/customers/${customer.id}`);
    sendJson(response, 200, customer.view);
  };

  const customerCall: Handler = async ({ request, response, params }) => {
    const customer = findCustomer(account, params[0] ?? '');
    if (!customer) throw refusal.customerNotFound();
    if (request.method === 'GET') return sendJson(response, 200, customer.view);
    if (request.method === 'DELETE') {
      account.customers.delete(customer.id);
      account.customersByCustomerId.delete(String(customer.view.customerId ?? ''));
      webhooks.emit('customer.deleted', `${context.apiUrl}/v1/customers/${customer.id}`);
      return sendJson(response, 200, { id: customer.id });
    }
    // PUT replaces the fields it names and keeps the others, as the SDK's update sends a whole customer.
    const { id: _id, ...previous } = customer.view;
    const body = await readJsonObject(request);
    const updated = saveCustomer(
      account,
      customer.id,
      checkCustomer({ ...previous, ...body }, today()),
      customer,
    );
    webhooks.emit('customer.updated', `${context.apiUrl}/v1/customers/${customer.id}`);
    sendJson(response, 200, updated.view);
  };

  const createBasket: Handler = async ({ request, response }) => {
    const basket = checkBasket(
      await readJsonObject(request),
      newId('bsk'),
      () => randomPart(8),
      () => `o${randomPart(10)}`,
    );
    account.baskets.set(basket.id, basket);
    sendJson(response, 200, { id: basket.id });
  };

  const getBasket: Handler = ({ response, params }) => {
    const basket = account.baskets.get(params[0] ?? '');
    if (!basket) throw refusal.basketNotFound();
    sendJson(response, 200, basket.view);
  };

  const transaction =
    (kind: 'authorize' | 'charge'): Handler =>
    async ({ request, response, url }) => {
      const answer = startPayment(context, kind, await readJsonObject(request), url.href);
      counters.payments += 1;
      sendJson(response, answer.status, answer.body);
    };

  const getPayment: Handler = ({ response, params }) =>
    sendJson(response, 200, paymentView(context, findPayment(context, params[0] ?? '')));

  const getTransaction: Handler = ({ response, params }) => {
    const payment = findPayment(context, params[0] ?? '');
    sendJson(response, 200, transactionView(context, payment, findTransaction(payment, params[1] ?? '')));
  };

  const onPayment =
    (act: typeof chargeAuthorization): Handler =>
    async ({ request, response, params }) => {
      const payment = findPayment(context, params[0] ?? '');
      const answer = act(context, payment, await readJsonObject(request));
      sendJson(response, answer.status, answer.body);
    };

  const refundCharge: Handler = async ({ request, response, params }) => {
    const payment = findPayment(context, params[0] ?? '');
    const answer = refundCharges(context, payment, await readJsonObject(request), params[1]);
    sendJson(response, answer.status, answer.body);
  };

  const webhookView = (registrations: ReturnType<typeof webhooks.list>) => ({ events: registrations });

  const webhooksCall: Handler = async ({ request, response }) => {
    if (request.method === 'GET') return sendJson(response, 200, webhookView(webhooks.list()));
    if (request.method === 'DELETE') return sendJson(response, 200, webhookView(webhooks.removeAll()));
    const body = await readJsonObject(request);
    const url = body.url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw refusal.fieldMissing('url');
    // One event (`event`) or several (`eventList`), answered in the same form (facts 1.3 "Webhooks").
    if (Array.isArray(body.eventList)) {
      const events = body.eventList.map(String);
      if (events.length === 0) throw refusal.fieldMissing('eventList');
      return sendJson(response, 200, webhookView(webhooks.register(url, events)));
    }
    if (typeof body.event !== 'string') throw refusal.fieldMissing('event');
    sendJson(response, 200, webhooks.register(url, [body.event])[0]);
  };

  const webhookCall: Handler = ({ request, response, params }) => {
    const id = params[0] ?? '';
    sendJson(response, 200, request.method === 'DELETE' ? webhooks.remove(id) : webhooks.get(id));
  };

  const redirectPage: Handler = async ({ request, response, params }) => {
    const token = params[0] ?? '';
    expireOverdue(context);
    const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    const pending = pendingOfToken(context, token);
    if (!pending) return send(response, 410, closedPage(), html);
    if (request.method === 'GET')
      return send(response, 200, buyerPage(pending.payment, pending.tx, pending.type), html);
    const form = new URLSearchParams(await readText(request));
    const approve = form.get('decision') === 'approve';
    if (approve && pending.type?.method === 'ideal' && !pending.type.view.bic) {
      const bic = form.get('bic') ?? '';
      if (!IDEAL_BICS.has(bic)) {
        return send(
          response,
          400,
          buyerPage(pending.payment, pending.tx, pending.type, 'Choose your bank.'),
          html,
        );
      }
    }
    const returnUrl = decidePending(
      context,
      token,
      approve ? { approve: true, password: form.get('password') ?? '' } : { approve: false },
    );
    if (!returnUrl) return send(response, 410, closedPage(), html);
    response.writeHead(303, { location: returnUrl, 'content-length': '0' });
    response.end();
  };

  // Routes in order: literal paths before the patterns that would also match them.
  const routes: Array<{
    method: string;
    path: RegExp;
    handler: Handler;
    auth: 'none' | 'public' | 'private';
  }> = [
    { method: 'GET', path: /^\/v1\/redirect\/([\w-]+)$/, handler: redirectPage, auth: 'none' },
    { method: 'POST', path: /^\/v1\/redirect\/([\w-]+)$/, handler: redirectPage, auth: 'none' },
    { method: 'GET', path: /^\/secci\/([\w-]+)$/, handler: secci, auth: 'none' },
    {
      method: 'GET',
      path: /^\/v1\/types\/paylater-installment\/plans$/,
      handler: installmentPlansCall,
      auth: 'private',
    },
    { method: 'POST', path: TYPE_PATH, handler: createType, auth: 'public' },
    { method: 'GET', path: /^\/v1\/types\/([sp]-[a-z]+-\w+)$/, handler: getType, auth: 'private' },
    { method: 'GET', path: /^\/v1\/types\/([a-z-]+)\/([sp]-[a-z]+-\w+)$/, handler: getType, auth: 'private' },
    { method: 'POST', path: /^\/v1\/customers$/, handler: createCustomer, auth: 'private' },
    { method: 'GET', path: /^\/v1\/customers\/([^/]+)$/, handler: customerCall, auth: 'private' },
    { method: 'PUT', path: /^\/v1\/customers\/([^/]+)$/, handler: customerCall, auth: 'private' },
    { method: 'DELETE', path: /^\/v1\/customers\/([^/]+)$/, handler: customerCall, auth: 'private' },
    { method: 'POST', path: /^\/v2\/baskets$/, handler: createBasket, auth: 'private' },
    { method: 'GET', path: /^\/v2\/baskets\/([^/]+)$/, handler: getBasket, auth: 'private' },
    {
      method: 'POST',
      path: /^\/v1\/payments\/authorize$/,
      handler: transaction('authorize'),
      auth: 'private',
    },
    { method: 'POST', path: /^\/v1\/payments\/charges$/, handler: transaction('charge'), auth: 'private' },
    {
      method: 'POST',
      path: /^\/v1\/payments\/([^/]+)\/charges$/,
      handler: onPayment(chargeAuthorization),
      auth: 'private',
    },
    {
      method: 'POST',
      path: /^\/v1\/payments\/([^/]+)\/authorize\/cancels$/,
      handler: onPayment(cancelAuthorization),
      auth: 'private',
    },
    {
      method: 'POST',
      path: /^\/v1\/payments\/([^/]+)\/charges\/cancels$/,
      handler: refundCharge,
      auth: 'private',
    },
    {
      method: 'POST',
      path: /^\/v1\/payments\/([^/]+)\/charges\/([^/]+)\/cancels$/,
      handler: refundCharge,
      auth: 'private',
    },
    {
      method: 'GET',
      path: /^\/v1\/payments\/([^/]+)\/(?:charges|authorize)\/([^/]+)$/,
      handler: getTransaction,
      auth: 'private',
    },
    { method: 'GET', path: /^\/v1\/payments\/([^/]+)$/, handler: getPayment, auth: 'private' },
    { method: 'GET', path: /^\/v1\/webhooks$/, handler: webhooksCall, auth: 'private' },
    { method: 'POST', path: /^\/v1\/webhooks$/, handler: webhooksCall, auth: 'private' },
    { method: 'DELETE', path: /^\/v1\/webhooks$/, handler: webhooksCall, auth: 'private' },
    { method: 'GET', path: /^\/v1\/webhooks\/([^/]+)$/, handler: webhookCall, auth: 'private' },
    { method: 'DELETE', path: /^\/v1\/webhooks\/([^/]+)$/, handler: webhookCall, auth: 'private' },
  ];

  async function answer(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.replace(/\/+$/, '') || '/';
    if (request.method === 'OPTIONS' && TYPE_PATH.test(path)) {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    const matches = routes.filter((route) => route.path.test(path));
    const route = matches.find((candidate) => candidate.method === request.method);
    if (!route) throw matches.length > 0 ? refusal.methodNotAllowed() : refusal.notFound();
    const params = (route.path.exec(path) ?? []).slice(1).map(decodedPart);
    let role: KeyRole = 'private';
    if (route.auth !== 'none') {
      role = authenticate(request.headers.authorization, keys);
      if (route.auth === 'private' && role !== 'private') throw refusal.publicKeyOnPrivateResource();
      expireOverdue(context);
    }
    await route.handler({ request, response, role, params, url });
  }

  // Unzer gives merchant messages to calls made with the private key only (facts 1.1 "Language").
  const isPrivateKey = (header: string | undefined) => {
    try {
      return authenticate(header, keys) === 'private';
    } catch {
      return false;
    }
  };

  const server = createServer((request, response) => {
    counters.requests += 1;
    // A request target no URL can be made of is answered like any unknown path, never thrown.
    const url = URL.parse(request.url ?? '/', context.apiUrl) ?? new URL('/', context.apiUrl);
    answer(request, response, url).catch((error: unknown) => {
      counters.refusals += 1;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const refused =
        error instanceof UnzerError
          ? error
          : new UnzerError(500, 'API.000.000.999', 'An unexpected error occurred.');
      const body = errorBody(refused, {
        mode,
        url: url.href,
        timestamp: unzerDate(now()),
        privateKey: isPrivateKey(request.headers.authorization),
        errorId: newId('err'),
      });
      const cors = TYPE_PATH.test(url.pathname) ? CORS_HEADERS : {};
      sendJson(response, refused.status, body, cors);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  context.apiUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  context.publicUrl = (options.publicUrl ?? context.apiUrl).replace(/\/$/, '');
  const sweep = setInterval(() => expireOverdue(context), EXPIRY_SWEEP_MS);
  sweep.unref();

  return {
    url: context.apiUrl,
    publicUrl: context.publicUrl,
    deliveries: webhooks.deliveries,
    failNextWebhookDeliveries: (count) => webhooks.failNext(count),
    webhooksSettled: () => webhooks.settled(),
    counters,
    expirePendingPayments: () => expireOverdue(context),
    chargeBack: (paymentId) => chargeBack(context, findPayment(context, paymentId)),
    putInReview: (paymentId) => putInReview(context, findPayment(context, paymentId)),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        webhooks.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
