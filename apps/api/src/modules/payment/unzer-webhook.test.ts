import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { startUnzerEmulator } from '@hortus/payment-emulators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { berlinOrder, callsTo, cartOf, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/database';

/**
 * The API registers its notification URL at Unzer when it starts (payment/index.ts
 * `registerUnzerWebhook`), and Unzer's notifications then reach it through the shop's address: here a
 * small forwarder stands for the storefront, which forwards the shop's /api to the API.
 */
const privateKey = `s-priv-${randomBytes(8).toString('hex')}`;
const publicKey = `s-pub-${randomBytes(8).toString('hex')}`;
const unzer = await startUnzerEmulator({ privateKey, publicKey, webhookRetryDelaysMs: [50, 100] });

const shop = createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  const answer = await testApp.app.inject({
    method: request.method as 'POST',
    url: request.url ?? '/',
    headers: { 'content-type': request.headers['content-type'] ?? 'text/plain' },
    payload: body,
  });
  response.writeHead(answer.statusCode, { 'content-type': answer.headers['content-type'] as string });
  response.end(answer.body);
});
await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
const shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
const notificationUrl = `${shopUrl}/api/payments/unzer/notifications`;
afterAll(async () => {
  await unzer.close();
  await new Promise((resolve) => shop.close(resolve));
});

const unzerEnvironment = {
  UNZER_API_URL: unzer.url,
  UNZER_PRIVATE_KEY: privateKey,
  UNZER_PUBLIC_KEY: publicKey,
};
const testApp = useTestApp({ ...unzerEnvironment, SHOP_URL: shopUrl });
const call = callsTo(testApp);
let product: ShopProduct;

beforeAll(async () => {
  [product] = (await productsForSale(testApp, 'de-de', 1, 200)) as [ShopProduct];
});

/** The merchant's webhooks as Unzer lists them (GET /v1/webhooks with the private key). */
async function webhooks(): Promise<Array<{ id: string; url: string; event: string }>> {
  const response = await fetch(`${unzer.url}/v1/webhooks`, {
    headers: { authorization: `Basic ${Buffer.from(`${privateKey}:`).toString('base64')}` },
  });
  return ((await response.json()) as { events: Array<{ id: string; url: string; event: string }> }).events;
}

/** Builds and readies another API as a start does, on a database of its own, and closes it again. */
async function startAgain(env: Record<string, string>, logStream?: NodeJS.WritableStream): Promise<void> {
  const database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'warn', OUTBOX_DIR: testApp.config.mail.outboxDirectory, ...env });
  const app = await buildApp({ config, database, ...(logStream ? { logStream } : {}) });
  try {
    await app.ready();
  } finally {
    await app.close();
    await database.close();
  }
}

describe("the API's Unzer webhook", () => {
  it('is registered at start for every payment state change, once however often the API starts', async () => {
    expect(await webhooks()).toEqual([{ id: expect.any(String), url: notificationUrl, event: 'payment' }]);
    await startAgain({ ...unzerEnvironment, SHOP_URL: shopUrl });
    expect(await webhooks()).toEqual([{ id: expect.any(String), url: notificationUrl, event: 'payment' }]);
  });

  it("brings Unzer's news of a payment to the order, without the buyer coming back", async () => {
    const typeAnswer = await fetch(`${unzer.url}/v1/types/card`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${publicKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ number: '4711100000000000', expiryDate: '12/2030', cvc: '123' }),
    });
    const typeId = ((await typeAnswer.json()) as { id: string }).id;
    const cartId = await cartOf(call, 'de-de', [{ sku: product.sku, qty: 1 }]);
    const body = berlinOrder(`webhook.${randomUUID()}@example.de`, 'unzer_creditcard');
    const placed = await call('POST', `/de-de/api/order?cartId=${cartId}`, {
      ...body,
      addressInformation: { ...body.addressInformation, payment_method_additional: { type_id: typeId } },
    });
    const result = placed.body.result;
    expect(result.payment.status, JSON.stringify(placed.body)).toBe('pending');

    // The buyer passes 3-D Secure on Unzer's page and closes the browser instead of returning to the shop.
    const approved = await fetch(result.payment.redirect_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'approve', password: 'secret3' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    await unzer.webhooksSettled();
    expect(unzer.deliveries.filter((delivery) => delivery.url === notificationUrl)).toContainEqual(
      expect.objectContaining({ event: 'payment.completed', outcome: 'delivered', status: 200 }),
    );
    const paid = async () => {
      const [row] = await queryRows<{ paid: number; confirmed: boolean }>(
        testApp.database.db,
        sql`SELECT paid_amount::int AS paid, confirmed FROM orders WHERE id = ${result.entity_id}`,
      );
      return row;
    };
    await expect.poll(paid, { timeout: 20_000 }).toEqual({ paid: result.grand_total, confirmed: true });
  });

  it('is a warning, not a failed start, when Unzer cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const log = new PassThrough();
    let logged = '';
    log.on('data', (chunk: Buffer) => {
      logged += chunk.toString();
    });
    await startAgain({ ...unzerEnvironment, UNZER_API_URL: unreachable, SHOP_URL: shopUrl }, log);
    const warning = logged.split('\n').find((line) => line.includes('Unzer webhook'));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({
      level: 40,
      url: notificationUrl,
      err: { type: 'UnzerUnavailable', message: 'Unzer unavailable for ensureWebhook: unreachable' },
    });
    expect(logged).not.toContain(privateKey);
    expect(logged).not.toContain(publicKey);
  });
});
