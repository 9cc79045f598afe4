import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { type OrderListCursor, type OrderListFilter, orderListPage, ordersOfFilter } from './order-list';

const testApp = useTestApp();
const STORES = ['de-de', 'at-de', 'ch-fr'];
const STATUSES = ['pending', 'processing', 'canceled'];
const PEOPLE = [
  ['Erika', 'Mustermann', 'erika@example.de'],
  ['Jürgen', 'Öztürk', 'j.oeztuerk@example.at'],
  ['Anne', 'Dubois', 'anne_dubois@example.ch'],
];
const COUNT = 130;

/**
 * 130 orders placed over 13 days (ten a day), three of them at the same moment, in three store views with
 * three statuses and three buyers, numbered per store view as the shop numbers them.
 */
beforeAll(async () => {
  const { db } = testApp.database;
  await db.execute(sql`DELETE FROM orders`);
  const values = Array.from({ length: COUNT }, (_, index) => {
    const [firstname, lastname, email] = PEOPLE[index % 3] as [string, string, string];
    const day = Math.floor(index / 10) + 1;
    const moment =
      index < 3
        ? '2026-11-01T09:00:00.000001Z'
        : `2026-11-${String(day).padStart(2, '0')}T${String(8 + (index % 10)).padStart(2, '0')}:15:00Z`;
    return sql`(${String(100000001 + index)}, ${STORES[index % 3]}, ${STATUSES[Math.floor(index / 3) % 3]},
      ${firstname}, ${lastname}, ${email}, 'EUR', 1000, 190, 1000, 1000, ${index % 2 ? 'banktransfer' : 'cashondelivery'},
      ${moment}::timestamptz)`;
  });
  await db.execute(sql`INSERT INTO orders (increment_id, store_code, status, firstname, lastname, email,
    currency_code, subtotal_incl_tax, tax_amount, grand_total, total_due, payment_method_code, created_at)
    VALUES ${sql.join(values, sql`, `)}`);
});

/** Every order of a filter, page by page towards older ones. */
async function walk(filter: OrderListFilter): Promise<string[]> {
  const numbers: string[] = [];
  let cursor: OrderListCursor | null = null;
  for (let pages = 0; pages < 10; pages += 1) {
    const page = await orderListPage(testApp.database.db, filter, cursor);
    numbers.push(...page.rows.map((row) => `${row.storeCode}/${row.incrementId}`));
    if (!page.older) break;
    cursor = page.older;
  }
  return numbers;
}

describe("the back office's order list", () => {
  it('shows the newest first, 50 a page, and pages through every order once, ties of one moment included', async () => {
    const first = await orderListPage(testApp.database.db, {}, null);
    expect(first.rows).toHaveLength(50);
    expect(first.total).toEqual({ count: COUNT, more: false });
    expect(first.newer).toBeNull();
    expect(first.rows[0]).toMatchObject({
      incrementId: '100000130',
      createdAt: '2026-11-13T17:15:00.000000Z',
    });
    const all = await walk({});
    expect(all).toHaveLength(COUNT);
    expect(new Set(all).size).toBe(COUNT);
    expect(all.slice(-3).sort()).toEqual(['at-de/100000002', 'ch-fr/100000003', 'de-de/100000001']);
  });

  it('goes back to the newer page it came from', async () => {
    const first = await orderListPage(testApp.database.db, {}, null);
    const second = await orderListPage(testApp.database.db, {}, first.older);
    const backAgain = await orderListPage(testApp.database.db, {}, second.newer);
    expect(backAgain.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    expect(backAgain.newer).toBeNull();
    const last = await orderListPage(
      testApp.database.db,
      {},
      (await orderListPage(testApp.database.db, {}, second.older)).newer,
    );
    expect(last.rows.map((row) => row.id)).toEqual(second.rows.map((row) => row.id));
  });

  it('filters by store view, status, payment method and placing day, together', async () => {
    const filter = {
      storeCodes: ['de-de'],
      statuses: ['pending'],
      paymentMethods: ['banktransfer'],
      placedFrom: '2026-11-02',
      placedTo: '2026-11-05',
    };
    const expected = Array.from({ length: COUNT }, (_, index) => index).filter((index) => {
      const day = Math.floor(index / 10) + 1;
      return (
        index % 3 === 0 &&
        Math.floor(index / 3) % 3 === 0 &&
        index % 2 === 1 &&
        day >= 2 &&
        day <= 5 &&
        index >= 3
      );
    });
    const found = await walk(filter);
    expect(found.sort()).toEqual(expected.map((index) => `de-de/${100000001 + index}`).sort());
    expect((await orderListPage(testApp.database.db, filter, null)).total.count).toBe(expected.length);
  });

  it('finds an order by the beginning of its number, a buyer by the beginning of the e-mail or part of the name', async () => {
    // 100000120 to 100000129, newest first (100000130 begins otherwise).
    expect(await walk({ query: '10000012' })).toEqual(
      Array.from({ length: 10 }, (_, index) => 100000129 - index).map(
        (n) => `${STORES[(n - 100000001) % 3]}/${n}`,
      ),
    );
    const byMail = await walk({ query: 'J.OEZ' });
    expect(byMail).toHaveLength(43);
    expect(new Set(byMail.map((order) => order.split('/')[0]))).toEqual(new Set(['at-de']));
    expect(await walk({ query: 'öztürk' })).toEqual(byMail);
    expect(await walk({ query: 'anne_' })).toHaveLength((await walk({ query: 'dubois' })).length);
    expect(await walk({ query: '100%' })).toEqual([]);
    expect(await walk({ query: 'nobody' })).toEqual([]);
  });

  it('hands every order of a filter to the export, page by page', async () => {
    const pages: number[] = [];
    for await (const rows of ordersOfFilter(testApp.database.db, { storeCodes: ['ch-fr'] }, 20))
      pages.push(rows.length);
    expect(pages).toEqual([20, 20, 3]);
  });
});
