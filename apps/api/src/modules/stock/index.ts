import type { FastifyPluginAsync } from 'fastify';
import { type StockModuleOptions, stockRoutes } from './routes';

export {
  holdReservation,
  type ReservedLine,
  releaseReservation,
  reserveStock,
} from './reservations';
export type { ProductIdsOfSkus } from './service';
export { stockQuantitiesOf, writeStockQuantity } from './stock-quantities';
export {
  analyzeStockTables,
  inStockJoin,
  noStock,
  type StockRows,
  type StockState,
  stockColumn,
  stockStates,
} from './stock-states';

/** Stock: what each product has, and whether a quantity can be had (the store view's stock policy). */
export const stockModule: FastifyPluginAsync<StockModuleOptions> = async (app, options) => {
  await app.register(stockRoutes, options);
};
