import { guestOrder, userOrder, userOrderHistory } from '@hortus/api-contract';
import { LOGIN_REQUIRED } from '@hortus/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { accessTokenOf, type VerifyAccessToken } from '../../http/access-token';
import { ok, tooManyRequests, unauthorized } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import type { RateLimit } from '../../security/rate-limit';
import { withHistory } from './history';
import { type Payee, withPaymentInstructions } from './payment-instructions';
import { customerOrder, orderByNumberAndEmail, orderHistory } from './service';

export const orderRoutes: FastifyPluginAsync<{
  db: Database;
  verifyAccessToken: VerifyAccessToken;
  lookupsByAddress: RateLimit;
  payee: Payee;
}> = async (fastify, { db, verifyAccessToken, lookupsByAddress, payee }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The customer of the call's token; no token or a bad one gets the 401 of /api/user/me. */
  async function customerOf(request: FastifyRequest): Promise<number> {
    const token = accessTokenOf(request);
    const claims = token ? await verifyAccessToken(token) : null;
    if (!claims) throw unauthorized(LOGIN_REQUIRED);
    return claims.customerId;
  }

  app.get(userOrderHistory.path, { schema: routeSchema(userOrderHistory) }, async (request) => {
    const customerId = await customerOf(request);
    const { pageSize, currentPage } = request.query;
    return ok(await orderHistory(db, customerId, { pageSize, currentPage }));
  });

  app.get(userOrder.path, { schema: routeSchema(userOrder) }, async (request) =>
    ok(
      withPaymentInstructions(
        await withHistory(db, await customerOrder(db, await customerOf(request), request.params.orderId)),
        payee,
      ),
    ),
  );

  // Every lookup counts against the caller's address, found or not: order numbers are sequential, so
  // trying e-mail addresses against them must stay slow.
  app.post(guestOrder.path, { schema: routeSchema(guestOrder) }, async (request) => {
    const wait = await lookupsByAddress.hit(request.ip);
    if (wait !== null) throw tooManyRequests(wait);
    const { increment_id: incrementId, email } = request.body;
    const order = await withHistory(
      db,
      await orderByNumberAndEmail(db, requireStoreView(request).storeCode, incrementId, email),
    );
    return ok(withPaymentInstructions(order, payee));
  });
};
