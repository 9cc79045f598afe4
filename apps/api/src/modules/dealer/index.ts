import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { dealerRoutes } from './routes';

/** The dealer search: a country's garden centres and builders' merchants, nearest first from a postcode. */
export const dealerModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(dealerRoutes, { db });
};
