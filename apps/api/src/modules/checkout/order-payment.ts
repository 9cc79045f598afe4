import type { Order, PaymentStatus } from '@hortus/api-contract';
import { isProviderPayment, paymentFlowOf } from '@hortus/core';
import { HttpError } from '../../http/envelope';

/** The payment module's start of a provider's payment, as the placement needs it (given by app.ts). */
export type StartOrderPayment = (
  orderId: number,
  methodCode: string,
  additional: Record<string, string>,
) => Promise<PaymentStatus>;

/**
 * Payments spec 4 after the placement: an order worth something that a provider takes the money of starts
 * its payment there at once. Success and pending answer the order with its payment (a pending one names
 * the provider's page); a refusal or an unreachable provider has undone the order (cancelled, cart open
 * again), so the shopper is answered as for any refused order and chooses again.
 */
export async function withProviderPayment(
  order: Order,
  additional: Record<string, string> | undefined,
  start: StartOrderPayment,
): Promise<Order & { payment?: PaymentStatus }> {
  const method = order.payment_method_code;
  if (!method || !isProviderPayment(method) || order.grand_total <= 0) return order;
  const payment = await start(order.entity_id, method, additional ?? {});
  if (payment.status !== 'failed') return { ...order, payment };
  const unavailable = payment.failure?.code === 'provider_unavailable';
  throw new HttpError(unavailable ? 503 : 402, `${method} is not possible`, {
    reason: unavailable ? 'payment_unavailable' : 'payment_refused',
    details: {
      payment_flow: paymentFlowOf(method),
      ...(payment.failure && !unavailable ? { payment_failure: payment.failure.code } : {}),
      ...(payment.failure?.invoice_rejection ? { invoice_rejection: payment.failure.invoice_rejection } : {}),
    },
  });
}
