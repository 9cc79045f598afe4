import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database';
import type { TestApp } from './build-app';
import { berlinOrder, type Call, cartOf } from './shop-calls';

/**
 * What the payment tests share (src/modules/payment/*.test.ts, the payment routes' sweep): an order placed
 * with a provider's method, and the order's money and cart as the database has them. The providers'
 * emulators and their pages: payment-providers.ts.
 */

/**
 * An order of one product (`qty` units, default 1) placed in a store view (default de-de) as the checkout
 * places it: Erika in Berlin with a fresh e-mail address and idempotency key, the payment method and its
 * `payment_method_additional`; `lastname` is the buyer's (the emulators' test names decide some outcomes).
 */
export async function placeOrderPaidWith(
  call: Call,
  sku: string,
  method: string,
  additional: Record<string, string>,
  options: { lastname?: string; qty?: number; store?: string } = {},
) {
  const store = options.store ?? 'de-de';
  const cartId = await cartOf(call, store, [{ sku, qty: options.qty ?? 1 }]);
  const body = berlinOrder(`payment.${randomUUID()}@example.de`, method);
  const billing = { ...body.addressInformation.billingAddress, lastname: options.lastname ?? body.lastname };
  const placed = await call('POST', `/${store}/api/order?cartId=${cartId}`, {
    ...body,
    lastname: billing.lastname,
    addressInformation: {
      ...body.addressInformation,
      billingAddress: billing,
      payment_method_additional: additional,
    },
  });
  return { cartId, body, placed };
}

/**
 * The test app's database on what a payment changes: an order's status and money as booked (paid and
 * authorized in minor units, whether it is confirmed), and its cart's status (`active` again once a failed
 * payment undid the order).
 */
export function paymentReads(testApp: TestApp) {
  return {
    async orderRow(orderId: number) {
      const [row] = await queryRows<{ status: string; paid: number; authorized: number; confirmed: boolean }>(
        testApp.database.db,
        sql`SELECT status, paid_amount::int AS paid, authorized_amount::int AS authorized, confirmed
          FROM orders WHERE id = ${orderId}`,
      );
      return row;
    },
    async cartStatus(cartId: string): Promise<string | undefined> {
      const [row] = await queryRows<{ status: string }>(
        testApp.database.db,
        sql`SELECT status FROM carts WHERE cart_id = ${cartId}`,
      );
      return row?.status;
    },
  };
}
