import {
  type CartItem,
  type CartTotalsResult,
  cartApplyCoupon,
  cartCreate,
  cartDelete,
  cartDeleteCoupon,
  cartPull,
  cartTotals,
  cartUpdate,
  cartUpdateMany,
  type Endpoint,
  stockCheck,
} from '@hortus/api-contract';
import { CART_PRODUCT_REMOVE_ERROR, cartCount, mergeCart, type SyncLine } from '@hortus/core';
import { callEndpoint } from '../lib/api.server';
import type { Notice, Session } from '../session/session.server';
import { cartCall } from './cart-call.server';
import { LINE_REMOVED } from './cart-notices';

/**
 * The cart as the storefront server works it for the shopper (ADR 0009): every call names the session's
 * cart, made on first use; a cart the API no longer gives this shopper (closed, merged, another
 * customer's after a logout) is dropped and a new one made, as spec 4 says for a missing cart id.
 */

/**
 * The minicart's count type (spec 9): 'items' counts lines, anything else sums quantities (the default
 * here, as a shopper counts two sheds as two). `MINICART_COUNT_TYPE` sets it for the shop.
 */
export const CART_COUNT_TYPE = process.env.MINICART_COUNT_TYPE ?? 'qty';

export class CartError extends Error {
  constructor(
    readonly status: number,
    readonly notice: Notice,
  ) {
    super(notice.id);
  }
}

type Reply = { status: number; result: unknown };

async function createCart(session: Session, guestCartId?: string): Promise<string> {
  const reply = await callEndpoint(cartCreate, {
    query: guestCartId ? { cartId: guestCartId } : {},
    token: await session.accessToken(),
    clientAddress: session.clientAddress,
    store: session.store,
  });
  if (reply.status === 401 && session.customer) {
    session.logOut();
    session.ended = true;
    return createCart(session);
  }
  if (reply.status !== 200) throw refused(reply);
  session.setCart({ id: reply.result, count: session.cart?.id === reply.result ? session.cart.count : 0 });
  return reply.result;
}

/** An answer the shopper cannot act on; their input errors are answered where they are sent. */
function refused(reply: Reply): CartError {
  if (reply.status === 403) return new CartError(403, { type: 'error', id: 'cart.catalogMode' });
  return new CartError(reply.status >= 500 ? 502 : reply.status, { type: 'error', id: 'cart.unavailable' });
}

/** A call on the session's cart, made on first use (cart-call.server.ts has the rule for one that is gone). */
function onCart<E extends Endpoint>(session: Session, endpoint: E, input: Parameters<typeof cartCall<E>>[2]) {
  return cartCall(session, endpoint, input, { start: true, create: createCart });
}

/**
 * The cart's lines before a change. A guest without a cart gets a new one, which is empty: it is not read
 * (a customer's may not be: the API answers their existing cart).
 */
async function linesBeforeChange(session: Session): Promise<CartItem[]> {
  if (!session.cart && !(await session.accessToken())) {
    await createCart(session);
    return [];
  }
  const pulled = await onCart(session, cartPull, {});
  if (pulled.status !== 200) throw refused(pulled);
  return pulled.result;
}

function remember(session: Session, totals: CartTotalsResult): CartTotalsResult {
  if (session.cart) session.setCart({ id: session.cart.id, count: cartCount(totals.items, CART_COUNT_TYPE) });
  return totals;
}

/** The cart with its totals, priced now; null while the shopper has no cart (nothing is made for a look). */
export async function loadCart(session: Session): Promise<CartTotalsResult | null> {
  if (!session.cart) {
    await session.accessToken();
    if (!session.customer) return null;
  }
  const reply = await onCart(session, cartTotals, {});
  if (reply.status !== 200) throw refused(reply);
  return remember(session, reply.result);
}

/** Spec 4 "Add to cart": the stock decides first; an existing line grows by the quantity added. */
export async function addToCart(session: Session, sku: string, qty: number): Promise<Notice> {
  const stock = await callEndpoint(stockCheck, {
    query: { sku, qty },
    token: await session.accessToken(),
    clientAddress: session.clientAddress,
    store: session.store,
  });
  if (stock.status === 404) throw new CartError(404, { type: 'error', id: 'cart.unknownProduct' });
  if (stock.status !== 200) throw refused(stock);
  if (stock.result.status === 'out_of_stock') {
    throw new CartError(409, { type: 'error', id: 'product.cannotAdd' });
  }
  const before = await linesBeforeChange(session);
  const line = before.find((item) => item.sku === sku);
  const update = await onCart(session, cartUpdate, {
    body: { cartItem: { sku, qty: (line?.qty ?? 0) + qty } },
  });
  if (update.status !== 200) throw inputRefused(update);
  // The header's count from the lines just read and written: no second read of the priced cart.
  const lines = [...before.filter((item) => item.sku !== sku), update.result];
  if (session.cart) session.setCart({ id: session.cart.id, count: cartCount(lines, CART_COUNT_TYPE) });
  return stock.result.status === 'volatile'
    ? { type: 'warning', id: 'cart.volatile' }
    : { type: 'success', id: 'product.addedToCart' };
}

function inputRefused(reply: Reply): CartError {
  if (reply.status === 400) {
    return new CartError(400, {
      type: 'error',
      id: 'cart.refused',
      values: { reason: typeof reply.result === 'string' ? reply.result.slice(0, 200) : '' },
    });
  }
  return refused(reply);
}

/**
 * A cart line's change the API refused: payments spec 5's 'Cannot update cart', or for a removal spec 4's
 * warning 'cart.product.remove.error' ('Cannot remove product from cart'), as the browser's cart says them.
 */
function changeRefused(reply: Reply, isUpdate: boolean): CartError {
  if (reply.status === 403 || reply.status >= 500) return refused(reply);
  return new CartError(
    reply.status,
    isUpdate
      ? { type: 'error', id: 'cart.refusedRestored' }
      : { type: 'warning', id: CART_PRODUCT_REMOVE_ERROR },
  );
}

/** Sets a line's quantity (at least 1: the API refuses 0 with spec 5's message; removing is its own call). */
export async function setQuantity(session: Session, sku: string, qty: number): Promise<Notice> {
  await updateLine(session, sku, qty);
  return { type: 'success', id: 'cart.quantityUpdated' };
}

async function updateLine(session: Session, sku: string, qty: number): Promise<CartItem> {
  const reply = await onCart(session, cartUpdate, { body: { cartItem: { sku, qty } } });
  if (reply.status !== 200) throw changeRefused(reply, true);
  await loadCart(session);
  return reply.result;
}

/**
 * Takes a line out of the cart. The notice names the product and carries what its undo needs (the sku
 * and the quantity the line had), so that the next page offers to put it back.
 */
export async function removeFromCart(session: Session, sku: string): Promise<Notice> {
  const pulled = await onCart(session, cartPull, {});
  if (pulled.status !== 200) throw refused(pulled);
  const line = pulled.result.find((item) => item.sku === sku);
  if (!line) return { type: 'success', id: 'cart.removed' };
  const reply = await onCart(session, cartDelete, { body: { cartItem: { sku } } });
  if (reply.status !== 200) throw changeRefused(reply, false);
  await loadCart(session);
  return {
    type: 'success',
    id: LINE_REMOVED,
    values: { name: line.name.slice(0, 200), sku: line.sku, qty: line.qty },
  };
}

/** The undo of a removal: the line back at the quantity it had. */
export async function restoreLine(session: Session, sku: string, qty: number): Promise<Notice> {
  const line = await updateLine(session, sku, qty);
  return { type: 'success', id: 'cart.restored', values: { name: line.name.slice(0, 200) } };
}

export async function applyCoupon(session: Session, code: string): Promise<Notice> {
  const reply = await onCart(session, cartApplyCoupon, { query: { coupon: code } });
  if (reply.status === 400 || reply.status === 404) {
    throw new CartError(400, { type: 'error', id: 'cart.couponInvalid' });
  }
  if (reply.status !== 200) throw refused(reply);
  return { type: 'success', id: 'cart.couponApplied' };
}

export async function removeCoupon(session: Session): Promise<Notice> {
  const reply = await onCart(session, cartDeleteCoupon, {});
  if (reply.status !== 200) throw refused(reply);
  return { type: 'success', id: 'cart.couponRemoved' };
}

/**
 * Spec 4 "Cart synchronisation", run here for the browser's cart: the client's lines and the server's
 * are merged by the rules in packages/core (client state forced when the shopper changed the cart or is
 * in checkout), the server is brought to the merged state in one update-many and its deletions, and the
 * priced cart is the answer the browser takes as its own.
 */
export async function syncCart(
  session: Session,
  lines: readonly SyncLine[],
  forceClientState: boolean,
): Promise<CartTotalsResult | null> {
  if (!session.cart && lines.length === 0) return loadCart(session);
  const plan = mergeCart(lines, await linesBeforeChange(session), { forceClientState }, (line) => line);
  if (plan.update.length > 0) {
    const reply = await onCart(session, cartUpdateMany, { body: { cartItems: plan.update } });
    if (reply.status !== 200) throw inputRefused(reply);
  }
  for (const line of plan.remove) {
    const reply = await onCart(session, cartDelete, { body: { cartItem: { item_id: line.item_id } } });
    if (reply.status !== 200) throw refused(reply);
  }
  return loadCart(session);
}

/** After login: the guest cart of this store view becomes the customer's (the API merges the lines). */
export async function adoptGuestCart(session: Session): Promise<void> {
  const guestCartId = session.cart?.id;
  session.setCart(null);
  await createCart(session, guestCartId);
  await loadCart(session);
}
