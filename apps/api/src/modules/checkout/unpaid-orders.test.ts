import { randomUUID } from 'node:crypto';
import { UNPAID_ORDERS_OPEN } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { jobsOf } from '../../../test/job-queue';
import { type Answer, berlinOrder, callsTo, cartOf, productsForSale } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';
import { expireReservation } from './reservation-expiry';

// The default limits (ADR 0014): 3 open prepayment orders per e-mail address, 5 per client address.
const testApp = useTestApp();
const call = callsTo(testApp);

let product = { id: 0, sku: '' };
beforeAll(async () => {
  const [forSale] = await productsForSale(testApp, 'de-de', 1, 1000);
  if (forSale) product = forSale;
});

let addresses = 0;
/** A client address of its own (the storefront passes the shopper's as X-Forwarded-For). */
const newClientAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

/** Places a one-line order from `clientAddress` with `email` and `payment`; answers the API's answer. */
async function order(email: string, clientAddress: string, payment = 'banktransfer', qty = 2) {
  const cartId = await cartOf(call, 'de-de', [{ sku: product.sku, qty }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/de-de/api/order?cartId=${cartId}`,
    headers: { 'x-forwarded-for': clientAddress },
    payload: berlinOrder(email, payment),
  });
  return { cartId, answer: { status: response.statusCode, body: response.json() } as Answer };
}

async function stock(): Promise<number> {
  const [row] = await queryRows<{ qty: number }>(
    testApp.database.db,
    sql`SELECT qty FROM stock_items WHERE product_id = ${product.id}`,
  );
  return row?.qty ?? -1;
}

const newEmail = () => `vorkasse.${randomUUID()}@example.de`;

async function expectRefusedHoldingNothing(placing: Promise<{ cartId: string; answer: Answer }>) {
  const before = await stock();
  const { cartId, answer } = await placing;
  expect(answer).toMatchObject({
    status: 409,
    body: { code: 409, reason: 'unpaid_orders_open', result: UNPAID_ORDERS_OPEN },
  });
  expect(await stock()).toBe(before);
  // The shopper keeps the cart, to pay the open order first or to choose another method.
  expect((await call('GET', `/de-de/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
}

describe('unpaid prepayment orders (ADR 0014)', () => {
  it('refuses the fourth open one of an e-mail address, from any client address; cash on delivery is still taken', async () => {
    const email = newEmail();
    for (let n = 0; n < 3; n += 1) {
      expect((await order(email, newClientAddress())).answer.status).toBe(200);
    }
    await expectRefusedHoldingNothing(order(email, newClientAddress()));
    // The address is compared as the shop keeps it (any case).
    await expectRefusedHoldingNothing(order(email.toUpperCase(), newClientAddress()));
    expect((await order(email, newClientAddress(), 'cashondelivery')).answer.status).toBe(200);
  });

  it('refuses the sixth open one of a client address, whatever the e-mail address', async () => {
    const clientAddress = newClientAddress();
    for (let n = 0; n < 5; n += 1) {
      expect((await order(newEmail(), clientAddress)).answer.status).toBe(200);
    }
    await expectRefusedHoldingNothing(order(newEmail(), clientAddress));
    // Another address of the same IPv6 network (/64) is the same client.
    const network = '2001:db8:1:2::';
    for (let n = 1; n <= 5; n += 1) {
      expect((await order(newEmail(), `${network}${n}`)).answer.status).toBe(200);
    }
    await expectRefusedHoldingNothing(order(newEmail(), `${network}ffff`));
    expect((await order(newEmail(), '2001:db8:1:3::1')).answer.status).toBe(200);
  });

  it('counts no order that was paid, expired or cancelled', async () => {
    const email = newEmail();
    const placed = [];
    for (let n = 0; n < 3; n += 1) placed.push((await order(email, newClientAddress())).answer.body.result);
    await expectRefusedHoldingNothing(order(email, newClientAddress()));
    // The reservation of the first ended unpaid: it is cancelled and its units are back.
    expect(
      await expireReservation(testApp.database.db, jobsOf(testApp), placed[0].entity_id, new Date()),
    ).toBe(2);
    expect((await order(email, newClientAddress())).answer.status).toBe(200);
    // The second is paid (booked as the payment step will book it: nothing left to pay).
    await testApp.database.db.execute(
      sql`UPDATE orders SET total_due = 0, status = 'processing' WHERE id = ${placed[1].entity_id}`,
    );
    expect((await order(email, newClientAddress())).answer.status).toBe(200);
    await expectRefusedHoldingNothing(order(email, newClientAddress()));
  });

  it('keeps the limit when the orders arrive at once', async () => {
    const email = newEmail();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => order(email, newClientAddress()).then(({ answer }) => answer)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.body.result)).toEqual(Array(3).fill(UNPAID_ORDERS_OPEN));
  });

  it('keeps no client address, only a keyed fingerprint of its network, and only on a prepayment order', async () => {
    const clientAddress = newClientAddress();
    const prepaid = (await order(newEmail(), clientAddress)).answer.body.result;
    const cash = (await order(newEmail(), clientAddress, 'cashondelivery')).answer.body.result;
    const rows = await queryRows<{ id: number; row: string }>(
      testApp.database.db,
      sql`SELECT id, row_to_json(orders)::text AS row FROM orders WHERE id IN (${prepaid.entity_id}, ${cash.entity_id}) ORDER BY id`,
    );
    for (const { row } of rows) expect(row).not.toContain(clientAddress);
    const kept = await queryRows<{ client_address_hash: string | null }>(
      testApp.database.db,
      sql`SELECT client_address_hash FROM orders WHERE id IN (${prepaid.entity_id}, ${cash.entity_id}) ORDER BY id`,
    );
    expect(kept.map((row) => row.client_address_hash)).toEqual([expect.stringMatching(/^[\w-]{43}$/), null]);
  });
});
