import { randomUUID } from 'node:crypto';
import type { Order } from '@hortus/api-contract';

/**
 * The orders this server just placed (or found), for their thank-you page, so that the page shows the
 * order as `POST /api/order` answered it instead of reading it again through the API's guest lookup,
 * which counts every read against the shopper's address. Each is kept under a random receipt that only
 * the shopper's httpOnly cookie names (never a URL). A reload within the hour reads it here; after that,
 * after a restart, or on another server, the page falls back to the guest lookup with the cookie's
 * number and e-mail address.
 */
const KEEP_MS = 60 * 60_000;
/** Enough for an hour of a busy shop; the oldest go first beyond it. */
const MAX_KEPT = 1000;

const kept = new Map<string, { order: Order; until: number }>();

/** Keeps the order and answers the receipt that finds it again. */
export function keepPlacedOrder(order: Order, now = Date.now()): string {
  for (const [receipt, entry] of kept) if (entry.until < now) kept.delete(receipt);
  while (kept.size >= MAX_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
  const receipt = randomUUID();
  kept.set(receipt, { order, until: now + KEEP_MS });
  return receipt;
}

/** The order kept under this receipt, when it is still kept and has this number. */
export function placedOrderOf(receipt: string, number: string, now = Date.now()): Order | null {
  const entry = kept.get(receipt);
  if (!entry || entry.until < now || entry.order.increment_id !== number) return null;
  return entry.order;
}
