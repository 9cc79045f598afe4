import { placeOrder as placeOrderEndpoint } from '@hortus/api-contract';
import { TOKEN_REFRESH_UNAUTHORIZED } from '@hortus/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenOf } from '../../http/access-token';
import { ok, unauthorized } from '../../http/envelope';
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

  /** The customer of the call's token, as the cart calls read it; a guest has none. */
  async function callerOf(request: FastifyRequest): Promise<Caller | null> {
    const token = accessTokenOf(request);
    if (!token) return null;
    const claims = await verifyAccessToken(token);
    if (!claims) throw unauthorized(TOKEN_REFRESH_UNAUTHORIZED);
    return claims;
  }

  app.post(placeOrderEndpoint.path, { schema: routeSchema(placeOrderEndpoint) }, async (request) =>
    ok(
      await placeOrder(
        context,
        requireStoreView(request),
        await callerOf(request),
        request.query.cartId,
        request.body,
      ),
    ),
  );
};
