import type { FastifyPluginAsync } from 'fastify';
import type { VerifyAccessToken } from '../catalog';
import type { PlacementContext } from './place-order';
import { checkoutRoutes } from './routes';

export type { PlacementContext } from './place-order';
export { expireReservation } from './reservation-expiry';

/**
 * The checkout: turns a cart into an order (POST /api/order), pricing it again on the server, taking its
 * stock and closing the cart in one transaction. It holds no tables: carts, orders and stock are the
 * cart, order and stock modules', reached through their index.
 */
export const checkoutModule: FastifyPluginAsync<{
  context: PlacementContext;
  verifyAccessToken: VerifyAccessToken;
}> = async (app, options) => {
  await app.register(checkoutRoutes, options);
};
