import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { StaffRole } from '@hortus/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/back-office-staff';
import { useTestApp } from '../../../test/build-app';
import { berlinOrder, callsTo, cartOf, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';

const test = useTestApp();
const call = callsTo(test);
const sampleText = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

/** A signed-in member of staff with this role: the session token. */
async function sessionOf(role: StaffRole): Promise<{ token: string; id: number }> {
  const member = await signedInStaff(test, role, `Kim ${role}`);
  return { token: member.session, id: member.id };
}

function upload(token: string, file: string | Buffer, contentType = 'application/xml', fileName?: string) {
  return test.app.inject({
    method: 'POST',
    url: `/api/staff/bank-statements${fileName ? `?file_name=${encodeURIComponent(fileName)}` : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: file,
  });
}

function staffCall(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return test.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** The newest entries of the staff audit log (read with SQL: the table is the staff module's). */
const latestAudits = (count: number) =>
  queryRows<{
    staffId: number;
    action: string;
    objectId: string;
    outcome: string;
    details: Record<string, unknown>;
  }>(
    test.database.db,
    sql`SELECT staff_id AS "staffId", action, object_id AS "objectId", outcome, details
      FROM staff_audit_log ORDER BY id DESC LIMIT ${count}`,
  );

/** An order placed in the shop with SQL, with the number and amount a sample statement names. */
async function sqlOrder(storeCode: string, number: string, due: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    test.database.db,
    sql`INSERT INTO orders (increment_id, store_code, email, firstname, lastname, currency_code,
      subtotal_incl_tax, tax_amount, grand_total, total_due, payment_method_code, status)
      VALUES (${number}, ${storeCode}, ${`${number}@example.de`}, 'Test', 'Kunde', 'EUR',
      ${due}, 0, ${due}, ${due}, 'banktransfer', 'pending') RETURNING id`,
  );
  return row?.id ?? 0;
}

/**
 * A one-credit statement made from the German sample: its first entry pays `amount` (minor units) with
 * `reference`, under a bank reference of its own; the other entries are dropped.
 */
function statementPaying(amount: number, reference: string): string {
  const text = sampleText('de-eur-2026-11-20.camt053.001.02.xml');
  const first = text.indexOf('<Ntry>');
  const firstEnd = text.indexOf('</Ntry>') + '</Ntry>'.length;
  const lastEnd = text.lastIndexOf('</Ntry>') + '</Ntry>'.length;
  const euros = (amount / 100).toFixed(2);
  const entry = text
    .slice(first, firstEnd)
    .replaceAll('249.90', euros)
    .replace('2026112000004711', `R${randomUUID().replaceAll('-', '').slice(0, 20)}`)
    .replace('Bestellung 100000101 Max Mustermann', reference);
  return text.slice(0, first) + entry + text.slice(lastEnd);
}

let product: ShopProduct;
let orders: { token: string; id: number };
let content: { token: string; id: number };
const sampleOrders = new Map<string, number>();

beforeAll(async () => {
  [product] = (await productsForSale(test, 'de-de', 1, 1_000)) as [ShopProduct];
  orders = await sessionOf('orders');
  content = await sessionOf('content');
  sampleOrders.set('100000101', await sqlOrder('de-de', '100000101', 24990));
  sampleOrders.set('100000102', await sqlOrder('de-de', '100000102', 118900));
  sampleOrders.set('100000103', await sqlOrder('de-de', '100000103', 8995));
}, 120_000);

describe('the bank statement upload', () => {
  let reviewCreditId = 0;

  it('imports a camt.053 sample sent as the body: the report names the booked order, the review reasons and the ignored entries; the order is paid', async () => {
    const answer = await upload(
      orders.token,
      sampleText('de-eur-2026-11-20.camt053.001.02.xml'),
      'application/xml',
      'Auszug 20.11.xml',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const report = answer.json().result;
    expect(report).toMatchObject({
      file_name: 'Auszug 20.11.xml',
      staff_name: 'Kim orders',
      statements: [{ id: '2026-11-20-DE89370400440532013000-EUR', account_iban: 'DE89370400440532013000' }],
      booked: [
        {
          order: { id: sampleOrders.get('100000101'), number: '100000101', store_code: 'de-de' },
          amount: 24990,
          currency: 'EUR',
          booked_on: '2026-11-20',
        },
      ],
      already_imported: [],
    });
    expect(report.review.map((credit: { reason: string }) => credit.reason).sort()).toEqual([
      'over_payment',
      'partial_payment',
      'unknown_order_number',
    ]);
    const partial = report.review.find((credit: { reason: string }) => credit.reason === 'partial_payment');
    expect(partial.suggested_order).toEqual({
      id: sampleOrders.get('100000102'),
      number: '100000102',
      store_code: 'de-de',
    });
    reviewCreditId = partial.credit_id;
    expect(report.ignored.map((entry: { reason: string }) => entry.reason).sort()).toEqual([
      'debit',
      'pending',
      'reversal',
    ]);
    // No payer's name or IBAN in the report.
    expect(answer.body).not.toContain('Mustermann');
    expect(answer.body).not.toContain('DE02120300000000202051');
    const [paid] = await queryRows<{ paid: number; due: number; actor: string; actor_id: string }>(
      test.database.db,
      sql`SELECT o.paid_amount::int AS paid, o.total_due::int AS due, e.actor_kind AS actor, e.actor_id
        FROM orders o JOIN order_events e ON e.order_id = o.id WHERE o.id = ${sampleOrders.get('100000101') ?? 0}`,
    );
    expect(paid).toEqual({
      paid: 24990,
      due: 0,
      actor: 'bank_statement',
      actor_id: String(report.import_id),
    });
    const [audit] = await latestAudits(1);
    expect(audit).toMatchObject({
      staffId: orders.id,
      action: 'bank_statement.import',
      objectId: String(report.import_id),
      outcome: 'success',
      details: { booked: 1, review: 3, ignored: 3, already_imported: 0 },
    });
  });

  it('books nothing when the same file comes again: every entry is already imported', async () => {
    const again = await upload(
      orders.token,
      Buffer.from(sampleText('de-eur-2026-11-20.camt053.001.02.xml')),
      'application/octet-stream',
    );
    expect(again.statusCode).toBe(200);
    const report = again.json().result;
    expect(report.booked).toEqual([]);
    expect(report.review).toEqual([]);
    expect(report.already_imported).toHaveLength(6);
    const [order] = await queryRows<{ paid: number; events: number }>(
      test.database.db,
      sql`SELECT paid_amount::int AS paid, (SELECT count(*)::int FROM order_events WHERE order_id = ${sampleOrders.get('100000101') ?? 0}) AS events
        FROM orders WHERE id = ${sampleOrders.get('100000101') ?? 0}`,
    );
    expect(order).toEqual({ paid: 24990, events: 1 });
  });

  it('lists the imports newest first and answers an import’s report again', async () => {
    const list = await staffCall(orders.token, 'GET', '/api/staff/bank-statements');
    expect(list.statusCode).toBe(200);
    const { imports, total } = list.json().result;
    expect(total).toBe(2);
    expect(
      imports.map((row: { booked: number; already_imported: number }) => [row.booked, row.already_imported]),
    ).toEqual([
      [0, 6],
      [1, 0],
    ]);
    expect(imports[1]).toMatchObject({ file_name: 'Auszug 20.11.xml', staff_name: 'Kim orders', review: 3 });
    const report = await staffCall(orders.token, 'GET', `/api/staff/bank-statements/${imports[1].id}`);
    expect(report.statusCode).toBe(200);
    expect(report.json().result.booked[0].order.number).toBe('100000101');
    const missing = await staffCall(orders.token, 'GET', '/api/staff/bank-statements/999999');
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a file that is no camt.053 with 400 and the reader’s message, and a JSON body with 415', async () => {
    const before = (await staffCall(orders.token, 'GET', '/api/staff/bank-statements')).json().result.total;
    const camt054 = sampleText('de-eur-2026-11-20.camt053.001.02.xml').replaceAll(
      'camt.053.001.02',
      'camt.054.001.02',
    );
    const refused = await upload(orders.token, camt054);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      reason: 'bank_statement_invalid',
      result: expect.stringContaining('camt.054'),
    });
    const broken = await upload(orders.token, 'this is no statement', 'text/xml');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().reason).toBe('bank_statement_invalid');
    const empty = await upload(orders.token, '', 'application/xml');
    expect(empty.statusCode).toBe(400);
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/staff/bank-statements',
      headers: { authorization: `Bearer ${orders.token}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await staffCall(orders.token, 'GET', '/api/staff/bank-statements')).json().result.total).toBe(
      before,
    );
  });

  it('answers what the database cannot keep as the reader decides, never with a 500: entries as unreadable, a file as refused', async () => {
    const total = async () =>
      (await staffCall(orders.token, 'GET', '/api/staff/bank-statements')).json().result.total;
    const unreadable = [
      ['no amount', statementPaying(0, 'Bestellung 100000199')],
      [
        'a booking day of no calendar',
        statementPaying(500, 'Bestellung 100000199').replaceAll('2026-11-20</Dt>', '2026-02-30</Dt>'),
      ],
      [
        'a booking day in the year 0000',
        statementPaying(500, 'Bestellung 100000199').replaceAll('2026-11-20</Dt>', '0000-01-01</Dt>'),
      ],
    ];
    for (const [name, file] of unreadable) {
      const answer = await upload(orders.token, file as string);
      expect(answer.statusCode, `${name}: ${answer.body.slice(0, 200)}`).toBe(200);
      expect(answer.json().result.ignored.map((entry: { reason: string }) => entry.reason)).toContain(
        'unreadable',
      );
    }
    const refused = [
      ['a NUL as a character reference', statementPaying(500, 'Bestellung&#0;100000199')],
      ['a NUL byte', statementPaying(500, 'Bestellung\u0000100000199')],
      [
        'a period that is no day',
        statementPaying(500, 'Bestellung 100000199').replace(
          /<FrDtTm>[^<]*</,
          '<FrDtTm>2026-99-99T00:00:00<',
        ),
      ],
    ];
    for (const [name, file] of refused) {
      const before = await total();
      const answer = await upload(orders.token, file as string);
      expect(answer.statusCode, `${name}: ${answer.body.slice(0, 200)}`).toBe(400);
      expect(answer.json().reason).toBe('bank_statement_invalid');
      expect(await total()).toBe(before);
    }
  });

  it('lists the credits waiting for a person with the payer’s data, and books one to an order by number and store view once', async () => {
    const waiting = await staffCall(orders.token, 'GET', '/api/staff/bank-credits?state=review');
    expect(waiting.statusCode).toBe(200);
    const credit = waiting
      .json()
      .result.credits.find((candidate: { id: number }) => candidate.id === reviewCreditId);
    expect(credit).toMatchObject({
      state: 'review',
      reason: 'partial_payment',
      amount: 50000,
      currency: 'EUR',
      payer_name: 'Erika Musterfrau',
      payer_iban: 'DE12500105170648489890',
      suggested_order: { number: '100000102', store_code: 'de-de' },
    });
    const unknown = await staffCall(orders.token, 'POST', `/api/staff/bank-credits/${reviewCreditId}/match`, {
      order_number: '100000102',
      store_code: 'at-de',
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await staffCall(orders.token, 'POST', `/api/staff/bank-credits/${reviewCreditId}/match`, {
      order_number: 'zwölf',
      store_code: 'de-de',
    });
    expect(invalid.statusCode).toBe(400);
    const matched = await staffCall(orders.token, 'POST', `/api/staff/bank-credits/${reviewCreditId}/match`, {
      order_number: '100000102',
      store_code: 'de-de',
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().result).toEqual({
      credit_id: reviewCreditId,
      order: { id: sampleOrders.get('100000102'), number: '100000102', store_code: 'de-de' },
      state: 'matched_by_staff',
      matched_now: true,
    });
    const again = await staffCall(orders.token, 'POST', `/api/staff/bank-credits/${reviewCreditId}/match`, {
      order_id: sampleOrders.get('100000102'),
    });
    expect(again.json().result.matched_now).toBe(false);
    const elsewhere = await staffCall(
      orders.token,
      'POST',
      `/api/staff/bank-credits/${reviewCreditId}/match`,
      {
        order_id: sampleOrders.get('100000103'),
      },
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().reason).toBe('bank_credit_already_booked');
    const [order] = await queryRows<{ paid: number; due: number; actor: string; actor_id: string }>(
      test.database.db,
      sql`SELECT o.paid_amount::int AS paid, o.total_due::int AS due, e.actor_kind AS actor, e.actor_id
        FROM orders o JOIN order_events e ON e.order_id = o.id WHERE o.id = ${sampleOrders.get('100000102') ?? 0}`,
    );
    expect(order).toEqual({ paid: 50000, due: 68900, actor: 'staff', actor_id: String(orders.id) });
    const stillWaiting = (await staffCall(orders.token, 'GET', '/api/staff/bank-credits')).json().result
      .credits;
    expect(stillWaiting.map((candidate: { id: number }) => candidate.id)).not.toContain(reviewCreditId);
    const audits = await latestAudits(4);
    expect(audits.map((row) => [row.action, row.outcome, row.details])).toEqual([
      ['bank_credit.match', 'refused', { reason: 'bank_credit_already_booked' }],
      ['bank_credit.match', 'success', { order_id: sampleOrders.get('100000102'), matched_now: false }],
      ['bank_credit.match', 'success', { order_id: sampleOrders.get('100000102'), matched_now: true }],
      ['bank_credit.match', 'refused', { reason: 'not_found' }],
    ]);
  });

  it('books a transfer for an order a guest placed in the shop: the guest’s order page shows it paid', async () => {
    const email = `bank.${randomUUID()}@example.de`;
    const cartId = await cartOf(call, 'de-de', [{ sku: product.sku, qty: 1 }]);
    const placed = await call('POST', `/de-de/api/order?cartId=${cartId}`, berlinOrder(email));
    expect(placed.status).toBe(200);
    const { increment_id: number, grand_total: total } = placed.body.result;
    const answer = await upload(orders.token, statementPaying(total, `Bestellnr ${number} danke`));
    expect(answer.json().result.booked).toEqual([
      expect.objectContaining({ order: expect.objectContaining({ number }), amount: total }),
    ]);
    const lookup = await call('POST', '/de-de/api/order/lookup', { increment_id: number, email });
    expect(lookup.status).toBe(200);
    expect(lookup.body.result.payment_state).toMatchObject({ state: 'paid', paid: total });
  });
});

describe('the bank statement routes’ roles', () => {
  it('refuse the content role (403) on every one of them, and let the owner in', async () => {
    const owner = await sessionOf('owner');
    for (const [method, url] of [
      ['GET', '/api/staff/bank-statements'],
      ['GET', '/api/staff/bank-statements/1'],
      ['GET', '/api/staff/bank-credits'],
      ['POST', '/api/staff/bank-credits/1/match'],
    ] as const) {
      const refused = await staffCall(
        content.token,
        method,
        url,
        method === 'POST' ? { order_id: 1 } : undefined,
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    const refusedUpload = await upload(content.token, sampleText('ch-chf-2026-11-20.camt053.001.08.xml'));
    expect(refusedUpload.statusCode).toBe(403);
    const ownerList = await staffCall(owner.token, 'GET', '/api/staff/bank-credits?state=booked');
    expect(ownerList.statusCode).toBe(200);
    const [count] = await queryRows<{ n: number }>(
      test.database.db,
      sql`SELECT count(*)::int AS n FROM bank_statement_imports WHERE staff_id = ${content.id}`,
    );
    expect(count?.n).toBe(0);
  });
});
