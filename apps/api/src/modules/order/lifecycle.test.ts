import { randomUUID } from 'node:crypto';
import { formatPrice, getStoreView, type OrderEvent } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { jobsOf } from '../../../test/job-queue';
import { berlinOrder, callsTo, cartOf, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { queryRows } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { createMailer } from '../../mail/mailer';
import { sendKeyedMailsOnce } from '../../mail/sent-mails';
import { expireReservation } from '../checkout';
import { sendOrderEventMail } from './event-mail';
import { type OrderActor, recordOrderEvent } from './lifecycle';

const peer = await startSmtpPeer();
afterAll(() => peer.close());

const testApp = useTestApp({ SMTP_URL: peer.url });
const call = callsTo(testApp);
const staff: OrderActor = { kind: 'staff', id: '7', name: 'Lena Lager' };
let product: ShopProduct;

beforeAll(async () => {
  [product] = (await productsForSale(testApp, 'de-de', 1, 1_000)) as [ShopProduct];
});

interface Placed {
  entity_id: number;
  increment_id: string;
  grand_total: number;
}

async function placeOrder(
  options: { email?: string; qty?: number; payment?: string; token?: string } = {},
): Promise<Placed & { email: string }> {
  const email = options.email ?? `lifecycle.${randomUUID()}@example.de`;
  const cartId = await cartOf(call, 'de-de', [{ sku: product.sku, qty: options.qty ?? 2 }], options.token);
  const placed = await call(
    'POST',
    `/de-de/api/order?cartId=${cartId}${options.token ? `&token=${options.token}` : ''}`,
    berlinOrder(email, options.payment),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { ...placed.body.result, email };
}

/** The mail to an address whose subject has `subject` in it, waiting up to 15 s for it. */
async function mailWith(address: string, subject: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = peer.received.find(
      (mail) => JSON.stringify(mail.to).includes(address) && mail.subject?.includes(subject),
    );
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const record = (orderId: number, event: OrderEvent, eventId = `staff:${randomUUID()}`) =>
  recordOrderEvent(testApp.database.db, jobsOf(testApp), { orderId, eventId, event, actor: staff });

const payment = (amount: number): OrderEvent => ({
  type: 'payment',
  amount,
  currency: 'EUR',
  bookedOn: '2026-11-26',
  reference: 'Bestellung',
  source: 'bank_statement',
});

async function stock(): Promise<number> {
  const [row] = await queryRows<{ qty: number }>(
    testApp.database.db,
    sql`SELECT qty::int AS qty FROM stock_items WHERE product_id = ${product.id}`,
  );
  return row?.qty ?? Number.NaN;
}

async function orderRow(orderId: number) {
  const [row] = await queryRows<{
    status: string;
    paid: number;
    refunded: number;
    due: number;
    events: number;
  }>(
    testApp.database.db,
    sql`SELECT status, paid_amount::int AS paid, refunded_amount::int AS refunded, total_due::int AS due,
      (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events
      FROM orders o WHERE id = ${orderId}`,
  );
  return row;
}

async function itemIdOf(orderId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    testApp.database.db,
    sql`SELECT id FROM order_items WHERE order_id = ${orderId}`,
  );
  return row?.id ?? 0;
}

describe('recordOrderEvent', () => {
  it('books a payment that stops the reservation expiry: the expiry job then leaves the order alone', async () => {
    const order = await placeOrder();
    const before = await stock();
    const booked = await record(order.entity_id, payment(order.grand_total));
    expect(booked).toMatchObject({
      outcome: 'recorded',
      order: { status: 'pending', payment: { state: 'paid', balance: 0, due: 0 } },
    });
    const [reservation] = await queryRows<{ expires_at: Date | null }>(
      testApp.database.db,
      sql`SELECT expires_at FROM stock_reservations WHERE order_id = ${order.entity_id}`,
    );
    expect(reservation?.expires_at).toBeNull();
    // Its unpaid places are given up: a refund that makes it due again cannot meet another order there.
    const [places] = await queryRows<{ email: number | null; address: number | null }>(
      testApp.database.db,
      sql`SELECT unpaid_email_slot AS email, unpaid_address_slot AS address FROM orders WHERE id = ${order.entity_id}`,
    );
    expect(places).toEqual({ email: null, address: null });
    expect(await expireReservation(testApp.database.db, jobsOf(testApp), order.entity_id, new Date())).toBe(
      0,
    );
    expect(await orderRow(order.entity_id)).toMatchObject({
      status: 'pending',
      paid: order.grand_total,
      due: 0,
    });
    expect(await stock()).toBe(before);
  });

  it('books the same event id once, also when it comes three times at once', async () => {
    const order = await placeOrder();
    const eventId = `bank:${randomUUID()}`;
    const outcomes = await Promise.all([1, 2, 3].map(() => record(order.entity_id, payment(1_000), eventId)));
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual([
      'already_recorded',
      'already_recorded',
      'recorded',
    ]);
    expect((await record(order.entity_id, payment(1_000), eventId)).outcome).toBe('already_recorded');
    expect(await orderRow(order.entity_id)).toMatchObject({ paid: 1_000, events: 1 });
    // The same id with another amount, or on another order, is not the same event.
    await expect(record(order.entity_id, payment(2_000), eventId)).rejects.toMatchObject({
      statusCode: 409,
      reason: 'event_conflict',
    });
    const other = await placeOrder();
    await expect(record(other.entity_id, payment(1_000), eventId)).rejects.toMatchObject({
      reason: 'event_conflict',
    });
    expect(await orderRow(other.entity_id)).toMatchObject({ paid: 0, events: 0 });
  });

  it('shows a partial payment as missing and an over-payment as too much', async () => {
    const order = await placeOrder();
    const part = await record(order.entity_id, payment(order.grand_total - 3_000));
    expect(part.order.payment).toEqual({ state: 'partly_paid', balance: -3_000, due: 3_000 });
    expect(await orderRow(order.entity_id)).toMatchObject({ due: 3_000 });
    const more = await record(order.entity_id, payment(4_200));
    expect(more.order.payment).toEqual({ state: 'overpaid', balance: 1_200, due: 0 });
    expect(await orderRow(order.entity_id)).toMatchObject({ due: 0, paid: order.grand_total + 1_200 });
  });

  it('gives the stock back exactly once: cancel twice, expire after a cancellation, cancel after an expiry', async () => {
    const cancelled = await placeOrder({ qty: 3 });
    const before = await stock();
    const cancel = await record(cancelled.entity_id, { type: 'cancellation', reason: 'Customer asked' });
    expect(cancel).toMatchObject({ outcome: 'recorded', stockReleased: 3, order: { status: 'canceled' } });
    expect(await stock()).toBe(before + 3);
    await expect(
      record(cancelled.entity_id, { type: 'cancellation', reason: 'Again' }),
    ).rejects.toMatchObject({ statusCode: 409, reason: 'order_transition_not_allowed' });
    expect(
      await expireReservation(testApp.database.db, jobsOf(testApp), cancelled.entity_id, new Date()),
    ).toBe(0);
    expect(await stock()).toBe(before + 3);

    const expired = await placeOrder({ qty: 2 });
    expect(await expireReservation(testApp.database.db, jobsOf(testApp), expired.entity_id, new Date())).toBe(
      2,
    );
    await expect(record(expired.entity_id, { type: 'cancellation', reason: 'Late' })).rejects.toMatchObject({
      reason: 'order_transition_not_allowed',
    });
    expect(await stock()).toBe(before + 3);
    const [history] = await queryRows<{ type: string; actor_kind: string }>(
      testApp.database.db,
      sql`SELECT type, actor_kind FROM order_events WHERE order_id = ${expired.entity_id}`,
    );
    expect(history).toEqual({ type: 'expiry', actor_kind: 'system' });
  });

  it('answers a forbidden transition with 409 and its reason, a malformed event with 400, and changes nothing', async () => {
    const order = await placeOrder();
    const itemId = await itemIdOf(order.entity_id);
    const before = await orderRow(order.entity_id);
    const ship: OrderEvent = {
      type: 'shipment',
      carrier: 'dhl',
      trackingNumber: '00340434161094042557',
      lines: [{ orderItemId: itemId, qty: 1 }],
    };
    const refused = await record(order.entity_id, ship).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 409, reason: 'order_not_paid' });
    expect((refused as HttpError).message).toBe(
      'The order is not paid in full yet; it ships once the payment has arrived.',
    );
    await expect(record(order.entity_id, { type: 'delivered' })).rejects.toMatchObject({
      statusCode: 409,
      reason: 'order_transition_not_allowed',
    });
    await expect(record(order.entity_id, payment(0))).rejects.toMatchObject({
      statusCode: 400,
      reason: 'amount_invalid',
    });
    await expect(record(999_999_999, payment(1))).rejects.toMatchObject({ statusCode: 404 });
    expect(await orderRow(order.entity_id)).toEqual(before);
  });

  it('ships line by line: the last unit makes the order shipped, then delivered', async () => {
    const order = await placeOrder({ qty: 3, payment: 'cashondelivery' });
    const itemId = await itemIdOf(order.entity_id);
    const ship = (qty: number): OrderEvent => ({
      type: 'shipment',
      carrier: 'gls',
      trackingNumber: `GLS${qty}`,
      lines: [{ orderItemId: itemId, qty }],
    });
    expect((await record(order.entity_id, ship(2))).order.status).toBe('processing');
    await expect(record(order.entity_id, ship(2))).rejects.toMatchObject({
      reason: 'shipment_lines_invalid',
    });
    expect((await record(order.entity_id, ship(1))).order.status).toBe('shipped');
    expect((await record(order.entity_id, { type: 'delivered' })).order.status).toBe('delivered');
  });
});

describe("the order events' mails", () => {
  it('mails payment, shipment with its tracking link, refund and cancellation once each, in the store language', async () => {
    const order = await placeOrder({ qty: 1 });
    await record(order.entity_id, payment(1_000));
    const paid = await mailWith(order.email, 'Zahlung');
    expect(paid?.subject).toBe(`Zahlung für Ihre Bestellung ${order.increment_id} erhalten`);
    expect(paid?.text).toMatch(/wir haben Ihre Zahlung über 10,00\s€ für die Bestellung/);
    expect(paid?.text).toContain(
      `Noch offen: ${formatPrice(order.grand_total - 1_000, getStoreView('de-de'))}.`,
    );
    await record(order.entity_id, payment(order.grand_total - 1_000));

    // The order's store view decides the language: this one is a French one's now.
    await testApp.database.db.execute(
      sql`UPDATE orders SET store_code = 'fr-fr' WHERE id = ${order.entity_id}`,
    );
    const itemId = await itemIdOf(order.entity_id);
    await record(order.entity_id, {
      type: 'shipment',
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
      lines: [{ orderItemId: itemId, qty: 1 }],
    });
    await record(order.entity_id, { type: 'refund', amount: 500, currency: 'EUR', reason: 'Kratzer' });
    const subjects = async (count: number) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const mine = peer.received.filter((mail) => JSON.stringify(mail.to).includes(order.email));
        if (mine.length >= count || Date.now() > deadline) return mine;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // Confirmation, two payments, shipment, refund.
    const mails = await subjects(5);
    const shipped = mails.find(
      (mail) => mail.subject === `Votre commande ${order.increment_id} est en route`,
    );
    expect(shipped?.text).toContain('Transporteur: DHL');
    expect(shipped?.text).toContain('Numéro de suivi: 00340434161094042557');
    expect(shipped?.html).toContain(
      'href="https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&#38;tracking-id=00340434161094042557"',
    );
    expect(shipped?.headers.get('content-language')).toBe('fr');
    expect(mails.map((mail) => mail.subject)).toContain(
      `Remboursement de votre commande ${order.increment_id}`,
    );

    // A mail job that runs again (its process died after sending) sends nothing new.
    const [event] = await queryRows<{ id: number }>(
      testApp.database.db,
      sql`SELECT id FROM order_events WHERE order_id = ${order.entity_id} AND type = 'shipment'`,
    );
    await sendOrderEventMail(
      {
        db: testApp.database.db,
        mailer: sendKeyedMailsOnce(testApp.database.db, createMailer(testApp.config.mail)),
      },
      event?.id ?? 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(peer.received.filter((mail) => JSON.stringify(mail.to).includes(order.email))).toHaveLength(5);
  });

  it('tells a cancelled customer the reason and that what they paid comes back', async () => {
    const order = await placeOrder({ qty: 1 });
    await record(order.entity_id, payment(2_000));
    await record(order.entity_id, { type: 'cancellation', reason: 'Nicht mehr lieferbar' });
    const cancelled = await mailWith(order.email, 'storniert');
    expect(cancelled?.text).toContain('Grund: Nicht mehr lieferbar');
    expect(cancelled?.text).toMatch(/Den bereits gezahlten Betrag von 20,00\s€ erstatten wir Ihnen\./);
  });
});

describe("the customer's part of the history", () => {
  const PASSWORD = 'Gartenhaus 2026';
  async function session(): Promise<string> {
    const email = `history.${randomUUID()}@example.de`;
    const created = await call('POST', '/de-de/api/user/create', {
      customer: { email, firstname: 'Anna', lastname: 'Grün' },
      password: PASSWORD,
    });
    expect(created.status).toBe(200);
    const login = await call('POST', '/api/user/login', { username: email, password: PASSWORD });
    return login.body.result.token;
  }

  it('shows placed, paid and shipped with the tracking link, never notes, staff or references; to them alone', async () => {
    const token = await session();
    const order = await placeOrder({ qty: 1, token });
    await record(order.entity_id, payment(order.grand_total));
    await record(order.entity_id, { type: 'note', text: 'Kundin rief an, sehr nett' });
    await record(order.entity_id, {
      type: 'shipment',
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lines: [{ orderItemId: await itemIdOf(order.entity_id), qty: 1 }],
    });
    const answer = await call('GET', `/de-de/api/user/order/${order.entity_id}?token=${token}`);
    expect(answer.status).toBe(200);
    const result = answer.body.result;
    expect(result.status).toBe('shipped');
    expect(result.payment_state).toEqual({
      state: 'paid',
      paid: order.grand_total,
      refunded: 0,
      balance: 0,
    });
    expect(result.history.map((entry: { type: string }) => entry.type)).toEqual([
      'placed',
      'payment',
      'shipment',
    ]);
    expect(result.history[2].parcel).toEqual({
      carrier: 'ups',
      carrier_name: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(result.shipments).toEqual([
      expect.objectContaining({
        carrier_name: 'UPS',
        lines: [{ sku: product.sku, name: product.name, qty: 1 }],
      }),
    ]);
    const text = JSON.stringify(result);
    for (const secret of ['Kundin rief an', 'Lena Lager', 'Bestellung']) expect(text).not.toContain(secret);

    const stranger = await session();
    expect((await call('GET', `/de-de/api/user/order/${order.entity_id}?token=${stranger}`)).status).toBe(
      404,
    );

    const guest = await call('POST', '/de-de/api/order/lookup', {
      increment_id: order.increment_id,
      email: order.email,
    });
    expect(guest.status).toBe(200);
    expect(guest.body.result.history).toEqual(result.history);
  });
});
