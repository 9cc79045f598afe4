import { checkoutLog, companyUid, placeOrder as placeOrderEndpoint } from '@hortus/api-contract';
import { checkVatNumber } from '@hortus/core/vat-number';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/access-token';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import type { Caller } from '../cart';
import type { VerifyAccessToken } from '../catalog';
import { type Payee, withPaymentInstructions } from '../order';
import { writeCheckoutLog } from './checkout-log';
import { type PlacementContext, placeOrder } from './place-order';
import type { VatNumbers } from './vies/vat-numbers';

export const checkoutRoutes: FastifyPluginAsync<{
  context: PlacementContext;
  verifyAccessToken: VerifyAccessToken;
  vatNumbers: Pick<VatNumbers, 'confirm'>;
  payee: Payee;
}> = async (fastify, { context, verifyAccessToken, vatNumbers, payee }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
    return ok(withPaymentInstructions(order, payee));
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
