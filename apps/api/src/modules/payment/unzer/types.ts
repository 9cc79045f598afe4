import type { z } from 'zod';
import type { Money } from './amounts';
import type { UnzerErrorDetail } from './errors';
import type { customerAnswer } from './wire';

/**
 * The payment types the shop's server creates (with the public key, as the browser would). Cards are
 * created by the browser itself, so that card numbers never reach the shop.
 */
export interface ServerPaymentTypeFields {
  'sepa-direct-debit': { iban: string; bic?: string; holder?: string };
  /** `bic` optional: since iDEAL 2.0 the buyer may choose the bank on iDEAL's page. */
  ideal: { bic?: string };
  bancontact: { holder?: string };
  paypal: { email?: string };
  /** Instant bank transfer. */
  'openbanking-pis': { ibanCountry?: string };
  'paylater-invoice': Record<string, never>;
  /** `inquiryId` from `installmentPlans`; `iban` without whitespace. */
  'paylater-installment': {
    inquiryId: string;
    numberOfRates: number;
    iban: string;
    holder: string;
    country: string;
  };
  'invoice-secured': Record<string, never>;
}

export type ServerPaymentType = keyof ServerPaymentTypeFields;

/** A payment type as Unzer shows it: for a card, the brand and the masked number, never the number. */
export interface UnzerPaymentType {
  id: string;
  method: string;
  brand?: string;
  maskedNumber?: string;
  expiryDate?: string;
}

export interface UnzerAddress {
  name?: string;
  street?: string;
  zip?: string;
  city?: string;
  state?: string;
  /** ISO 3166 alpha-2. */
  country?: string;
}

/** A customer as Unzer keeps it (B2C with birth date and addresses, B2B with `companyInfo`). */
export interface UnzerCustomerInput {
  /** The shop's own id of the customer, unique per merchant account. */
  customerId?: string;
  firstname?: string;
  lastname?: string;
  salutation?: 'mr' | 'mrs' | 'unknown';
  /** yyyy-MM-dd. */
  birthDate?: string;
  company?: string;
  email?: string;
  /** Digits, spaces and plus only (Unzer's pattern); the client drops every other character. */
  phone?: string;
  mobile?: string;
  language?: string;
  billingAddress?: UnzerAddress;
  shippingAddress?: UnzerAddress & {
    shippingType?:
      | 'equals-billing'
      | 'different-address'
      | 'branch-pickup'
      | 'post-office-pickup'
      | 'pack-station';
  };
  companyInfo?: {
    registrationType: 'registered' | 'not_registered';
    commercialRegisterNumber?: string;
    function?: string;
    commercialSector?: string;
    companyType?: 'authority' | 'association' | 'sole' | 'company' | 'other';
  };
}

/** A customer as Unzer answers it: the fields the shop sent, with Unzer's id. */
export type UnzerCustomer = z.output<typeof customerAnswer>;

/** One line of a v2 basket; amounts gross, in minor units of the basket's currency. */
export interface UnzerBasketItem {
  basketItemReferenceId: string;
  /** Cut at 255 characters, Unzer's limit. */
  title: string;
  subTitle?: string;
  quantity: number;
  unit?: string;
  /** The VAT rate the line was taxed with, in per cent (19, 7.7, 20). */
  vatPercent: number;
  amountPerUnitGrossMinor: number;
  /** A discount per unit, gross; a voucher line has its value here and 0 as amountPerUnitGrossMinor. */
  amountDiscountPerUnitGrossMinor?: number;
  type: 'goods' | 'digital' | 'shipment' | 'voucher';
  imageUrl?: string;
}

export interface UnzerBasketInput {
  orderId: string;
  currency: string;
  note?: string;
  items: UnzerBasketItem[];
}

/** The fraud-screening data pay-later and secured payments carry (`additionalTransactionData.riskData`). */
export interface UnzerRiskData {
  /** The checkout's fraud-screening session id. */
  threatMetrixId: string;
  customerGroup: 'TOP' | 'GOOD' | 'NEUTRAL' | 'BAD';
  registrationLevel: 'guest' | 'registered';
  /** The shop's customer id, for registered customers. */
  customerId?: string;
  /** yyyy-MM-dd. */
  registrationDate?: string;
  confirmedOrders?: number;
  /** What the customer's confirmed orders came to, in the payment's currency. */
  confirmedAmountMinor?: number;
}

export interface UnzerTransactionInput extends Money {
  typeId: string;
  /** One payment per order id: a new attempt for an order needs an order id of its own. */
  orderId: string;
  /** Where the buyer's browser comes back to after a redirect (cards and redirect methods need it). */
  returnUrl?: string;
  customerId?: string;
  basketId?: string;
  invoiceId?: string;
  paymentReference?: string;
  riskData?: UnzerRiskData;
}

/**
 * What a transaction came to, for the shop to act on (spec 4, the outcomes): success places the order,
 * pending sends the browser to `redirectUrl` (empty when Unzer waits without one), error fails it with
 * Unzer's reason. A failed transaction may still have created a (canceled) payment.
 */
export type UnzerTransactionResult =
  | { outcome: 'success'; httpStatus: number; paymentId: string; transactionId: string }
  | { outcome: 'pending'; httpStatus: number; paymentId: string; transactionId: string; redirectUrl: string }
  | {
      outcome: 'error';
      httpStatus: number;
      paymentId?: string;
      transactionId?: string;
      error: UnzerErrorDetail;
    };

/** Unzer's payment states (facts 1.4); `create` is a payment page's, which the shop does not use. */
export type UnzerPaymentState =
  | 'pending'
  | 'completed'
  | 'canceled'
  | 'partly'
  | 'payment_review'
  | 'chargeback'
  | 'create';

export interface UnzerPayment {
  id: string;
  orderId: string;
  state: UnzerPaymentState;
  currency: string;
  totalMinor: number;
  chargedMinor: number;
  canceledMinor: number;
  remainingMinor: number;
  typeId: string;
  customerId: string;
  basketId: string;
  transactions: Array<{
    /**
     * The transaction's own id (`s-chg-1`, the last part of its URL), or its place in the payment's list
     * when Unzer gives no URL: the list only grows, so a place names one transaction for good.
     */
    id: string;
    /** `authorize`, `charge`, `cancel-authorize`, `cancel-charge`, `chargeback`, ... */
    type: string;
    status: 'pending' | 'success' | 'error' | 'resumed';
    amountMinor: number;
    date: string;
  }>;
}

export interface UnzerInstallmentPlan {
  numberOfRates: number;
  totalAmountMinor: number;
  /** Yearly, in per cent. */
  nominalInterestRate: number;
  effectiveInterestRate: number;
  /** The first rate: what the shop shows as the monthly rate. */
  monthlyRateMinor: number;
  rates: Array<{ date: string; amountMinor: number }>;
  /** The credit information (SECCI) PDF the buyer must be able to read. */
  secciUrl: string;
}

export interface UnzerInstallmentPlans {
  /** The inquiry id the `paylater-installment` type must name. */
  inquiryId: string;
  plans: UnzerInstallmentPlan[];
}
