/**
 * Payments spec 4 "Selecting the payment flow": the flow a payment method code sets active. Some codes are
 * matched exactly, others by how they start (a provider adds variants under one prefix). Methods that need
 * no provider (cash on delivery, purchase on account) run the offline flow.
 */
export type PaymentFlowName =
  | 'amazon_pay'
  | 'bank_transfer'
  | 'bancontact'
  | 'card'
  | 'direct_debit'
  | 'ideal'
  | 'installment'
  | 'secured_invoice'
  | 'paylater_invoice'
  | 'paypal'
  | 'instant_bank'
  | 'offline';

const EXACT: Record<string, PaymentFlowName> = {
  amazon_pay: 'amazon_pay',
  bancontact: 'bancontact',
  unzer_dd: 'direct_debit',
  unzer_ide: 'ideal',
  unzer_ivsec: 'secured_invoice',
};

const BY_PREFIX: readonly (readonly [string, PaymentFlowName])[] = [
  ['banktransfer', 'bank_transfer'],
  ['unzer_creditcard', 'card'],
  ['unzer_installment', 'installment'],
  ['unzer_paylater_invoice', 'paylater_invoice'],
  ['unzer_paypal', 'paypal'],
  ['unzer_su', 'instant_bank'],
];

export function paymentFlowOf(methodCode: string): PaymentFlowName {
  const exact = EXACT[methodCode];
  if (exact) return exact;
  return BY_PREFIX.find(([prefix]) => methodCode.startsWith(prefix))?.[1] ?? 'offline';
}

/** Whether a method's money is taken by a payment provider (not prepayment, cash on delivery or on account). */
export function isProviderPayment(methodCode: string): boolean {
  const flow = paymentFlowOf(methodCode);
  return flow !== 'offline' && flow !== 'bank_transfer';
}

/**
 * Payments spec 8 "Invoice payment rejected": the reasons a provider gives for refusing an invoice or
 * installment payment, each with its own message to the shopper.
 */
export const INVOICE_REJECTIONS = [
  'fields_wrong',
  'recent_move',
  'name_change',
  'not_a_residence',
  'risk_check',
  'overdue_invoice',
] as const;
export type InvoiceRejection = (typeof INVOICE_REJECTIONS)[number];
