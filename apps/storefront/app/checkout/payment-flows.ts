import { type PaymentFlowName, paymentFlowOf } from '@hortus/core';
import { useSyncExternalStore } from 'react';
import type { OrderNotice } from './offline-orders';

/**
 * The payment-flow interface (payments spec 4 "Selecting the payment flow"): a flow per method code, made
 * active when its method is chosen and run on the before-place-order event. Methods without a provider
 * (prepayment, cash on delivery, purchase on account) are registered here; a provider's flows register
 * themselves under their name (card, paypal, ...) and may answer that the payment is pending at the
 * provider, with the page to send the shopper to.
 */
export type FlowResult =
  | { status: 'success' }
  | { status: 'pending'; redirectUrl: string }
  | { status: 'failure'; notice: OrderNotice };

export interface PlaceOrderContext {
  store: string;
  methodCode: string;
  methodTitle: string;
  /** The order's grand total in minor units, as the review step showed it. */
  grandTotal: number | null;
  form: FormData;
}

export interface PaymentFlow {
  /** The method's own fields, checked when the shopper leaves the payment step (true: nothing to fix). */
  check?(): boolean;
  /** Before the order is sent: what the provider needs first (authorise, a token), or nothing. */
  beforePlaceOrder(context: PlaceOrderContext): Promise<FlowResult>;
  /** After the order is placed: a provider's payment page for a pending payment, or done. */
  afterPlaceOrder?(context: PlaceOrderContext, order: { next: string }): Promise<FlowResult>;
}

const succeed: PaymentFlow = { beforePlaceOrder: async () => ({ status: 'success' }) };
const flows = new Map<PaymentFlowName, PaymentFlow>([
  // Prepayment: the order is complete at once; the thank-you page and the mail give the bank details.
  ['bank_transfer', succeed],
  ['offline', succeed],
  // The provider's methods whose fields are the form's own: the shop starts the payment with the order and
  // the page follows its answer (the provider's page for a pending payment). A card registers its flow
  // with its fields (PaymentDetails.tsx), as it must make the card's type at the provider first.
  ['direct_debit', succeed],
  ['ideal', succeed],
  ['bancontact', succeed],
  ['paypal', succeed],
  ['instant_bank', succeed],
  ['paylater_invoice', succeed],
  ['secured_invoice', succeed],
  ['installment', succeed],
  ['amazon_pay', succeed],
]);

export function registerPaymentFlow(name: PaymentFlowName, flow: PaymentFlow): () => void {
  flows.set(name, flow);
  return () => flows.delete(name);
}

/** The flow of a method; a method whose provider is not part of this shop yet cannot be used. */
export function flowFor(methodCode: string): PaymentFlow | null {
  return flows.get(paymentFlowOf(methodCode)) ?? null;
}

/**
 * The payment state the page shows (payments spec 4): in progress (the page must not be closed, an
 * automatic redirect follows) and the invoice error of the pay-later invoice form.
 */
export interface PaymentState {
  inProgress: boolean;
  invoiceError: OrderNotice | null;
}

let state: PaymentState = { inProgress: false, invoiceError: null };
const listeners = new Set<() => void>();

export function setPaymentState(next: Partial<PaymentState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const idle: PaymentState = { inProgress: false, invoiceError: null };
export function usePaymentState(): PaymentState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => idle,
  );
}
