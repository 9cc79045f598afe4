import type { InvoiceRejection, PaymentFlowName } from '@hortus/core';
import type { OrderForPayment } from '../order';
import type { ProviderName } from './tables';

export type { ProviderName };

/**
 * What the shop needs of a payment provider, whoever it is: start the payment of a placed order (payments
 * spec 4, "Common sequence"), read the payment as the provider has it now, and take or give back money it
 * holds. Each provider's adapter implements it over its own API (unzer/, amazon-pay/); the rest of the
 * payment module knows only this.
 */

/** The placed order a payment is for (the order module's reading of it). */
export type PaymentOrder = OrderForPayment;

/** Payments spec 3 "Customer risk data": what the shop knows of the buyer, for invoice and installments. */
export interface CustomerRiskData {
  /** The shop's own customer id, or null for a guest. */
  customerId: number | null;
  confirmedOrders: number;
  /** In minor units of the order's currency. */
  confirmedAmount: number;
  /** 0 for a guest, 1 for a registered customer. */
  registrationLevel: 0 | 1;
  /** YYYY-MM-DD; null for a guest. */
  registrationDate: string | null;
  customerGroup: string;
  /** The checkout's fraud-screening session id. */
  threatMetrixId: string | null;
}

/**
 * What the shopper gave in the payment form area (payments spec 2 and 3 "Payment details"): the fields of
 * the chosen method only. A card's details never reach the shop: the browser creates the card at the
 * provider with its public key and passes the id.
 */
export interface PaymentAdditional {
  typeId?: string;
  iban?: string;
  holder?: string;
  bic?: string;
  email?: string;
  birthDate?: string;
  /** Installment: the plan inquiry the shopper chose from, and its number of rates. */
  inquiryId?: string;
  numberOfRates?: number;
  /** Amazon Pay: the checkout session the buyer started on Amazon's page. */
  checkoutSessionId?: string;
}

export interface StartRequest {
  order: PaymentOrder;
  methodCode: string;
  flow: PaymentFlowName;
  additional: PaymentAdditional;
  risk: CustomerRiskData;
  /** Where the provider sends the buyer back: the storefront's `/payment/{id}` page of this attempt. */
  returnUrl: string;
  /** The key of the attempt, for the provider's idempotency (Amazon Pay) and as its reference. */
  attemptId: string;
}

export type StartOutcome =
  /** The provider took the payment at once (charged or authorized). */
  | { outcome: 'success'; paymentId: string }
  /** The buyer must approve at the provider first. */
  | { outcome: 'pending'; paymentId: string; redirectUrl: string }
  /** The provider said no (a declined card, a rejected invoice, an invalid IBAN). */
  | {
      outcome: 'refused';
      paymentId: string | null;
      /** The provider's answer's HTTP status: payments spec 4 treats non-200 on invoice types apart. */
      httpStatus: number;
      code: string;
      invoiceRejection: InvoiceRejection | null;
    };

/** What happened to the money at the provider, as the shop books it. */
export interface ProviderTransaction {
  /** Unique within the payment. */
  id: string;
  kind: 'authorization' | 'charge' | 'authorization_canceled' | 'refund' | 'chargeback';
  status: 'success' | 'pending' | 'error';
  amount: number;
  currency: string;
  /** A charge that captured an earlier authorization. */
  ofAuthorization: boolean;
  /** The day the provider booked it (YYYY-MM-DD). */
  bookedOn: string;
}

export interface ProviderPayment {
  id: string;
  /**
   * Where the buyer's part stands: `open` while they may still approve, `approved` once the provider took
   * it, `abandoned` when they aborted or it was declined or expired (nothing more can happen).
   */
  buyerState: 'open' | 'approved' | 'abandoned';
  transactions: ProviderTransaction[];
}

export interface PaymentGateway {
  provider: ProviderName;
  /** Which flows (payments spec 4) it serves. */
  flows: readonly PaymentFlowName[];
  start(request: StartRequest): Promise<StartOutcome>;
  fetch(paymentId: string): Promise<ProviderPayment>;
  /**
   * The payment the provider holds for an order, found by the order id the shop sent it (null: none):
   * for a start whose answer was lost. A provider without one leaves such an order to its notifications.
   */
  findByOrder?(order: Pick<PaymentOrder, 'storeCode' | 'incrementId'>): Promise<ProviderPayment | null>;
  /** Takes `amount` of what is authorized; `key` makes a retry one capture. */
  capture(paymentId: string, amount: number, currency: string, key: string): Promise<void>;
  /** Gives back `amount` of what is authorized and not captured. */
  release(paymentId: string, amount: number, currency: string, key: string): Promise<void>;
  /**
   * The buyer came back from the provider's page: what the provider needs the shop to do before the
   * payment exists (Amazon Pay's Complete Checkout Session). Only the provider's return route calls it,
   * before reading the payment; a provider whose payment exists once the buyer approved has none.
   */
  resume?(paymentId: string): Promise<void>;
  /**
   * Checks a notification the provider sent and says which payment to read again (null: none, or not
   * about a payment); the notification itself is never believed. A provider whose notifications need a
   * certificate or a lookup fetched answers later.
   */
  readNotification(body: string): NotificationReading | Promise<NotificationReading>;
}

export type NotificationReading = { paymentId: string | null } | { refused: string };

/** The provider could not be reached or answered nonsense: try again later, change nothing. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
    /**
     * The money may have moved all the same (a charge whose answer never came, and the provider could not
     * say since): the order waits for the provider's word instead of being undone.
     */
    readonly outcomeUnknown = false,
  ) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}
