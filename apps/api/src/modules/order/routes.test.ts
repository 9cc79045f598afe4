import { findStoreView, LOGIN_REQUIRED } from '@hortus/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';
import { customers } from '../../db/schema';
import { historyPageIds, ORDER_NOT_FOUND } from './service';
import { orderAddresses, orderItems, orders } from './tables';

const testApp = useTestApp();

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; result: any };
}

async function call(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const PASSWORD = 'Gartenhaus 2026';
let emailCounter = 0;

/** A customer registered and logged in through the API, as the storefront does it. */
async function session(): Promise<{ id: number; token: string }> {
  emailCounter += 1;
  const email = `order.${emailCounter}.${Date.now()}@example.de`;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/de-de/api/user/create',
    payload: { customer: { email, firstname: 'Anna', lastname: 'Grün' }, password: PASSWORD },
  });
  expect(created.statusCode, created.body).toBe(200);
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: email, password: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { id: created.json().result.id, token: login.json().result.token };
}

let incrementCounter = 100_000_000;

/** An order as placement will write it: totals that add up, two lines, optionally its addresses. */
async function insertOrder(values: {
  customerId: number | null;
  createdAt: Date;
  storeCode?: string;
  withAddresses?: boolean;
}): Promise<number> {
  const { db } = testApp.database;
  incrementCounter += 1;
  const [row] = await db
    .insert(orders)
    .values({
      incrementId: String(incrementCounter),
      storeCode: values.storeCode ?? 'de-de',
      customerId: values.customerId,
      cartId: `cart-${incrementCounter}`,
      email: 'anna@example.de',
      firstname: 'Anna',
      lastname: 'Grün',
      status: 'pending',
      currencyCode: 'EUR',
      subtotalInclTax: 129_900,
      shippingInclTax: 4_900,
      paymentFeeInclTax: 500,
      discountAmount: 12_990,
      taxAmount: 20_660,
      grandTotal: 129_900 - 12_990 + 4_900 + 500,
      totalDue: 129_900 - 12_990 + 4_900 + 500,
      shippingMethodCode: 'flatrate',
      shippingCarrierCode: 'flatrate',
      paymentMethodCode: 'cashondelivery',
      createdAt: values.createdAt,
    })
    .returning({ id: orders.id });
  const orderId = (row as { id: number }).id;
  await db.insert(orderItems).values([
    {
      orderId,
      sku: 'GH-100',
      name: 'Gartenhaus Lena',
      qty: 1,
      priceInclTax: 119_900,
      rowTotalInclTax: 119_900,
      taxRateBp: 1900,
    },
    {
      orderId,
      sku: 'BOX-7',
      name: 'Auflagenbox',
      qty: 2,
      priceInclTax: 5_000,
      rowTotalInclTax: 10_000,
      taxRateBp: 1900,
    },
  ]);
  if (values.withAddresses) {
    const address = {
      orderId,
      firstname: 'Anna',
      lastname: 'Grün',
      company: 'Grün GmbH',
      street: ['Gartenweg 1', 'Hinterhaus'],
      city: 'Genève',
      postcode: '1201',
      countryId: 'CH',
      region: 'Genève',
      regionId: 112,
      regionCode: 'GE',
      telephone: '+41 22 1234567',
      email: 'anna@example.de',
    };
    await db.insert(orderAddresses).values([
      { ...address, addressType: 'billing', vatId: 'CHE-123.456.789' },
      { ...address, addressType: 'shipping', company: null, street: ['Seeweg 2'] },
    ]);
  }
  return orderId;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, 0) + n * 86_400_000);

let anna: { id: number; token: string };
let ben: { id: number; token: string };
/** Anna's order ids as the history must list them: newest first, the later of two equal times first. */
const annasOrders: number[] = [];
let annasDetailed: number;
let bensOrder: number;

beforeAll(async () => {
  anna = await session();
  ben = await session();
  const inserted: { id: number; at: Date }[] = [];
  for (let n = 1; n <= 22; n += 1) {
    // Not in date order, so that the answer's order is the query's and not the insertion's.
    const at = day((n * 7) % 23);
    inserted.push({ id: await insertOrder({ customerId: anna.id, createdAt: at }), at });
  }
  // Two orders at the same instant, the newest of all: the later id comes first.
  const sameTime = new Date(Date.UTC(2026, 5, 1, 12, 0, 0));
  for (let n = 0; n < 2; n += 1) {
    inserted.push({ id: await insertOrder({ customerId: anna.id, createdAt: sameTime }), at: sameTime });
  }
  // Late in the evening (UTC): the date must not move to the next day in any local time zone.
  const evening = new Date('2026-03-05T23:08:09.456Z');
  annasDetailed = await insertOrder({
    customerId: anna.id,
    createdAt: evening,
    storeCode: 'ch-fr',
    withAddresses: true,
  });
  inserted.push({ id: annasDetailed, at: evening });
  inserted.sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
  annasOrders.push(...inserted.map((order) => order.id));

  bensOrder = await insertOrder({ customerId: ben.id, createdAt: day(30), withAddresses: true });
  // A guest's order belongs to no history.
  await insertOrder({ customerId: null, createdAt: day(31) });
});

const history = (token: string, query = '') => call(`/api/user/order-history?token=${token}${query}`);

describe('GET /api/user/order-history', () => {
  it('answers the first 20 orders, newest first, with the total count', async () => {
    const answer = await history(anna.token);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    const { items, ...paging } = answer.body.result;
    expect(paging).toEqual({ total_count: 25, page_size: 20, current_page: 1 });
    expect(items.map((order: { entity_id: number }) => order.entity_id)).toEqual(annasOrders.slice(0, 20));
  });

  it('pages on with pageSize and currentPage, and past the end answers no orders but the total', async () => {
    const second = await history(anna.token, '&pageSize=20&currentPage=2');
    expect(second.body.result.items.map((order: { entity_id: number }) => order.entity_id)).toEqual(
      annasOrders.slice(20),
    );
    const small = await history(anna.token, '&pageSize=3&currentPage=4');
    expect(small.body.result).toMatchObject({ total_count: 25, page_size: 3, current_page: 4 });
    expect(small.body.result.items.map((order: { entity_id: number }) => order.entity_id)).toEqual(
      annasOrders.slice(9, 12),
    );
    for (const page of ['3', '1000000']) {
      const beyond = await history(anna.token, `&currentPage=${page}`);
      expect(beyond.status).toBe(200);
      expect(beyond.body.result).toEqual({
        items: [],
        total_count: 25,
        page_size: 20,
        current_page: Number(page),
      });
    }
  });

  it('answers an order with its lines, addresses, store view name and the spec date in UTC', async () => {
    const all = await history(anna.token, '&pageSize=100');
    const order = all.body.result.items.find(
      (item: { entity_id: number }) => item.entity_id === annasDetailed,
    );
    const address = {
      firstname: 'Anna',
      lastname: 'Grün',
      city: 'Genève',
      postcode: '1201',
      country_id: 'CH',
      region: 'Genève',
      region_id: 112,
      region_code: 'GE',
      telephone: '+41 22 1234567',
      email: 'anna@example.de',
    };
    expect(order).toEqual({
      entity_id: annasDetailed,
      increment_id: expect.stringMatching(/^\d{9}$/),
      store_code: 'ch-fr',
      store_name: findStoreView('ch-fr')?.name,
      created_at: '2026-03-05 23:08:09',
      status: 'pending',
      currency_code: 'EUR',
      subtotal_incl_tax: 129_900,
      shipping_incl_tax: 4_900,
      payment_fee_incl_tax: 500,
      discount_amount: 12_990,
      tax_amount: 20_660,
      grand_total: 122_310,
      total_due: 122_310,
      items: [
        {
          sku: 'GH-100',
          name: 'Gartenhaus Lena',
          qty: 1,
          price_incl_tax: 119_900,
          row_total_incl_tax: 119_900,
        },
        { sku: 'BOX-7', name: 'Auflagenbox', qty: 2, price_incl_tax: 5_000, row_total_incl_tax: 10_000 },
      ],
      addresses: {
        billing: {
          ...address,
          company: 'Grün GmbH',
          street: ['Gartenweg 1', 'Hinterhaus'],
          vat_id: 'CHE-123.456.789',
        },
        shipping: { ...address, company: null, street: ['Seeweg 2'] },
      },
      payment_method_code: 'cashondelivery',
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      reverse_charge: false,
      invoice_note: null,
      payment_instructions: null,
      payment_state: { state: 'unpaid', paid: 0, refunded: 0, balance: -122_310 },
    });
    expect(findStoreView('ch-fr')?.name).toBeTruthy();
    const plain = all.body.result.items.find(
      (item: { entity_id: number }) => item.entity_id !== annasDetailed,
    );
    expect(plain.addresses).toEqual({ billing: null, shipping: null });
    expect(plain.store_name).toBe(findStoreView('de-de')?.name);
    for (const item of all.body.result.items) {
      expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(all.body.result.items.map((item: { created_at: string }) => item.created_at).slice(0, 3)).toEqual([
      '2026-06-01 12:00:00',
      '2026-06-01 12:00:00',
      '2026-03-05 23:08:09',
    ]);
  });

  it("lists every store view's orders of the customer, whichever store view asks", async () => {
    const answer = await call(`/de-de/api/user/order-history?token=${anna.token}&pageSize=100`);
    expect(answer.body.result.total_count).toBe(25);
    expect(answer.body.result.items.map((order: { store_code: string }) => order.store_code)).toContain(
      'ch-fr',
    );
  });

  it('takes the token as a Bearer header too', async () => {
    const answer = await call('/api/user/order-history', { authorization: `Bearer ${anna.token}` });
    expect(answer.status).toBe(200);
    expect(answer.body.result.total_count).toBe(25);
  });

  it("never shows another customer's orders, nor a guest's", async () => {
    const annas = await history(anna.token, '&pageSize=100');
    const ids = annas.body.result.items.map((order: { entity_id: number }) => order.entity_id);
    expect(ids).not.toContain(bensOrder);
    expect([...ids].sort()).toEqual([...annasOrders].sort());
    const bens = await history(ben.token);
    expect(bens.body.result).toMatchObject({ total_count: 1, items: [{ entity_id: bensOrder }] });
  });

  it('answers a customer without orders with an empty page', async () => {
    const nobody = await session();
    const answer = await history(nobody.token);
    expect(answer.body).toEqual({
      code: 200,
      result: { items: [], total_count: 0, page_size: 20, current_page: 1 },
    });
  });

  it('answers 401 as /api/user/me does without a token or with a bad one', async () => {
    const forged = `${anna.token.slice(0, -4)}AAAA`;
    const cases: [string, Record<string, string>][] = [
      ['', {}],
      ['?token=not-a-token', {}],
      [`?token=${forged}`, {}],
      ['', { authorization: `Bearer ${forged}` }],
      ['', { authorization: 'Basic YW5uYTpwYXNz' }],
    ];
    for (const [query, headers] of cases) {
      const answer = await call(`/api/user/order-history${query}`, headers);
      const me = await call(`/api/user/me${query}`, headers);
      expect(answer.status, query).toBe(401);
      expect(answer.body).toEqual({ code: 401, reason: 'not_authenticated', result: LOGIN_REQUIRED });
      expect(answer.body).toEqual(me.body);
      expect(answer.headers['www-authenticate']).toBe(me.headers['www-authenticate']);
    }
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['pageSize=2.5', 'pageSize'],
    ['currentPage=0', 'currentPage'],
    ['currentPage=abc', 'currentPage'],
    ['currentPage=1000001', 'currentPage'],
    ['customerId=2', 'customerId'],
  ])('refuses %s with a 400 in the envelope', async (query, field) => {
    const answer = await history(anna.token, `&${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.result).toMatch(/^Invalid querystring: /);
    expect(answer.body.result).toContain(field);
  });

  it("reads a page as a range of the customer's history index", async () => {
    // Few rows make a sequential scan cheapest; without it, the plan shows whether the index fits the query.
    const plan = await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN ${historyPageIds(tx, anna.id, { pageSize: 20, currentPage: 2 })}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using orders_customer_history_idx/);
    // The index gives the order: nothing is sorted.
    expect(plan).not.toMatch(/Sort/);
  });
});

describe('GET /api/user/order/:orderId', () => {
  it("answers one of the customer's orders in the history's shape", async () => {
    const answer = await call(`/api/user/order/${annasDetailed}?token=${anna.token}`);
    expect(answer.status).toBe(200);
    const listed = await history(anna.token, '&pageSize=100');
    const inHistory = listed.body.result.items.find(
      (order: { entity_id: number }) => order.entity_id === annasDetailed,
    );
    // With what happened to it since: here only its placement.
    expect(answer.body.result).toEqual({
      ...inHistory,
      history: [{ type: 'placed', at: inHistory.created_at, amount: null, parcel: null }],
      shipments: [],
    });
    const bens = await call(`/api/user/order/${bensOrder}`, { authorization: `Bearer ${ben.token}` });
    expect(bens.status).toBe(200);
    expect(bens.body.result.entity_id).toBe(bensOrder);
  });

  it("answers another customer's order exactly as an unknown one", async () => {
    const foreign = await call(`/api/user/order/${bensOrder}?token=${anna.token}`);
    const unknown = await call(`/api/user/order/2147483647?token=${anna.token}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 404, reason: 'not_found', result: ORDER_NOT_FOUND });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(foreign.body);
  });

  it('answers 401 without a valid token, also for an order that is not the caller’s', async () => {
    for (const query of ['', '?token=not-a-token']) {
      const answer = await call(`/api/user/order/${annasDetailed}${query}`);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, reason: 'not_authenticated', result: LOGIN_REQUIRED });
    }
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('refuses the order id %s with a 400', async (id) => {
    const answer = await call(`/api/user/order/${id}?token=${anna.token}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.result).toMatch(/^Invalid params: /);
  });
});

describe('the order tables', () => {
  /** The SQLSTATE of a failed statement (drizzle may wrap the driver's error). */
  async function sqlState(statement: Promise<unknown>): Promise<string | undefined> {
    try {
      await statement;
    } catch (error) {
      const failure = error as { code?: string; cause?: { code?: string } };
      return failure.code ?? failure.cause?.code;
    }
    return undefined;
  }

  let tableCounter = 0;
  function validOrder() {
    tableCounter += 1;
    return {
      incrementId: `9${tableCounter}`,
      storeCode: 'de-de',
      // A guest's order, so the histories the tests above read stay as they are.
      customerId: null,
      email: 'anna@example.de',
      firstname: 'Anna',
      lastname: 'Grün',
      currencyCode: 'EUR',
      subtotalInclTax: 10_000,
      shippingInclTax: 0,
      taxAmount: 1_597,
      grandTotal: 10_000,
      totalDue: 10_000,
    };
  }

  it('refuses totals that are negative, do not add up or are more than is due', async () => {
    const { db } = testApp.database;
    for (const change of [
      { subtotalInclTax: -100, grandTotal: -100, totalDue: 0 },
      { taxAmount: -1 },
      { grandTotal: 9_999, totalDue: 9_999 },
      { discountAmount: 10_001, grandTotal: -1, totalDue: 0 },
      { totalDue: 10_001 },
      { totalDue: -1 },
      { status: 'complete' as 'pending' },
      { paidAmount: 100, refundedAmount: 200 },
      { paidAmount: -1 },
      { currencyCode: 'eur' },
    ]) {
      expect(
        await sqlState(db.insert(orders).values({ ...validOrder(), ...change })),
        JSON.stringify(change),
      ).toBe('23514');
    }
    expect(await sqlState(db.insert(orders).values(validOrder()))).toBeUndefined();
  });

  it('numbers orders per store view: an increment id is unique in its store view only', async () => {
    const { db } = testApp.database;
    const order = validOrder();
    await db.insert(orders).values(order);
    expect(await sqlState(db.insert(orders).values({ ...order, email: 'ben@example.de' }))).toBe('23505');
    expect(await sqlState(db.insert(orders).values({ ...order, storeCode: 'at-de' }))).toBeUndefined();
  });

  it('refuses a line without quantity and a VAT id on a delivery address', async () => {
    const { db } = testApp.database;
    const line = { orderId: bensOrder, sku: 'X', name: 'X', priceInclTax: 100, rowTotalInclTax: 0 };
    expect(await sqlState(db.insert(orderItems).values({ ...line, qty: 0 }))).toBe('23514');
    expect(await sqlState(db.insert(orderItems).values({ ...line, qty: 1, priceInclTax: -1 }))).toBe('23514');
    const [shipping] = await db
      .select()
      .from(orderAddresses)
      .where(sql`${orderAddresses.orderId} = ${bensOrder} AND ${orderAddresses.addressType} = 'shipping'`);
    expect(
      await sqlState(
        db
          .update(orderAddresses)
          .set({ vatId: 'ATU12345678' })
          .where(eq(orderAddresses.id, Number(shipping?.id))),
      ),
    ).toBe('23514');
  });

  it('keeps the orders of a deleted customer, and their lines with them', async () => {
    const { db } = testApp.database;
    const leaving = await session();
    const orderId = await insertOrder({ customerId: leaving.id, createdAt: day(40), withAddresses: true });
    await db.delete(customers).where(eq(customers.id, leaving.id));
    const [kept] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept?.customerId).toBeNull();
    expect(await db.$count(orderItems, eq(orderItems.orderId, orderId))).toBe(2);
    // The deleted customer's still valid access token finds nothing any more.
    const answer = await history(leaving.token);
    expect(answer.body.result).toMatchObject({ items: [], total_count: 0 });
    expect((await call(`/api/user/order/${orderId}?token=${leaving.token}`)).status).toBe(404);
  });
});
