import { NO_SUCH_CONFIGURATION } from '@hortus/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';
import { customers } from '../../db/schema';
import { WHOLESALE_GROUP_ID } from '../../demo/catalogue';
import { NO_QUOTE_FOUND } from './service';

const testApp = useTestApp();

interface Answer {
  status: number;
  body: { code: number; result: any };
}

async function call(method: 'GET' | 'POST', url: string, body?: object): Promise<Answer> {
  const response = await testApp.app.inject({ method, url, ...(body ? { payload: body } : {}) });
  return { status: response.statusCode, body: response.json() };
}

/**
 * Demo skus: simple products with a de-de price and no special price (so tier prices from 5 and the
 * wholesale price are lower), a variant and its parent.
 */
const sku = { simple: '', other: '', variant: '', parent: '', soldOut: '' };

beforeAll(async () => {
  const { db } = testApp.database;
  const tiered = await queryRows<{ sku: string }>(
    db,
    sql`SELECT p.sku FROM products p JOIN tier_prices t ON t.product_id = p.id AND t.store_code = 'de-de'
      AND t.qty = 5 AND t.customer_group_id IS NULL
      JOIN tier_prices g ON g.product_id = p.id AND g.store_code = 'de-de' AND g.customer_group_id = ${WHOLESALE_GROUP_ID}
      JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'de-de' AND pp.special_price_minor IS NULL
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 2`,
  );
  const [variant] = await queryRows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.sku AS child, p.sku AS parent FROM configurable_children l
      JOIN products c ON c.id = l.child_id JOIN products p ON p.id = l.parent_id
      JOIN product_prices pp ON pp.product_id = c.id AND pp.store_code = 'de-de'
      WHERE c.status = 1 ORDER BY c.id LIMIT 1`,
  );
  const [soldOut] = await queryRows<{ sku: string }>(
    db,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'de-de'
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4
        AND p.sku NOT IN (${sql.join(
          tiered.map((row) => sql`${row.sku}`),
          sql`, `,
        )}) ORDER BY p.id LIMIT 1`,
  );
  if (tiered.length < 2 || !variant || !soldOut) {
    throw new Error('the demo catalogue lacks the products these tests need');
  }
  [sku.simple, sku.other] = tiered.map((row) => row.sku) as [string, string];
  sku.soldOut = soldOut.sku;
  sku.variant = variant.child;
  sku.parent = variant.parent;
  // Stock for every quantity the tests put in, and none of the sold-out product.
  for (const [name, qty] of [
    ['simple', 500],
    ['other', 500],
    ['soldOut', 0],
  ] as const) {
    await db.execute(
      sql`UPDATE stock_items SET qty = ${qty}, is_in_stock = true, manage_stock = true, min_sale_qty = 1,
        max_sale_qty = 10000 WHERE product_id = (SELECT id FROM products WHERE sku = ${sku[name]})`,
    );
  }
});

async function guestCart(store = 'de-de'): Promise<string> {
  const answer = await call('POST', `/${store}/api/cart/create`);
  expect(answer.status).toBe(200);
  return answer.body.result as string;
}

const update = (cartId: string, cartItem: object, token = '') =>
  call('POST', `/de-de/api/cart/update?cartId=${cartId}${token && `&token=${token}`}`, { cartItem });
const pull = (cartId: string, token = '') =>
  call('GET', `/de-de/api/cart/pull?cartId=${cartId}${token && `&token=${token}`}`);
const totals = (cartId: string, token = '') =>
  call('GET', `/de-de/api/cart/totals?cartId=${cartId}${token && `&token=${token}`}`);

let customerCounter = 0;
async function customerToken(group?: number): Promise<string> {
  customerCounter += 1;
  const email = `cart.${customerCounter}.${Date.now()}@example.de`;
  const password = 'Gartenhaus 2026';
  await call('POST', '/de-de/api/user/create', {
    customer: { email, firstname: 'Karl', lastname: 'Korb' },
    password,
  });
  if (group !== undefined) {
    await testApp.database.db.update(customers).set({ groupId: group }).where(eq(customers.email, email));
  }
  return (await call('POST', '/api/user/login', { username: email, password })).body.result.token;
}

describe('a guest cart', () => {
  it('has an id nobody can guess, and starts empty', async () => {
    const cartId = await guestCart();
    expect(cartId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await guestCart()).not.toBe(cartId);
    expect((await pull(cartId)).body.result).toEqual([]);
  });

  it('takes a sku with a quantity given as a string, priced by the server', async () => {
    const cartId = await guestCart();
    const added = await update(cartId, { sku: sku.simple, qty: '2', quoteId: cartId });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ sku: sku.simple, qty: 2, quote_id: cartId, is_in_stock: true });
    expect(added.body.result.price_incl_tax).toBeGreaterThan(0);
    const single = await call(
      'GET',
      `/de-de/api/product/single?key=sku&value=${encodeURIComponent(sku.simple)}`,
    );
    expect(added.body.result.price_incl_tax).toBe(single.body.result.final_price_incl_tax);
    expect((await pull(cartId)).body.result).toEqual([added.body.result]);
  });

  it('sets a line to the quantity sent, so a replayed request changes nothing', async () => {
    const cartId = await guestCart();
    await update(cartId, { sku: sku.simple, qty: 1 });
    await update(cartId, { sku: sku.simple, qty: 3 });
    await update(cartId, { sku: sku.simple, qty: 3 });
    const lines = (await pull(cartId)).body.result;
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe(3);
  });

  it('never takes a price from the client', async () => {
    const cartId = await guestCart();
    const answer = await update(cartId, { sku: sku.simple, qty: 1, price: 1, price_incl_tax: 1 });
    expect(answer.status).toBe(400);
    expect((await pull(cartId)).body.result).toEqual([]);
  });

  it.each([
    ['zero', 0, 'Quantity must be above 0'],
    ['negative', -1, 'Quantity must be above 0'],
    ['fractional', 1.5, 'Quantity must be a whole number'],
    ['text', 'viele', 'Quantity must be above 0'],
    ['huge', 100_000, 'Quantity must be below the available maximum'],
  ])('refuses a %s quantity with the message and changes nothing', async (_name, qty, message) => {
    const cartId = await guestCart();
    await update(cartId, { sku: sku.simple, qty: 1 });
    const answer = await update(cartId, { sku: sku.simple, qty });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toContain(message);
    expect((await pull(cartId)).body.result[0].qty).toBe(1);
  });

  it('refuses an unknown sku and a configurable product without its variant', async () => {
    const cartId = await guestCart();
    const unknown = await update(cartId, { sku: 'NO-SUCH-SKU', qty: 1 });
    expect(unknown).toEqual({
      status: 400,
      body: { code: 400, reason: 'invalid_request', result: 'Product NO-SUCH-SKU is not sold here' },
    });
    const parent = await update(cartId, { sku: sku.parent, qty: 1 });
    expect(parent.body).toEqual({ code: 400, reason: 'invalid_request', result: NO_SUCH_CONFIGURATION });
    // The skus travel as one array literal: quotes, commas, braces and backslashes stay in the sku.
    const odd = 'A"B,C\\D {x}';
    expect((await update(cartId, { sku: odd, qty: 1 })).body).toEqual({
      code: 400,
      reason: 'invalid_request',
      result: `Product ${odd} is not sold here`,
    });
  });

  it('holds a variant with its parent sku, and an out-of-stock product marked as such', async () => {
    const cartId = await guestCart();
    const variant = await update(cartId, { sku: sku.variant, qty: 1, product_option: { color: 1 } });
    expect(variant.body.result).toMatchObject({
      sku: sku.variant,
      parent_sku: sku.parent,
      product_option: { color: 1 },
    });
    const soldOut = await update(cartId, { sku: sku.soldOut, qty: 1 });
    expect(soldOut.status).toBe(200);
    expect(soldOut.body.result.is_in_stock).toBe(false);
  });

  it('checks an item id against the cart, and gives a sku sent twice its last quantity', async () => {
    const cartId = await guestCart();
    const line = (await update(cartId, { sku: sku.simple, qty: 1 })).body.result;
    expect((await update(cartId, { sku: sku.simple, qty: 2, item_id: line.item_id })).body.result.qty).toBe(
      2,
    );
    expect((await update(cartId, { sku: sku.other, qty: 1, item_id: line.item_id })).body).toEqual({
      code: 400,
      reason: 'invalid_request',
      result: `Item ${line.item_id} is ${sku.simple}, not ${sku.other}`,
    });
    expect((await update(cartId, { sku: sku.simple, qty: 1, item_id: line.item_id + 100_000 })).body).toEqual(
      {
        code: 400,
        reason: 'invalid_request',
        result: `The cart has no item ${line.item_id + 100_000}`,
      },
    );
    const twice = await call('POST', `/de-de/api/cart/update-many?cartId=${cartId}`, {
      cartItems: [
        { sku: sku.other, qty: 1 },
        { sku: sku.other, qty: 3 },
      ],
    });
    expect(twice.status).toBe(200);
    expect(
      (await pull(cartId)).body.result.map((item: { sku: string; qty: number }) => [item.sku, item.qty]),
    ).toEqual([
      [sku.simple, 2],
      [sku.other, 3],
    ]);
  });

  it('is updated and totalled without a store prefix, and not from another store view', async () => {
    const cartId = await guestCart();
    const added = await call('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: sku.simple, qty: 2 },
    });
    expect(added.body.result).toMatchObject({ sku: sku.simple, qty: 2 });
    const plain = (await call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(plain).toEqual((await totals(cartId)).body.result);
    expect(plain.grand_total).toBe(2 * added.body.result.price_incl_tax);
    const elsewhere = await call('POST', `/at-de/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: sku.simple, qty: 5 },
    });
    expect(elsewhere.body).toEqual({
      code: 400,
      reason: 'invalid_request',
      result: 'This cart belongs to the store view de-de',
    });
    expect((await pull(cartId)).body.result[0].qty).toBe(2);
  });

  it('sells at the special price only within its dates', async () => {
    const { db } = testApp.database;
    const product = sql`product_id = (SELECT id FROM products WHERE sku = ${sku.other})`;
    const setSpecial = (from: string | null, to: string | null) =>
      db.execute(sql`UPDATE product_prices
        SET special_price_minor = CASE WHEN ${from}::date IS NULL THEN NULL ELSE price_minor - 1000 END,
          special_from_date = ${from}, special_to_date = ${to}
        WHERE store_code = 'de-de' AND ${product}`);
    const cartId = await guestCart();
    const regular = (await update(cartId, { sku: sku.other, qty: 1 })).body.result.price_incl_tax as number;
    try {
      await setSpecial('2020-01-01', '2999-12-31');
      expect((await update(cartId, { sku: sku.other, qty: 1 })).body.result.price_incl_tax).toBe(
        regular - 1000,
      );
      expect((await totals(cartId)).body.result.grand_total).toBe(regular - 1000);
      await setSpecial('2020-01-01', '2020-12-31');
      expect((await totals(cartId)).body.result.grand_total).toBe(regular);
    } finally {
      await setSpecial(null, null);
    }
  });

  it('writes update-many all or nothing', async () => {
    const cartId = await guestCart();
    const refused = await call('POST', `/de-de/api/cart/update-many?cartId=${cartId}`, {
      cartItems: [
        { sku: sku.simple, qty: 1 },
        { sku: 'NO-SUCH-SKU', qty: 1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect((await pull(cartId)).body.result).toEqual([]);
    const written = await call('POST', `/de-de/api/cart/update-many?cartId=${cartId}`, {
      cartItems: [
        { sku: sku.simple, qty: 1 },
        { sku: sku.other, qty: 2 },
      ],
    });
    expect(written.body.result.map((item: { sku: string }) => item.sku)).toEqual([sku.simple, sku.other]);
  });

  it('removes a line by sku or item id, and removing it again is no error', async () => {
    const cartId = await guestCart();
    const first = (await update(cartId, { sku: sku.simple, qty: 1 })).body.result;
    await update(cartId, { sku: sku.other, qty: 1 });
    const url = `/de-de/api/cart/delete?cartId=${cartId}`;
    expect((await call('POST', url, { cartItem: { item_id: first.item_id } })).body).toEqual({
      code: 200,
      result: true,
    });
    expect((await call('POST', url, { cartItem: { sku: sku.other } })).status).toBe(200);
    expect((await call('POST', url, { cartItem: { sku: sku.other } })).status).toBe(200);
    expect((await call('POST', url, { cartItem: {} })).status).toBe(400);
    expect((await pull(cartId)).body.result).toEqual([]);
  });

  it('totals every amount on the server, tier prices included', async () => {
    const cartId = await guestCart();
    const one = (await update(cartId, { sku: sku.simple, qty: 1 })).body.result.price_incl_tax as number;
    const five = (await update(cartId, { sku: sku.simple, qty: 5 })).body.result.price_incl_tax as number;
    expect(five).toBeLessThan(one);
    await update(cartId, { sku: sku.other, qty: 2 });
    const result = (await totals(cartId)).body.result;
    const rows = result.items.map((item: { row_total_incl_tax: number }) => item.row_total_incl_tax);
    expect(result.subtotal_incl_tax).toBe(rows[0] + rows[1]);
    expect(rows[0]).toBe(5 * five);
    expect(result.grand_total).toBe(result.subtotal_incl_tax);
    expect(result.tax_amount).toBe(result.subtotal_incl_tax - result.subtotal);
    expect(result.tax_amount).toBeGreaterThan(0);
    expect(result.quote_currency_code).toBe('EUR');
    expect(result.items_qty).toBe(7);
    expect(result.total_segments.map((segment: { code: string }) => segment.code)).toEqual([
      'subtotal_incl_tax',
      'shipping',
      'payment',
      'discount',
      'tax',
      'grand_total',
    ]);
  });

  it('is answered in its own store view only', async () => {
    const cartId = await guestCart();
    const elsewhere = await call('GET', `/at-de/api/cart/pull?cartId=${cartId}`);
    expect(elsewhere).toEqual({
      status: 400,
      body: { code: 400, reason: 'invalid_request', result: 'This cart belongs to the store view de-de' },
    });
  });

  it('an unknown cart id is the spec message, and clear empties a cart', async () => {
    expect((await pull('x'.repeat(22))).body).toEqual({
      code: 404,
      reason: 'not_found',
      result: NO_QUOTE_FOUND,
    });
    const cartId = await guestCart();
    await update(cartId, { sku: sku.simple, qty: 1 });
    expect((await call('POST', `/de-de/api/cart/clear?cartId=${cartId}`)).body.result).toBe(true);
    expect((await pull(cartId)).body.result).toEqual([]);
  });
});

describe('a catalog-mode store', () => {
  it('refuses carts', async () => {
    const answer = await call('POST', '/us-en/api/cart/create');
    expect(answer.status).toBe(403);
    expect(answer.body.result).toBe('This store shows the range only: nothing can be bought here');
  });
});

describe("a customer's cart", () => {
  it("is reachable only with its customer's token", async () => {
    const token = await customerToken();
    const cartId = (await call('POST', `/de-de/api/cart/create?token=${token}`)).body.result as string;
    expect((await call('POST', `/de-de/api/cart/create?token=${token}`)).body.result).toBe(cartId);
    expect((await update(cartId, { sku: sku.simple, qty: 1 }, token)).status).toBe(200);
    const stranger = await customerToken();
    for (const answer of [
      await pull(cartId),
      await pull(cartId, stranger),
      await update(cartId, { sku: sku.other, qty: 1 }, stranger),
    ]) {
      expect(answer.body).toEqual({ code: 404, reason: 'not_found', result: NO_QUOTE_FOUND });
    }
    expect((await pull(cartId, 'forged.token.value')).status).toBe(401);
  });

  it('takes over a guest cart at login, which then needs the token', async () => {
    const guest = await guestCart();
    await update(guest, { sku: sku.simple, qty: 2 });
    const token = await customerToken();
    const cartId = (await call('POST', `/de-de/api/cart/create?token=${token}&cartId=${guest}`)).body.result;
    expect(cartId).toBe(guest);
    expect((await pull(cartId, token)).body.result.map((item: { qty: number }) => item.qty)).toEqual([2]);
    expect((await pull(cartId)).status).toBe(404);
  });

  it('merges a guest cart into an existing one without doubling quantities', async () => {
    const token = await customerToken();
    const own = (await call('POST', `/de-de/api/cart/create?token=${token}`)).body.result as string;
    await update(own, { sku: sku.simple, qty: 2 }, token);
    await update(own, { sku: sku.other, qty: 1 }, token);
    const guest = await guestCart();
    await update(guest, { sku: sku.simple, qty: 2 });
    await update(guest, { sku: sku.variant, qty: 1 });
    const merged = (await call('POST', `/de-de/api/cart/create?token=${token}&cartId=${guest}`)).body.result;
    expect(merged).toBe(own);
    const lines = (await pull(own, token)).body.result.map((item: { sku: string; qty: number }) => [
      item.sku,
      item.qty,
    ]);
    expect(lines).toEqual([
      [sku.simple, 2],
      [sku.other, 1],
      [sku.variant, 1],
    ]);
    expect((await pull(guest)).status).toBe(404);
  });

  it('prices a wholesale customer with the group price', async () => {
    const guest = await guestCart();
    const guestPrice = (await update(guest, { sku: sku.simple, qty: 1 })).body.result.price_incl_tax;
    const token = await customerToken(WHOLESALE_GROUP_ID);
    const cartId = (await call('POST', `/de-de/api/cart/create?token=${token}`)).body.result as string;
    const price = (await update(cartId, { sku: sku.simple, qty: 1 }, token)).body.result.price_incl_tax;
    expect(price).toBeLessThan(guestPrice);
    expect((await totals(cartId, token)).body.result.grand_total).toBe(price);
  });
});

describe('coupons', () => {
  const apply = (cartId: string, coupon: string) =>
    call('POST', `/de-de/api/cart/apply-coupon?cartId=${cartId}&coupon=${encodeURIComponent(coupon)}`);

  it('a percentage coupon takes its share off the goods and lowers the tax with them', async () => {
    const cartId = await guestCart();
    await update(cartId, { sku: sku.simple, qty: 2 });
    const before = (await totals(cartId)).body.result;
    expect((await apply(cartId, ' garten10 ')).body).toEqual({ code: 200, result: true });
    const after = (await totals(cartId)).body.result;
    expect(after.coupon_code).toBe('GARTEN10');
    expect(after.discount_amount).toBe(Math.round(before.subtotal_incl_tax / 10));
    expect(after.grand_total).toBe(before.subtotal_incl_tax - after.discount_amount);
    expect(after.tax_amount).toBeLessThan(before.tax_amount);
    expect(after.total_segments.find((segment: { code: string }) => segment.code === 'discount').value).toBe(
      -after.discount_amount,
    );
  });

  it('a fixed coupon takes its amount off, and deleting it gives the full total back', async () => {
    const cartId = await guestCart();
    await update(cartId, { sku: sku.simple, qty: 1 });
    const full = (await totals(cartId)).body.result.grand_total as number;
    await apply(cartId, 'WILLKOMMEN');
    expect((await totals(cartId)).body.result.grand_total).toBe(Math.max(0, full - 20_00));
    expect((await call('POST', `/de-de/api/cart/delete-coupon?cartId=${cartId}`)).body.result).toBe(true);
    const back = (await totals(cartId)).body.result;
    expect(back.grand_total).toBe(full);
    expect(back.coupon_code).toBeNull();
  });

  it.each(['NICHTDA', 'SOMMER2025', 'EINMAL'])(
    "an unknown, expired or used-up code (%s) gets the spec's message and changes nothing",
    async (code) => {
      const cartId = await guestCart();
      await update(cartId, { sku: sku.simple, qty: 1 });
      expect(await apply(cartId, code)).toEqual({
        status: 400,
        body: {
          code: 400,
          reason: 'invalid_request',
          result: "You've entered an incorrect coupon code. Please try again.",
        },
      });
      expect((await totals(cartId)).body.result).toMatchObject({ coupon_code: null, discount_amount: 0 });
    },
  );

  it('a coupon removed from the shop after it was applied gives nothing, and the cart keeps its code', async () => {
    const cartId = await guestCart();
    await update(cartId, { sku: sku.simple, qty: 1 });
    const full = (await totals(cartId)).body.result.grand_total as number;
    await testApp.database.db.execute(
      sql`INSERT INTO coupons (code, store_code, discount_type, value) VALUES ('KURZ', 'de-de', 'fixed', 500)`,
    );
    expect((await apply(cartId, 'kurz')).status).toBe(200);
    expect((await totals(cartId)).body.result).toMatchObject({
      coupon_code: 'KURZ',
      grand_total: full - 500,
    });
    await testApp.database.db.execute(sql`DELETE FROM coupons WHERE code = 'KURZ'`);
    expect((await totals(cartId)).body.result).toMatchObject({
      coupon_code: 'KURZ',
      discount_amount: 0,
      grand_total: full,
    });
  });

  it('a coupon of another store view does not apply', async () => {
    const cartId = await guestCart('at-de');
    const answer = await call('POST', `/at-de/api/cart/apply-coupon?cartId=${cartId}&coupon=GARTEN10`);
    expect(answer.status).toBe(200);
    const german = await guestCart();
    await testApp.database.db.execute(
      sql`DELETE FROM coupons WHERE store_code = 'de-de' AND code = 'WILLKOMMEN'`,
    );
    expect((await apply(german, 'WILLKOMMEN')).status).toBe(400);
  });
});
