import type { StockPolicy } from '@hortus/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { stockItems } from './tables';

/** A product's stock as the spec's documents carry it. */
export interface StockState {
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
}

type StockRow = typeof stockItems.$inferSelect;

/** What `stockColumn` reads. */
export interface StockRows {
  stock: StockRow[];
}

/**
 * The stock of products as one JSON column, `stock`, for a catalogue read that loads documents, prices
 * and stock in one statement (ADR 0003); `ids` is a SQL expression of an int[] of the product ids.
 */
export function stockColumn(ids: SQL): SQL {
  return sql`
    (SELECT coalesce(json_agg(json_build_object(
        'productId', s.product_id, 'qty', s.qty, 'isInStock', s.is_in_stock, 'manageStock', s.manage_stock,
        'minSaleQty', s.min_sale_qty, 'maxSaleQty', s.max_sale_qty)), '[]'::json)
      FROM stock_items s WHERE s.product_id = ANY(${ids})) AS stock`;
}

/** The stock rows as the documents' `stock` fields, in stock as the store view's policy says. */
export function stockStates(rows: StockRow[], policy: StockPolicy): Map<number, StockState> {
  return new Map(
    rows.map((row) => [
      row.productId,
      {
        product_id: row.productId,
        qty: row.qty,
        is_in_stock: policy.isInStock(row),
        manage_stock: row.manageStock,
        min_sale_qty: row.minSaleQty,
        max_sale_qty: row.maxSaleQty,
      },
    ]),
  );
}

/** The `stock` field of a product without a stock row: nothing to sell. */
export function noStock(productId: number): StockState {
  return {
    product_id: productId,
    qty: 0,
    is_in_stock: false,
    manage_stock: true,
    min_sale_qty: 1,
    max_sale_qty: 0,
  };
}

/**
 * The default stock policy in SQL: true when the stock row `alias` (of `stock_items`) can give `wantedQty`
 * units, exactly where `defaultStockPolicy.status(row, wantedQty)` is not 'out_of_stock' (with one unit,
 * where `isInStock(row)` holds): the operator's flag is on and, for counted stock, at least one unit and
 * the wanted ones are left. The search's in-stock join and the placing of an order both ask it, and
 * stock-states.test.ts holds it to the core policy; a store view with another stock policy needs its own.
 */
export function stockCanSupply(alias: string, wantedQty: SQL): SQL {
  const s = sql.identifier(alias);
  return sql`(${s}.is_in_stock AND (NOT ${s}.manage_stock OR (${s}.qty > 0 AND ${s}.qty >= ${wantedQty})))`;
}

/**
 * `JOIN stock_items` keeping only products in stock (`stockCanSupply` one unit), for the catalogue's search
 * when out-of-stock products are not listed.
 */
export function inStockJoin(productId: SQL): SQL {
  return sql`JOIN stock_items stock ON stock.product_id = ${productId} AND ${stockCanSupply('stock', sql`1`)}`;
}

/** Fresh planner statistics of the stock table, after an import changed many rows. */
export async function analyzeStockTables(db: Database): Promise<void> {
  await db.execute(sql`ANALYZE stock_items`);
}
