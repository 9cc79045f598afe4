import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { paymentReads, placeOrderPaidWith } from '../../../test/payment-calls';
import { startUnzerForTests, unzerCardType } from '../../../test/payment-providers';
import { callsTo, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';
import { LOST_START_GRACE_MS } from './payments';

/**
 * A charge whose answer never reached the shop (Unzer took longer than PAYMENT_TIMEOUT_MS, or the
 * connection broke after the request went out): Unzer may have charged the card all the same. The shop
 * asks Unzer for the payment of the order's id before it gives the order up, so a card charged is an
 * order paid, never an order cancelled with the buyer's money at Unzer. The shop reaches Unzer through a
 * proxy here that loses the answers of the charges it is told to.
 */
const { unzer, privateKey, publicKey, env } = await startUnzerForTests({ declinedCents: null });

/** What the proxy does to the next charges: forwards each and holds its answer, or drops it unsent. */
const nextCharges: ('answer lost' | 'never sent')[] = [];
/** Whether the proxy drops the shop's look-ups of a payment by its order id (Unzer unreachable for them). */
let lookupsLost = false;
// Long enough that no other call of a placement runs out of it on a busy machine (only the lost ones do).
const TIMEOUT_MS = 2_000;
const proxy = createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  const fate =
    request.method === 'POST' && request.url === '/v1/payments/charges' ? nextCharges.shift() : undefined;
  const lookup = request.method === 'GET' && /^\/v1\/payments\/[a-z]{2}-[a-z]{2}-/.test(request.url ?? '');
  if (fate === 'never sent' || (lookup && lookupsLost)) {
    response.destroy();
    return;
  }
  const answer = await fetch(`${unzer.url}${request.url}`, {
    method: request.method ?? 'GET',
    headers: {
      authorization: request.headers.authorization ?? '',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
  });
  const text = await answer.text();
  // The charge happened at Unzer; its answer comes after the shop stopped waiting.
  if (fate === 'answer lost') await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 3));
  if (response.destroyed) return;
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
});

/** Unzer's address as the shop knows it. */
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
const testApp = useTestApp({
  ...env,
  UNZER_API_URL: proxyUrl,
  PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
  SHOP_URL: 'https://shop.example',
});
const call = callsTo(testApp);
const { orderRow, cartStatus } = paymentReads(testApp);
let product: ShopProduct;

beforeAll(async () => {
  [product] = (await productsForSale(testApp, 'de-de', 1, 200)) as [ShopProduct];
});

// A test that failed before its charge must not leave its lost answer to the next one.
beforeEach(() => {
  nextCharges.length = 0;
  lookupsLost = false;
});

const payByCard = async (number: string) =>
  placeOrderPaidWith(call, product.sku, 'unzer_creditcard', {
    type_id: await unzerCardType(unzer.url, publicKey, number),
  });

/** The return page's read of a payment (`GET /api/payments/:id`). */
async function readPayment(id: string) {
  const answer = await testApp.app.inject({ method: 'GET', url: `/api/payments/${id}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result;
}

/** The attempt started longer ago than a lost start may still turn into a payment. */
async function olderThanTheGrace(id: string) {
  await testApp.database.db.execute(
    sql`UPDATE payment_attempts SET created_at = created_at - ${`${LOST_START_GRACE_MS + 1000} milliseconds`}::interval WHERE id = ${id}`,
  );
}

async function orderOfCart(cartId: string) {
  const [order] = await queryRows<{ id: number; number: string; grand_total: number }>(
    testApp.database.db,
    sql`SELECT id, increment_id AS number, grand_total::int AS grand_total FROM orders WHERE cart_id = ${cartId}`,
  );
  if (!order) throw new Error('no order of the cart');
  return order;
}

/** Unzer's own record of the order's payment (found by the order id the shop sent): charged or not. */
async function atUnzer(orderNumber: string): Promise<{ charged: string; total: string } | null> {
  const answer = await fetch(`${unzer.url}/v1/payments/de-de-${orderNumber}`, {
    headers: { authorization: `Basic ${Buffer.from(`${privateKey}:`).toString('base64')}` },
  });
  if (answer.status === 404) return null;
  return ((await answer.json()) as { amount: { charged: string; total: string } }).amount;
}

describe('a card charge whose answer the shop never had', () => {
  it('is read by the order id: charged at Unzer, the order is paid and the shopper told so', async () => {
    nextCharges.push('answer lost');
    const { placed, cartId } = await payByCard('4444333322221111');
    const order = await orderOfCart(cartId);
    expect(await atUnzer(order.number)).toMatchObject({ charged: expect.not.stringMatching(/^0(\.0+)?$/) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.payment).toMatchObject({ status: 'succeeded', order_number: order.number });
    expect(await orderRow(order.id)).toEqual({
      status: 'pending',
      paid: order.grand_total,
      authorized: 0,
      confirmed: true,
    });
    expect(await cartStatus(cartId)).toBe('ordered');
  });

  it('waits for the buyer on the shop’s return page when the charge is a 3-D Secure one still open', async () => {
    nextCharges.push('answer lost');
    const { placed, cartId } = await payByCard('4711100000000000');
    const order = await orderOfCart(cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { payment } = placed.body.result;
    // The challenge page's address was in the lost answer: the shopper waits on the shop's page instead.
    expect(payment).toMatchObject({
      status: 'pending',
      redirect_url: `https://shop.example/de-de/payment/${payment.id}`,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paid: 0 });
  });

  it('waits while Unzer has no payment of the order yet, and undoes the order once the grace is over', async () => {
    nextCharges.push('never sent');
    const { placed, cartId } = await payByCard('4444333322221111');
    const order = await orderOfCart(cartId);
    expect(await atUnzer(order.number)).toBeNull();
    // The shop cannot know the charge never arrived: the shopper waits on the return page.
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { payment } = placed.body.result;
    expect(payment).toMatchObject({ status: 'pending', redirect_url: null });
    expect(await readPayment(payment.id)).toMatchObject({ status: 'pending' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paid: 0 });
    await olderThanTheGrace(payment.id);
    expect(await readPayment(payment.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'provider_unavailable' },
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'canceled', paid: 0 });
    expect(await cartStatus(cartId)).toBe('active');
  });

  it('books a charge whose answer and first look-up were both lost once Unzer can be asked again', async () => {
    nextCharges.push('answer lost');
    lookupsLost = true;
    const { placed, cartId } = await payByCard('4444333322221111');
    const order = await orderOfCart(cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { payment } = placed.body.result;
    expect(payment).toMatchObject({ status: 'pending' });
    // Unzer still cannot be asked: the return page says so, and nothing is undone.
    expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/${payment.id}` })).statusCode).toBe(
      503,
    );
    lookupsLost = false;
    await olderThanTheGrace(payment.id);
    expect(await readPayment(payment.id)).toMatchObject({ status: 'succeeded' });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      paid: order.grand_total,
      confirmed: true,
    });
    expect(await cartStatus(cartId)).toBe('ordered');
  });
});

describe('a pending payment Unzer does not know (other keys, an emulator started afresh)', () => {
  it('is abandoned when read: the order undone and its cart open again, not read again forever', async () => {
    const { placed, cartId } = await payByCard('4711100000000000');
    const { payment } = placed.body.result;
    expect(payment).toMatchObject({ status: 'pending' });
    await testApp.database.db.execute(
      sql`UPDATE payment_attempts SET provider_payment_id = 's-pay-999999999' WHERE id = ${payment.id}`,
    );
    expect(await readPayment(payment.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'payment_abandoned' },
    });
    const order = await orderOfCart(cartId);
    expect(await orderRow(order.id)).toMatchObject({ status: 'canceled', paid: 0 });
    expect(await cartStatus(cartId)).toBe('active');
  });
});
