import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createCatalogContext } from './catalog-context';
import { catalogRoutes } from './routes';

export { createCatalogContext } from './catalog-context';
export { explainProductQuery } from './catalog-search';
export { productIdsOfSkus } from './product-documents';
export { onProductsReindexed, reindexProducts } from './reindex';

/** The catalogue: product search, product load, categories, attributes, prices and URL mapping. */
export const catalogModule: FastifyPluginAsync<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const context = createCatalogContext(db, config.catalog);
  await app.register(catalogRoutes, { context, priceSigningSecret: config.catalog.priceSigningSecret });
};
