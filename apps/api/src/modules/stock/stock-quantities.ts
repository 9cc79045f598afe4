import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { stockItems } from './tables';

/** How many units of each given product are in stock (the warehouse's count less what orders reserved). */
export async function stockQuantitiesOf(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockItems.productId, qty: stockItems.qty })
    .from(stockItems)
    .where(inArray(stockItems.productId, [...productIds]));
  return new Map(rows.map((row) => [row.productId, row.qty]));
}

/**
 * Sets what a product has in stock, as counted by staff. A product without a stock row gets one with the
 * shop's defaults (stock managed, in stock).
 */
export async function writeStockQuantity(tx: Database, productId: number, qty: number): Promise<void> {
  await tx
    .insert(stockItems)
    .values({ productId, qty })
    .onConflictDoUpdate({ target: stockItems.productId, set: { qty } });
}
