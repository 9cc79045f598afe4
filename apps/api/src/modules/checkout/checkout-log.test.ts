import { randomUUID } from 'node:crypto';
import { ISLAND_NOT_DELIVERABLE } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { berlinAddress, callsTo, cartOf, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';
import { NO_QUOTE_FOUND } from '../cart';
import { CHECKOUT_LOG_NOT_FOUND } from './checkout-log';

const testApp = useTestApp();

const call = callsTo(testApp);
let sku = '';

beforeAll(async () => {
  [{ sku }] = (await productsForSale(testApp, 'de-de', 1)) as [ShopProduct];
});

const cartWithProduct = () => cartOf(call, 'de-de', [{ sku, qty: 2 }]);

const log = (cartId: string, body: object) => call('POST', `/de-de/api/checkout/log?cartId=${cartId}`, body);

async function logRow(id: string) {
  const [row] = await queryRows<{
    step: string;
    status: string;
    entries: any;
    cart_id: string;
    order_id: number | null;
    failure: string | null;
  }>(
    testApp.database.db,
    sql`SELECT step, status, entries, cart_id, order_id, failure FROM checkout_logs WHERE id = ${id}`,
  );
  return row;
}

describe('POST /api/checkout/log (spec 4: made at the first step, updated at each)', () => {
  it('makes the log at the first step with the products, then updates it with what the shopper entered', async () => {
    const cartId = await cartWithProduct();
    const made = await log(cartId, { step: 'details', email: 'erika@example.de', firstname: 'Erika' });
    expect(made.status).toBe(200);
    expect(made.body.result).toEqual({ id: expect.any(String), step: 'details', status: 'open' });
    const id = made.body.result.id as string;
    expect(await logRow(id)).toMatchObject({
      cart_id: cartId,
      step: 'details',
      entries: { email: 'erika@example.de', firstname: 'Erika', products: [{ sku, qty: 2 }] },
    });

    const updated = await log(cartId, {
      id,
      step: 'payment',
      email: 'erika@example.de',
      addressInformation: {
        shippingAddress: { city: 'Berlin', postcode: '10115', street: ['Gartenweg 12'] },
      },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
    });
    expect(updated.body.result).toEqual({ id, step: 'payment', status: 'open' });
    expect((await logRow(id))?.entries).toMatchObject({
      addressInformation: { shippingAddress: { city: 'Berlin' } },
      shipping_method_code: 'flatrate',
    });
  });

  it("another cart's log, an unknown id and another shopper's cart are not reachable", async () => {
    const cartId = await cartWithProduct();
    const other = await cartWithProduct();
    const { id } = (await log(cartId, { step: 'details' })).body.result;
    expect(await log(other, { id, step: 'shipping' })).toMatchObject({
      status: 404,
      body: { result: CHECKOUT_LOG_NOT_FOUND },
    });
    expect((await log(cartId, { id: randomUUID(), step: 'shipping' })).status).toBe(404);
    expect(await log('not-a-cart', { step: 'details' })).toMatchObject({
      status: 404,
      body: { result: NO_QUOTE_FOUND },
    });
    expect((await logRow(id))?.step).toBe('details');
  });

  it('refuses a step that is not one of the four and fields beyond their limits, changing nothing', async () => {
    const cartId = await cartWithProduct();
    const { id } = (await log(cartId, { step: 'details' })).body.result;
    expect((await log(cartId, { id, step: 'paid' })).status).toBe(400);
    expect((await log(cartId, { id, step: 'shipping', comment: 'x'.repeat(1001) })).status).toBe(400);
    expect((await log(cartId, { id, step: 'shipping', password: 'secret' })).status).toBe(400);
    expect((await logRow(id))?.step).toBe('details');
  });
});

const address = berlinAddress;

const order = (cartId: string, logId: string, shippingAddress = address) =>
  call('POST', `/de-de/api/order?cartId=${cartId}`, {
    idempotency_key: randomUUID(),
    email: 'erika@example.de',
    firstname: 'Erika',
    lastname: 'Mustermann',
    checkout_log_id: logId,
    addressInformation: {
      shippingAddress,
      billingAddress: address,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'banktransfer',
    },
  });

describe('the checkout log and the order (spec 4: marked completed or failed with the order)', () => {
  it('a placed order marks its log completed with the order; the log then takes no more steps', async () => {
    const cartId = await cartWithProduct();
    const { id } = (await log(cartId, { step: 'review' })).body.result;
    const placed = await order(cartId, id);
    expect(placed.status).toBe(200);
    expect(await logRow(id)).toMatchObject({ status: 'completed', order_id: placed.body.result.entity_id });
  });

  it('a refused order marks its log failed with the reason, and the cart stays open for the next attempt', async () => {
    const cartId = await cartWithProduct();
    const { id } = (await log(cartId, { step: 'review' })).body.result;
    const refused = await order(cartId, id, { ...address, postcode: '25980', city: 'Sylt' });
    expect(refused.status).toBe(400);
    expect(await logRow(id)).toMatchObject({
      status: 'failed',
      failure: ISLAND_NOT_DELIVERABLE,
      order_id: null,
    });
    expect((await log(cartId, { id, step: 'shipping' })).status).toBe(404);
    const next = await log(cartId, { step: 'shipping' });
    expect(next.body.result).toMatchObject({ status: 'open', step: 'shipping' });
  });
});
