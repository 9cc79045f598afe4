import {
  cartApplyCoupon,
  cartClear,
  cartCollectTotals,
  cartCreate,
  cartDelete,
  cartDeleteCoupon,
  cartPaymentMethods,
  cartPull,
  cartShippingInformation,
  cartShippingMethods,
  cartTotals,
  cartUpdate,
  cartUpdateMany,
} from '@hortus/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/access-token';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import type { VerifyAccessToken } from '../catalog';
import {
  applyCoupon,
  type Caller,
  type CartContext,
  checkoutOf,
  choosePayment,
  chooseShipping,
  clearCart,
  createCart,
  deleteCoupon,
  openCart,
  openCartWithLines,
  paymentMethodsOfCart,
  pullCart,
  removeFromCart,
  shippingMethodsTo,
  storeViewOfCart,
  totalsOfCart,
  updateCart,
} from './service';

export const cartRoutes: FastifyPluginAsync<{
  context: CartContext;
  verifyAccessToken: VerifyAccessToken;
}> = async (fastify, { context, verifyAccessToken }) => {
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

  app.get(cartPaymentMethods.path, { schema: routeSchema(cartPaymentMethods) }, async (request) => {
    const { caller, cart, storeView } = await cartWithLinesOf(request);
    return ok(await paymentMethodsOfCart(context, cart, storeView, caller));
  });

  app.post(cartShippingMethods.path, { schema: routeSchema(cartShippingMethods) }, async (request) => {
    const { cart, storeView } = await cartWithLinesOf(request);
    return ok(await shippingMethodsTo(context, cart, storeView, request.body.address.country_id));
  });

  app.post(
    cartShippingInformation.path,
    { schema: routeSchema(cartShippingInformation) },
    async (request) => {
      const { caller, cart, storeView } = await cartWithLinesOf(request);
      const chosen = await chooseShipping(context, cart, storeView, request.body.addressInformation);
      return ok(await checkoutOf(context, chosen, storeView, caller));
    },
  );

  app.post(cartCollectTotals.path, { schema: routeSchema(cartCollectTotals) }, async (request) => {
    const { caller, cart, storeView } = await cartWithLinesOf(request);
    const method = request.body.methods?.paymentMethod.method;
    const chosen = method ? await choosePayment(context, cart, storeView, caller, method) : cart;
    return ok(await totalsOfCart(context, chosen, storeView, caller));
  });

  app.get(cartTotals.path, { schema: routeSchema(cartTotals) }, async (request) => {
    const { caller, cart, storeView } = await cartWithLinesOf(request);
    return ok(await totalsOfCart(context, cart, storeView, caller));
  });
};
