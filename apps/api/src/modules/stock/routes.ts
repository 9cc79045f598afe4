import { stockCheck, stockList } from '@hortus/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { notFound, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { storeViewOrDefault } from '../../http/store-view';
import { policiesFor } from '../../policies';
import { type ProductIdsOfSkus, stockOfSkus } from './service';

/** Stock is the same in every store view; the store view, when named, chooses the stock policy. */
function stockPolicyOf(request: FastifyRequest) {
  return policiesFor(storeViewOrDefault(request)).stock;
}

export const stockRoutes: FastifyPluginAsync<{ db: Database; productIdsOfSkus: ProductIdsOfSkus }> = async (
  fastify,
  { db, productIdsOfSkus },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(stockCheck.path, { schema: routeSchema(stockCheck) }, async (request) => {
    const { sku, qty } = request.query;
    const [item] = await stockOfSkus(db, productIdsOfSkus, [sku], stockPolicyOf(request), qty);
    if (!item) throw notFound(`No stock for sku '${sku}'`);
    return ok(item);
  });

  app.get(stockList.path, { schema: routeSchema(stockList) }, async (request) =>
    ok(await stockOfSkus(db, productIdsOfSkus, request.query.skus, stockPolicyOf(request))),
  );
};
