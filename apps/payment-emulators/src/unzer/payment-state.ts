import type { Payment, Transaction } from './state';

/** A payment's amounts in ten-thousandths, as `amount{total, charged, canceled, remaining}` shows them. */
export interface PaymentAmounts {
  total: number;
  charged: number;
  canceled: number;
  remaining: number;
}

/** Unzer's payment states by id (facts 1.4). */
export const PAYMENT_STATES = {
  0: 'pending',
  1: 'completed',
  2: 'canceled',
  3: 'partly',
  4: 'payment review',
  5: 'chargeback',
} as const;

export type PaymentStateId = keyof typeof PAYMENT_STATES;

const sum = (transactions: Transaction[]) => transactions.reduce((total, tx) => total + tx.amountUnits, 0);

/** The first transaction, the one that created the payment (an authorization or a direct charge). */
export function initialTransaction(payment: Payment): Transaction | undefined {
  return payment.transactions[0];
}

/**
 * The payment's amounts: `total` is what it is for (the authorization, or the direct charges), less what
 * was reversed; `charged` the successful charges; `canceled` reversals and refunds; `remaining` what may
 * still be charged. A pending first transaction already counts in `total`, a failed one does not.
 */
export function amountsOf(payment: Payment): PaymentAmounts {
  const of = (kind: Transaction['kind'], ...statuses: Transaction['status'][]) =>
    payment.transactions.filter((tx) => tx.kind === kind && statuses.includes(tx.status));
  const authorization = of('authorize', 'success', 'pending');
  const charged = sum(of('charge', 'success'));
  const reversed = sum(of('cancel-authorize', 'success'));
  const refunded = sum(of('cancel-charge', 'success'));
  const authorizedFlow = initialTransaction(payment)?.kind === 'authorize';
  const total = (authorizedFlow ? sum(authorization) : sum(of('charge', 'success', 'pending'))) - reversed;
  return { total, charged, canceled: reversed + refunded, remaining: Math.max(total - charged, 0) };
}

/**
 * The payment's state (facts 1.4): pending while its first transaction waits or nothing is charged yet,
 * canceled when that transaction failed or everything was reversed or refunded, partly while part of the
 * total is charged, completed when all of it is; a chargeback or a review marks it whatever the amounts.
 */
export function stateOf(payment: Payment): PaymentStateId {
  if (payment.chargedBack) return 5;
  if (payment.inReview) return 4;
  const first = initialTransaction(payment);
  if (!first || first.status === 'pending') return 0;
  if (first.status === 'error') return 2;
  const amounts = amountsOf(payment);
  const refunded = sum(
    payment.transactions.filter((tx) => tx.kind === 'cancel-charge' && tx.status === 'success'),
  );
  if (amounts.total <= 0) return 2;
  if (amounts.charged > 0 && refunded >= amounts.charged && amounts.remaining === 0) return 2;
  if (amounts.charged === 0) return 0;
  return amounts.charged < amounts.total ? 3 : 1;
}
