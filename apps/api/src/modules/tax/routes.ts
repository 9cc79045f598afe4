import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import { listTaxRules } from './service';

const taxRulesQuery = z
  .object({
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO code')
      .optional(),
  })
  .strict();

export const taxRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/tax/rules',
    {
      schema: {
        tags: ['tax'],
        summary: 'Tax rules with their rates (percent and basis points), optionally of one country',
        querystring: taxRulesQuery,
      },
    },
    async (request) => ok(await listTaxRules(db, request.query.country)),
  );
};
