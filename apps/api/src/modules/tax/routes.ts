import { taxRules } from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { listTaxRules } from './service';

export const taxRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(taxRules.path, { schema: routeSchema(taxRules) }, async (request) =>
      ok(await listTaxRules(db, request.query.country)),
    );
};
