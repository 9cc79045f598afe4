import { notEnoughStockMessage } from '@hortus/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { StatementStep } from '../../db/statement-step';
import { HttpError } from '../../http/envelope';
import { stockCanSupply } from './stock-states';
import { stockItems, stockReservations } from './tables';

/** The answer when an order wants more of a product than is left (the name tells the shopper which). */
const notEnoughStock = (name: string) =>
  new HttpError(409, notEnoughStockMessage(name), { reason: 'not_enough_stock', details: { product: name } });

export interface ReservedLine {
  productId: number;
  /** The name the shopper knows the product by, for the refusal. */
  name: string;
  qty: number;
}

/**
 * The stock's part of the statement that places an order (checkout/place-order.ts, ADR 0010): each
 * product's row is locked in product order, so two orders with the same products never wait on each other
 * in a circle, and read as it is now; the order is refused, naming the first product (in that order) that
 * cannot supply its units (`stockCanSupply`), so two orders racing for the last unit cannot both get it.
 * When every part agrees, the units are taken and a reservation is written for each product whose stock is
 * managed (one made to order takes nothing). The refusal is the short product's id: `shortProduct` turns
 * it into the 409 naming it.
 */
export function reserveStock(
  lines: readonly ReservedLine[],
  expiresAt: Date | null,
): StatementStep & { shortProduct: (refusal: string) => HttpError } {
  const byProduct = new Map<number, ReservedLine>();
  for (const line of lines) {
    const known = byProduct.get(line.productId);
    byProduct.set(line.productId, known ? { ...known, qty: known.qty + line.qty } : line);
  }
  return {
    checks: STOCK_CHECKS,
    refusal: STOCK_REFUSAL,
    writes: STOCK_WRITES,
    values: {
      stockWanted: JSON.stringify(
        [...byProduct.values()].map((line) => ({ product_id: line.productId, qty: line.qty })),
      ),
      stockExpiresAt: expiresAt?.toISOString() ?? null,
    },
    shortProduct: (refusal) => notEnoughStock(byProduct.get(Number(refusal))?.name ?? refusal),
  };
}

const STOCK_CHECKS = sql`
  -- What the order takes of each product (its lines added up per product).
  stock_wanted AS (
    SELECT w.product_id, w.qty
    FROM jsonb_to_recordset(${sql.placeholder('stockWanted')}::jsonb) AS w(product_id int, qty int)
  ),
  -- Their rows, locked in product order (rows are locked as the sort hands them over) and read as they are
  -- now: what is checked below is what the update then changes.
  stock_locked AS (
    SELECT s.product_id, s.qty, s.is_in_stock, s.manage_stock FROM stock_items s
    WHERE s.product_id IN (SELECT product_id FROM stock_wanted)
    ORDER BY s.product_id
    FOR UPDATE
  ),
  -- The first product that cannot be had: no stock row, or one that cannot supply the units wanted.
  stock_short AS (
    SELECT w.product_id FROM stock_wanted w LEFT JOIN stock_locked s ON s.product_id = w.product_id
    WHERE s.product_id IS NULL OR NOT ${stockCanSupply('s', sql`w.qty`)}
    ORDER BY w.product_id LIMIT 1
  )`;

const STOCK_REFUSAL = sql`(SELECT product_id::text FROM stock_short)`;

const STOCK_WRITES = sql`
  -- The units taken; a product whose stock is not managed keeps its quantity.
  stock_taken AS (
    UPDATE stock_items s SET qty = CASE WHEN s.manage_stock THEN s.qty - w.qty ELSE s.qty END
    FROM stock_wanted w
    WHERE s.product_id = w.product_id AND EXISTS (SELECT FROM agreed)
    RETURNING s.product_id, s.manage_stock, w.qty
  ),
  -- A reservation per managed product, so a cancelled or expired order gives exactly its units back.
  stock_reserved AS (
    INSERT INTO stock_reservations (order_id, product_id, qty, expires_at)
    SELECT o.id, t.product_id, t.qty, ${sql.placeholder('stockExpiresAt')}::timestamptz
    FROM placed_order o, stock_taken t WHERE t.manage_stock
    ORDER BY t.product_id
  )`;

/**
 * Gives an order's reserved units back (a cancelled order, or an unpaid one whose reservation expired).
 * Each reservation is released once, however often this runs: it marks what it gives back in the same
 * statement. Answers how many units went back.
 */
export async function releaseReservation(tx: Database, orderId: number, now: Date): Promise<number> {
  const released = await tx
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)))
    .returning({ productId: stockReservations.productId, qty: stockReservations.qty });
  for (const row of [...released].sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(stockItems)
      .set({ qty: sql`${stockItems.qty} + ${row.qty}` })
      .where(eq(stockItems.productId, row.productId));
  }
  return released.reduce((sum, row) => sum + row.qty, 0);
}

/**
 * Keeps an order's reservation until it is shipped or cancelled: money arrived for it (core's lifecycle's
 * `stop_reservation_expiry`), so its units no longer run out. The expiry job queued at placement may still
 * run; the lifecycle then refuses the expiry of an order with a payment, and it does nothing.
 */
export async function holdReservation(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(stockReservations)
    .set({ expiresAt: null })
    .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)));
}
