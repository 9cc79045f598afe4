import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RefusalReason } from '@hortus/api-contract';
import {
  ISLAND_NOT_DELIVERABLE,
  ORDER_CART_CHANGED,
  ORDER_CART_EMPTY,
  ORDER_KEY_OTHER_REQUEST,
  ORDER_KEY_REUSED,
  VAT_NUMBER_INVALID,
} from '@hortus/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { jobsOf } from '../../../test/job-queue';
import { type Answer, berlinAddress, callsTo, cartOf } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';
import { jobId } from '../../jobs/job-queue';
import { createMailer } from '../../mail/mailer';
import { NO_QUOTE_FOUND } from '../cart';
import { sendOrderConfirmation } from '../order';
import { expireReservation } from './reservation-expiry';

// Every order of this file comes from 127.0.0.1, most of them prepaid and unpaid: the limit of open unpaid
// orders per client address (ADR 0014, unpaid-orders.test.ts) would refuse them from the sixth on.
const testApp = useTestApp({ ADDRESS_LIMIT_FACTOR: '1000' });

const call = callsTo(testApp);

/** Demo products of de-de with a price: two with plenty of stock, one with a single unit left. */
const product = { plenty: { sku: '', id: 0 }, other: { sku: '', id: 0 }, last: { sku: '', id: 0, name: '' } };

beforeAll(async () => {
  const { db } = testApp.database;
  const rows = await queryRows<{ sku: string; id: number; name: string }>(
    db,
    sql`SELECT p.sku, p.id, t.name FROM products p
      JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'de-de'
      JOIN product_translations t ON t.product_id = p.id AND t.language = 'de'
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 3`,
  );
  const [plenty, other, last] = rows;
  if (!plenty || !other || !last) throw new Error('the demo catalogue lacks the products these tests need');
  Object.assign(product, { plenty, other, last });
  for (const [row, qty] of [
    [plenty, 500],
    [other, 500],
    [last, 1],
  ] as const) {
    await db.execute(
      sql`UPDATE stock_items SET qty = ${qty}, is_in_stock = true, manage_stock = true, min_sale_qty = 1,
        max_sale_qty = 10000 WHERE product_id = ${row.id}`,
    );
  }
});

const cartWith = (lines: { sku: string; qty: number }[], token = '', store = 'de-de') =>
  cartOf(call, store, lines, token);

const address = berlinAddress;

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: randomUUID(),
    // An address per attempt: a shopper may have only 3 unpaid prepayment orders open (ADR 0014).
    email: `erika.${randomUUID()}@example.de`,
    firstname: 'Erika',
    lastname: 'Mustermann',
    addressInformation: {
      shippingAddress: address,
      billingAddress: { ...address, company: 'Gartenbau GmbH', vat_id: 'DE136695976' },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'banktransfer',
    },
    ...overrides,
  };
}

const place = (cartId: string, body: object, token = '', store = 'de-de') =>
  call('POST', `/${store}/api/order?cartId=${cartId}${token && `&token=${token}`}`, body);

async function stockOf(productId: number): Promise<number> {
  const [row] = await queryRows<{ qty: number }>(
    testApp.database.db,
    sql`SELECT qty FROM stock_items WHERE product_id = ${productId}`,
  );
  return row?.qty ?? -1;
}

async function ordersOfKey(key: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    testApp.database.db,
    sql`SELECT count(*)::int AS n FROM orders WHERE idempotency_key = ${key}`,
  );
  return row?.n ?? 0;
}

async function customerToken(): Promise<{ token: string; email: string }> {
  const email = `order.${randomUUID()}@example.de`;
  const password = 'Gartenhaus 2026';
  await call('POST', '/de-de/api/user/create', {
    customer: { email, firstname: 'Karl', lastname: 'Korb' },
    password,
  });
  return {
    token: (await call('POST', '/api/user/login', { username: email, password })).body.result.token,
    email,
  };
}

describe('placing an order', () => {
  it("records the cart as the server prices it, takes its stock, closes the cart and queues the order's jobs", async () => {
    const cartId = await cartWith([
      { sku: product.plenty.sku, qty: 2 },
      { sku: product.other.sku, qty: 1 },
    ]);
    const before = { plenty: await stockOf(product.plenty.id), other: await stockOf(product.other.id) };
    const body = orderBody({ comment: 'Bitte am Gartentor abstellen' });
    const placed = await place(cartId, body);
    expect(placed.status).toBe(200);
    const order = placed.body.result;

    // The server's totals for the same choices, asked before the cart was closed, are what the order holds.
    expect(order.increment_id).toMatch(/^1\d{8}$/);
    expect(order).toMatchObject({ status: 'pending', store_code: 'de-de', currency_code: 'EUR' });
    expect(order.items.map((item: { sku: string; qty: number }) => [item.sku, item.qty])).toEqual([
      [product.plenty.sku, 2],
      [product.other.sku, 1],
    ]);
    const goods = order.items.reduce(
      (sum: number, item: { row_total_incl_tax: number }) => sum + item.row_total_incl_tax,
      0,
    );
    expect(order.subtotal_incl_tax).toBe(goods);
    expect(order.grand_total).toBe(
      goods + order.shipping_incl_tax + order.payment_fee_incl_tax - order.discount_amount,
    );
    expect(order.shipping_incl_tax).toBeGreaterThan(0);
    expect(order.total_due).toBe(order.grand_total);
    expect(order.addresses.billing).toMatchObject({ company: 'Gartenbau GmbH', vat_id: 'DE136695976' });
    expect(order.addresses.shipping).toMatchObject({ street: ['Gartenweg 12'], postcode: '10115' });
    expect(order.payment_method_code).toBe('banktransfer');

    expect(await stockOf(product.plenty.id)).toBe(before.plenty - 2);
    expect(await stockOf(product.other.id)).toBe(before.other - 1);
    expect((await call('GET', `/de-de/api/cart/pull?cartId=${cartId}`)).status).toBe(404);
    const jobs = await queryRows<{ name: string; start_after: Date }>(
      testApp.database.db,
      sql`SELECT name, start_after FROM pgboss.job WHERE id IN (
        ${jobId(`order-confirmation-mail:${order.entity_id}`)}::uuid,
        ${jobId(`stock-reservation-expiry:${order.entity_id}`)}::uuid) ORDER BY name`,
    );
    expect(jobs.map((job) => job.name)).toEqual(['order-confirmation-mail', 'stock-reservation-expiry']);
    // A bank transfer holds the units for ten days (the reservation policy).
    const holds = new Date(jobs[1]?.start_after ?? 0).getTime() - Date.now();
    expect(holds).toBeGreaterThan(9.9 * 24 * 3600_000);
  });

  it('answers a replay of the same attempt with the same order, placed once', async () => {
    const cartId = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    const body = orderBody();
    const first = await place(cartId, body);
    const stock = await stockOf(product.plenty.id);
    const again = await place(cartId, body);
    expect(again.status).toBe(200);
    expect(again.body.result.increment_id).toBe(first.body.result.increment_id);
    expect(await ordersOfKey(body.idempotency_key)).toBe(1);
    expect(await stockOf(product.plenty.id)).toBe(stock);
  });

  it('refuses a replay of the key with other details (another payment method): 409, nothing new placed', async () => {
    const cartId = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    const body = orderBody();
    const first = await place(cartId, body);
    expect(first.status).toBe(200);
    const stock = await stockOf(product.plenty.id);
    const cash = { ...body.addressInformation, payment_method_code: 'cashondelivery' };
    const refused = await place(cartId, { ...body, addressInformation: cash });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 409, reason: 'order_key_other_request', result: ORDER_KEY_OTHER_REQUEST },
    });
    for (const other of [
      { ...body, comment: 'Bitte klingeln' },
      { ...body, email: 'someone.else@example.de' },
      { ...body, products: [{ sku: product.plenty.sku, qty: 2 }] },
    ]) {
      expect((await place(cartId, other)).body.result).toBe(ORDER_KEY_OTHER_REQUEST);
    }
    expect(await ordersOfKey(body.idempotency_key)).toBe(1);
    expect(await stockOf(product.plenty.id)).toBe(stock);
    // The first attempt's own replay still answers its order; its checkout log id is bookkeeping, not a detail.
    const again = await place(cartId, { ...body, checkout_log_id: randomUUID() });
    expect(again.status).toBe(200);
    expect(again.body.result.increment_id).toBe(first.body.result.increment_id);
    expect(again.body.result.payment_method_code).toBe('banktransfer');
  });

  it('places one order when one key arrives with two different bodies at once; the other is refused', async () => {
    const cartId = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    const body = orderBody();
    const stock = await stockOf(product.plenty.id);
    const cash = {
      ...body,
      addressInformation: { ...body.addressInformation, payment_method_code: 'cashondelivery' },
    };
    const answers = await Promise.all([place(cartId, body), place(cartId, cash)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const placed = answers.find((answer) => answer.status === 200);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.result).toBe(ORDER_KEY_OTHER_REQUEST);
    // The order is the winning body's: never the loser's payment method under the winner's key.
    const winner = answers[0]?.status === 200 ? 'banktransfer' : 'cashondelivery';
    expect(placed?.body.result.payment_method_code).toBe(winner);
    expect(await ordersOfKey(body.idempotency_key)).toBe(1);
    expect(await stockOf(product.plenty.id)).toBe(stock - 1);
  });

  it('places one order when the same attempt arrives twice at the same instant', async () => {
    const cartId = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    const body = orderBody();
    const stock = await stockOf(product.plenty.id);
    const answers = await Promise.all([place(cartId, body), place(cartId, body), place(cartId, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.result.increment_id)).size).toBe(1);
    expect(await ordersOfKey(body.idempotency_key)).toBe(1);
    expect(await stockOf(product.plenty.id)).toBe(stock - 1);
  });

  it('gives the last unit to one of two shoppers; the other is told which product is short', async () => {
    const [one, two] = [
      await cartWith([{ sku: product.last.sku, qty: 1 }]),
      await cartWith([{ sku: product.last.sku, qty: 1 }]),
    ];
    const answers = await Promise.all([place(one, orderBody()), place(two, orderBody())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.result).toContain(product.last.name);
    expect(refused?.body).toMatchObject({
      reason: 'not_enough_stock',
      details: { product: product.last.name },
    });
    expect(await stockOf(product.last.id)).toBe(0);
    // The refused shopper keeps the cart, to change it.
    const loser = answers[0]?.status === 409 ? one : two;
    expect((await call('GET', `/de-de/api/cart/pull?cartId=${loser}`)).status).toBe(200);
  });

  it("belongs to the customer whose token placed it and is in that customer's history", async () => {
    const { token } = await customerToken();
    const cartId = await cartWith([{ sku: product.other.sku, qty: 1 }], token);
    const placed = await place(cartId, orderBody(), token);
    expect(placed.status).toBe(200);
    const history = await call('GET', `/de-de/api/user/order-history?token=${token}`);
    expect(history.body.result.items.map((order: { increment_id: string }) => order.increment_id)).toEqual([
      placed.body.result.increment_id,
    ]);
    // Another customer's cart cannot be ordered with this token, nor without one.
    const other = await customerToken();
    const theirs = await cartWith([{ sku: product.other.sku, qty: 1 }], other.token);
    expect(await place(theirs, orderBody(), token)).toMatchObject({
      status: 404,
      body: { result: NO_QUOTE_FOUND },
    });
    expect((await place(theirs, orderBody())).status).toBe(404);
  });
});

describe('refusing an order, which changes nothing', () => {
  async function unchanged(
    cartId: string,
    answer: Answer,
    status: number,
    message: string | RegExp,
    reason?: RefusalReason,
  ) {
    expect(answer.status).toBe(status);
    if (typeof message === 'string') expect(answer.body.result).toBe(message);
    else expect(answer.body.result).toMatch(message);
    if (reason) expect(answer.body.reason).toBe(reason);
    expect((await call('GET', `/de-de/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  }

  it('when the lines the shopper saw are no longer the cart', async () => {
    const cartId = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    const stock = await stockOf(product.plenty.id);
    const answer = await place(cartId, orderBody({ products: [{ sku: product.plenty.sku, qty: 3 }] }));
    await unchanged(cartId, answer, 409, ORDER_CART_CHANGED, 'cart_changed');
    expect(await stockOf(product.plenty.id)).toBe(stock);
  });

  it('when the cart is empty, the shop or the method does not deliver there (islands), or the payment is not offered', async () => {
    const empty = await cartWith([]);
    await unchanged(empty, await place(empty, orderBody()), 409, ORDER_CART_EMPTY, 'cart_empty');
    const cartId = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    const body = orderBody();
    await unchanged(
      cartId,
      await place(cartId, {
        ...body,
        addressInformation: { ...body.addressInformation, shippingAddress: { ...address, country_id: 'JP' } },
      }),
      400,
      'flatrate_flatrate does not deliver to JP',
      'shipping_method_not_possible',
    );
    const sylt = { ...address, postcode: '25980', city: 'Sylt' };
    await unchanged(
      cartId,
      await place(cartId, {
        ...body,
        addressInformation: { ...body.addressInformation, shippingAddress: sylt },
      }),
      400,
      ISLAND_NOT_DELIVERABLE,
      'island_not_deliverable',
    );
    const choice = { shippingAddress: sylt, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' };
    const shippingInformation = await call('POST', `/de-de/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: choice,
    });
    expect(shippingInformation).toMatchObject({
      status: 400,
      body: { result: ISLAND_NOT_DELIVERABLE, reason: 'island_not_deliverable' },
    });
    await unchanged(
      cartId,
      await place(cartId, {
        ...body,
        addressInformation: { ...body.addressInformation, payment_method_code: 'bitcoin' },
      }),
      400,
      'bitcoin is not possible',
      'payment_method_not_possible',
    );
  });

  it('when the key was used for another cart, or the body breaks the rules', async () => {
    const first = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    const body = orderBody();
    expect((await place(first, body)).status).toBe(200);
    const second = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    await unchanged(second, await place(second, body), 409, ORDER_KEY_REUSED, 'order_key_reused');
    await unchanged(
      second,
      await place(second, orderBody({ idempotency_key: 'short' })),
      400,
      /idempotency_key/,
    );
    const tooLong = { ...address, firstname: 'x'.repeat(41) };
    const withLongName = orderBody();
    await unchanged(
      second,
      await place(second, {
        ...withLongName,
        addressInformation: { ...withLongName.addressInformation, shippingAddress: tooLong },
      }),
      400,
      /At most 40 characters/,
    );
    // Payments spec 5: a name has at least 2 letters, the buyer's and each address's.
    const withInitial = orderBody();
    for (const body of [
      { ...withInitial, lastname: 'J' },
      {
        ...withInitial,
        addressInformation: {
          ...withInitial.addressInformation,
          billingAddress: { ...withInitial.addressInformation.billingAddress, firstname: 'J.' },
        },
      },
    ]) {
      await unchanged(second, await place(second, body), 400, /name: At least 2 letters/);
    }
  });

  it('in a store that only shows its range', async () => {
    const answer = await call('POST', `/us-en/api/order?cartId=whatever`, orderBody());
    expect(answer.status).toBe(403);
  });
});

describe("the placement's checks, all made before anything is written", () => {
  const orderCount = async (key: string) => ordersOfKey(key);

  it('takes nothing when a later product is short: the first keeps its units and the cart stays open', async () => {
    const cartId = await cartWith([
      { sku: product.plenty.sku, qty: 2 },
      { sku: product.last.sku, qty: 5 },
    ]);
    const before = { plenty: await stockOf(product.plenty.id), last: await stockOf(product.last.id) };
    const body = orderBody();
    const answer = await place(cartId, body);
    expect(answer.status).toBe(409);
    expect(answer.body.result).toContain(product.last.name);
    expect(answer.body).toMatchObject({
      reason: 'not_enough_stock',
      details: { product: product.last.name },
    });
    expect(await stockOf(product.plenty.id)).toBe(before.plenty);
    expect(await stockOf(product.last.id)).toBe(before.last);
    expect(await orderCount(body.idempotency_key)).toBe(0);
    expect((await call('GET', `/de-de/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  });

  it("counts a coupon's use while it has uses left; the order after its last use is refused and changes nothing", async () => {
    const code = `ONCE${randomUUID().slice(0, 8).toUpperCase()}`;
    await testApp.database.db.execute(
      sql`INSERT INTO coupons (code, store_code, discount_type, value, usage_limit) VALUES (${code}, 'de-de', 'percent', 1000, 1)`,
    );
    const [first, second] = [
      await cartWith([{ sku: product.plenty.sku, qty: 1 }]),
      await cartWith([{ sku: product.plenty.sku, qty: 1 }]),
    ];
    for (const cartId of [first, second]) {
      const applied = await call('POST', `/de-de/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`);
      expect(applied.status).toBe(200);
    }
    const timesUsed = async () =>
      (
        await queryRows<{ times_used: number }>(
          testApp.database.db,
          sql`SELECT times_used FROM coupons WHERE code = ${code} AND store_code = 'de-de'`,
        )
      )[0]?.times_used;
    const placed = await place(first, orderBody());
    expect(placed.status).toBe(200);
    expect(placed.body.result.discount_amount).toBeGreaterThan(0);
    expect(await timesUsed()).toBe(1);
    const stock = await stockOf(product.plenty.id);
    const body = orderBody();
    const refused = await place(second, body);
    expect(refused).toMatchObject({ status: 409, body: { result: ORDER_CART_CHANGED } });
    expect(await timesUsed()).toBe(1);
    expect(await stockOf(product.plenty.id)).toBe(stock);
    expect(await orderCount(body.idempotency_key)).toBe(0);
    expect((await call('GET', `/de-de/api/cart/pull?cartId=${second}`)).status).toBe(200);
  });

  it('reserves the units of each product whose stock is managed, until the policy lets them go; one made to order takes nothing', async () => {
    const [madeToOrder] = await queryRows<{ sku: string; id: number }>(
      testApp.database.db,
      sql`SELECT p.sku, p.id FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'de-de'
        WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id OFFSET 3 LIMIT 1`,
    );
    if (!madeToOrder) throw new Error('the demo catalogue lacks a fourth product');
    await testApp.database.db.execute(
      sql`UPDATE stock_items SET qty = 0, is_in_stock = true, manage_stock = false, min_sale_qty = 1,
        max_sale_qty = 10000 WHERE product_id = ${madeToOrder.id}`,
    );
    const cartId = await cartWith([
      { sku: madeToOrder.sku, qty: 4 },
      { sku: product.plenty.sku, qty: 2 },
    ]);
    const before = await stockOf(product.plenty.id);
    const placed = await place(cartId, orderBody());
    expect(placed.status).toBe(200);
    const order = placed.body.result;
    expect(order.items.map((item: { sku: string }) => item.sku)).toEqual([
      madeToOrder.sku,
      product.plenty.sku,
    ]);
    expect(await stockOf(product.plenty.id)).toBe(before - 2);
    expect(await stockOf(madeToOrder.id)).toBe(0);
    const reservations = await queryRows<{ product_id: number; qty: number; expires_at: Date }>(
      testApp.database.db,
      sql`SELECT product_id, qty, expires_at FROM stock_reservations WHERE order_id = ${order.entity_id}`,
    );
    expect(reservations.map(({ product_id, qty }) => ({ product_id, qty }))).toEqual([
      { product_id: product.plenty.id, qty: 2 },
    ]);
    // A bank transfer holds the units for ten days (the reservation policy).
    expect(new Date(reservations[0]?.expires_at ?? 0).getTime() - Date.now()).toBeGreaterThan(
      9.9 * 24 * 3600_000,
    );
  });

  it('refuses the priced lines when another line arrived while the placement waited for the cart', async () => {
    // Two connections are needed for one to wait for the other: PostgreSQL only (PGlite has one).
    if (testApp.database.kind !== 'postgres') return;
    const { db } = testApp.database;
    const cartId = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    const stock = await stockOf(product.plenty.id);
    const body = orderBody();
    let placing: Promise<Answer> | undefined;
    await db.transaction(async (tx) => {
      // A cart update as the cart module writes one: the cart row first, then the line.
      await tx.execute(sql`UPDATE carts SET updated_at = now() WHERE cart_id = ${cartId}`);
      await tx.execute(
        sql`INSERT INTO cart_items (cart_id, sku, qty) SELECT id, ${product.other.sku}, 1 FROM carts WHERE cart_id = ${cartId}`,
      );
      placing = place(cartId, body);
      // The placement read the cart as it was (one line) and now waits for the cart's lock.
      await vi.waitFor(
        async () => {
          const [waiting] = await queryRows<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%claim_cart%'`,
          );
          expect(waiting?.n).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
    });
    const answer = await (placing as Promise<Answer>);
    expect(answer).toMatchObject({ status: 409, body: { result: ORDER_CART_CHANGED } });
    expect(await stockOf(product.plenty.id)).toBe(stock);
    expect(await ordersOfKey(body.idempotency_key)).toBe(0);
  });
});

describe("after the order: the confirmation mail and the reservation's end", () => {
  const mailsOf = (number: string) => {
    const outbox = testApp.config.mail.outboxDirectory;
    if (!existsSync(outbox)) return [];
    return readdirSync(outbox)
      .filter((name) => name.includes(number))
      .map((name) => readFileSync(join(outbox, name), 'utf8'));
  };

  it("mails the confirmation once, in the store's language, with the bank details and the reference", async () => {
    const cartId = await cartWith([{ sku: product.other.sku, qty: 1 }]);
    const order = (await place(cartId, orderBody({ email: 'erika@example.de' }))).body.result;
    await vi.waitFor(() => expect(mailsOf(order.increment_id)).toHaveLength(1), { timeout: 15_000 });
    // A second run of the job (a crash before it was marked done) is the same mail, not a second one.
    await sendOrderConfirmation(
      {
        db: testApp.database.db,
        mailer: createMailer(testApp.config.mail),
        company: testApp.config.company,
      },
      order.entity_id,
    );
    const [mail] = mailsOf(order.increment_id);
    expect(mailsOf(order.increment_id)).toHaveLength(1);
    expect(mail).toContain(`Subject: Ihre Bestellung ${order.increment_id} bei Hortus`);
    expect(mail).toContain('Content-Language: de');
    expect(mail).toContain('To: erika@example.de');
    expect(mail).toContain(`Verwendungszweck: ${order.increment_id}`);
    expect(mail).toContain(testApp.config.company.bank.iban);
    expect(mail).toContain('USt-IdNr.: DE136695976');
  });

  it('cancels an order still unpaid when its reservation ends and gives its units back, once', async () => {
    const cartId = await cartWith([{ sku: product.plenty.sku, qty: 3 }]);
    const before = await stockOf(product.plenty.id);
    const order = (await place(cartId, orderBody())).body.result;
    expect(await stockOf(product.plenty.id)).toBe(before - 3);
    expect(await expireReservation(testApp.database.db, jobsOf(testApp), order.entity_id, new Date())).toBe(
      3,
    );
    expect(await stockOf(product.plenty.id)).toBe(before);
    expect(await expireReservation(testApp.database.db, jobsOf(testApp), order.entity_id, new Date())).toBe(
      0,
    );
    expect(await stockOf(product.plenty.id)).toBe(before);
    const [row] = await queryRows<{ status: string }>(
      testApp.database.db,
      sql`SELECT status FROM orders WHERE id = ${order.entity_id}`,
    );
    expect(row?.status).toBe('canceled');
  });
});

describe("a guest's order", () => {
  it('is found by its number and the e-mail it was placed with, and by nothing else', async () => {
    const cartId = await cartWith([{ sku: product.other.sku, qty: 1 }]);
    const order = (await place(cartId, orderBody({ email: 'Gast.Kunde@Example.de' }))).body.result;
    const lookup = (store: string, body: object) => call('POST', `/${store}/api/order/lookup`, body);
    const found = await lookup('de-de', { increment_id: order.increment_id, email: 'gast.kunde@example.de' });
    expect(found.status).toBe(200);
    expect(found.body.result).toMatchObject({
      increment_id: order.increment_id,
      grand_total: order.grand_total,
    });
    for (const [store, body] of [
      ['de-de', { increment_id: order.increment_id, email: 'someone.else@example.de' }],
      ['de-de', { increment_id: '999999999', email: 'gast.kunde@example.de' }],
      ['at-de', { increment_id: order.increment_id, email: 'gast.kunde@example.de' }],
    ] as const) {
      expect((await lookup(store, body)).status).toBe(404);
    }
    expect((await lookup('de-de', { increment_id: 'x', email: 'gast.kunde@example.de' })).status).toBe(400);
  });

  it("tells how to pay a prepayment order: the shop's account, the order number as reference, the amount due", async () => {
    const { company } = testApp.config;
    const prepaid = (
      await place(
        await cartWith([{ sku: product.other.sku, qty: 1 }]),
        orderBody({ email: 'erika@example.de' }),
      )
    ).body.result;
    const instructions = {
      account_holder: company.name,
      iban: company.bank.iban,
      bic: company.bank.bic,
      reference: prepaid.increment_id,
      amount: prepaid.total_due,
    };
    expect(prepaid.payment_instructions).toEqual(instructions);
    expect(prepaid.total_due).toBeGreaterThan(0);
    const found = await call('POST', '/de-de/api/order/lookup', {
      increment_id: prepaid.increment_id,
      email: 'erika@example.de',
    });
    expect(found.body.result.payment_instructions).toEqual(instructions);

    const cashBody = orderBody();
    cashBody.addressInformation.payment_method_code = 'cashondelivery';
    const cash = (await place(await cartWith([{ sku: product.other.sku, qty: 1 }]), cashBody)).body.result;
    expect(cash.payment_instructions).toBeNull();
  });
});

describe("a business customer's VAT number", () => {
  it('is checked by its format and checksum, on its own and when the order is placed', async () => {
    const check = (vat_id: string) => call('POST', '/de-de/api/ext/company-uid', { vat_id });
    // Confirmed by VIES too: the API asks the emulator it started, as no VIES_URL is set.
    expect((await check('fr 40 303 265 045')).body.result).toEqual({
      vat_id: 'FR40303265045',
      valid: true,
      country: 'FR',
      vies_country: 'FR',
      vies: 'valid',
      name: 'Test trader FR40303265045',
      address: 'Test Street 1\n1000 Test City',
    });
    expect((await check('DE123456789')).body.result).toMatchObject({
      valid: false,
      country: 'DE',
      vies: 'invalid',
    });
    expect((await check('x')).status).toBe(400);

    const cartId = await cartWith([{ sku: product.plenty.sku, qty: 1 }]);
    const body = orderBody();
    const wrong = await place(cartId, {
      ...body,
      addressInformation: {
        ...body.addressInformation,
        billingAddress: { ...body.addressInformation.billingAddress, vat_id: 'DE123456789' },
      },
    });
    expect(wrong).toMatchObject({ status: 400, body: { result: VAT_NUMBER_INVALID } });
    expect((await call('GET', `/de-de/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  });
});

describe('an order of any total a cart can reach', () => {
  it('records and answers a se-en order above 2^31 minor units exactly, as the cart totalled it', async () => {
    const { db } = testApp.database;
    // The dearest simple product of se-en, enough of it for a total far above a 32-bit integer.
    const [dearest] = await queryRows<{ sku: string; id: number }>(
      db,
      sql`SELECT p.sku, p.id FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'se-en'
        WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY pp.price_minor DESC, p.id LIMIT 1`,
    );
    if (!dearest) throw new Error('se-en sells no simple product');
    await db.execute(
      sql`UPDATE stock_items SET qty = 10000, is_in_stock = true, manage_stock = true, min_sale_qty = 1,
        max_sale_qty = 10000 WHERE product_id = ${dearest.id}`,
    );
    const cartId = await cartWith([{ sku: dearest.sku, qty: 10000 }], '', 'se-en');
    const stockholm = {
      ...address,
      city: 'Stockholm',
      postcode: '111 22',
      country_id: 'SE',
      telephone: '+46 8 123456',
    };
    const choice = await call('POST', `/se-en/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: stockholm,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(choice.status).toBe(200);
    const body = orderBody({
      addressInformation: {
        shippingAddress: stockholm,
        billingAddress: stockholm,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
      },
    });
    const totals = await call('POST', `/se-en/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'cashondelivery' } },
    });
    expect(totals.body.result.grand_total).toBeGreaterThan(2 ** 31);

    const placed = await place(cartId, body, '', 'se-en');
    expect(placed.status).toBe(200);
    expect(placed.body.result.grand_total).toBe(totals.body.result.grand_total);
    expect(placed.body.result.items[0].row_total_incl_tax).toBe(
      totals.body.result.items[0].row_total_incl_tax,
    );
    const found = await call('POST', '/se-en/api/order/lookup', {
      increment_id: placed.body.result.increment_id,
      email: body.email,
    });
    expect(found.body.result.grand_total).toBe(totals.body.result.grand_total);
    expect(found.body.result.total_due).toBe(totals.body.result.grand_total);
  });
});
