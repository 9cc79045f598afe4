import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@hortus/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/back-office-staff';
import { useTestApp } from '../../../test/build-app';
import { berlinOrder, callsTo, cartOf, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';
import { readCsv } from '../../spreadsheet/csv';

const testApp = useTestApp();
const shop = callsTo(testApp);
let product: ShopProduct;

beforeAll(async () => {
  [product] = (await productsForSale(testApp, 'de-de', 1, 1_000)) as [ShopProduct];
});

/** A staff account of a role, signed in through both steps: its session token. */
async function signedIn(role: StaffRole, name = `Staff ${role}`): Promise<string> {
  return (await signedInStaff(testApp, role, name)).session;
}

async function staffCall(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return response;
}

interface Placed {
  entity_id: number;
  increment_id: string;
  grand_total: number;
  email: string;
}

async function placeOrder(
  options: { email?: string; firstname?: string; payment?: string; qty?: number } = {},
): Promise<Placed> {
  const email = options.email ?? `staff.orders.${randomUUID()}@example.de`;
  const cartId = await cartOf(shop, 'de-de', [{ sku: product.sku, qty: options.qty ?? 2 }]);
  const body = berlinOrder(email, options.payment);
  if (options.firstname) body.firstname = options.firstname;
  const placed = await shop('POST', `/de-de/api/order?cartId=${cartId}`, body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { ...placed.body.result, email };
}

const event = (orderId: number, token: string, body: object, eventId: string = randomUUID()) =>
  staffCall(token, 'POST', `/api/staff/orders/${orderId}/events`, { event_id: eventId, event: body });

async function stockOf(productId: number): Promise<number> {
  const [row] = await queryRows<{ qty: number }>(
    testApp.database.db,
    sql`SELECT qty::int AS qty FROM stock_items WHERE product_id = ${productId}`,
  );
  return row?.qty ?? Number.NaN;
}

describe('the order list', () => {
  it('finds orders by number, e-mail, status, payment method and day, with each row’s payment state', async () => {
    const token = await signedIn('orders');
    const family = `family.${randomUUID().slice(0, 8)}`;
    const first = await placeOrder({ email: `${family}.a@example.de` });
    const second = await placeOrder({ email: `${family}.b@example.de`, payment: 'cashondelivery' });
    expect(
      (
        await event(first.entity_id, token, {
          type: 'payment',
          amount: 100,
          booked_on: '2026-11-26',
          reference: 'x',
        })
      ).statusCode,
    ).toBe(200);

    const byEmail = await staffCall(token, 'GET', `/api/staff/orders?q=${family}`);
    expect(byEmail.statusCode).toBe(200);
    const found = byEmail.json().result;
    expect(found.items.map((row: { increment_id: string }) => row.increment_id)).toEqual([
      second.increment_id,
      first.increment_id,
    ]);
    expect(found.total_count).toBe(2);
    expect(found.newer).toBeNull();
    expect(found.older).toBeNull();
    expect(found.items[1]).toMatchObject({
      entity_id: first.entity_id,
      customer_name: 'Erika Mustermann',
      email: `${family}.a@example.de`,
      status: 'pending',
      payment_state: 'partly_paid',
      grand_total: first.grand_total,
      total_due: first.grand_total - 100,
    });
    expect(found.items[0].payment_state).toBe('unpaid');

    const byNumber = await staffCall(token, 'GET', `/api/staff/orders?q=${first.increment_id}`);
    expect(byNumber.json().result.items.map((row: { entity_id: number }) => row.entity_id)).toEqual([
      first.entity_id,
    ]);
    const byMethod = await staffCall(
      token,
      'GET',
      `/api/staff/orders?q=${family}&payment_method=cashondelivery&store_code=de-de&status=pending,processing`,
    );
    expect(byMethod.json().result.items.map((row: { entity_id: number }) => row.entity_id)).toEqual([
      second.entity_id,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await staffCall(
      token,
      'GET',
      `/api/staff/orders?q=${family}&placed_from=${today}&placed_to=${today}`,
    );
    expect(byDay.json().result.total_count).toBe(2);
    const none = await staffCall(token, 'GET', `/api/staff/orders?q=${family}&placed_from=2099-01-01`);
    expect(none.json().result).toMatchObject({ items: [], total_count: 0, total_more: false });
    const canceled = await staffCall(token, 'GET', `/api/staff/orders?q=${family}&status=canceled`);
    expect(canceled.json().result.items).toEqual([]);
  });

  it('walks pages with the cursors it answers, both ways', async () => {
    const token = await signedIn('owner');
    // 60 orders of one buyer written directly (a page is 50): the second page has the 10 oldest.
    const family = `pages.${randomUUID().slice(0, 8)}`;
    const base = 700_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
    const values = Array.from(
      { length: 60 },
      (
        _,
        index,
      ) => sql`(${String(base + index)}, 'ch-fr', 'pending', 'Anne', 'Dubois', ${`${family}@example.ch`},
        'CHF', 1000, 0, 1000, 1000, 'banktransfer', ${`2026-10-01T08:${String(index).padStart(2, '0')}:00Z`}::timestamptz)`,
    );
    await testApp.database.db.execute(sql`INSERT INTO orders (increment_id, store_code, status, firstname,
      lastname, email, currency_code, subtotal_incl_tax, tax_amount, grand_total, total_due, payment_method_code,
      created_at) VALUES ${sql.join(values, sql`, `)}`);
    const numbers = (page: { items: { increment_id: string }[] }) =>
      page.items.map((row) => row.increment_id);
    const first = (await staffCall(token, 'GET', `/api/staff/orders?q=${family}`)).json().result;
    expect(first).toMatchObject({ total_count: 60, newer: null });
    expect(numbers(first)).toHaveLength(50);
    expect(numbers(first)[0]).toBe(String(base + 59));
    const older = (
      await staffCall(token, 'GET', `/api/staff/orders?q=${family}&cursor=${first.older}`)
    ).json().result;
    expect(numbers(older)).toEqual(Array.from({ length: 10 }, (_, index) => String(base + 9 - index)));
    expect(older.older).toBeNull();
    const back = (await staffCall(token, 'GET', `/api/staff/orders?q=${family}&cursor=${older.newer}`)).json()
      .result;
    expect(numbers(back)).toEqual(numbers(first));
    expect(back.newer).toBeNull();
  });

  it('refuses a filter it cannot read with a 400', async () => {
    const token = await signedIn('orders');
    for (const query of [
      'status=lost',
      'placed_from=2026-02-30',
      'cursor=older~yesterday~1',
      // Shaped like a cursor, but no moment (the database refused them with a 500) or no order id.
      'cursor=older~2026-02-30T25:61:61.000000Z~1',
      'cursor=newer~9999-99-99T99:99:99.999999Z~1',
      'cursor=older~0000-01-01T00:00:00.000000Z~1',
      'cursor=older~2026-01-01T00:00:00.000000Z~9999999999',
      // The year 0000 is no year of the calendar the database reads (JavaScript's Date takes it).
      'placed_from=0000-01-01',
      'placed_to=0000-12-31',
      'store_code=DE',
      'sort=name',
    ]) {
      for (const path of ['/api/staff/orders', '/api/staff/orders.csv']) {
        if (path.endsWith('.csv') && query.startsWith('cursor')) continue;
        const answer = await staffCall(token, 'GET', `${path}?${query}`);
        expect(answer.statusCode, `${path}?${query}`).toBe(400);
        expect(answer.json().reason).toBe('invalid_request');
      }
    }
  });

  it('takes the last day of the year 9999 as the end of a filter, in the list and the export', async () => {
    const token = await signedIn('orders');
    // Cash on delivery: the file's other tests place the bank transfers its address may leave open.
    const placed = await placeOrder({ payment: 'cashondelivery' });
    const query = `q=${placed.email}&placed_from=2000-01-01&placed_to=9999-12-31`;
    const list = await staffCall(token, 'GET', `/api/staff/orders?${query}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result.items.map((row: { entity_id: number }) => row.entity_id)).toEqual([
      placed.entity_id,
    ]);
    const file = await staffCall(token, 'GET', `/api/staff/orders.csv?${query}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(placed.increment_id);
  });
});

describe('the CSV export', () => {
  it('gives the filter’s orders as an attachment, a formula-like name as text, and is audited', async () => {
    const token = await signedIn('orders', 'Export Erna');
    const family = `export.${randomUUID().slice(0, 8)}`;
    const plain = await placeOrder({ email: `${family}.plain@example.de` });
    const formula = await placeOrder({ email: `${family}.formula@example.de`, firstname: '=HYPERLINK("x")' });
    const answer = await staffCall(token, 'GET', `/api/staff/orders.csv?q=${family}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders-[\d-]+\.csv"$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const file = await readCsv(answer.rawPayload, ['order_number', 'firstname', 'email', 'grand_total']);
    if (!file.ok) throw new Error(file.message);
    expect(file.rows.map((row) => row.cells.order_number)).toEqual([
      formula.increment_id,
      plain.increment_id,
    ]);
    expect(file.rows[0]?.cells).toMatchObject({
      firstname: `'=HYPERLINK("x")`,
      lastname: 'Mustermann',
      email: `${family}.formula@example.de`,
      status: 'pending',
      payment_state: 'unpaid',
      currency: 'EUR',
      grand_total: (formula.grand_total / 100).toFixed(2),
    });
    const [audit] = await queryRows<{ action: string; outcome: string; details: unknown }>(
      testApp.database.db,
      sql`SELECT action, outcome, details FROM staff_audit_log WHERE action = 'order.export' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: 'order.export', outcome: 'success', details: { filters: ['query'] } });
  });

  it('refuses a filter it cannot read before writing anything', async () => {
    const token = await signedIn('orders');
    const answer = await staffCall(token, 'GET', '/api/staff/orders.csv?status=lost');
    expect(answer.statusCode).toBe(400);
  });
});

describe('one order and its events', () => {
  it('walks an order from payment to delivery, each action in its history with the staff member’s name', async () => {
    const token = await signedIn('orders', 'Lena Lager');
    const placed = await placeOrder({ qty: 3 });
    const read = async () =>
      (await staffCall(token, 'GET', `/api/staff/orders/${placed.entity_id}`)).json().result;

    const before = await read();
    expect(before).toMatchObject({
      increment_id: placed.increment_id,
      email: placed.email,
      customer_name: 'Erika Mustermann',
      status: 'pending',
      payment: { state: 'unpaid', due: placed.grand_total, balance: -placed.grand_total },
      addresses: { shipping: { city: 'Berlin' }, billing: { city: 'Berlin' } },
      lines: [{ sku: product.sku, qty: 3, qty_shipped: 0 }],
      payments: [],
      shipment_list: [],
    });
    // A bank-transfer order ships only when paid: no fulfilment yet, no delivery at all.
    expect(before.allowed_events).toEqual(['payment', 'cancellation', 'note']);
    expect(before.history.map((entry: { type: string }) => entry.type)).toEqual(['placed']);

    const paid = await event(placed.entity_id, token, {
      type: 'payment',
      amount: placed.grand_total,
      booked_on: '2026-11-26',
      reference: `Bestellung ${placed.increment_id}`,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result).toMatchObject({
      outcome: 'recorded',
      status: 'pending',
      payment: { state: 'paid', due: 0 },
    });
    expect((await event(placed.entity_id, token, { type: 'fulfilment_started' })).json().result.status).toBe(
      'processing',
    );
    const lineId = before.lines[0].id as number;
    const partly = await event(placed.entity_id, token, {
      type: 'shipment',
      carrier: 'dhl',
      tracking_number: '00340434161094042557',
      lines: [{ order_item_id: lineId, qty: 2 }],
    });
    expect(partly.json().result.status).toBe('processing');
    const rest = await event(placed.entity_id, token, {
      type: 'shipment',
      carrier: 'dpd',
      tracking_number: '01234567890123',
      lines: [{ order_item_id: lineId, qty: 1 }],
    });
    expect(rest.json().result.status).toBe('shipped');
    expect((await event(placed.entity_id, token, { type: 'delivered' })).json().result.status).toBe(
      'delivered',
    );
    expect(
      (await event(placed.entity_id, token, { type: 'note', text: 'Kunde rief an: alles gut.' })).statusCode,
    ).toBe(200);
    const refunded = await event(placed.entity_id, token, {
      type: 'refund',
      amount: 500,
      reason: 'Kratzer am Topf',
    });
    expect(refunded.json().result.payment.state).toBe('partly_refunded');

    const after = await read();
    expect(after).toMatchObject({
      status: 'delivered',
      lines: [{ qty: 3, qty_shipped: 3 }],
      payment: { state: 'partly_refunded', paid: placed.grand_total, refunded: 500 },
      payments: [
        {
          amount: placed.grand_total,
          booked_on: '2026-11-26',
          source: 'staff',
          reference: `Bestellung ${placed.increment_id}`,
        },
      ],
      refunds: [{ amount: 500, reason: 'Kratzer am Topf' }],
      shipment_list: [
        {
          carrier: 'dhl',
          carrier_name: 'DHL',
          tracking_number: '00340434161094042557',
          tracking_url: expect.stringContaining('00340434161094042557'),
          lines: [{ sku: product.sku, qty: 2 }],
        },
        { carrier: 'dpd', lines: [{ qty: 1 }] },
      ],
    });
    expect(after.allowed_events).toEqual(['payment', 'refund', 'note']);
    expect(
      after.history.map((entry: { type: string; actor: { name: string | null } }) => [
        entry.type,
        entry.actor.name,
      ]),
    ).toEqual([
      ['placed', null],
      ['payment', 'Lena Lager'],
      ['fulfilment_started', 'Lena Lager'],
      ['shipment', 'Lena Lager'],
      ['shipment', 'Lena Lager'],
      ['delivered', 'Lena Lager'],
      ['note', 'Lena Lager'],
      ['refund', 'Lena Lager'],
    ]);
    const note = after.history.find((entry: { type: string }) => entry.type === 'note');
    expect(note).toMatchObject({ data: { text: 'Kunde rief an: alles gut.' }, visible_to_customer: false });

    const audited = await queryRows<{ action: string; outcome: string }>(
      testApp.database.db,
      sql`SELECT action, outcome FROM staff_audit_log WHERE object_type = 'order' AND object_id = ${String(placed.entity_id)} ORDER BY id`,
    );
    expect(audited.map((row) => row.action)).toEqual([
      'order.payment',
      'order.fulfilment_started',
      'order.shipment',
      'order.shipment',
      'order.delivered',
      'order.note',
      'order.refund',
    ]);
  });

  it('cancels an order and gives its units back to stock', async () => {
    const token = await signedIn('owner');
    const placed = await placeOrder({ qty: 4 });
    const stock = await stockOf(product.id);
    const canceled = await event(placed.entity_id, token, {
      type: 'cancellation',
      reason: 'Kunde wünscht Storno',
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().result).toMatchObject({ status: 'canceled', stock_released: 4 });
    expect(await stockOf(product.id)).toBe(stock + 4);
    const read = (await staffCall(token, 'GET', `/api/staff/orders/${placed.entity_id}`)).json().result;
    expect(read.history.at(-1)).toMatchObject({ type: 'cancellation', reason: 'Kunde wünscht Storno' });
  });

  it('refuses a step the lifecycle does not allow with a 409 and its reason, and changes nothing', async () => {
    const token = await signedIn('orders');
    const placed = await placeOrder();
    const delivered = await event(placed.entity_id, token, { type: 'delivered' });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().reason).toBe('order_transition_not_allowed');
    const unpaid = await event(placed.entity_id, token, { type: 'fulfilment_started' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().reason).toBe('order_not_paid');
    const tooMuch = await event(placed.entity_id, token, { type: 'refund', amount: 1, reason: 'x' });
    expect(tooMuch.json().reason).toBe('refund_exceeds_paid');
    const read = (await staffCall(token, 'GET', `/api/staff/orders/${placed.entity_id}`)).json().result;
    expect(read.history).toHaveLength(1);
    expect(read.status).toBe('pending');
    const [audit] = await queryRows<{ outcome: string; details: unknown }>(
      testApp.database.db,
      sql`SELECT outcome, details FROM staff_audit_log WHERE action = 'order.delivered' AND object_id = ${String(placed.entity_id)}`,
    );
    expect(audit).toEqual({
      outcome: 'refused',
      details: { status: 409, reason: 'order_transition_not_allowed' },
    });
  });

  it('books the same event id once, and refuses it for another event', async () => {
    const token = await signedIn('orders');
    const placed = await placeOrder();
    const eventId = randomUUID();
    const payment = { type: 'payment', amount: 1000, booked_on: '2026-11-27', reference: 'twice' };
    const first = await event(placed.entity_id, token, payment, eventId);
    const second = await event(placed.entity_id, token, payment, eventId);
    expect(first.json().result.outcome).toBe('recorded');
    expect(second.json().result.outcome).toBe('already_recorded');
    const read = (await staffCall(token, 'GET', `/api/staff/orders/${placed.entity_id}`)).json().result;
    expect(read.payments).toHaveLength(1);
    expect(read.payment.paid).toBe(1000);
    const other = await event(placed.entity_id, token, { ...payment, amount: 2000 }, eventId);
    expect(other.statusCode).toBe(409);
    expect(other.json().reason).toBe('event_conflict');
  });

  it('answers 404 for an unknown order and 400 for a malformed event', async () => {
    const token = await signedIn('orders');
    expect((await staffCall(token, 'GET', '/api/staff/orders/2147483000')).statusCode).toBe(404);
    expect((await event(2147483000, token, { type: 'delivered' })).statusCode).toBe(404);
    const placed = await placeOrder();
    for (const body of [
      { type: 'payment', amount: 0, booked_on: '2026-11-26', reference: 'x' },
      { type: 'payment', amount: 12.5, booked_on: '2026-11-26', reference: 'x' },
      { type: 'payment', amount: 100, booked_on: '26.11.2026', reference: 'x' },
      { type: 'cancellation', reason: '   ' },
      { type: 'shipment', carrier: 'dhl', tracking_number: '1', lines: [] },
      { type: 'expiry' },
    ]) {
      const answer = await event(placed.entity_id, token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const noId = await staffCall(token, 'POST', `/api/staff/orders/${placed.entity_id}/events`, {
      event_id: 'again',
      event: { type: 'delivered' },
    });
    expect(noId.statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('refuses the content role on every orders route with a 403', async () => {
    const token = await signedIn('content');
    const placed = await placeOrder();
    for (const [method, url, payload] of [
      ['GET', '/api/staff/orders', undefined],
      ['GET', '/api/staff/orders.csv', undefined],
      ['GET', `/api/staff/orders/${placed.entity_id}`, undefined],
      [
        'POST',
        `/api/staff/orders/${placed.entity_id}/events`,
        { event_id: randomUUID(), event: { type: 'note', text: 'x' } },
      ],
    ] as const) {
      const answer = await staffCall(token, method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    const read = (
      await staffCall(await signedIn('owner'), 'GET', `/api/staff/orders/${placed.entity_id}`)
    ).json().result;
    expect(read.history).toHaveLength(1);
  });
});
