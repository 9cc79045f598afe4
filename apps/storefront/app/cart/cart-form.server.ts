import { MAX_LINE_QUANTITY } from '@hortus/core';
import { z } from 'zod';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import type { Route } from '../routes/+types/cart';
import { answerForm, returnPath } from '../session/respond.server';
import { type Notice, openSession } from '../session/session.server';
import {
  addToCart,
  applyCoupon,
  CartError,
  removeCoupon,
  removeFromCart,
  restoreLine,
  setQuantity,
} from './cart.server';
import { QUANTITY_ABOVE_ZERO } from './cart-notices';

const sku = z.string().trim().min(1).max(64);
const quantity = z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY);
/** What the cart's forms may send: one intent and its fields; anything else is refused before the API. */
const cartForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), sku, qty: quantity }),
  z.object({ intent: z.literal('update'), sku, qty: quantity }),
  z.object({ intent: z.literal('remove'), sku }),
  // The removal notice's undo: the line back at the quantity it had.
  z.object({ intent: z.literal('restore'), sku, qty: quantity }),
  z.object({ intent: z.literal('coupon'), code: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal('remove-coupon') }),
]);

/**
 * Why a form was refused. A quantity of 0 (or less, or none) is not a removal, which has its own button
 * with an undo: spec 5's 'Quantity must be above 0', shown at the line's field (the notice names its sku).
 */
function refusalOf(form: FormData): Notice {
  const line = form.get('sku');
  const qty = Number(form.get('qty'));
  const aboveZero = Number.isInteger(qty) && qty > 0;
  if (form.get('intent') === 'add' && !aboveZero) return { type: 'error', id: QUANTITY_ABOVE_ZERO };
  if (
    form.get('intent') === 'update' &&
    typeof line === 'string' &&
    sku.safeParse(line).success &&
    !aboveZero
  ) {
    return { type: 'error', id: QUANTITY_ABOVE_ZERO, values: { sku: line.trim() } };
  }
  return { type: 'error', id: 'cart.badInput' };
}

/** The cart page's action: add (also from a product page), quantity, removal and its undo, the coupon. */
export async function cartAction({ params, request, context }: Route.ActionArgs) {
  const storeView = requireStoreView(params);
  const store = storeView.storeCode;
  const form = await request.formData().catch(() => new FormData());
  const session = await openSession(request, store, context.clientAddress);
  const next = returnPath(form, store, urls.cart(store));
  if (storeView.catalogMode) {
    return answerForm(session, form, {
      notice: { type: 'error', id: 'cart.catalogMode' },
      status: 403,
      next: urls.home(store),
    });
  }
  const parsed = cartForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return answerForm(session, form, { notice: refusalOf(form), status: 400, next });
  }
  const input = parsed.data;
  try {
    const notice = await (() => {
      switch (input.intent) {
        case 'add':
          return addToCart(session, input.sku, input.qty);
        case 'update':
          return setQuantity(session, input.sku, input.qty);
        case 'remove':
          return removeFromCart(session, input.sku);
        case 'restore':
          return restoreLine(session, input.sku, input.qty);
        case 'coupon':
          return applyCoupon(session, input.code);
        case 'remove-coupon':
          return removeCoupon(session);
      }
    })();
    // Added without JavaScript: the cart shows what was added, with the way to the checkout.
    return answerForm(session, form, { notice, next: input.intent === 'add' ? urls.cart(store) : next });
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    return answerForm(session, form, { notice: error.notice, status: error.status, next });
  }
}
