import type { StoreCode } from '@hortus/core';
import { urls } from '../lib/urls';
import type { NotificationAction } from '../state/notifications';

/** A notice as the server leaves it for a page (session.server.ts). */
interface LeftNotice {
  id: string;
  values?: Record<string, string | number> | undefined;
}

/** Spec 5 "Messages": 'Quantity must be above 0', for a quantity field set to 0 (its values name the sku). */
export const QUANTITY_ABOVE_ZERO = 'cart.quantityAboveZero';
/** A line taken out of the cart; its values (name, sku, qty) carry what the undo needs. */
export const LINE_REMOVED = 'cart.removedLine';
/** How long a removal's undo is offered: twice a plain notice's time, to notice it and then decide. */
export const UNDO_TIME_TO_LIVE_MS = 10_000;

/**
 * The undo of a removal: a post of the line back at its quantity to the cart's action (a plain form, so
 * it works on the page a form post without JavaScript lands on); `run` does it in the browser instead.
 */
export function undoRemoval(
  store: StoreCode,
  line: { sku: string; qty: number },
  label: string,
  run?: () => void,
): NotificationAction {
  return {
    label,
    post: { to: urls.cart(store), fields: { intent: 'restore', sku: line.sku, qty: String(line.qty) } },
    ...(run ? { run } : {}),
  };
}

/** What a notice left by the server adds to its notification: a removal's undo, offered a while. */
export function undoNotice(
  notice: LeftNotice,
  store: StoreCode,
  label: string,
): { action: NotificationAction; timeToLive: number } | Record<string, never> {
  const { sku, qty } = notice.values ?? {};
  if (notice.id !== LINE_REMOVED || typeof sku !== 'string' || typeof qty !== 'number') return {};
  return { action: undoRemoval(store, { sku, qty }, label), timeToLive: UNDO_TIME_TO_LIVE_MS };
}
