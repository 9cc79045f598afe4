import type { FastifyPluginAsync } from 'fastify';
import { assemblyManualRoutes, type ProductsOf } from './routes';

export type { ProductsOf } from './routes';

/** Each product's assembly manual: its assembly instructions as a PDF, made from the catalogue. */
export const assemblyManualModule: FastifyPluginAsync<{ productsOf: ProductsOf }> = async (app, options) => {
  await app.register(assemblyManualRoutes, options);
};
