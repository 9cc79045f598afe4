import { randomUUID } from 'node:crypto';
import { formatPrice, getStoreView, orderTotalChangedMessage } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { callsTo, cartOf, productsForSale } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';

// Issue 24 item 15: the amount beside the order button is the amount of the order.
const testApp = useTestApp();
const call = callsTo(testApp);

const madrid = {
  firstname: 'Lucía',
  lastname: 'García',
  street: ['Calle del Jardín 7'],
  city: 'Madrid',
  postcode: '28001',
  country_id: 'ES',
  telephone: '+34 91 123 45 67',
};

function orderBody(payment: string, expected?: number) {
  return {
    idempotency_key: randomUUID(),
    email: 'lucia@example.es',
    firstname: 'Lucía',
    lastname: 'García',
    addressInformation: {
      shippingAddress: madrid,
      billingAddress: madrid,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: payment,
    },
    ...(expected === undefined ? {} : { expected_grand_total: expected }),
  };
}

/** The review's total with prepayment, as the shopper saw it before choosing another method. */
async function reviewedCart(): Promise<{ cartId: string; shown: number }> {
  const [product] = await productsForSale(testApp, 'es-es', 1);
  const cartId = await cartOf(call, 'es-es', [{ sku: product?.sku ?? '', qty: 1 }]);
  await call('POST', `/es-es/api/cart/shipping-information?cartId=${cartId}`, {
    addressInformation: {
      shippingAddress: madrid,
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
    },
  });
  const totals = await call('POST', `/es-es/api/cart/collect-totals?cartId=${cartId}`, {
    methods: { paymentMethod: { method: 'banktransfer' } },
  });
  return { cartId, shown: totals.body.result.grand_total };
}

async function ordersOfCart(cartId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    testApp.database.db,
    sql`SELECT count(*)::int AS n FROM orders WHERE cart_id = ${cartId}`,
  );
  return row?.n ?? 0;
}

describe('POST /api/order with the total the shopper was shown', () => {
  it('places nothing when the order is priced at another total, and names the new one (409)', async () => {
    const { cartId, shown } = await reviewedCart();
    // Cash on delivery chosen after the review showed the prepayment total: the fee makes it more.
    const refused = await call(
      'POST',
      `/es-es/api/order?cartId=${cartId}`,
      orderBody('cashondelivery', shown),
    );
    const cash = (
      await call('POST', `/es-es/api/cart/collect-totals?cartId=${cartId}`, {
        methods: { paymentMethod: { method: 'cashondelivery' } },
      })
    ).body.result.grand_total;
    expect(cash).toBeGreaterThan(shown);
    expect(refused.body).toEqual({
      code: 409,
      reason: 'order_total_changed',
      result: orderTotalChangedMessage(formatPrice(cash, getStoreView('es-es'))),
      details: { grand_total: cash },
    });
    expect(await ordersOfCart(cartId)).toBe(0);
    expect((await call('GET', `/es-es/api/cart/pull?cartId=${cartId}`)).status).toBe(200);

    // Shown the new total, the shopper places the order again: it is placed at exactly that total.
    const placed = await call('POST', `/es-es/api/order?cartId=${cartId}`, orderBody('cashondelivery', cash));
    expect(placed.status).toBe(200);
    expect(placed.body.result).toMatchObject({ grand_total: cash, payment_method_code: 'cashondelivery' });
    expect(await ordersOfCart(cartId)).toBe(1);
  });

  it('places the order when the total is the one shown, and without a total as before', async () => {
    const { cartId, shown } = await reviewedCart();
    const placed = await call('POST', `/es-es/api/order?cartId=${cartId}`, orderBody('banktransfer', shown));
    expect(placed.status).toBe(200);
    expect(placed.body.result.grand_total).toBe(shown);
    const other = await reviewedCart();
    expect(
      (await call('POST', `/es-es/api/order?cartId=${other.cartId}`, orderBody('banktransfer'))).status,
    ).toBe(200);
  });

  it('refuses a total that is not an amount in minor units with a 400', async () => {
    const { cartId } = await reviewedCart();
    for (const bad of [-1, 10.5, '1034,10', 2 ** 60]) {
      const answer = await call('POST', `/es-es/api/order?cartId=${cartId}`, {
        ...orderBody('banktransfer'),
        expected_grand_total: bad,
      });
      expect(answer.status).toBe(400);
    }
    expect(await ordersOfCart(cartId)).toBe(0);
  });
});
