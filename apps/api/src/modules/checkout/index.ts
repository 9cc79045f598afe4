import type { FastifyPluginAsync } from 'fastify';
import type { VerifyAccessToken } from '../../http/access-token';
import type { Payee } from '../order';
import type { StartOrderPayment } from './order-payment';
import type { PlacementContext } from './place-order';
import { checkoutRoutes } from './routes';
import type { VatNumbers } from './vies/vat-numbers';

export { type CheckoutContext, totalsOfCart } from './choices';
export { createClientAddressHash } from './client-address';
export type { StartOrderPayment } from './order-payment';
export type { PlacementContext } from './place-order';
export { expireReservation } from './reservation-expiry';
export { createVatNumbers } from './vies/vat-numbers';

/**
 * The checkout: the shopper's choices of delivery and payment on the cart and the totals they make
 * (/api/cart/shipping-methods, shipping-information, payment-methods, collect-totals: the spec's paths),
 * the invoice terms of a VAT number (ADR 0011); turns a cart into an order (POST /api/order), pricing it
 * again on the server, taking its stock and closing the cart in one transaction, and confirms business
 * customers' VAT numbers with VIES (POST /api/ext/company-uid). Its own tables are VIES's answers of the day and the checkout
 * log; carts, orders and stock are the cart, order and stock modules', reached through their index.
 */
export const checkoutModule: FastifyPluginAsync<{
  context: PlacementContext;
  verifyAccessToken: VerifyAccessToken;
  vatNumbers: Pick<VatNumbers, 'confirm'>;
  /** Whom prepayment orders are paid to: the placed order's payment instructions name it. */
  payee: Payee;
  /** Starts a provider's payment of a placed order (the payment module's, given by app.ts). */
  startPayment: StartOrderPayment;
}> = async (app, options) => {
  await app.register(checkoutRoutes, options);
};
