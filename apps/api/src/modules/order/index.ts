import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { VerifyAccessToken } from '../../http/access-token';
import type { RateLimit } from '../../security/rate-limit';
import type { Payee } from './payment-instructions';
import { orderRoutes } from './routes';

export { sendOrderConfirmation } from './confirmation-mail';
export { sendOrderEventMail } from './event-mail';
export {
  type LifecycleOrder,
  type OrderActor,
  type RecordedOrderEvent,
  type RecordOrderEventInput,
  recordOrderEvent,
} from './lifecycle';
export {
  ORDER_LIST_PAGE_SIZE,
  type OrderListFilter,
  type OrderListPage,
  type OrderListRow,
  orderListPage,
} from './order-list';
export { type OrderToPay, ordersToPayByNumber, orderToPay } from './payment-candidates';
export { type Payee, withPaymentInstructions } from './payment-instructions';
export {
  confirmedOrdersOf,
  type OrderAddressForPayment,
  type OrderForPayment,
  orderForPayment,
} from './payment-order';
export {
  type NewOrder,
  type OrderAddressInput,
  type OrderOfKey,
  orderOfKey,
  orderOfKeyRead,
  recordOrder,
} from './record';
export { staffOrderRoutes } from './staff-routes';

/** Orders: what customers have bought, as placed; the customer's history and order pages read them. */
export const orderModule: FastifyPluginAsync<{
  db: Database;
  verifyAccessToken: VerifyAccessToken;
  /** Guest lookups by number and e-mail, per client address. */
  lookupsByAddress: RateLimit;
  /** The company and account prepayment orders are paid to, in their payment instructions. */
  payee: Payee;
}> = async (app, options) => {
  await app.register(orderRoutes, options);
};
