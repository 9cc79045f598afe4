import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { carts, coupons } from './tables';

/**
 * The undo of an order's claim on its cart (ARCHITECTURE "Flows as steps with compensation"): when the
 * payment of the order fails, the shopper is back in the checkout with the cart they had, to choose another
 * way to pay. The cart opens again only while it is the one the order closed; a customer who has started
 * another cart meanwhile keeps that one (one active cart each). The coupon's counted use is given back.
 * Answers whether the cart is open again.
 */
export async function reopenOrderedCart(db: Database, cartId: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    WITH reopened AS (
      UPDATE ${carts} c SET status = 'active', updated_at = now()
      WHERE c.cart_id = ${cartId} AND c.status = 'ordered'
        AND (c.customer_id IS NULL OR NOT EXISTS (
          SELECT FROM ${carts} other
          WHERE other.customer_id = c.customer_id AND other.store_code = c.store_code AND other.status = 'active'))
      RETURNING c.store_code, c.coupon_code
    ),
    coupon_given_back AS (
      UPDATE ${coupons} k SET times_used = greatest(k.times_used - 1, 0)
      FROM reopened r WHERE k.store_code = r.store_code AND k.code = r.coupon_code
    )
    SELECT count(*)::int AS reopened FROM reopened`)) as { rows: { reopened: number }[] };
  return (rows[0]?.reopened ?? 0) > 0;
}
