import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  berlinAddress,
  berlinOrder,
  callsTo,
  cartOf,
  productsForSale,
  type ShopProduct,
} from '../../../test/shop-calls';

/**
 * The statements one call sends to the database, counted at the PGlite client (every statement of the app
 * goes through its `query`, `exec` or a transaction; the job queue's polling is left out). They hold the walk of an add-to-cart and of an order
 * placement to what docs/architecture.md describes: a cart read once per call, the placed order answered
 * from what was written.
 */
const testApp = useTestApp();
const call = callsTo(testApp);

interface Counted {
  query: (...args: unknown[]) => Promise<unknown>;
  exec: (...args: unknown[]) => Promise<unknown>;
  transaction: (...args: unknown[]) => Promise<unknown>;
}

let statements = 0;

/**
 * shipping-information: the cart, the country's rates, the choice written, the payment methods;
 * collect-totals: the cart, the payment methods, the choice written, the rates; totals: the cart, the rates,
 * the payment methods.
 */
const STEPS = { shippingInformation: 4, collectTotals: 4, totals: 3 };
let products: ShopProduct[] = [];

beforeAll(async () => {
  products = await productsForSale(testApp, 'de-de', 2);
  if (testApp.database.kind !== 'pglite') return;
  const client = (testApp.database.db as unknown as { $client: Counted }).$client;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client);
    client[method] = (...args: unknown[]) => {
      // The job queue polls on its own timer: its statements belong to no call (the placement's own
      // statement adds the order's jobs to the queue's table, and counts).
      const text = String(args[0]);
      if (!text.includes('pgboss.') || text.includes('placed_order')) statements += 1;
      return original(...args);
    };
  }
});

async function statementsOf(send: () => Promise<{ status: number }>): Promise<number> {
  const before = statements;
  const answer = await send();
  expect(answer.status).toBe(200);
  return statements - before;
}

describe.runIf(process.env.HORTUS_TEST_POSTGRES_URL === undefined)('statements per call', () => {
  it('an add-to-cart reads the cart with its lines and products once and writes the line once', async () => {
    const [first, second] = products as [ShopProduct, ShopProduct];
    const cartId = await cartOf(call, 'de-de', [{ sku: first.sku, qty: 1 }]);
    const add = (url: string) => () => call('POST', url, { cartItem: { sku: second.sku, qty: 2 } });
    expect(await statementsOf(add(`/de-de/api/cart/update?cartId=${cartId}`))).toBe(2);
    // Without a store view in the call, the cart's own is read first.
    expect(await statementsOf(add(`/api/cart/update?cartId=${cartId}`))).toBe(3);
    expect(await statementsOf(() => call('GET', `/de-de/api/cart/pull?cartId=${cartId}`))).toBe(1);
  });

  it('the checkout steps read the cart once and what they price once', async () => {
    const [first] = products as [ShopProduct];
    const cartId = await cartOf(call, 'de-de', [{ sku: first.sku, qty: 1 }]);
    const shippingInformation = () =>
      call('POST', `/de-de/api/cart/shipping-information?cartId=${cartId}`, {
        addressInformation: {
          shippingAddress: berlinAddress,
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        },
      });
    const collectTotals = () =>
      call('POST', `/de-de/api/cart/collect-totals?cartId=${cartId}`, {
        methods: { paymentMethod: { method: 'banktransfer' } },
      });
    const counts = {
      shippingInformation: await statementsOf(shippingInformation),
      collectTotals: await statementsOf(collectTotals),
      totals: await statementsOf(() => call('GET', `/de-de/api/cart/totals?cartId=${cartId}`)),
    };
    expect(counts).toEqual(STEPS);
  });

  it('an order placement reads the cart with everything it prices in one statement and writes in one', async () => {
    const [first] = products as [ShopProduct];
    const cartId = await cartOf(call, 'de-de', [{ sku: first.sku, qty: 1 }]);
    const body = berlinOrder(`erika.${randomUUID()}@example.de`);
    expect(await statementsOf(() => call('POST', `/de-de/api/order?cartId=${cartId}`, body))).toBe(2);
  });
});
