import { companyUid, placeOrder as placeOrderEndpoint } from '@hortus/api-contract';
import { checkVatNumber } from '@hortus/core/vat-number';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/access-token';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import type { Caller } from '../cart';
import type { VerifyAccessToken } from '../catalog';
import { type PlacementContext, placeOrder } from './place-order';

export const checkoutRoutes: FastifyPluginAsync<{
  context: PlacementContext;
  verifyAccessToken: VerifyAccessToken;
}> = async (fastify, { context, verifyAccessToken }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(placeOrderEndpoint.path, { schema: routeSchema(placeOrderEndpoint) }, async (request) =>
    ok(
      await placeOrder(
        context,
        requireStoreView(request),
        await callerOf<Caller>(request, verifyAccessToken),
        request.query.cartId,
        request.body,
      ),
    ),
  );

  app.post(companyUid.path, { schema: routeSchema(companyUid) }, async (request) => {
    const check = checkVatNumber(request.body.vat_id);
    return ok({
      vat_id: check.vatId,
      valid: check.valid,
      country: check.country,
      vies_country: check.viesCountry,
    });
  });
};
