import type { FastifyPluginAsync } from 'fastify';
import type { VerifyAccessToken } from '../../http/access-token';
import type { CatalogContext } from './catalog-context';
import { catalogRoutes } from './routes';

export { type CartProduct, cartProducts } from './cart-products';
export { type CatalogContext, createCatalogContext, forgetCatalogCaches } from './catalog-context';
export { explainProductQuery } from './catalog-search';
export {
  type CatalogueProduct,
  catalogueProductsOfSkus,
  catalogueProductsPage,
  findCatalogueProducts,
} from './catalogue-products';
export { rebuildCategoryListings } from './category-listings';
export { productIdsOfSkus } from './product-documents';
export { reindexPurgeTags } from './purge-tags';
export { onProductsReindexed, reindexProducts } from './reindex';

/** The catalogue: product search, product load, categories, attributes, prices and URL mapping. */
export const catalogModule: FastifyPluginAsync<{
  context: CatalogContext;
  verifyAccessToken: VerifyAccessToken;
  /** Signs rendered prices: PRICE_SIGNING_SECRET, or the secret kept in the database. */
  priceSigningSecret: string;
}> = async (app, { context, priceSigningSecret, verifyAccessToken }) => {
  await app.register(catalogRoutes, {
    context,
    priceSigningSecret,
    verifyAccessToken,
  });
};
