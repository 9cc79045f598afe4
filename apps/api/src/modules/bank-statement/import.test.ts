import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { type DatabaseConnection, queryRows } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue';
import { type BankPayment, type BookPayment, importStatement, matchCredit } from './import';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));
const staff = { staffId: 7 };

let database: DatabaseConnection;
let jobs: JobQueue;
/** Every payment the import asked the order history to book, in order. */
const bookings: BankPayment[] = [];

/**
 * The order history's payment booking as far as these tests need it: it records the call and lowers what
 * the order owes in the caller's transaction, as the lifecycle's event does; it does NOT drop repeated
 * event ids, so a credit booked twice would show here twice.
 */
const recordBooking: BookPayment = async (db, queue, payment) => {
  expect(queue).toBe(jobs);
  bookings.push(payment);
  await db.execute(
    sql`UPDATE orders SET total_due = greatest(total_due - ${payment.event.amount}, 0) WHERE id = ${payment.orderId}`,
  );
};

const orderIds = new Map<string, number>();
/** A placed order with the number, store view, amount due, currency, method and status given. */
async function placeOrder(
  storeCode: string,
  number: string,
  due: number,
  options: { currency?: string; method?: string; status?: string } = {},
) {
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`INSERT INTO orders (increment_id, store_code, email, firstname, lastname, currency_code,
      subtotal_incl_tax, tax_amount, grand_total, total_due, payment_method_code, status)
      VALUES (${number}, ${storeCode}, ${`${number}@example.de`}, 'Test', 'Kunde', ${options.currency ?? 'EUR'},
      ${due}, 0, ${due}, ${due}, ${options.method ?? 'banktransfer'}, ${options.status ?? 'pending'})
      RETURNING id`,
  );
  orderIds.set(`${storeCode}/${number}`, row?.id ?? 0);
}
const orderId = (key: string) => orderIds.get(key) ?? -1;

async function totalDue(key: string): Promise<number> {
  const [row] = await queryRows<{ total_due: string }>(
    database.db,
    sql`SELECT total_due FROM orders WHERE id = ${orderId(key)}`,
  );
  return Number(row?.total_due);
}

async function creditRow(id: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    database.db,
    sql`SELECT state, reason, reason_detail, order_id, suggested_order_id, matched_by_staff_id, debtor_name
      FROM bank_statement_credits WHERE id = ${id}`,
  );
  return row;
}

const count = async (table: 'bank_statement_imports' | 'bank_statement_credits') =>
  Number(
    (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]
      ?.n,
  );

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = createJobQueue(database, { log: { error: () => {} } as never });
  // The two members of staff who upload and match (the credits name them by foreign key).
  await database.db.execute(sql`INSERT INTO staff_accounts (id, email, name, role, password_hash)
    VALUES (7, 'kasse@hortus.example', 'Kim Kasse', 'orders', 'x'), (9, 'buchhaltung@hortus.example', 'Bo Buch', 'orders', 'x')`);
  // The orders the sample statements pay; numbers count per store view, so some exist in two.
  await placeOrder('de-de', '100000101', 24990);
  await placeOrder('de-de', '100000102', 118900);
  await placeOrder('de-de', '100000103', 8995);
  await placeOrder('de-de', '100000104', 12900);
  await placeOrder('de-de', '100000105', 4990);
  await placeOrder('de-de', '100000106', 2000);
  await placeOrder('at-de', '100000105', 7990);
  await placeOrder('at-de', '100000106', 3000);
  await placeOrder('at-de', '100000201', 18900);
  await placeOrder('at-de', '100000202', 7450);
  await placeOrder('at-de', '100000203', 15000);
  await placeOrder('at-de', '100000204', 16200);
  await placeOrder('at-de', '100000207', 9900, { status: 'canceled' });
  await placeOrder('ch-de', '100000301', 124900, { currency: 'CHF' });
  await placeOrder('ch-de', '100000302', 5900, { currency: 'CHF', method: 'cashondelivery' });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

// The files are imported in this order, one test after the other, as staff would upload them.
describe('importStatement', () => {
  let partialCreditId = 0;
  let debitCreditId = 0;

  it("books the German .02 statement's matching credit once, lists partial, over-payment and unknown number for review, debit, reversal and pending as ignored", async () => {
    const report = await importStatement(
      database.db,
      jobs,
      sample('de-eur-2026-11-20.camt053.001.02.xml'),
      staff,
      recordBooking,
    );
    expect(report.statements).toEqual([
      {
        id: '2026-11-20-DE89370400440532013000-EUR',
        accountIban: 'DE89370400440532013000',
        currency: 'EUR',
        from: '2026-11-20',
        to: '2026-11-20',
        electronicSequenceNumber: '224',
        copyDuplicate: null,
      },
    ]);
    expect(report.booked).toEqual([
      {
        creditId: expect.any(Number),
        orderId: orderId('de-de/100000101'),
        orderNumber: '100000101',
        storeCode: 'de-de',
        amount: 24990,
        currency: 'EUR',
        bookedOn: '2026-11-20',
      },
    ]);
    expect(
      report.review.map(({ reason, amount, orderNumbers, suggestedOrderId }) => ({
        reason,
        amount,
        orderNumbers,
        suggestedOrderId,
      })),
    ).toEqual([
      {
        reason: 'partial_payment',
        amount: 50000,
        orderNumbers: ['100000102'],
        suggestedOrderId: orderId('de-de/100000102'),
      },
      {
        reason: 'over_payment',
        amount: 10000,
        orderNumbers: ['100000103'],
        suggestedOrderId: orderId('de-de/100000103'),
      },
      { reason: 'unknown_order_number', amount: 5900, orderNumbers: ['100009999'], suggestedOrderId: null },
    ]);
    expect(
      report.ignored.map(({ reason, amount, creditId }) => ({ reason, amount, kept: creditId !== null })),
    ).toEqual([
      { reason: 'debit', amount: 120000, kept: true },
      // The reversal names an order number; it pays nothing all the same.
      { reason: 'reversal', amount: 3570, kept: true },
      // A pending credit is not kept: it comes again once booked.
      { reason: 'pending', amount: 12900, kept: false },
    ]);
    expect(report.alreadyImported).toEqual([]);

    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toEqual({
      orderId: orderId('de-de/100000101'),
      eventId: expect.stringMatching(/^bank:[\w-]{43}$/),
      event: {
        type: 'payment',
        amount: 24990,
        currency: 'EUR',
        bookedOn: '2026-11-20',
        reference: 'Bestellung 100000101 Max Mustermann',
        source: 'bank_statement',
      },
      actor: { kind: 'bank_statement', id: String(report.importId), name: null },
    });
    expect(await totalDue('de-de/100000101')).toBe(0);
    expect(await totalDue('de-de/100000102')).toBe(118900);
    const booked = await creditRow(report.booked[0]?.creditId ?? 0);
    expect(booked).toMatchObject({
      state: 'booked',
      order_id: orderId('de-de/100000101'),
      debtor_name: 'Max Mustermann',
    });
    partialCreditId = report.review[0]?.creditId ?? 0;
    debitCreditId = report.ignored[0]?.creditId ?? 0;
    expect(await creditRow(partialCreditId)).toMatchObject({
      state: 'review',
      reason: 'partial_payment',
      order_id: null,
    });
    const [imported] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`SELECT staff_id, statement_ids, account_ibans, period_from, period_to, booked_count, review_count,
        ignored_count, already_imported_count, length(file_sha256) AS sha_length
        FROM bank_statement_imports WHERE id = ${report.importId}`,
    );
    expect(imported).toEqual({
      staff_id: 7,
      statement_ids: ['2026-11-20-DE89370400440532013000-EUR'],
      account_ibans: ['DE89370400440532013000'],
      period_from: '2026-11-20',
      period_to: '2026-11-20',
      booked_count: 1,
      review_count: 3,
      ignored_count: 3,
      already_imported_count: 0,
      sha_length: 64,
    });
  });

  it('books nothing when the same file comes again, nor when the bank sends it as a duplicate', async () => {
    const credits = await count('bank_statement_credits');
    for (const file of [
      'de-eur-2026-11-20.camt053.001.02.xml',
      'de-eur-2026-11-20-duplicate.camt053.001.02.xml',
    ]) {
      const report = await importStatement(database.db, jobs, sample(file), staff, recordBooking);
      expect(report.booked).toEqual([]);
      expect(report.review).toEqual([]);
      expect(report.ignored.map((entry) => entry.reason)).toEqual(['pending']);
      expect(report.alreadyImported.map(({ state, amount }) => [state, amount])).toEqual([
        ['booked', 24990],
        ['review', 50000],
        ['review', 10000],
        ['review', 5900],
        ['ignored', 120000],
        ['ignored', 3570],
      ]);
    }
    expect(bookings).toHaveLength(1);
    expect(await count('bank_statement_credits')).toBe(credits);
    expect(await count('bank_statement_imports')).toBe(3);
  });

  it("takes the bank's .08 re-export of 20 to 23 November as overlapping: the 20th's entries imported already, the once pending credit booked", async () => {
    const report = await importStatement(
      database.db,
      jobs,
      sample('de-eur-2026-11-20-to-23.camt053.001.08.xml'),
      staff,
      recordBooking,
    );
    expect(report.alreadyImported).toHaveLength(6);
    expect(report.review).toEqual([]);
    expect(report.ignored).toEqual([]);
    expect(report.booked.map(({ orderNumber, amount, bookedOn }) => [orderNumber, amount, bookedOn])).toEqual(
      [['100000104', 12900, '2026-11-23']],
    );
    expect(bookings.map((booking) => booking.orderId)).toEqual([
      orderId('de-de/100000101'),
      orderId('de-de/100000104'),
    ]);
  });

  it("books the Austrian batch entry's parts one by one, tells store-view twins apart by the amount, and lists the rest with their reasons", async () => {
    const report = await importStatement(
      database.db,
      jobs,
      sample('at-eur-2026-11-21.camt053.001.08.xml'),
      staff,
      recordBooking,
    );
    expect(
      report.booked.map(({ orderNumber, storeCode, amount }) => [orderNumber, storeCode, amount]),
    ).toEqual([
      ['100000201', 'at-de', 18900],
      // Named by its RF creditor reference only.
      ['100000202', 'at-de', 7450],
      // 100000105 is an order in de-de (49.90) and in at-de (79.90): the credit pays the latter exactly.
      ['100000105', 'at-de', 7990],
    ]);
    expect(
      report.review.map(({ reason, amount, suggestedOrderId }) => [reason, amount, suggestedOrderId]),
    ).toEqual([
      ['several_order_numbers', 31200, null],
      ['several_orders', 2500, null],
      ['no_order_number', 4500, null],
      ['order_canceled', 9900, orderId('at-de/100000207')],
    ]);
    expect(await totalDue('de-de/100000105')).toBe(4990);
    expect(await totalDue('at-de/100000105')).toBe(0);
    // Three parts of one entry, three bookings with three event ids.
    expect(new Set(bookings.map((booking) => booking.eventId)).size).toBe(bookings.length);
  });

  it('books the Swiss CHF credit named by its RF reference, and sends a CHF credit for a euro order and one for a cash-on-delivery order to review', async () => {
    const report = await importStatement(
      database.db,
      jobs,
      sample('ch-chf-2026-11-20.camt053.001.08.xml'),
      staff,
      recordBooking,
    );
    expect(
      report.booked.map(({ orderNumber, storeCode, amount, currency }) => [
        orderNumber,
        storeCode,
        amount,
        currency,
      ]),
    ).toEqual([['100000301', 'ch-de', 124900, 'CHF']]);
    expect(
      report.review.map(({ reason, currency, suggestedOrderId }) => [reason, currency, suggestedOrderId]),
    ).toEqual([
      ['other_currency', 'CHF', orderId('de-de/100000101')],
      ['other_payment_method', 'CHF', orderId('ch-de/100000302')],
    ]);
  });

  it('refuses a file that is no camt.053 with 400 and its reason, writing nothing', async () => {
    const imports = await count('bank_statement_imports');
    const camt054 = new TextEncoder().encode(
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn/></Document>',
    );
    const refusal = await importStatement(database.db, jobs, camt054, staff, recordBooking).catch(
      (error) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      reason: 'bank_statement_invalid',
      message: 'The file is a debit/credit notification (camt.054), not a camt.053 bank statement.',
    });
    expect(await count('bank_statement_imports')).toBe(imports);
  });

  describe('matchCredit', () => {
    it('books a credit waiting for review to the order a person chose, for its amount (a partial payment), once', async () => {
      const before = bookings.length;
      const matched = await matchCredit(
        database.db,
        jobs,
        partialCreditId,
        orderId('de-de/100000102'),
        { staffId: 9 },
        recordBooking,
      );
      expect(matched).toEqual({
        creditId: partialCreditId,
        orderId: orderId('de-de/100000102'),
        state: 'matched_by_staff',
        matchedNow: true,
      });
      expect(bookings.slice(before)).toEqual([
        expect.objectContaining({
          orderId: orderId('de-de/100000102'),
          event: expect.objectContaining({ amount: 50000, currency: 'EUR', bookedOn: '2026-11-20' }),
          actor: { kind: 'staff', id: '9', name: null },
        }),
      ]);
      expect(await totalDue('de-de/100000102')).toBe(68900);
      expect(await creditRow(partialCreditId)).toMatchObject({
        state: 'matched_by_staff',
        reason: 'partial_payment',
        order_id: orderId('de-de/100000102'),
        matched_by_staff_id: 9,
      });

      // The same request again changes nothing.
      const again = await matchCredit(
        database.db,
        jobs,
        partialCreditId,
        orderId('de-de/100000102'),
        staff,
        recordBooking,
      );
      expect(again.matchedNow).toBe(false);
      expect(bookings).toHaveLength(before + 1);
      expect(await totalDue('de-de/100000102')).toBe(68900);
    });

    it('uses the same event id the import would have used, so the history books the line once either way', async () => {
      const [credit] = await queryRows<{ entry_key: string }>(
        database.db,
        sql`SELECT entry_key FROM bank_statement_credits WHERE id = ${partialCreditId}`,
      );
      expect(bookings.at(-1)?.eventId).toBe(`bank:${credit?.entry_key}`);
    });

    it.each([
      [
        'a credit booked to another order',
        () => partialCreditId,
        () => orderId('de-de/100000103'),
        409,
        'bank_credit_already_booked',
      ],
      ['a debit', () => debitCreditId, () => orderId('de-de/100000103'), 409, 'bank_credit_not_a_payment'],
      ['a credit that does not exist', () => 999_999, () => orderId('de-de/100000103'), 404, 'not_found'],
    ])('refuses %s, booking nothing', async (_name, credit, order, status, reason) => {
      const before = bookings.length;
      const refusal = await matchCredit(database.db, jobs, credit(), order(), staff, recordBooking).catch(
        (error) => error,
      );
      expect(refusal).toMatchObject({ statusCode: status, reason });
      expect(bookings).toHaveLength(before);
    });

    it('refuses an order that does not exist and one in another currency, leaving the credit for review', async () => {
      const [overPayment] = await queryRows<{ id: number }>(
        database.db,
        sql`SELECT id FROM bank_statement_credits WHERE state = 'review' AND reason = 'over_payment'`,
      );
      const creditId = overPayment?.id ?? 0;
      const missing = await matchCredit(database.db, jobs, creditId, 999_999, staff, recordBooking).catch(
        (error) => error,
      );
      expect(missing).toMatchObject({ statusCode: 404, reason: 'not_found' });
      const chf = await matchCredit(
        database.db,
        jobs,
        creditId,
        orderId('ch-de/100000302'),
        staff,
        recordBooking,
      ).catch((error) => error);
      expect(chf).toMatchObject({ statusCode: 409, reason: 'bank_credit_currency_mismatch' });
      expect(await creditRow(creditId)).toMatchObject({ state: 'review', order_id: null });
    });
  });

  it('books a credit once when two people upload the same new file at the same moment', async () => {
    await placeOrder('de-de', '100000402', 2000);
    const file = readFileSync(
      new URL('./samples/ch-chf-2026-11-20.camt053.001.08.xml', import.meta.url),
      'utf8',
    )
      .replaceAll('CH202611200000000007', 'CH202611250000000007')
      .replace('<Ustrd>Bestellung 100000101</Ustrd>', '<Ustrd>Bestellung 100000402</Ustrd>')
      .replaceAll('CHF', 'EUR')
      .replaceAll('<Amt Ccy="EUR">249.90</Amt>', '<Amt Ccy="EUR">20.00</Amt>');
    const upload = () =>
      importStatement(database.db, jobs, new TextEncoder().encode(file), staff, recordBooking);
    const reports = await Promise.all([upload(), upload()]);
    expect(reports.map((report) => report.booked.length).sort()).toEqual([0, 1]);
    expect(reports.map((report) => report.alreadyImported.length).sort()).toEqual([0, 3]);
    expect(bookings.filter((booking) => booking.orderId === orderId('de-de/100000402'))).toHaveLength(1);
    expect(await totalDue('de-de/100000402')).toBe(0);
  });

  it("keeps a credit for review when the order's history refuses the payment, undoing what the refused booking wrote", async () => {
    await placeOrder('de-de', '100000401', 1000);
    const refuseBooking: BookPayment = async (db, _queue, payment) => {
      await recordBooking(db, _queue, payment);
      throw new HttpError(409, 'An order that is delivered cannot take a payment.', {
        reason: 'conflict',
      });
    };
    const file = readFileSync(
      new URL('./samples/ch-chf-2026-11-20.camt053.001.08.xml', import.meta.url),
      'utf8',
    )
      .replaceAll('CH202611200000000007', 'CH202611240000000007')
      .replace('<Ustrd>Bestellung 100000101</Ustrd>', '<Ustrd>Bestellung 100000401</Ustrd>')
      .replaceAll('CHF', 'EUR')
      .replace('<Amt Ccy="EUR">249.90</Amt>', '<Amt Ccy="EUR">10.00</Amt>')
      .replace('<Amt Ccy="EUR">249.90</Amt>', '<Amt Ccy="EUR">10.00</Amt>');
    const report = await importStatement(
      database.db,
      jobs,
      new TextEncoder().encode(file),
      staff,
      refuseBooking,
    );
    const refused = report.review.find((credit) => credit.reason === 'booking_refused');
    expect(refused).toMatchObject({
      amount: 1000,
      detail: 'An order that is delivered cannot take a payment.',
      suggestedOrderId: orderId('de-de/100000401'),
    });
    expect(await totalDue('de-de/100000401')).toBe(1000);
    expect(await creditRow(refused?.creditId ?? 0)).toMatchObject({
      state: 'review',
      reason: 'booking_refused',
      reason_detail: 'An order that is delivered cannot take a payment.',
      order_id: null,
    });
  });
});
