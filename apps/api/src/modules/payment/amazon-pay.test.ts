import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { jobsOf } from '../../../test/job-queue';
import { paymentReads, placeOrderPaidWith } from '../../../test/payment-calls';
import {
  amazonPaySignIn,
  decideOnAmazonPayPage,
  startAmazonPayForTests,
} from '../../../test/payment-providers';
import { callsTo, cartOf, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';
import { recordOrderEvent } from '../order';
import { createAmazonPayClient } from './amazon-pay';

/**
 * A placed order's payment with Amazon Pay, through the shop's API and the Amazon Pay emulator (payments
 * spec 4 "Amazon Pay"): the buyer signs in with the shop's button, the checkout reads the session, the
 * placement runs the spec's steps, and the order is authorized only once the buyer confirmed on Amazon's
 * page and the shop completed and read the session; shipping captures it.
 */
const { amazon, merchant, ipnBodies, env } = await startAmazonPayForTests();
const testApp = useTestApp({ ...env, SHOP_URL: 'https://shop.example' });
const call = callsTo(testApp);
/** Seller Central, for what a person there does by hand. */
const sellerCentral = createAmazonPayClient({
  baseUrl: amazon.url,
  region: 'eu',
  environment: 'sandbox',
  ...merchant,
  timeoutMs: 5000,
  ipnCertificateOrigins: [amazon.url],
});
let product: ShopProduct;

beforeAll(async () => {
  [product] = (await productsForSale(testApp, 'de-de', 1, 200)) as [ShopProduct];
});

const signIn = (choice?: Parameters<typeof amazonPaySignIn>[2]) =>
  amazonPaySignIn(call, amazon.publicUrl, choice);

const placeWithAmazon = (sessionId: string) =>
  placeOrderPaidWith(call, product.sku, 'amazon_pay', { checkout_session_id: sessionId });

const returned = (sessionId: string) =>
  call('POST', '/api/payments/amazon-pay/return', { checkout_session_id: sessionId });

const { orderRow, cartStatus } = paymentReads(testApp);

/** Until the app's job workers have done what `done` waits for (they run beside the test). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

/** A placed order the buyer paid for on Amazon's page and came back from: authorized. */
async function authorizedOrder() {
  const { sessionId } = await signIn();
  const { placed } = await placeWithAmazon(sessionId);
  const result = placed.body.result;
  await decideOnAmazonPayPage(result.payment.redirect_url, 'pay');
  expect((await returned(sessionId)).body.result.status).toBe('succeeded');
  return { sessionId, result };
}

describe('paying an order with Amazon Pay', () => {
  it('offers Amazon Pay in the German store, and not in the Polish one (PLN is no Amazon currency)', async () => {
    const cartId = await cartOf(call, 'de-de', [{ sku: product.sku, qty: 1 }]);
    const methods = await call('GET', `/de-de/api/cart/payment-methods?cartId=${cartId}`);
    expect((methods.body.result as { code: string }[]).map((method) => method.code)).toContain('amazon_pay');
    const polish = await call('GET', '/pl-pl/api/payments/amazon-pay/button');
    expect(polish.status).toBe(404);
    expect(polish.body.reason).toBe('payment_method_not_offered');
    expect((await call('GET', '/api/payments/amazon-pay/button')).status).toBe(400);
  });

  it('signs a button that sends the buyer back to the checkout and offers only the store’s countries', async () => {
    const answer = await call('GET', '/de-de/api/payments/amazon-pay/button');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      script_url: `${amazon.url}/checkout.js`,
      merchant_id: merchant.merchantId,
      public_key_id: merchant.publicKeyId,
      sandbox: true,
      ledger_currency: 'EUR',
      checkout_language: 'de_DE',
    });
    const payload = JSON.parse(answer.body.result.create_checkout_session_config.payloadJSON);
    expect(payload).toMatchObject({
      storeId: merchant.storeId,
      webCheckoutDetails: { checkoutReviewReturnUrl: 'https://shop.example/de-de/checkout/amazon-pay' },
      deliverySpecifications: { addressRestrictions: { type: 'Allowed', restrictions: { DE: {} } } },
    });
    // Erika's address in Vienna is greyed out on Amazon's page; choosing it anyway is refused there.
    expect((await signIn({ address: '0:1' })).status).toBe(422);
  });

  it('authorizes the order once the buyer confirmed at Amazon; shipping it captures the money', async () => {
    const { sessionId, location } = await signIn();
    expect(location).toBe(
      `https://shop.example/de-de/checkout/amazon-pay?amazonCheckoutSessionId=${sessionId}`,
    );
    const session = await call('GET', `/de-de/api/payments/amazon-pay/checkout-sessions/${sessionId}`);
    expect(session.body.result).toMatchObject({
      checkout_session_id: sessionId,
      buyer: { name: 'Erika Mustermann', email: 'erika.mustermann@example.com' },
      shipping_address: {
        firstname: 'Erika',
        lastname: 'Mustermann',
        street: ['Heidestraße 17'],
        city: 'Köln',
        postcode: '51147',
        country_id: 'DE',
      },
      payment_descriptor: 'Visa ****1111',
    });

    const { placed } = await placeWithAmazon(sessionId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const result = placed.body.result;
    expect(result.payment.status).toBe('pending');
    expect(result.payment.redirect_url.startsWith(amazon.publicUrl)).toBe(true);
    expect(await orderRow(result.entity_id)).toMatchObject({ authorized: 0, confirmed: false });

    const back = await decideOnAmazonPayPage(result.payment.redirect_url, 'pay');
    expect(back).toBe(
      `https://shop.example/de-de/payment/${result.payment.id}?amazonCheckoutSessionId=${sessionId}`,
    );
    // Read without the return (a poll before the buyer is back): nothing is completed.
    expect((await call('GET', `/api/payments/${result.payment.id}`)).body.result.status).toBe('pending');
    const resumed = await returned(sessionId);
    expect(resumed.body.result).toMatchObject({ status: 'succeeded', order_number: result.increment_id });
    expect(await orderRow(result.entity_id)).toMatchObject({
      authorized: result.grand_total,
      paid: 0,
      confirmed: true,
    });
    // The return page reloaded: nothing completed or booked twice.
    expect((await returned(sessionId)).body.result.status).toBe('succeeded');
    expect(await orderRow(result.entity_id)).toMatchObject({ authorized: result.grand_total });

    const [line] = await queryRows<{ id: number }>(
      testApp.database.db,
      sql`SELECT id FROM order_items WHERE order_id = ${result.entity_id}`,
    );
    const staff = { kind: 'staff', id: '7', name: 'Lena Lager' } as const;
    const jobs = jobsOf(testApp);
    const ship = async (eventId: string, event: Parameters<typeof recordOrderEvent>[2]['event']) =>
      recordOrderEvent(testApp.database.db, jobs, {
        orderId: result.entity_id,
        eventId,
        event,
        actor: staff,
      });
    await ship(`staff:${randomUUID()}`, { type: 'fulfilment_started' });
    await ship(`staff:${randomUUID()}`, {
      type: 'shipment',
      carrier: 'dhl',
      trackingNumber: '00340434161094042557',
      lines: [{ orderItemId: line?.id ?? 0, qty: 1 }],
    });
    const paid = await eventually(
      () => orderRow(result.entity_id),
      (row) => row?.paid === result.grand_total,
    );
    expect(paid).toMatchObject({ paid: result.grand_total, status: 'shipped' });
  });

  it('refuses an Amazon address outside the order’s country and gives the cart back', async () => {
    // A button that lets the buyer choose Vienna (not the shop's: it offers only Germany).
    const button = sellerCentral.buttonConfig({
      webCheckoutDetails: { checkoutReviewReturnUrl: 'https://shop.example/de-de/checkout/amazon-pay' },
      scopes: ['name', 'email', 'shippingAddress', 'billingAddress'],
    });
    const { sessionId } = await signIn({ address: '0:1', button });
    const { placed, cartId } = await placeWithAmazon(sessionId);
    expect(placed.status).toBe(402);
    expect(placed.body).toMatchObject({
      reason: 'payment_refused',
      details: { payment_flow: 'amazon_pay', payment_failure: 'amazon_shipping_country' },
    });
    expect(await cartStatus(cartId)).toBe('active');
    // Placed again with the same session (the address not changed at Amazon): refused again, not a 5xx.
    expect((await placeWithAmazon(sessionId)).placed.status).toBe(402);
  });

  it('refuses a session that already pays another order', async () => {
    const { sessionId } = await signIn();
    const first = await placeWithAmazon(sessionId);
    expect(first.placed.body.result.payment.status).toBe('pending');
    const second = await placeWithAmazon(sessionId);
    expect(second.placed.status).toBe(402);
    expect(second.placed.body.details?.payment_failure).toBe('amazon_checkout_session_used');
  });

  it('undoes the order when the buyer cancels on Amazon’s page or the card is declined', async () => {
    for (const [instrument, action] of [
      ['1111', 'cancel'],
      ['3434', 'pay'],
    ] as const) {
      const { sessionId } = await signIn({ instrument });
      const { placed, cartId } = await placeWithAmazon(sessionId);
      const result = placed.body.result;
      await decideOnAmazonPayPage(result.payment.redirect_url, action);
      const back = await returned(sessionId);
      expect(back.body.result).toMatchObject({ status: 'failed', failure: { code: 'payment_abandoned' } });
      expect(await orderRow(result.entity_id)).toMatchObject({ status: 'canceled', authorized: 0 });
      expect(await cartStatus(cartId)).toBe('active');
      // The session is over: the checkout is told so.
      const read = await call('GET', `/de-de/api/payments/amazon-pay/checkout-sessions/${sessionId}`);
      expect(read.status).toBe(409);
      expect(read.body.reason).toBe('payment_session_closed');
    }
  });

  it('gives the money back at Amazon when an authorized order is cancelled', async () => {
    const { sessionId, result } = await authorizedOrder();
    await recordOrderEvent(testApp.database.db, jobsOf(testApp), {
      orderId: result.entity_id,
      eventId: `staff:${randomUUID()}`,
      event: { type: 'cancellation', reason: 'Customer changed their mind.' },
      actor: { kind: 'staff', id: '7', name: 'Lena Lager' },
    });
    const released = await eventually(
      () => orderRow(result.entity_id),
      (row) => row?.authorized === 0,
    );
    expect(released).toMatchObject({ status: 'canceled', authorized: 0, paid: 0 });
    const session = await sellerCentral.getCheckoutSession(sessionId);
    const charge = await sellerCentral.getCharge(session.ok ? (session.value.chargeId ?? '') : '');
    expect(charge.ok && charge.value.statusDetails).toMatchObject({
      state: 'Canceled',
      reasonCode: 'MerchantCanceled',
    });
  });

  it('answers 4xx for sessions and payments it does not know', async () => {
    expect((await returned('no-such-session')).status).toBe(404);
    expect((await returned('')).status).toBe(400);
    const unknown = await call('GET', '/de-de/api/payments/amazon-pay/checkout-sessions/no-such-session');
    expect(unknown.status).toBe(404);
    const odd = await call('GET', '/de-de/api/payments/amazon-pay/checkout-sessions/a%20b');
    expect(odd.status).toBe(400);
  });

  it('books a capture made in Seller Central once its IPN arrives, however often it arrives', async () => {
    const { sessionId, result } = await authorizedOrder();
    const session = await sellerCentral.getCheckoutSession(sessionId);
    const chargeId = session.ok ? (session.value.chargeId ?? '') : '';
    const captured = await sellerCentral.captureCharge(chargeId, {
      amountMinor: result.grand_total,
      currency: 'EUR',
    });
    expect(captured.ok).toBe(true);
    await amazon.ipnIdle();
    const ipn = ipnBodies.filter((body) => body.includes(chargeId)).at(-1) ?? '';
    const notify = (payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/payments/amazon-pay/notifications',
        headers: { 'content-type': 'text/plain' },
        payload,
      });
    expect((await notify(ipn)).statusCode).toBe(200);
    expect((await notify(ipn)).statusCode).toBe(200);
    const paid = await eventually(
      () => orderRow(result.entity_id),
      (row) => row?.paid === result.grand_total,
    );
    expect(paid).toMatchObject({ paid: result.grand_total });
    const payments = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`SELECT count(*)::int AS count FROM order_events WHERE order_id = ${result.entity_id} AND type = 'payment'`,
    );
    expect(payments[0]?.count).toBe(1);

    const envelope = JSON.parse(ipn) as { Message: string };
    const forged = JSON.stringify({
      ...envelope,
      Message: envelope.Message.replace(chargeId, 'S02-0000000-0000000-C000000'),
    });
    expect((await notify(forged)).statusCode).toBe(400);
    expect((await notify('not json')).statusCode).toBe(400);
  });
});
