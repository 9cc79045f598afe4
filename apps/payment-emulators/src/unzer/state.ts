import type { Json } from './http';
import type { ProcessingMessage } from './magic';
import type { InstallmentPlan } from './plans';

/** The payment types the emulator knows, by their path under /v1/types/ (facts 1.3). */
export type TypeName =
  | 'card'
  | 'sepa-direct-debit'
  | 'ideal'
  | 'bancontact'
  | 'paypal'
  | 'openbanking-pis'
  | 'paylater-invoice'
  | 'paylater-installment'
  | 'invoice-secured';

export interface PaymentType {
  id: string;
  method: TypeName;
  /** What a GET shows: card numbers masked, never the CVC. */
  view: Json;
  /** The full card number, kept for the card's test outcome and never shown. */
  cardNumber?: string;
  iban?: string;
  inquiryId?: string;
}

export interface Customer {
  id: string;
  view: Json;
}

export interface Basket {
  id: string;
  view: Json;
  currencyCode: string;
  /** The checked `totalValueGross`; null for a minimal basket (no total, no item types). */
  totalUnits: number | null;
}

export interface Inquiry {
  id: string;
  amountUnits: number;
  currency: string;
  country: string;
  plans: InstallmentPlan[];
}

export type TransactionKind = 'authorize' | 'charge' | 'cancel-authorize' | 'cancel-charge' | 'chargeback';
export type TransactionStatus = 'pending' | 'success' | 'error';

export interface Transaction {
  id: string;
  kind: TransactionKind;
  status: TransactionStatus;
  amountUnits: number;
  date: Date;
  message: ProcessingMessage;
  returnUrl?: string;
  /** The token of the buyer page a pending transaction waits on. */
  redirectToken?: string;
  orderId?: string;
  invoiceId?: string;
  paymentReference?: string;
  additionalTransactionData?: Json;
  /** For a refund of one charge: that charge's id. */
  refundOf?: string;
}

export interface Payment {
  id: string;
  orderId: string;
  invoiceId: string;
  currency: string;
  typeId: string;
  customerId: string;
  basketId: string;
  traceId: string;
  createdAt: Date;
  transactions: Transaction[];
  chargedBack: boolean;
  inReview: boolean;
}

/** Everything the emulated merchant account holds, in memory. */
export interface AccountState {
  types: Map<string, PaymentType>;
  customers: Map<string, Customer>;
  /** The merchant's own customer ids (`customerId`), which Unzer also takes in place of `s-cst-…`. */
  customersByCustomerId: Map<string, Customer>;
  baskets: Map<string, Basket>;
  payments: Map<string, Payment>;
  paymentsByOrderId: Map<string, Payment>;
  redirects: Map<string, { paymentId: string; transactionId: string }>;
  inquiries: Map<string, Inquiry>;
}

export function emptyAccount(): AccountState {
  return {
    types: new Map(),
    customers: new Map(),
    customersByCustomerId: new Map(),
    baskets: new Map(),
    payments: new Map(),
    paymentsByOrderId: new Map(),
    redirects: new Map(),
    inquiries: new Map(),
  };
}
