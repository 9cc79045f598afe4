import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { callsTo } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';

const testApp = useTestApp();

const call = callsTo(testApp);

let sku = '';
beforeAll(async () => {
  const [row] = await queryRows<{ sku: string }>(
    testApp.database.db,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'de-de'
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo catalogue has no simple product in de-de');
  sku = row.sku;
});

async function cartWithItem(store = 'de-de'): Promise<string> {
  const cartId = (await call('POST', `/${store}/api/cart/create`)).body.result as string;
  expect(
    (await call('POST', `/${store}/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status,
  ).toBe(200);
  return cartId;
}

const address = {
  firstname: 'Greta',
  lastname: 'Gärtner',
  street: ['Lindenallee 12'],
  city: 'Kassel',
  postcode: '34117',
  country_id: 'DE',
  telephone: '+49 561 123456',
  email: 'greta@example.de',
};

describe('payment methods', () => {
  it("are the store view's, in position order, titled in its language", async () => {
    const german = (await call('GET', `/de-de/api/cart/payment-methods?cartId=${await cartWithItem()}`)).body
      .result;
    expect(german.map((method: { code: string; title: string }) => [method.code, method.title])).toEqual([
      ['banktransfer', 'Vorkasse (Überweisung)'],
      ['cashondelivery', 'Nachnahme'],
    ]);
    expect(german[0]).toMatchObject({ offline: true, default: true, fee_incl_tax: 0 });
    expect(german[1].fee_incl_tax).toBe(6_00);
    const polish = (
      await call('GET', `/pl-pl/api/cart/payment-methods?cartId=${await cartWithItem('pl-pl')}`)
    ).body.result;
    expect(polish.map((method: { title: string }) => method.title)).toEqual([
      'Przedpłata (przelew bankowy)',
      'Płatność przy odbiorze',
    ]);
  });
});

describe('shipping methods', () => {
  it('ship to the store country at the gross flat rates of its currency', async () => {
    const cartId = await cartWithItem();
    const answer = await call('POST', `/de-de/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'de' },
    });
    expect(
      answer.body.result.map((method: { method_code: string; price_incl_tax: number }) => [
        method.method_code,
        method.price_incl_tax,
      ]),
    ).toEqual([
      ['flatrate', 49_00],
      ['express', 89_00],
    ]);
    expect(answer.body.result[0]).toMatchObject({
      method_title: 'Standardversand (Spedition)',
      default: true,
    });
  });

  it('are none for a country the store does not deliver to, unless it has a rate for every country', async () => {
    const cartId = await cartWithItem();
    const france = await call('POST', `/de-de/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'FR' },
    });
    expect(france.body.result).toEqual([]);
    await testApp.database.db.execute(
      sql`INSERT INTO shipping_rates (store_code, country_id, carrier_code, method_code, price_minor, titles)
        VALUES ('de-de', '*', 'international', 'international', 12900, '{"de":"Auslandsversand","en":"International delivery"}')`,
    );
    const denmark = await call('POST', `/de-de/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'DK' },
    });
    expect(denmark.body.result.map((method: { method_title: string }) => method.method_title)).toEqual([
      'Auslandsversand',
    ]);
    const germany = await call('POST', `/de-de/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'DE' },
    });
    expect(germany.body.result).toHaveLength(2);
    await testApp.database.db.execute(sql`DELETE FROM shipping_rates WHERE country_id = '*'`);
  });

  it('an address without a proper country is a 400', async () => {
    const cartId = await cartWithItem();
    for (const bad of [{}, { country_id: 'Deutschland' }]) {
      expect(
        (await call('POST', `/de-de/api/cart/shipping-methods?cartId=${cartId}`, { address: bad })).status,
      ).toBe(400);
    }
  });
});

describe('the checkout choices in the totals', () => {
  it('shipping-information adds the method price and answers the payment methods', async () => {
    const cartId = await cartWithItem();
    const before = (await call('GET', `/de-de/api/cart/totals?cartId=${cartId}`)).body.result;
    const answer = await call('POST', `/de-de/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: address,
        shippingCarrierCode: 'express',
        shippingMethodCode: 'express',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result.totals.shipping_incl_tax).toBe(89_00);
    expect(answer.body.result.totals.grand_total).toBe(before.grand_total + 89_00);
    expect(answer.body.result.payment_methods.map((method: { code: string }) => method.code)).toEqual([
      'banktransfer',
      'cashondelivery',
    ]);
    expect((await call('GET', `/de-de/api/cart/totals?cartId=${cartId}`)).body.result.shipping_incl_tax).toBe(
      89_00,
    );
  });

  it('refuses a method that does not ship to the address, and an address over the field limits', async () => {
    const cartId = await cartWithItem();
    const abroad = await call('POST', `/de-de/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { ...address, country_id: 'FR' },
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(abroad.body).toEqual({
      code: 400,
      reason: 'shipping_method_not_possible',
      result: 'flatrate_flatrate does not deliver to FR',
    });
    const long = await call('POST', `/de-de/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { ...address, street: ['S'.repeat(65)] },
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(long.status).toBe(400);
    expect((await call('GET', `/de-de/api/cart/totals?cartId=${cartId}`)).body.result.shipping_incl_tax).toBe(
      0,
    );
  });

  it("collect-totals counts the payment method's fee, and refuses a method the store does not have", async () => {
    const cartId = await cartWithItem();
    const cash = await call('POST', `/de-de/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'cashondelivery' } },
    });
    expect(cash.body.result.payment_fee_incl_tax).toBe(6_00);
    expect(
      cash.body.result.total_segments.find((segment: { code: string }) => segment.code === 'payment').value,
    ).toBe(6_00);
    expect(cash.body.result.grand_total).toBe(cash.body.result.subtotal_incl_tax + 6_00);
    const paypal = await call('POST', `/de-de/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'paypal' } },
    });
    expect(paypal.body).toEqual({
      code: 400,
      reason: 'payment_method_not_possible',
      result: 'paypal is not possible',
    });
    const prepay = await call('POST', `/de-de/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'banktransfer' } },
    });
    expect(prepay.body.result.payment_fee_incl_tax).toBe(0);
  });
});
