import type { FastifyPluginAsync } from 'fastify';
import { documentRoutes, type ProductsOf } from './routes';

export type { ProductsOf } from './routes';

/** Documents made from the catalogue: each product's assembly instructions as a PDF. */
export const documentModule: FastifyPluginAsync<{ productsOf: ProductsOf }> = async (app, options) => {
  await app.register(documentRoutes, options);
};
