import { dealerSearch } from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { searchDealers } from './service';

export const dealerRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(dealerSearch.path, { schema: routeSchema(dealerSearch) }, async (request) =>
    ok(await searchDealers(db, request.query)),
  );
};
