import type { CheckoutLogBody } from '@hortus/api-contract';
import type { StoreView } from '@hortus/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../http/envelope';
import { type Caller, type CartContext, openCartWithLines, requireSellingStore } from '../cart';
import { checkoutLogs } from './tables';

export const CHECKOUT_LOG_NOT_FOUND = 'No open checkout log of this cart has this id';

export interface CheckoutLogAnswer {
  id: string;
  step: CheckoutLogBody['step'];
  status: 'open' | 'completed' | 'failed';
}

/**
 * Makes the checkout log of a cart (no id) or updates it at a step (spec 4): what the shopper has entered
 * so far and the cart's products as they are now. Only the cart's own caller reaches it (the cart is opened
 * as every cart call opens it), and only while it is open: a completed or failed log is history.
 */
export async function writeCheckoutLog(
  context: CartContext,
  storeView: StoreView,
  caller: Caller | null,
  cartId: string,
  body: CheckoutLogBody,
): Promise<CheckoutLogAnswer> {
  requireSellingStore(storeView);
  const { cart } = await openCartWithLines(context, cartId, caller, storeView);
  const { id, step, ...entered } = body;
  const entries = { ...entered, products: cart.items.map(({ sku, qty }) => ({ sku, qty })) };
  const returning = { id: checkoutLogs.id, step: checkoutLogs.step, status: checkoutLogs.status };
  const [row] = id
    ? await context.db
        .update(checkoutLogs)
        .set({ step, entries, customerId: caller?.customerId ?? null, updatedAt: sql`now()` })
        .where(and(eq(checkoutLogs.id, id), eq(checkoutLogs.cartId, cartId), eq(checkoutLogs.status, 'open')))
        .returning(returning)
    : await context.db
        .insert(checkoutLogs)
        .values({
          storeCode: storeView.storeCode,
          cartId,
          customerId: caller?.customerId ?? null,
          step,
          entries,
        })
        .returning(returning);
  if (!row) throw notFound(CHECKOUT_LOG_NOT_FOUND);
  return row as CheckoutLogAnswer;
}

/**
 * Marks the log with the order's outcome (spec 4: completed or failed with the order). Completed is written
 * in the order's own transaction; a failure after it, so the refusal's reason stays even though the order
 * rolled back. Nothing happens to a log of another cart or one already closed.
 */
export async function closeCheckoutLog(
  db: Database,
  id: string,
  cartId: string,
  outcome: { status: 'completed'; orderId: number } | { status: 'failed'; failure: string },
): Promise<void> {
  await db
    .update(checkoutLogs)
    .set({
      status: outcome.status,
      step: 'review',
      ...(outcome.status === 'completed'
        ? { orderId: outcome.orderId }
        : { failure: outcome.failure.slice(0, 500) }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(checkoutLogs.id, id), eq(checkoutLogs.cartId, cartId), eq(checkoutLogs.status, 'open')));
}
