import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnzerEmulator, type UnzerEmulator } from './emulator';

/** The emulator over HTTP, with requests no well-behaved client sends. */

const privateKey = 's-priv-emulatortest1';
const publicKey = 's-pub-emulatortest1';
let clock = Date.parse('2026-11-27T10:00:00Z');
let emulator: UnzerEmulator;
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];

beforeAll(async () => {
  emulator = await startUnzerEmulator({
    privateKey,
    publicKey,
    now: () => new Date(clock),
    webhookRetryDelaysMs: [5],
  });
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(body);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const auth = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

async function call(
  method: string,
  path: string,
  options: { key?: string; body?: unknown; raw?: string; contentType?: string } = {},
) {
  const headers: Record<string, string> = { authorization: auth(options.key ?? privateKey) };
  let body: string | undefined;
  if (options.raw !== undefined || options.body !== undefined) {
    headers['content-type'] = options.contentType ?? 'application/json';
    body = options.raw ?? JSON.stringify(options.body);
  }
  const response = await fetch(`${emulator.url}${path}`, { method, headers, ...(body ? { body } : {}) });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not every answer is JSON (preflights, pages).
  }
  return { status: response.status, headers: response.headers, json };
}

const card = (fields: Record<string, unknown>) =>
  call('POST', '/v1/types/card', {
    key: publicKey,
    body: { number: '4444333322221111', expiryDate: '12/2030', cvc: '123', ...fields },
  });

describe('requests Unzer refuses', () => {
  it('answers bad bodies in its error shape and keeps serving', async () => {
    const broken = await call('POST', '/v1/customers', { raw: '{"lastname": ' });
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ isError: true, errors: [{ code: 'API.500.300.999' }] });
    expect(broken.json.id).toMatch(/^s-err-/);
    expect(broken.json.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await call('POST', '/v1/customers', { raw: '[1]' })).status).toBe(400);
    expect(
      (await call('POST', '/v1/customers', { raw: 'lastname=U', contentType: 'text/plain' })).status,
    ).toBe(415);
    expect(
      (await call('POST', '/v1/customers', { raw: JSON.stringify({ note: 'x'.repeat(70_000) }) })).status,
    ).toBe(413);
    expect((await call('GET', '/v1/nothing')).status).toBe(404);
    expect((await call('PATCH', '/v1/customers')).status).toBe(405);
    expect((await call('GET', '/v1/webhooks')).status).toBe(200);
  });

  it('gives the merchant message to the private key only', async () => {
    const withPrivate = await call('POST', '/v1/types/card', { body: {} });
    expect(withPrivate.json.errors[0]).toMatchObject({
      code: 'API.710.000.003',
      merchantMessage: expect.any(String),
    });
    const withPublic = await card({ number: '4444333322221112' });
    expect(withPublic.status).toBe(400);
    expect(withPublic.json.errors[0]).toEqual({
      code: 'COR.100.100.101',
      customerMessage: 'The card number is invalid.',
    });
  });

  it('lets browsers create types with the public key (CORS), and nothing else', async () => {
    const preflight = await fetch(`${emulator.url}/v1/types/card`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const created = await card({});
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ number: '444433******1111', brand: 'VISA', cvc: '***' });
    expect(JSON.stringify(created.json)).not.toContain('4444333322221111');
    expect((await call('GET', `/v1/types/${created.json.id}`, { key: publicKey })).status).toBe(403);
    expect((await call('GET', `/v1/types/${created.json.id}`)).json).toMatchObject({ id: created.json.id });
    expect((await call('GET', `/v1/types/paypal/${created.json.id}`)).status).toBe(404);
  });

  it('checks expiry and security code of cards against its clock', async () => {
    expect((await card({ expiryDate: '10/2026' })).json.errors[0].code).toBe('COR.100.100.303');
    expect((await card({ expiryDate: '11/2026' })).status).toBe(200);
    expect((await card({ cvc: '12' })).json.errors[0].code).toBe('COR.100.100.600');
    expect((await card({ number: '378282246310005', cvc: '123' })).json.errors[0].code).toBe(
      'COR.100.100.600',
    );
    expect((await card({ number: '378282246310005', cvc: '1234' })).status).toBe(200);
  });

  it('refuses transactions without a type, in a currency it does not take, or of a kind the type does not allow', async () => {
    const payment = (path: string, body: Record<string, unknown>) =>
      call('POST', path, {
        body: { amount: 10, currency: 'EUR', returnUrl: 'https://shop.example/r', ...body },
      });
    expect((await payment('/v1/payments/charges', {})).json.errors[0].code).toBe('API.320.200.143');
    const typeId = (await card({})).json.id;
    expect(
      (await payment('/v1/payments/charges', { currency: 'JPY', resources: { typeId } })).json.errors[0].code,
    ).toBe('API.330.100.202');
    expect(
      (await payment('/v1/payments/charges', { amount: 10.00001, resources: { typeId } })).json.errors[0]
        .code,
    ).toBe('API.340.200.130');
    const invoice = (await call('POST', '/v1/types/invoice-secured', { key: publicKey })).json.id;
    expect(
      (await payment('/v1/payments/authorize', { resources: { typeId: invoice } })).json.errors[0].code,
    ).toBe('API.320.000.004');
    expect(
      (await payment('/v1/payments/charges', { resources: { typeId: 's-crd-notmine' } })).json.errors[0].code,
    ).toBe('API.320.200.145');
  });
});

describe('hostile input', () => {
  const hostileValues: unknown[] = [
    null,
    [],
    'text',
    -1,
    1e308,
    { nested: { deeper: [] } },
    '💥'.repeat(300),
    true,
  ];

  // Some 400 requests one after the other: 5 s is too short when the test command's other suites share
  // the two cores (CI, 2026-11-27).
  it('answers every field of every body with a hostile value in 4xx, never 5xx', {
    timeout: 60_000,
  }, async () => {
    const typeId = (await card({})).json.id;
    const bodies: Array<[string, Record<string, unknown>]> = [
      [
        '/v1/customers',
        { firstname: 'Peter', lastname: 'U', birthDate: '1989-12-24', billingAddress: {}, companyInfo: {} },
      ],
      [
        '/v2/baskets',
        {
          currencyCode: 'EUR',
          totalValueGross: 1,
          basketItems: [{ title: 't', quantity: 1, amountPerUnitGross: 1, vat: 19, type: 'goods' }],
        },
      ],
      [
        '/v1/payments/charges',
        {
          amount: 1,
          currency: 'EUR',
          returnUrl: 'https://shop.example/r',
          orderId: 'o',
          resources: { typeId },
          additionalTransactionData: { riskData: {} },
        },
      ],
      ['/v1/webhooks', { url: `${receiverUrl}/hostile`, event: 'all', eventList: ['all'] }],
      ['/v1/types/sepa-direct-debit', { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', holder: 'P' }],
      [
        '/v1/types/paylater-installment',
        { inquiryId: 'Tx-1', numberOfRates: 3, iban: 'x', holder: 'h', country: 'DE' },
      ],
    ];
    const statuses = new Set<number>();
    for (const [path, body] of bodies) {
      for (const field of Object.keys(body)) {
        for (const value of hostileValues) {
          const answer = await call('POST', path, {
            key: path.startsWith('/v1/types') ? publicKey : privateKey,
            body: { ...body, [field]: value },
          });
          statuses.add(answer.status);
          if (answer.status >= 500)
            throw new Error(`${path} ${field}=${JSON.stringify(value)} answered ${answer.status}`);
        }
      }
    }
    expect(statuses.has(400)).toBe(true);
    for (const webhook of (await call('GET', '/v1/webhooks')).json.events) {
      if (webhook.url !== receiverUrl) await call('DELETE', `/v1/webhooks/${webhook.id}`);
    }
    expect((await call('GET', '/v1/payments/%E0%A4%A')).status).toBe(404);
    expect(
      (await call('GET', '/v1/types/paylater-installment/plans?amount=1e9&currency=EUR&country=DE')).status,
    ).toBe(400);
  });
});

describe('webhooks and test hooks', () => {
  it('refuses a second registration of one event for one URL and unknown events', async () => {
    const first = await call('POST', '/v1/webhooks', { body: { url: receiverUrl, event: 'all' } });
    expect(first.json).toMatchObject({
      url: receiverUrl,
      event: 'all',
      id: expect.stringMatching(/^s-whk-/),
    });
    const again = await call('POST', '/v1/webhooks', { body: { url: receiverUrl, event: 'all' } });
    expect(again.json.errors[0].code).toBe('API.510.310.009');
    const unknown = await call('POST', '/v1/webhooks', { body: { url: receiverUrl, event: 'payment.paid' } });
    expect(unknown.status).toBe(400);
    expect((await call('DELETE', '/v1/webhooks/s-whk-none')).json.errors[0].code).toBe('API.510.310.008');
  });

  it('notifies an expiry, a chargeback and a review, retrying a failed delivery', async () => {
    const typeId = (await card({ number: '4711100000000000' })).json.id;
    const pending = await call('POST', '/v1/payments/charges', {
      body: { amount: 10, currency: 'EUR', returnUrl: 'https://shop.example/r', resources: { typeId } },
    });
    const paymentId = pending.json.resources.paymentId;
    clock += 31 * 60_000;
    emulator.failNextWebhookDeliveries(1);
    emulator.expirePendingPayments();
    await emulator.webhooksSettled();
    const expired = emulator.deliveries.filter(
      (delivery) => delivery.event === 'charge.expired' && delivery.url === receiverUrl,
    );
    expect(expired.map((delivery) => delivery.outcome)).toEqual(['failed', 'delivered']);
    expect(JSON.parse(expired[1]?.body ?? '{}')).toEqual({
      event: 'charge.expired',
      publicKey,
      retrieveUrl: `${emulator.url}/v1/payments/${paymentId}/charges/s-chg-1`,
      paymentId,
    });
    expect((await call('GET', `/v1/payments/${paymentId}`)).json.state).toEqual({ id: 2, name: 'canceled' });

    const charged = await call('POST', '/v1/payments/charges', {
      body: {
        amount: 10,
        currency: 'EUR',
        returnUrl: 'https://shop.example/r',
        resources: { typeId: (await card({})).json.id },
      },
    });
    const chargedId = charged.json.resources.paymentId;
    emulator.chargeBack(chargedId);
    expect((await call('GET', `/v1/payments/${chargedId}`)).json.state).toEqual({
      id: 5,
      name: 'chargeback',
    });
    emulator.putInReview(chargedId);
    await emulator.webhooksSettled();
    const events = received.map((body) => JSON.parse(body).event);
    expect(events).toEqual(
      expect.arrayContaining(['chargeback', 'payment.chargeback', 'payment.payment_review']),
    );
  });
});
