import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { berlinAddress, callsTo, cartOf, productsForSale } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';

// Issue 24 item 19: what is not shipped (a PDF to download, a service) costs no shipping.
const testApp = useTestApp();
const call = callsTo(testApp);

const skus = { download: '', service: '', shed: '' };

beforeAll(async () => {
  const { db } = testApp.database;
  const ofType = async (type: string) => {
    const [row] = await queryRows<{ sku: string; id: number }>(
      db,
      sql`SELECT p.sku, p.id FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'de-de'
        WHERE p.type_id = ${type} AND p.status = 1 ORDER BY p.id LIMIT 1`,
    );
    if (!row) throw new Error(`the demo catalogue has no ${type} product in de-de`);
    await db.execute(
      sql`UPDATE stock_items SET qty = 500, is_in_stock = true, min_sale_qty = 1, max_sale_qty = 10000
        WHERE product_id = ${row.id}`,
    );
    return row.sku;
  };
  skus.download = await ofType('downloadable');
  skus.service = await ofType('virtual');
  skus.shed = (await productsForSale(testApp, 'de-de', 1))[0]?.sku ?? '';
});

const methodsFor = async (cartId: string) =>
  (await call('POST', `/de-de/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'DE' } }))
    .body.result as { carrier_code: string; method_code: string; price_incl_tax: number }[];

const chooseDelivery = (cartId: string, method: string) =>
  call('POST', `/de-de/api/cart/shipping-information?cartId=${cartId}`, {
    addressInformation: {
      shippingAddress: berlinAddress,
      shippingCarrierCode: method,
      shippingMethodCode: method,
    },
  });

function orderBody(method: string) {
  return {
    idempotency_key: randomUUID(),
    email: 'erika@example.de',
    firstname: 'Erika',
    lastname: 'Mustermann',
    addressInformation: {
      shippingAddress: berlinAddress,
      billingAddress: berlinAddress,
      shipping_carrier_code: method,
      shipping_method_code: method,
      payment_method_code: 'banktransfer',
    },
  };
}

describe('a cart of virtual and downloadable products only', () => {
  it('is delivered by one method that costs nothing, and its totals have no shipping', async () => {
    const cartId = await cartOf(call, 'de-de', [
      { sku: skus.download, qty: 1 },
      { sku: skus.service, qty: 1 },
    ]);
    const methods = await methodsFor(cartId);
    expect(methods).toEqual([
      expect.objectContaining({
        carrier_code: 'nodelivery',
        method_code: 'nodelivery',
        method_title: 'Ohne Versand (Download oder Dienstleistung)',
        price_incl_tax: 0,
        default: true,
      }),
    ]);
    const chosen = await chooseDelivery(cartId, 'nodelivery');
    expect(chosen.status).toBe(200);
    const { totals, payment_methods } = chosen.body.result;
    expect(totals.shipping_incl_tax).toBe(0);
    expect(totals.grand_total).toBe(totals.subtotal_incl_tax);
    // Cash on delivery needs something delivered.
    expect(payment_methods.map((method: { code: string }) => method.code)).toEqual(['banktransfer']);
    // The flat rate of the goods is no method for it.
    expect((await chooseDelivery(cartId, 'flatrate')).body).toEqual({
      code: 400,
      reason: 'shipping_method_not_possible',
      result: 'flatrate_flatrate does not deliver to DE',
    });
  });

  it('is ordered without a shipping charge', async () => {
    const cartId = await cartOf(call, 'de-de', [{ sku: skus.download, qty: 2 }]);
    const placed = await call('POST', `/de-de/api/order?cartId=${cartId}`, orderBody('nodelivery'));
    expect(placed.status).toBe(200);
    expect(placed.body.result).toMatchObject({ shipping_incl_tax: 0, shipping_method_code: 'nodelivery' });
    expect(placed.body.result.grand_total).toBe(placed.body.result.subtotal_incl_tax);
  });
});

describe('a cart with anything shipped in it', () => {
  it('pays for its delivery as before and cannot choose the method without one', async () => {
    const cartId = await cartOf(call, 'de-de', [
      { sku: skus.download, qty: 1 },
      { sku: skus.shed, qty: 1 },
    ]);
    const methods = await methodsFor(cartId);
    expect(methods.map((method) => [method.method_code, method.price_incl_tax])).toEqual([
      ['flatrate', 49_00],
      ['express', 89_00],
    ]);
    expect((await chooseDelivery(cartId, 'nodelivery')).status).toBe(400);
    const refused = await call('POST', `/de-de/api/order?cartId=${cartId}`, orderBody('nodelivery'));
    expect(refused.body).toEqual({
      code: 400,
      reason: 'shipping_method_not_possible',
      result: 'nodelivery_nodelivery does not deliver to DE',
    });
    const placed = await call('POST', `/de-de/api/order?cartId=${cartId}`, orderBody('flatrate'));
    expect(placed.body.result.shipping_incl_tax).toBe(49_00);
  });
});

describe('GET /{store}/api/purchase-terms for a product', () => {
  it.each(['downloadable', 'virtual'])(
    'promises no delivery for a %s product and no cash on delivery',
    async (type) => {
      const answer = await call('GET', `/de-de/api/purchase-terms?type_id=${type}`);
      expect(answer.body.result).toMatchObject({ country_id: 'DE', shipped: false, shipping_methods: [] });
      expect(answer.body.result.payment_methods.map((method: { code: string }) => method.code)).toEqual([
        'banktransfer',
      ]);
    },
  );

  it('promises the delivery prices for a shipped product, and refuses an unknown type', async () => {
    const shed = (await call('GET', '/de-de/api/purchase-terms?type_id=configurable')).body.result;
    expect(shed).toMatchObject({ shipped: true });
    expect(shed.shipping_methods).toHaveLength(2);
    expect((await call('GET', '/de-de/api/purchase-terms?type_id=parcel')).status).toBe(400);
  });
});
