import type { FastifyPluginAsync } from 'fastify';
import type { VerifyAccessToken } from '../catalog';
import { cartRoutes } from './routes';
import type { CartContext } from './service';

export {
  type Caller,
  type CartContext,
  type CartProductsOf,
  checkoutOf,
  claimCartForOrder,
  NO_QUOTE_FOUND,
  type OpenCart,
  openCartWithLines,
  type ReadAlongside,
  readCartForOrder,
  requireSellingStore,
  shippingMethodsTo,
} from './service';

/** Carts of guests and customers: their lines, and their totals computed from the server's prices. */
export const cartModule: FastifyPluginAsync<{
  context: CartContext;
  verifyAccessToken: VerifyAccessToken;
}> = async (app, options) => {
  await app.register(cartRoutes, options);
};
