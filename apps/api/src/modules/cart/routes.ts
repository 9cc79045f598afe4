import type { CartTotalsResult } from '@hortus/api-contract';
import {
  cartApplyCoupon,
  cartClear,
  cartCreate,
  cartDelete,
  cartDeleteCoupon,
  cartPull,
  cartTotals,
  cartUpdate,
  cartUpdateMany,
} from '@hortus/api-contract';
import type { StoreView } from '@hortus/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VerifyAccessToken } from '../../http/access-token';
import { callerOf } from '../../http/access-token';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import {
  applyCoupon,
  type Caller,
  type CartContext,
  clearCart,
  createCart,
  deleteCoupon,
  type OpenCart,
  openCart,
  openCartWithLines,
  pullCart,
  removeFromCart,
  storeViewOfCart,
  updateCart,
} from './service';

export interface CartModuleOptions {
  context: CartContext;
  verifyAccessToken: VerifyAccessToken;
  /**
   * The cart's totals with its delivery and payment (given by app.ts: the checkout's, which prices the
   * choices; the cart prices its lines and knows no shipping or payment).
   */
  totalsOf: (cart: OpenCart, storeView: StoreView, caller: Caller | null) => Promise<CartTotalsResult>;
}

export const cartRoutes: FastifyPluginAsync<CartModuleOptions> = async (
  fastify,
  { context, verifyAccessToken, totalsOf },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The customer of the call's token (query `token` or Bearer); none for a guest; 401 for a bad token. */
  const callerOfRequest = (request: FastifyRequest) => callerOf<Caller>(request, verifyAccessToken);

  /** The cart of a call and its store view, for a caller allowed to use it. */
  async function cartOf(request: FastifyRequest & { query: { cartId: string } }) {
    const caller = await callerOfRequest(request);
    const cart = await openCart(context, request.query.cartId, caller);
    return { caller, cart, storeView: storeViewOfCart(cart, request.storeView) };
  }

  /** `cartOf` with the cart's lines and their products, for the calls that price them. */
  async function cartWithLinesOf(request: FastifyRequest & { query: { cartId: string } }) {
    const caller = await callerOfRequest(request);
    return { caller, ...(await openCartWithLines(context, request.query.cartId, caller, request.storeView)) };
  }

  app.post(cartCreate.path, { schema: routeSchema(cartCreate) }, async (request) =>
    ok(
      await createCart(
        context,
        requireStoreView(request),
        await callerOfRequest(request),
        request.query.cartId,
      ),
    ),
  );

  app.get(cartPull.path, { schema: routeSchema(cartPull) }, async (request) => {
    const { caller, cart, storeView } = await cartWithLinesOf(request);
    return ok(pullCart(context, cart, storeView, caller));
  });

  app.post(cartUpdate.path, { schema: routeSchema(cartUpdate) }, async (request) => {
    const caller = await callerOfRequest(request);
    const { cartId } = request.query;
    const [item] = await updateCart(context, cartId, request.storeView, caller, [request.body.cartItem]);
    return ok(item as NonNullable<typeof item>);
  });

  app.post(cartUpdateMany.path, { schema: routeSchema(cartUpdateMany) }, async (request) => {
    const caller = await callerOfRequest(request);
    const { cartId } = request.query;
    return ok(await updateCart(context, cartId, request.storeView, caller, request.body.cartItems));
  });

  app.post(cartDelete.path, { schema: routeSchema(cartDelete) }, async (request) => {
    const { cart, storeView } = await cartOf(request);
    await removeFromCart(context, cart, storeView, request.body.cartItem);
    return ok(true as const);
  });

  app.post(cartClear.path, { schema: routeSchema(cartClear) }, async (request) => {
    const { cart } = await cartOf(request);
    await clearCart(context, cart);
    return ok(true as const);
  });

  app.post(cartApplyCoupon.path, { schema: routeSchema(cartApplyCoupon) }, async (request) => {
    const { cart, storeView } = await cartOf(request);
    await applyCoupon(context, cart, storeView, request.query.coupon);
    return ok(true as const);
  });

  app.post(cartDeleteCoupon.path, { schema: routeSchema(cartDeleteCoupon) }, async (request) => {
    const { cart } = await cartOf(request);
    await deleteCoupon(context, cart);
    return ok(true as const);
  });

  app.get(cartTotals.path, { schema: routeSchema(cartTotals) }, async (request) => {
    const { caller, cart, storeView } = await cartWithLinesOf(request);
    return ok(await totalsOf(cart, storeView, caller));
  });
};
