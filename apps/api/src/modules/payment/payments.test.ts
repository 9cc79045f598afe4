import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { jobsOf } from '../../../test/job-queue';
import { paymentReads, placeOrderPaidWith } from '../../../test/payment-calls';
import { decideOnUnzerPage, startUnzerForTests, unzerCardType } from '../../../test/payment-providers';
import { berlinOrder, callsTo, cartOf, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';
import { recordOrderEvent } from '../order';

/**
 * A placed order's payment at Unzer, through the shop's API and the Unzer emulator (payments spec 4): the
 * order is paid only when the provider's payment, read back from it, says so; a refusal or an abandoned
 * payment undoes the order and opens its cart again.
 */
const { unzer, privateKey, publicKey, env } = await startUnzerForTests({ webhookRetryDelaysMs: [10, 20] });

const testApp = useTestApp({ ...env, SHOP_URL: 'https://shop.example' });
const call = callsTo(testApp);
let product: ShopProduct;

beforeAll(async () => {
  [product] = (await productsForSale(testApp, 'de-de', 1, 200)) as [ShopProduct];
});

const { orderRow, cartStatus } = paymentReads(testApp);
const cardType = (number: string) => unzerCardType(unzer.url, publicKey, number);
const order = (method: string, additional: Record<string, string>, options?: { lastname?: string }) =>
  placeOrderPaidWith(call, product.sku, method, additional, options);

describe('paying an order at Unzer', () => {
  it('offers the Unzer methods of the store view once Unzer is configured', async () => {
    const cartId = await cartOf(call, 'de-de', [{ sku: product.sku, qty: 1 }]);
    const methods = await call('GET', `/de-de/api/cart/payment-methods?cartId=${cartId}`);
    const codes = (methods.body.result as { code: string }[]).map((method) => method.code);
    expect(codes).toEqual(
      expect.arrayContaining(['unzer_creditcard', 'unzer_paypal', 'unzer_paylater_invoice', 'unzer_dd']),
    );
    expect(codes).not.toContain('unzer_ide');
  });

  it('books a card charged at once: the order is paid and confirmed', async () => {
    const { placed } = await order('unzer_creditcard', { type_id: await cardType('4444333322221111') });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const result = placed.body.result;
    expect(result.payment).toMatchObject({ status: 'succeeded', order_number: result.increment_id });
    expect(await orderRow(result.entity_id)).toEqual({
      status: 'pending',
      paid: result.grand_total,
      authorized: 0,
      confirmed: true,
    });
  });

  it('sends a 3-D Secure card to the provider; the order is paid only once the payment is read back', async () => {
    const { placed } = await order('unzer_creditcard', { type_id: await cardType('4711100000000000') });
    const result = placed.body.result;
    expect(result.payment.status).toBe('pending');
    expect(result.payment.redirect_url.startsWith(unzer.publicUrl)).toBe(true);
    expect(await orderRow(result.entity_id)).toMatchObject({ paid: 0, confirmed: false });

    const back = await decideOnUnzerPage(result.payment.redirect_url, 'approve');
    expect(back).toBe(`https://shop.example/de-de/payment/${result.payment.id}`);
    const read = await call('GET', `/api/payments/${result.payment.id}`);
    expect(read.body.result).toMatchObject({ status: 'succeeded', order_number: result.increment_id });
    expect(await orderRow(result.entity_id)).toMatchObject({ paid: result.grand_total, confirmed: true });
    // Read again (the return page reloaded, a notification): nothing is booked twice.
    await call('GET', `/api/payments/${result.payment.id}`);
    expect(await orderRow(result.entity_id)).toMatchObject({ paid: result.grand_total });
  });

  it('undoes the order when the buyer aborts at PayPal: cancelled, stock back, the cart open again', async () => {
    const { placed, cartId } = await order('unzer_paypal', { email: 'buyer@example.de' });
    const result = placed.body.result;
    expect(result.payment.status).toBe('pending');
    expect(await cartStatus(cartId)).toBe('ordered');
    await decideOnUnzerPage(result.payment.redirect_url, 'abort');
    const read = await call('GET', `/api/payments/${result.payment.id}`);
    expect(read.body.result).toMatchObject({ status: 'failed', failure: { code: expect.any(String) } });
    expect(await orderRow(result.entity_id)).toMatchObject({ status: 'canceled', paid: 0 });
    expect(await cartStatus(cartId)).toBe('active');
    // The shopper pays another way with the same cart.
    const again = await call('POST', `/de-de/api/order?cartId=${cartId}`, berlinOrder('again@example.de'));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('refuses a pay-later invoice Unzer rejects with its reason, and changes nothing for good', async () => {
    const { placed, cartId } = await order(
      'unzer_paylater_invoice',
      { birthdate: '1980-05-17', threat_metrix_id: randomUUID() },
      { lastname: 'reject-risk' },
    );
    expect(placed.status).toBe(402);
    expect(placed.body).toMatchObject({
      reason: 'payment_refused',
      details: { invoice_rejection: 'risk_check', payment_flow: 'paylater_invoice' },
    });
    expect(await cartStatus(cartId)).toBe('active');
    const [canceled] = await queryRows<{ status: string }>(
      testApp.database.db,
      sql`SELECT status FROM orders WHERE cart_id = ${cartId}`,
    );
    expect(canceled?.status).toBe('canceled');
  });

  it('authorizes a pay-later invoice; shipping the order captures it and books the payment', async () => {
    const { placed } = await order('unzer_paylater_invoice', {
      birthdate: '1980-05-17',
      threat_metrix_id: randomUUID(),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const result = placed.body.result;
    expect(result.payment.status).toBe('succeeded');
    expect(await orderRow(result.entity_id)).toMatchObject({
      authorized: result.grand_total,
      paid: 0,
      confirmed: true,
    });
    const [line] = await queryRows<{ id: number }>(
      testApp.database.db,
      sql`SELECT id FROM order_items WHERE order_id = ${result.entity_id}`,
    );
    await recordOrderEvent(testApp.database.db, jobsOf(testApp), {
      orderId: result.entity_id,
      eventId: `staff:${randomUUID()}`,
      event: {
        type: 'shipment',
        carrier: 'dhl',
        trackingNumber: '00340434161094042557',
        lines: [{ orderItemId: line?.id ?? 0, qty: 1 }],
      },
      actor: { kind: 'staff', id: '1', name: 'Lena Lager' },
    });
    // The capture job takes the money at Unzer; its charge, read back, is the payment.
    await expect
      .poll(async () => (await orderRow(result.entity_id))?.paid, { timeout: 20_000 })
      .toBe(result.grand_total);
    expect(await orderRow(result.entity_id)).toMatchObject({ authorized: 0, status: 'shipped' });
  });

  it('takes a notification only with the shop’s public key and a payment it knows of', async () => {
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/unzer/notifications',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        event: 'payment.completed',
        publicKey: 's-pub-someoneelse',
        retrieveUrl: `${unzer.url}/v1/payments/s-pay-1`,
        paymentId: 's-pay-1',
      }),
    });
    expect(forged.statusCode).toBe(403);
    const foreignHost = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/unzer/notifications',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        event: 'payment.completed',
        publicKey,
        retrieveUrl: 'https://attacker.example/v1/payments/s-pay-1',
        paymentId: 's-pay-1',
      }),
    });
    expect(foreignHost.statusCode).toBe(403);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/unzer/notifications',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        event: 'payment.completed',
        publicKey,
        retrieveUrl: `${unzer.url}/v1/payments/s-pay-99999`,
        paymentId: 's-pay-99999',
      }),
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('reads a pending payment once more when its reservation runs out: paid at the last minute, it stays', async () => {
    const approved = (await order('unzer_creditcard', { type_id: await cardType('4711100000000000') })).placed
      .body.result;
    const forgotten = (await order('unzer_creditcard', { type_id: await cardType('4711100000000000') }))
      .placed.body.result;
    // The buyer approves but never comes back, and Unzer's notification is lost; the other buyer leaves.
    await decideOnUnzerPage(approved.payment.redirect_url, 'approve');
    for (const id of [approved.entity_id, forgotten.entity_id])
      await testApp.database.db.execute(
        sql`UPDATE pgboss.job SET start_after = now()
          WHERE name = 'stock-reservation-expiry' AND (data->>'orderId')::int = ${id}`,
      );
    await expect
      .poll(async () => (await orderRow(forgotten.entity_id))?.status, { timeout: 20_000 })
      .toBe('canceled');
    await expect
      .poll(async () => (await orderRow(approved.entity_id))?.paid, { timeout: 20_000 })
      .toBe(approved.grand_total);
    expect(await orderRow(approved.entity_id)).toMatchObject({ status: 'pending', confirmed: true });
  });

  it('tells the checkout where a card is created (the public key only) and which iDEAL banks there are', async () => {
    const setup = await call('GET', '/api/payments/setup');
    expect(setup.body.result).toMatchObject({ unzer: { public_key: publicKey, api_url: unzer.url } });
    expect(JSON.stringify(setup.body)).not.toContain(privateKey);
    expect(setup.body.result.ideal_banks).toContainEqual({ bic: 'INGBNL2A', name: 'ING' });
  });

  it('offers installment plans for the total in Germany, and pays one with the plan chosen', async () => {
    const plans = await call('GET', '/de-de/api/payments/installment-plans?amount=150000');
    expect(plans.status, JSON.stringify(plans.body)).toBe(200);
    const [plan] = plans.body.result.plans;
    expect(plan).toMatchObject({ number_of_rates: expect.any(Number), monthly_rate: expect.any(Number) });
    expect(plan.total_amount).toBeGreaterThanOrEqual(150_000);
    const pdf = await fetch(plan.credit_information_url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await call('GET', '/fr-fr/api/payments/installment-plans?amount=150000')).status).toBe(404);
    expect((await call('GET', '/de-de/api/payments/installment-plans?amount=-1')).status).toBe(400);

    // The plan of the order's own total (learnt from a prepayment order of the same cart's contents).
    const total = (await order('banktransfer', {})).placed.body.result.grand_total as number;
    const offered = (await call('GET', `/de-de/api/payments/installment-plans?amount=${total}`)).body.result;
    const chosen = offered.plans[0];
    const installment = {
      inquiry_id: offered.inquiry_id,
      number_of_rates: String(chosen.number_of_rates),
      iban: 'DE89 3704 0044 0532 0130 00',
      holder: 'Erika Mustermann',
      birthdate: '1980-05-17',
      threat_metrix_id: randomUUID(),
    };
    const { placed } = await order('unzer_installment', installment);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.payment.status).toBe('succeeded');
    expect(await orderRow(placed.body.result.entity_id)).toMatchObject({ authorized: total });
    // An inquiry the provider never issued is refused, and the order undone.
    const forged = await order('unzer_installment', { ...installment, inquiry_id: 'inq-forged' });
    expect(forged.placed.status).toBe(402);
    expect(await cartStatus(forged.cartId)).toBe('active');
  });

  it('answers 404 for a payment id it does not know', async () => {
    const read = await call('GET', `/api/payments/${randomUUID()}`);
    expect(read.status).toBe(404);
  });
});
