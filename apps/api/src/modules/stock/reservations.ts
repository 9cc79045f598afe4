import { notEnoughStockMessage } from '@hortus/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { stockItems, stockReservations } from './tables';

/** The answer when an order wants more of a product than is left (the name tells the shopper which). */
export const notEnoughStock = (name: string) => new HttpError(409, notEnoughStockMessage(name));

export interface ReservedLine {
  productId: number;
  /** The name the shopper knows the product by, for the refusal. */
  name: string;
  qty: number;
}

/**
 * Takes an order's units from stock inside the order's transaction: each product's row is updated only
 * while enough is left (`qty >= n`), so two orders racing for the last unit cannot both get it, and rows
 * are taken in product order, so two orders with the same products never wait on each other in a circle.
 * Products whose stock is not managed (made to order) take nothing. Throws 409 naming the first product
 * that is short; the caller's transaction then rolls back whatever was taken before.
 */
export async function reserveStock(
  tx: Database,
  orderId: number,
  lines: readonly ReservedLine[],
  expiresAt: Date | null,
): Promise<void> {
  const byProduct = new Map<number, ReservedLine>();
  for (const line of lines) {
    const known = byProduct.get(line.productId);
    byProduct.set(line.productId, known ? { ...known, qty: known.qty + line.qty } : line);
  }
  const ordered = [...byProduct.values()].sort((a, b) => a.productId - b.productId);
  for (const line of ordered) {
    const taken = await tx
      .update(stockItems)
      .set({
        qty: sql`CASE WHEN ${stockItems.manageStock} THEN ${stockItems.qty} - ${line.qty} ELSE ${stockItems.qty} END`,
      })
      .where(
        and(
          eq(stockItems.productId, line.productId),
          eq(stockItems.isInStock, true),
          sql`(NOT ${stockItems.manageStock} OR ${stockItems.qty} >= ${line.qty})`,
        ),
      )
      .returning({ managed: stockItems.manageStock });
    if (taken.length === 0) throw notEnoughStock(line.name);
    if (taken[0]?.managed) {
      await tx
        .insert(stockReservations)
        .values({ orderId, productId: line.productId, qty: line.qty, expiresAt });
    }
  }
}

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
