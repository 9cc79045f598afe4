import { stockCheck, stockList } from '@hortus/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { notFound, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { storeViewOrDefault } from '../../http/store-view';
import type { PoliciesOf } from '../../policies';
import { type ProductIdsOfSkus, stockOfSkus } from './service';

export interface StockModuleOptions {
  db: Database;
  productIdsOfSkus: ProductIdsOfSkus;
  /** The store view's policies (given by app.ts): its stock policy says what counts as in stock. */
  policiesOf: PoliciesOf;
}

export const stockRoutes: FastifyPluginAsync<StockModuleOptions> = async (
  fastify,
  { db, productIdsOfSkus, policiesOf },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Stock is the same in every store view; the store view, when named, chooses the stock policy. */
  const stockPolicyOf = (request: FastifyRequest) => policiesOf(storeViewOrDefault(request)).stock;

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
