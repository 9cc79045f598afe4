import { randomBytes } from 'node:crypto';
import { CURRENCIES, decimalOf, UNITS_PER_MAJOR, unitsOf } from './amounts';
import { addressesMatch, riskProfileGap } from './customers';
import { errorBody, refusal, UnzerError } from './errors';
import { isHttpUrl, isObject, type Json, unzerDate } from './http';
import { randomPart } from './ids';
import {
  DECLINED_CARDS,
  FAILING_IBAN,
  FRICTIONLESS_CARDS,
  MESSAGES,
  PAYLATER_REJECTIONS,
  type ProcessingMessage,
  successMessage,
  THREE_D_SECURE_PASSWORD,
} from './magic';
import { amountsOf, initialTransaction, PAYMENT_STATES, stateOf } from './payment-state';
import { TYPE_RULES, typeNameOfId } from './payment-types';
import type { AccountState, Payment, PaymentType, Transaction, TransactionKind } from './state';
import type { Webhooks } from './webhooks';

/** What the transaction rules need of the emulator around them. */
export interface PaymentContext {
  account: AccountState;
  mode: 's' | 'p';
  now: () => Date;
  newId: (code: string) => string;
  /** The API's base URL: transaction URLs and webhooks' retrieveUrl point there. */
  apiUrl: string;
  /** The base URL the buyer's browser reaches the emulator's pages at. */
  publicUrl: string;
  webhooks: Webhooks;
  declinedCents: number | null;
  pendingExpiryMs: number;
}

/** A transaction's answer: the HTTP status and Unzer's body. */
export interface TransactionAnswer {
  status: number;
  body: Json;
}

const TRANSACTION_CODES: Record<TransactionKind, string> = {
  authorize: 'aut',
  charge: 'chg',
  'cancel-authorize': 'cnl',
  'cancel-charge': 'cnl',
  chargeback: 'cbk',
};

const CUSTOMER_GROUPS = new Set(['TOP', 'GOOD', 'NEUTRAL', 'BAD']);

function transactionUrl(context: PaymentContext, payment: Payment, tx: Transaction): string {
  const base = `${context.apiUrl}/v1/payments/${payment.id}`;
  switch (tx.kind) {
    case 'authorize':
      return `${base}/authorize/${tx.id}`;
    case 'charge':
      return `${base}/charges/${tx.id}`;
    case 'cancel-authorize':
      return `${base}/authorize/cancels/${tx.id}`;
    case 'cancel-charge':
      return `${base}/charges/${tx.refundOf ?? 'all'}/cancels/${tx.id}`;
    case 'chargeback':
      return `${base}/chargebacks/${tx.id}`;
  }
}

function resourcesOf(payment: Payment): Json {
  return {
    customerId: payment.customerId,
    paymentId: payment.id,
    basketId: payment.basketId,
    metadataId: '',
    payPageId: '',
    traceId: payment.traceId,
    typeId: payment.typeId,
  };
}

/** A transaction as Unzer answers it (java-sdk fixture card-authorize.json). */
export function transactionView(context: PaymentContext, payment: Payment, tx: Transaction): Json {
  return {
    id: tx.id,
    isSuccess: tx.status === 'success',
    isPending: tx.status === 'pending',
    isResumed: false,
    isError: tx.status === 'error',
    redirectUrl:
      tx.status === 'pending' && tx.redirectToken
        ? `${context.publicUrl}/v1/redirect/${tx.redirectToken}`
        : '',
    message: tx.message,
    amount: decimalOf(tx.amountUnits),
    currency: payment.currency,
    returnUrl: tx.returnUrl ?? '',
    date: unzerDate(tx.date),
    orderId: tx.orderId ?? payment.orderId,
    invoiceId: tx.invoiceId ?? '',
    paymentReference: tx.paymentReference ?? '',
    resources: resourcesOf(payment),
    ...(tx.additionalTransactionData ? { additionalTransactionData: tx.additionalTransactionData } : {}),
    processing: {
      uniqueId: randomBytes(16).toString('hex').toUpperCase(),
      shortId: `${randomPart(4)}.${randomPart(4)}.${randomPart(4)}`,
      traceId: payment.traceId,
    },
  };
}

/** A payment as `GET /v1/payments/{id}` answers it (java-sdk fixture fetch-payment.json). */
export function paymentView(context: PaymentContext, payment: Payment): Json {
  const amounts = amountsOf(payment);
  const state = stateOf(payment);
  return {
    id: payment.id,
    state: { id: state, name: PAYMENT_STATES[state] },
    amount: {
      total: decimalOf(amounts.total),
      charged: decimalOf(amounts.charged),
      canceled: decimalOf(amounts.canceled),
      remaining: decimalOf(amounts.remaining),
    },
    currency: payment.currency,
    orderId: payment.orderId,
    invoiceId: payment.invoiceId,
    resources: resourcesOf(payment),
    transactions: payment.transactions.map((tx) => ({
      date: unzerDate(tx.date),
      type: tx.kind,
      status: tx.status,
      url: transactionUrl(context, payment, tx),
      amount: decimalOf(tx.amountUnits),
    })),
  };
}

/** The webhook name of a payment's state (facts 1.5: `payment.payment_review` with an underscore). */
function paymentEvent(payment: Payment): string {
  return `payment.${PAYMENT_STATES[stateOf(payment)].replace(' ', '_')}`;
}

function notify(context: PaymentContext, payment: Payment, tx: Transaction, event: string): void {
  const paymentUrl = `${context.apiUrl}/v1/payments/${payment.id}`;
  context.webhooks.emit(event, transactionUrl(context, payment, tx), payment.id);
  context.webhooks.emit(paymentEvent(payment), paymentUrl, payment.id);
}

const TRANSACTION_EVENT: Record<Transaction['status'], string> = {
  success: 'succeeded',
  pending: 'pending',
  error: 'failed',
};

/** The event a transaction's kind raises: refunds and reversals are `charge.canceled` / `authorize.canceled`. */
function eventOf(tx: Transaction, ending = TRANSACTION_EVENT[tx.status]): string {
  if (tx.kind === 'cancel-authorize') return 'authorize.canceled';
  if (tx.kind === 'cancel-charge') return 'charge.canceled';
  if (tx.kind === 'chargeback') return 'chargeback';
  return `${tx.kind}.${ending}`;
}

function optionalText(body: Json, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 256)
    throw refusal.invalidRequest(`The field ${field} is invalid.`);
  return value;
}

function amountOf(body: Json): number {
  const units = unitsOf(body.amount);
  if (units === null || units <= 0) throw refusal.amountMissing();
  return units;
}

/**
 * Risk data as pay-later and secured types need it (facts 1.3 `riskData`): the fraud-screening session id
 * (`threatMetrixId`), the customer group and registration level always; the order history where given.
 */
function checkRiskData(additional: Json | undefined): void {
  const risk = additional?.riskData;
  if (!isObject(risk)) throw refusal.fieldMissing('additionalTransactionData.riskData');
  if (typeof risk.threatMetrixId !== 'string' || !risk.threatMetrixId.trim()) {
    throw refusal.fieldMissing('additionalTransactionData.riskData.threatMetrixId');
  }
  if (!CUSTOMER_GROUPS.has(String(risk.customerGroup))) {
    throw refusal.invalidRequest('The riskData.customerGroup must be TOP, GOOD, NEUTRAL or BAD.');
  }
  if (risk.registrationLevel !== '0' && risk.registrationLevel !== '1') {
    throw refusal.invalidRequest('The riskData.registrationLevel must be "0" (guest) or "1" (registered).');
  }
  if (risk.registrationDate !== undefined && !/^\d{8}$/.test(String(risk.registrationDate))) {
    throw refusal.invalidRequest('The riskData.registrationDate must be yyyyMMdd.');
  }
  if (risk.confirmedOrders !== undefined && !/^\d+$/.test(String(risk.confirmedOrders))) {
    throw refusal.invalidRequest('The riskData.confirmedOrders must be a whole number.');
  }
  if (risk.confirmedAmount !== undefined && unitsOf(risk.confirmedAmount) === null) {
    throw refusal.invalidRequest('The riskData.confirmedAmount must be an amount.');
  }
}

/** The outcome a new payment's first transaction gets at once: by its type and the test data. */
function firstOutcome(
  context: PaymentContext,
  type: PaymentType,
  lastName: string,
  amountUnits: number,
): { status: Transaction['status']; message: ProcessingMessage } {
  const success = { status: 'success' as const, message: successMessage(context.mode) };
  const pending = { status: 'pending' as const, message: MESSAGES.pending };
  const failed = (message: ProcessingMessage) => ({ status: 'error' as const, message });
  switch (type.method) {
    case 'card': {
      const number = type.cardNumber ?? '';
      if (DECLINED_CARDS.has(number)) return failed(MESSAGES.cardDeclined);
      const cents = Math.floor(amountUnits / (UNITS_PER_MAJOR / 100)) % 100;
      if (context.declinedCents !== null && cents === context.declinedCents)
        return failed(MESSAGES.amountDeclined);
      return FRICTIONLESS_CARDS.has(number) || type.view['3ds'] === false ? success : pending;
    }
    case 'sepa-direct-debit':
      return type.iban === FAILING_IBAN ? failed(MESSAGES.bankDetailsIncorrect) : success;
    case 'paylater-invoice':
    case 'paylater-installment':
    case 'invoice-secured': {
      const rejection = PAYLATER_REJECTIONS[lastName.toLowerCase()];
      return rejection ? failed(rejection) : success;
    }
    default:
      return pending;
  }
}

function nextTransactionId(context: PaymentContext, payment: Payment, kind: TransactionKind): string {
  const code = TRANSACTION_CODES[kind];
  const count = payment.transactions.filter((tx) => TRANSACTION_CODES[tx.kind] === code).length;
  return `${context.mode}-${code}-${count + 1}`;
}

/** A processing failure's answer: Unzer's error body, with HTTP 200, naming the payment it created. */
function failureAnswer(
  context: PaymentContext,
  payment: Payment,
  tx: Transaction,
  url: string,
): TransactionAnswer {
  const failure = new UnzerError(200, tx.message.code, tx.message.merchant, tx.message.customer);
  const errorId = `${context.mode}-err-${randomPart(24)}`;
  return {
    status: 200,
    body: errorBody(
      failure,
      { mode: context.mode, url, timestamp: unzerDate(tx.date), privateKey: true, errorId },
      { resources: resourcesOf(payment) },
    ),
  };
}

/**
 * `POST /v1/payments/authorize` and `/v1/payments/charges`: checks the request as Unzer does (facts 3: type
 * id, return URL for redirect types, unique order id, customer, basket and risk data for pay-later and
 * secured types, addresses for secured ones, the basket's total against the amount) and creates the
 * payment with its first transaction: succeeded, failed, or pending on the buyer's page.
 */
export function startPayment(
  context: PaymentContext,
  kind: 'authorize' | 'charge',
  body: Json,
  requestUrl: string,
): TransactionAnswer {
  const amountUnits = amountOf(body);
  const currency = body.currency;
  if (typeof currency !== 'string' || !CURRENCIES.has(currency))
    throw refusal.currencyNotSupported(String(currency ?? ''));
  const resources = isObject(body.resources) ? body.resources : {};
  const typeId = resources.typeId;
  if (typeof typeId !== 'string' || !typeId) throw refusal.typeIdMissing();
  const type = context.account.types.get(typeId);
  const typeName = typeNameOfId(typeId);
  if (!type || !typeName) throw refusal.resourceNotOfMerchant(typeId);
  const rule = TYPE_RULES[typeName];
  if (kind === 'authorize' && !rule.authorize) throw refusal.authorizeNotAllowed(typeName);
  if (kind === 'charge' && !rule.charge) throw refusal.chargeNotAllowed(typeName);
  const returnUrl = body.returnUrl;
  if (returnUrl !== undefined && returnUrl !== '' && !isHttpUrl(returnUrl)) {
    throw refusal.invalidRequest('The returnUrl must be an http(s) URL.');
  }
  // "Required for redirect payments and credit card payments if 3-D Secure is used" (facts 1.3).
  const threeDSecureOff = typeName === 'card' && type.view['3ds'] === false;
  if (rule.redirects && !threeDSecureOff && !returnUrl) throw refusal.returnUrlMissing();
  const orderId = optionalText(body, 'orderId');
  if (orderId && context.account.paymentsByOrderId.has(orderId)) throw refusal.orderIdInUse(orderId);

  const customerId = typeof resources.customerId === 'string' ? resources.customerId : '';
  const customer = customerId ? context.account.customers.get(customerId) : undefined;
  if (customerId && !customer) throw refusal.customerNotFound();
  const basketId = typeof resources.basketId === 'string' ? resources.basketId : '';
  const basket = basketId ? context.account.baskets.get(basketId) : undefined;
  if (basketId && !basket) throw refusal.basketNotFound();
  const additional = isObject(body.additionalTransactionData) ? body.additionalTransactionData : undefined;

  if (rule.needsRiskProfile) {
    if (!customer) throw refusal.requiresCustomer('resources.customerId is missing');
    const gap = riskProfileGap(customer);
    if (gap) throw refusal.requiresCustomer(gap);
    if (!basket) throw refusal.requiresBasket();
    if (basket.totalUnits === null) {
      throw refusal.invalidRequest(
        'This payment type needs a full v2 basket (totalValueGross and item types).',
      );
    }
    checkRiskData(additional);
    if (rule.needsOneAddress && !addressesMatch(customer)) throw refusal.addressesDoNotMatch();
  }
  if (basket) {
    if (basket.currencyCode !== currency) {
      throw refusal.basketTotalMismatch(
        `The basket is in ${basket.currencyCode}, the payment in ${currency}.`,
      );
    }
    if (basket.totalUnits !== null && basket.totalUnits !== amountUnits) {
      throw refusal.basketTotalMismatch(
        `The amount ${decimalOf(amountUnits)} is not the basket's totalValueGross ${decimalOf(basket.totalUnits)}.`,
      );
    }
  }
  if (typeName === 'paylater-installment') {
    const inquiry = context.account.inquiries.get(type.inquiryId ?? '');
    if (!inquiry || inquiry.amountUnits !== amountUnits || inquiry.currency !== currency) {
      throw refusal.invalidRequest('The amount and currency must be those of the installment plans inquiry.');
    }
  }

  const now = context.now();
  const payment: Payment = {
    id: context.newId('pay'),
    orderId: orderId ?? '',
    invoiceId: optionalText(body, 'invoiceId') ?? '',
    currency,
    typeId,
    customerId: customer?.id ?? '',
    basketId: basket?.id ?? '',
    traceId: randomBytes(16).toString('hex'),
    createdAt: now,
    transactions: [],
    chargedBack: false,
    inReview: false,
  };
  const outcome = firstOutcome(context, type, String(customer?.view.lastname ?? ''), amountUnits);
  const tx: Transaction = {
    id: nextTransactionId(context, payment, kind),
    kind,
    status: outcome.status,
    amountUnits,
    date: now,
    message: outcome.message,
    ...(typeof returnUrl === 'string' && returnUrl ? { returnUrl } : {}),
    ...(orderId ? { orderId } : {}),
    ...(additional ? { additionalTransactionData: additional } : {}),
  };
  const paymentReference = optionalText(body, 'paymentReference');
  if (paymentReference) tx.paymentReference = paymentReference;
  if (tx.status === 'pending') {
    tx.redirectToken = randomBytes(18).toString('base64url');
    context.account.redirects.set(tx.redirectToken, { paymentId: payment.id, transactionId: tx.id });
  }
  payment.transactions.push(tx);
  context.account.payments.set(payment.id, payment);
  if (orderId) context.account.paymentsByOrderId.set(orderId, payment);
  notify(context, payment, tx, eventOf(tx));
  return tx.status === 'error'
    ? failureAnswer(context, payment, tx, requestUrl)
    : { status: 200, body: transactionView(context, payment, tx) };
}

/** A payment by Unzer's id or by the merchant's order id (the SDK's external id, facts 1.3 "Payment"). */
export function findPayment(context: PaymentContext, id: string): Payment {
  const payment = context.account.payments.get(id) ?? context.account.paymentsByOrderId.get(id);
  if (!payment) throw refusal.paymentNotFound();
  return payment;
}

function settledAuthorization(payment: Payment): Transaction {
  const first = initialTransaction(payment);
  if (first?.kind !== 'authorize' || first.status !== 'success') {
    throw refusal.chargeNotAllowed('a payment without a successful authorization');
  }
  return first;
}

/** `POST /v1/payments/{id}/charges`: charges all or part of what an authorization still holds. */
export function chargeAuthorization(
  context: PaymentContext,
  payment: Payment,
  body: Json,
): TransactionAnswer {
  settledAuthorization(payment);
  if (payment.chargedBack) throw refusal.chargeNotAllowed('a charged back payment');
  const { remaining } = amountsOf(payment);
  const amountUnits = body.amount === undefined ? remaining : amountOf(body);
  if (amountUnits <= 0 || amountUnits > remaining) throw refusal.chargedAmountTooHigh();
  const tx: Transaction = {
    id: nextTransactionId(context, payment, 'charge'),
    kind: 'charge',
    status: 'success',
    amountUnits,
    date: context.now(),
    message: successMessage(context.mode),
  };
  const invoiceId = optionalText(body, 'invoiceId');
  if (invoiceId) tx.invoiceId = invoiceId;
  payment.transactions.push(tx);
  notify(context, payment, tx, eventOf(tx));
  return { status: 200, body: transactionView(context, payment, tx) };
}

/** `POST /v1/payments/{id}/authorize/cancels`: reverses all or part of what is authorized and not charged. */
export function cancelAuthorization(
  context: PaymentContext,
  payment: Payment,
  body: Json,
): TransactionAnswer {
  const first = initialTransaction(payment);
  if (first?.kind !== 'authorize' || first.status !== 'success') throw refusal.cancelNotAllowed();
  const { remaining } = amountsOf(payment);
  if (remaining === 0) throw refusal.alreadyCanceled();
  const amountUnits = body.amount === undefined ? remaining : amountOf(body);
  if (amountUnits > remaining)
    throw refusal.invalidRequest('The amount is higher than what is left to cancel.');
  return addCancel(context, payment, 'cancel-authorize', amountUnits, body);
}

/**
 * `POST /v1/payments/{id}/charges/cancels` (all charges, as the SDK cancels paylater) and
 * `/charges/{chargeId}/cancels`: refunds all or part of what was charged and not yet refunded.
 */
export function refundCharges(
  context: PaymentContext,
  payment: Payment,
  body: Json,
  chargeId?: string,
): TransactionAnswer {
  const charges = payment.transactions.filter(
    (tx) => tx.kind === 'charge' && tx.status === 'success' && (!chargeId || tx.id === chargeId),
  );
  if (chargeId && charges.length === 0) throw refusal.notFound();
  const refunded = payment.transactions
    .filter(
      (tx) =>
        tx.kind === 'cancel-charge' && tx.status === 'success' && (!chargeId || tx.refundOf === chargeId),
    )
    .reduce((total, tx) => total + tx.amountUnits, 0);
  const refundable = charges.reduce((total, tx) => total + tx.amountUnits, 0) - refunded;
  if (charges.length === 0) throw refusal.cancelNotAllowed();
  if (refundable <= 0) throw refusal.alreadyCanceled();
  const typeName = typeNameOfId(payment.typeId);
  if (typeName === 'invoice-secured' && !['CANCEL', 'RETURN', 'CREDIT'].includes(String(body.reasonCode))) {
    throw refusal.cancelReasonMissing();
  }
  const amountUnits = body.amount === undefined ? refundable : amountOf(body);
  if (amountUnits > refundable)
    throw refusal.invalidRequest('The amount is higher than what is left to refund.');
  return addCancel(context, payment, 'cancel-charge', amountUnits, body, chargeId);
}

function addCancel(
  context: PaymentContext,
  payment: Payment,
  kind: 'cancel-authorize' | 'cancel-charge',
  amountUnits: number,
  body: Json,
  chargeId?: string,
): TransactionAnswer {
  const tx: Transaction = {
    id: nextTransactionId(context, payment, kind),
    kind,
    status: 'success',
    amountUnits,
    date: context.now(),
    message: successMessage(context.mode),
    ...(chargeId ? { refundOf: chargeId } : {}),
  };
  const paymentReference = optionalText(body, 'paymentReference');
  if (paymentReference) tx.paymentReference = paymentReference;
  payment.transactions.push(tx);
  notify(context, payment, tx, eventOf(tx));
  return { status: 200, body: transactionView(context, payment, tx) };
}

/** The pending transaction a buyer page's token stands for, or null once it is decided or gone. */
export function pendingOfToken(
  context: PaymentContext,
  token: string,
): { payment: Payment; tx: Transaction; type: PaymentType | undefined } | null {
  const link = context.account.redirects.get(token);
  const payment = link ? context.account.payments.get(link.paymentId) : undefined;
  const tx = payment?.transactions.find((candidate) => candidate.id === link?.transactionId);
  if (!payment || !tx || tx.status !== 'pending') return null;
  return { payment, tx, type: context.account.types.get(payment.typeId) };
}

/** The buyer's answer on the provider's page: approve (with the 3-D Secure password for cards) or abort. */
export type BuyerDecision = { approve: true; password?: string } | { approve: false };

/** Settles a pending transaction as the buyer decided and gives the URL to send the browser back to. */
export function decidePending(
  context: PaymentContext,
  token: string,
  decision: BuyerDecision,
): string | null {
  const pending = pendingOfToken(context, token);
  if (!pending) return null;
  const { payment, tx, type } = pending;
  if (!decision.approve) {
    settle(context, payment, tx, 'error', MESSAGES.canceledByUser);
  } else if (type?.method === 'card' && decision.password !== THREE_D_SECURE_PASSWORD) {
    settle(context, payment, tx, 'error', MESSAGES.authenticationFailed);
  } else {
    settle(context, payment, tx, 'success', successMessage(context.mode));
  }
  return tx.returnUrl ?? null;
}

function settle(
  context: PaymentContext,
  payment: Payment,
  tx: Transaction,
  status: 'success' | 'error',
  message: ProcessingMessage,
  event = eventOf({ ...tx, status }),
): void {
  tx.status = status;
  tx.message = message;
  if (tx.redirectToken) context.account.redirects.delete(tx.redirectToken);
  notify(context, payment, tx, event);
}

/**
 * Ends every transaction still pending after `pendingExpiryMs`: the buyer never came back from the page,
 * so the payment is canceled and `authorize.expired` / `charge.expired` are sent (facts 1.5's events).
 */
export function expireOverdue(context: PaymentContext): void {
  const deadline = context.now().getTime() - context.pendingExpiryMs;
  for (const payment of context.account.payments.values()) {
    const first = initialTransaction(payment);
    if (first?.status === 'pending' && first.date.getTime() <= deadline) {
      settle(context, payment, first, 'error', MESSAGES.expired, `${first.kind}.expired`);
    }
  }
}

/** Test hook: the buyer's bank takes the money back. */
export function chargeBack(context: PaymentContext, payment: Payment): void {
  const { charged } = amountsOf(payment);
  if (charged === 0) throw refusal.cancelNotAllowed();
  const tx: Transaction = {
    id: nextTransactionId(context, payment, 'chargeback'),
    kind: 'chargeback',
    status: 'success',
    amountUnits: charged,
    date: context.now(),
    message: successMessage(context.mode),
  };
  payment.transactions.push(tx);
  payment.chargedBack = true;
  notify(context, payment, tx, 'chargeback');
}

/** Test hook: the payment needs a person's look (an overpaid invoice, facts 1.4 state 4). */
export function putInReview(context: PaymentContext, payment: Payment): void {
  payment.inReview = true;
  context.webhooks.emit('payment.payment_review', `${context.apiUrl}/v1/payments/${payment.id}`, payment.id);
}

/** A transaction of a payment by its id, for `GET /v1/payments/{id}/charges/{chargeId}` and the like. */
export function findTransaction(payment: Payment, id: string): Transaction {
  const tx = payment.transactions.find((candidate) => candidate.id === id);
  if (!tx) throw refusal.notFound();
  return tx;
}
