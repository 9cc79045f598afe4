import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { taxRoutes } from './routes';

export { loadTaxRates, loadTaxRuleDocuments, type TaxRuleDocument } from './service';

/** Tax classes, rates and rules per country. */
export const taxModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(taxRoutes, { db });
};
