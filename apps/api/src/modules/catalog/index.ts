import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createCatalogContext } from './catalog-context';
import type { VerifyAccessToken } from './customer-group';
import { catalogRoutes } from './routes';

export { createCatalogContext } from './catalog-context';
export { explainProductQuery } from './catalog-search';
export type { VerifyAccessToken } from './customer-group';
export { productIdsOfSkus } from './product-documents';
export { onProductsReindexed, reindexProducts } from './reindex';

/** The catalogue: product search, product load, categories, attributes, prices and URL mapping. */
export const catalogModule: FastifyPluginAsync<{
  db: Database;
  config: Config;
  verifyAccessToken: VerifyAccessToken;
}> = async (app, { db, config, verifyAccessToken }) => {
  const context = createCatalogContext(db, config.catalog);
  await app.register(catalogRoutes, {
    context,
    priceSigningSecret: config.catalog.priceSigningSecret,
    verifyAccessToken,
  });
};
