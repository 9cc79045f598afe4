import { defaultStockPolicy, type StockLevel } from '@hortus/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';
import { stockItems } from '../../db/schema';
import { inStockJoin, stockCanSupply, stockStates } from './stock-states';

const testApp = useTestApp();

describe('the in-stock condition of the catalogue search', () => {
  it('keeps exactly the products the default stock policy calls in stock', async () => {
    const { db } = testApp.database;
    // Some rows of each kind, so the comparison can fail: counted stock at zero, taken off sale, made to order.
    await db.execute(
      sql`UPDATE stock_items SET qty = 0 WHERE product_id IN (SELECT product_id FROM stock_items ORDER BY product_id LIMIT 3)`,
    );
    await db.execute(
      sql`UPDATE stock_items SET is_in_stock = false WHERE product_id IN (SELECT product_id FROM stock_items ORDER BY product_id OFFSET 3 LIMIT 3)`,
    );
    await db.execute(
      sql`UPDATE stock_items SET manage_stock = false, qty = 0 WHERE product_id IN (SELECT product_id FROM stock_items ORDER BY product_id OFFSET 6 LIMIT 3)`,
    );
    const rows = await db.select().from(stockItems);
    const byPolicy = rows.filter((row) => defaultStockPolicy.isInStock(row)).map((row) => row.productId);
    const bySql = (
      await queryRows<{ id: number }>(
        db,
        sql`SELECT p.id FROM products p ${inStockJoin(sql`p.id`)} ORDER BY p.id`,
      )
    ).map((row) => row.id);
    expect(rows.length - byPolicy.length).toBeGreaterThanOrEqual(6);
    expect(bySql).toEqual(byPolicy.sort((a, b) => a - b));
  });
});

describe('stockCanSupply', () => {
  // Quantities around the edges: none left, oversold (negative), exactly the units wanted, one more or fewer.
  const quantity = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -1000, max: 1000 }));
  const level: fc.Arbitrary<StockLevel> = fc.record({
    qty: quantity,
    isInStock: fc.boolean(),
    manageStock: fc.boolean(),
  });
  const cases = fc.array(
    fc.record({ level, wanted: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 1000 })) }),
    { minLength: 1, maxLength: 40 },
  );

  /** The SQL's answer for each row (wanting `wanted` units, or 1 for the in-stock question). */
  async function bySql(rows: { level: StockLevel; wanted: number }[]) {
    const json = JSON.stringify(
      rows.map(({ level, wanted }, index) => ({
        index,
        qty: level.qty,
        is_in_stock: level.isInStock,
        manage_stock: level.manageStock,
        wanted,
      })),
    );
    return queryRows<{ supplies: boolean; in_stock: boolean }>(
      testApp.database.db,
      sql`SELECT ${stockCanSupply('s', sql`s.wanted`)} AS supplies, ${stockCanSupply('s', sql`1`)} AS in_stock
        FROM jsonb_to_recordset(${json}::jsonb)
          AS s(index int, qty int, is_in_stock boolean, manage_stock boolean, wanted int)
        ORDER BY s.index`,
    );
  }

  it("answers as the default stock policy's status and isInStock for any stock row and wanted quantity", async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (rows) => {
        const answers = await bySql(rows);
        expect(answers).toEqual(
          rows.map(({ level, wanted }) => ({
            supplies: defaultStockPolicy.status(level, wanted) !== 'out_of_stock',
            in_stock: defaultStockPolicy.isInStock(level),
          })),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('is false when nothing is left, even for nothing wanted, and true for the last units exactly', async () => {
    const counted = { isInStock: true, manageStock: true };
    const answers = await bySql([
      { level: { ...counted, qty: 0 }, wanted: 0 },
      { level: { ...counted, qty: -2 }, wanted: 1 },
      { level: { ...counted, qty: 3 }, wanted: 3 },
      { level: { ...counted, qty: 3 }, wanted: 4 },
      { level: { qty: -5, isInStock: true, manageStock: false }, wanted: 50 },
      { level: { qty: 5, isInStock: false, manageStock: false }, wanted: 1 },
    ]);
    expect(answers.map((answer) => answer.supplies)).toEqual([false, false, true, false, true, false]);
  });
});

describe('stockStates', () => {
  it('gives every row the spec fields with is_in_stock from the policy', () => {
    const states = stockStates(
      [
        { productId: 1, qty: 0, isInStock: true, manageStock: true, minSaleQty: 1, maxSaleQty: 5 },
        { productId: 2, qty: 0, isInStock: true, manageStock: false, minSaleQty: 1, maxSaleQty: 5 },
      ],
      defaultStockPolicy,
    );
    expect(states.get(1)).toEqual({
      product_id: 1,
      qty: 0,
      is_in_stock: false,
      manage_stock: true,
      min_sale_qty: 1,
      max_sale_qty: 5,
    });
    expect(states.get(2)?.is_in_stock).toBe(true);
  });
});
