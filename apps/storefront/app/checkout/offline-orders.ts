import type { OrderAnswer as PlacementAnswer } from '../wire/checkout-calls';
import type { Notice } from '../wire/notice';

/**
 * Orders the shopper placed while the browser was offline (spec 4 "Background tasks" and payments spec 4
 * "Offline ordering"): kept in this browser until they reach the shop, then sent automatically (when the
 * shop turns that on) or after the shopper confirms; the thank-you page sends what still waits. Each
 * carries the idempotency key of its attempt, so sending it twice still places one order.
 * One per store view: the cart it orders is that store view's.
 */
export interface OfflineOrder {
  store: string;
  orderKey: string;
  /** The checkout form as it was sent (application/x-www-form-urlencoded). */
  body: string;
  createdAt: number;
}

/** What came of sending an order: the storefront's answer (app/wire), or offline when it did not reach it. */
export type OrderAnswer = PlacementAnswer | { status: 'offline' };

export type OrderNotice = Notice;

const keyOf = (store: string) => `hortus.offline-order.${store}`;

export function offlineOrderOf(store: string): OfflineOrder | null {
  try {
    const saved = JSON.parse(localStorage.getItem(keyOf(store)) ?? 'null') as OfflineOrder | null;
    return saved && typeof saved.body === 'string' && typeof saved.orderKey === 'string' ? saved : null;
  } catch {
    return null;
  }
}

export function keepOfflineOrder(order: OfflineOrder): void {
  try {
    localStorage.setItem(keyOf(order.store), JSON.stringify(order));
  } catch {
    // Storage blocked: the page keeps the order in memory and the shopper is told it is not sent.
  }
}

export function dropOfflineOrder(store: string): void {
  try {
    localStorage.removeItem(keyOf(store));
  } catch {
    // Nothing stored.
  }
}

/**
 * Sends an order to the storefront's order endpoint (`/{store}/checkout/order`, routes/checkout-call.ts) and reads its answer. A
 * network failure answers 'offline': the order is kept by the caller and nothing is lost.
 */
export async function sendOrder(store: string, body: string): Promise<OrderAnswer> {
  let response: Response;
  try {
    response = await fetch(`/${store}/checkout/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
  } catch {
    return { status: 'offline' };
  }
  const answer = (await response.json().catch(() => null)) as OrderAnswer | null;
  if (!answer || !('status' in answer)) {
    return {
      status: 'refused',
      reply: { status: 'error', error: { '': ['checkout.orderFailed'] } },
      notice: { type: 'error', id: 'checkout.orderFailed' },
    };
  }
  return answer;
}

/** Sends the order that waits for this store view; what comes back decides whether it is dropped. */
export async function sendOfflineOrder(store: string): Promise<OrderAnswer | null> {
  const waiting = offlineOrderOf(store);
  if (!waiting) return null;
  const answer = await sendOrder(store, waiting.body);
  // A refusal is final for this attempt (the shopper is told why, e.g. a product sold out); only a network
  // failure keeps it waiting.
  if (answer.status !== 'offline') dropOfflineOrder(store);
  return answer;
}
