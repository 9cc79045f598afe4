import { defaultStockPolicy } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';
import { stockItems } from '../../db/schema';
import { inStockJoin, stockStates } from './stock-states';

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
