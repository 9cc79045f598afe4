import { selectFinalPrice } from '@hortus/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { type DatabaseConnection, queryRows } from '../../db/database';
import { finalPriceMinor } from './final-price';

let database: DatabaseConnection;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(() => database?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day whose neighbours cross a month end; the calendar arithmetic is the database's and core's own. */
const BASE_DAY = Date.UTC(2026, 2, 31);
const dayName = (offset: number) => new Date(BASE_DAY + offset * DAY_MS).toISOString().slice(0, 10);

interface PriceRow {
  price_minor: number;
  special_price_minor: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

// Special prices around the rule's edges: none, 0, negative, equal to, above and below the regular price;
// from and to days on, before and after the day of `now`.
const priceRow: fc.Arbitrary<PriceRow> = fc
  .record({
    regular: fc.integer({ min: 1, max: 500_000 }),
    special: fc.oneof(
      fc.constant<'none' | 'zero' | 'equal'>('none'),
      fc.constant<'none' | 'zero' | 'equal'>('zero'),
      fc.constant<'none' | 'zero' | 'equal'>('equal'),
      fc.integer({ min: -500_000, max: 500_000 }),
      fc.integer({ min: -2, max: 2 }).map((delta) => ({ delta })),
    ),
    from: fc.option(fc.integer({ min: -2, max: 2 })),
    to: fc.option(fc.integer({ min: -2, max: 2 })),
  })
  .map(({ regular, special, from, to }) => ({
    price_minor: regular,
    special_price_minor:
      special === 'none'
        ? null
        : special === 'zero'
          ? 0
          : special === 'equal'
            ? regular
            : typeof special === 'number'
              ? special
              : regular + special.delta,
    special_from_date: from === null ? null : dayName(from),
    special_to_date: to === null ? null : dayName(to),
  }));

/** Moments on the base day, its first and last millisecond and the ones just outside it included. */
const moment = fc
  .oneof(fc.constantFrom(0, 1, -1, DAY_MS - 1, DAY_MS), fc.integer({ min: -DAY_MS, max: 2 * DAY_MS }))
  .map((offset) => new Date(BASE_DAY + offset));

async function finalPricesBySql(rows: PriceRow[], now: Date, timeZone: string): Promise<number[]> {
  return database.db.transaction(async (tx) => {
    // The session's zone moves `current_date`; the rule must not move with it.
    await tx.execute(sql.raw(`SET LOCAL TimeZone = '${timeZone}'`));
    const answers = await queryRows<{ final: number }>(
      tx,
      sql`SELECT ${finalPriceMinor('p', now)} AS final
        FROM jsonb_to_recordset(${JSON.stringify(rows.map((row, index) => ({ ...row, index })))}::jsonb)
          AS p(index int, price_minor int, special_price_minor int, special_from_date date, special_to_date date)
        ORDER BY p.index`,
    );
    return answers.map((answer) => answer.final);
  });
}

const byCore = (row: PriceRow, now: Date) =>
  selectFinalPrice({
    regularPriceMinor: row.price_minor,
    specialPriceMinor: row.special_price_minor,
    specialFromDate: row.special_from_date,
    specialToDate: row.special_to_date,
    now,
  }).finalPriceMinor;

describe('finalPriceMinor', () => {
  it.each(['UTC', 'Pacific/Kiritimati', 'America/Adak'])(
    "is core's final price for any price row and moment, in a session whose TimeZone is %s",
    async (timeZone) => {
      await fc.assert(
        fc.asyncProperty(fc.array(priceRow, { minLength: 1, maxLength: 30 }), moment, async (rows, now) => {
          expect(await finalPricesBySql(rows, now, timeZone)).toEqual(rows.map((row) => byCore(row, now)));
        }),
        { numRuns: 150 },
      );
    },
  );

  it('ignores a special price of 0 or below and one not below the regular price', async () => {
    const now = new Date(BASE_DAY + 12 * 60 * 60 * 1000);
    const row = (special: number | null) => ({
      price_minor: 1000,
      special_price_minor: special,
      special_from_date: null,
      special_to_date: null,
    });
    const rows = [row(null), row(0), row(-100), row(1000), row(1200), row(999)];
    expect(await finalPricesBySql(rows, now, 'UTC')).toEqual([1000, 1000, 1000, 1000, 1000, 999]);
  });

  it('applies from the first to the last moment of its UTC days, in a session far ahead of UTC', async () => {
    const sale = {
      price_minor: 1000,
      special_price_minor: 800,
      special_from_date: dayName(0),
      special_to_date: dayName(0),
    };
    const at = (offset: number) =>
      finalPricesBySql([sale], new Date(BASE_DAY + offset), 'Pacific/Kiritimati');
    expect(await at(-1)).toEqual([1000]);
    expect(await at(0)).toEqual([800]);
    expect(await at(DAY_MS - 1)).toEqual([800]);
    expect(await at(DAY_MS)).toEqual([1000]);
  });
});
