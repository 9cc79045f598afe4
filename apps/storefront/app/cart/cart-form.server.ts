import { QUANTITY_NOT_ABOVE_ZERO } from '@hortus/core';
import { z } from 'zod';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import type { Route } from '../routes/+types/cart';
import { answerForm, returnPath } from '../session/respond.server';
import { openSession } from '../session/session.server';
import { addToCart, applyCoupon, CartError, removeCoupon, setQuantity } from './cart.server';

const sku = z.string().trim().min(1).max(64);
const quantity = z.coerce.number().int().min(0).max(10_000);
/** What is added: payments spec 5, a positive whole number ('Quantity must be above 0'). */
const addedQuantity = z.coerce
  .number({ error: QUANTITY_NOT_ABOVE_ZERO })
  .int(QUANTITY_NOT_ABOVE_ZERO)
  .min(1, QUANTITY_NOT_ABOVE_ZERO)
  .max(10_000);
/** What the cart's forms may send: one intent and its fields; anything else is refused before the API. */
const cartForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), sku, qty: addedQuantity }),
  z.object({ intent: z.literal('update'), sku, qty: quantity }),
  z.object({ intent: z.literal('remove'), sku }),
  z.object({ intent: z.literal('coupon'), code: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal('remove-coupon') }),
]);

/** The cart page's action: add (also from a product page), quantity, removal and the coupon. */
export async function cartAction({ params, request, context }: Route.ActionArgs) {
  const storeView = requireStoreView(params);
  const store = storeView.storeCode;
  const form = await request.formData();
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
    const belowOne = parsed.error.issues.some((issue) => issue.message === QUANTITY_NOT_ABOVE_ZERO);
    const notice = { type: 'error', id: belowOne ? 'cart.quantityAboveZero' : 'cart.badInput' } as const;
    return answerForm(session, form, { notice, status: 400, next });
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
          return setQuantity(session, input.sku, 0);
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
