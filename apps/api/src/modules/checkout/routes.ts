import {
  cartCollectTotals,
  cartPaymentMethods,
  cartShippingInformation,
  cartShippingMethods,
  checkoutLog,
  companyUid,
  placeOrder as placeOrderEndpoint,
} from '@hortus/api-contract';
import { checkVatNumber } from '@hortus/core/vat-number';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VerifyAccessToken } from '../../http/access-token';
import { callerOf } from '../../http/access-token';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import { type Caller, openCartWithLines } from '../cart';
import { type Payee, withPaymentInstructions } from '../order';
import { writeCheckoutLog } from './checkout-log';
import {
  checkoutOf,
  choosePayment,
  chooseShipping,
  paymentMethodsOfCart,
  shippingMethodsTo,
  totalsOfCart,
} from './choices';
import { type StartOrderPayment, withProviderPayment } from './order-payment';
import { type PlacementContext, placeOrder } from './place-order';
import type { VatNumbers } from './vies/vat-numbers';

export const checkoutRoutes: FastifyPluginAsync<{
  context: PlacementContext;
  verifyAccessToken: VerifyAccessToken;
  vatNumbers: Pick<VatNumbers, 'confirm'>;
  payee: Payee;
  startPayment: StartOrderPayment;
}> = async (fastify, { context, verifyAccessToken, vatNumbers, payee, startPayment }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The cart a call names, with its lines and their products, for a caller allowed to use it. */
  async function cartOf(request: FastifyRequest & { query: { cartId: string } }) {
    const caller = await callerOf<Caller>(request, verifyAccessToken);
    return {
      caller,
      ...(await openCartWithLines(context.cart, request.query.cartId, caller, request.storeView)),
    };
  }

  // The checkout's steps on the cart keep the spec's paths under /api/cart.
  app.get(cartPaymentMethods.path, { schema: routeSchema(cartPaymentMethods) }, async (request) => {
    const { caller, cart, storeView } = await cartOf(request);
    return ok(await paymentMethodsOfCart(context, cart, storeView, caller));
  });

  app.post(cartShippingMethods.path, { schema: routeSchema(cartShippingMethods) }, async (request) => {
    const { cart, storeView } = await cartOf(request);
    return ok(await shippingMethodsTo(context, cart, storeView, request.body.address.country_id));
  });

  app.post(
    cartShippingInformation.path,
    { schema: routeSchema(cartShippingInformation) },
    async (request) => {
      const { caller, cart, storeView } = await cartOf(request);
      const chosen = await chooseShipping(context, cart, storeView, request.body.addressInformation);
      return ok(
        await checkoutOf(context, chosen.cart, storeView, caller, {
          shippingMethods: chosen.shippingMethods,
        }),
      );
    },
  );

  app.post(cartCollectTotals.path, { schema: routeSchema(cartCollectTotals) }, async (request) => {
    const { caller, cart, storeView } = await cartOf(request);
    const method = request.body.methods?.paymentMethod.method;
    if (!method) return ok(await totalsOfCart(context, cart, storeView, caller));
    const chosen = await choosePayment(context, cart, storeView, caller, method);
    return ok(await totalsOfCart(context, chosen.cart, storeView, caller, chosen.paymentMethods));
  });

  app.post(placeOrderEndpoint.path, { schema: routeSchema(placeOrderEndpoint) }, async (request) => {
    const order = await placeOrder(
      context,
      requireStoreView(request),
      await callerOf<Caller>(request, verifyAccessToken),
      request.query.cartId,
      request.body,
      // The shopper's address: the storefront's X-Forwarded-For, believed as TRUST_PROXY says.
      request.ip,
    );
    const paid = await withProviderPayment(
      order,
      request.body.addressInformation.payment_method_additional,
      startPayment,
    );
    return ok(withPaymentInstructions(paid, payee));
  });

  // VIES down answers `vies: 'unavailable'` (200), never an error: the shopper may order, and pays VAT.
  app.post(companyUid.path, { schema: routeSchema(companyUid) }, async (request) => {
    const check = checkVatNumber(request.body.vat_id);
    const confirmation = await vatNumbers.confirm(check);
    return ok({
      vat_id: check.vatId,
      valid: check.valid,
      country: check.country,
      vies_country: check.viesCountry,
      ...confirmation,
    });
  });

  app.post(checkoutLog.path, { schema: routeSchema(checkoutLog) }, async (request) =>
    ok(
      await writeCheckoutLog(
        context.cart,
        requireStoreView(request),
        await callerOf<Caller>(request, verifyAccessToken),
        request.query.cartId,
        request.body,
      ),
    ),
  );
};
