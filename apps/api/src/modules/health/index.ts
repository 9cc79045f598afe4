import { healthCheck } from '@hortus/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseConnection } from '../../db/database';
import { routeSchema } from '../../http/route-schema';

/**
 * Liveness and readiness in one: a load balancer takes the process out while its database is unreachable.
 * Anyone can call it, so it says only up or down, never which software runs behind it.
 */
export const healthModule: FastifyPluginAsync<{ database: DatabaseConnection }> = async (
  app,
  { database },
) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(healthCheck.path, { schema: routeSchema(healthCheck) }, async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { code: 200, result: { status: 'ok' as const } };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        reply.code(503);
        return { code: 503, result: { status: 'unavailable' as const } };
      }
    });
};
