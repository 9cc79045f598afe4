import type { FastifyPluginAsync } from 'fastify';
import { type CartModuleOptions, cartRoutes } from './routes';

export { reopenOrderedCart } from './reopen';
export type { CartModuleOptions } from './routes';
export {
  type Caller,
  type CartContext,
  type CartProductsOf,
  type CartRow,
  type CheckoutChoice,
  claimCartForOrder,
  NO_QUOTE_FOUND,
  type OpenCart,
  openCartWithLines,
  type PricedItem,
  pricedLinesOf,
  type ReadAlongside,
  readCartForOrder,
  recordCheckoutChoice,
  requireSellingStore,
} from './service';

/**
 * Carts of guests and customers: their lines priced from the server's prices, their coupon, and their claim
 * by an order. The checkout's choices (delivery, payment) and the totals with them are the checkout
 * module's; the cart's totals read takes them from app.ts (`totalsOf`).
 */
export const cartModule: FastifyPluginAsync<CartModuleOptions> = async (app, options) => {
  await app.register(cartRoutes, options);
};
