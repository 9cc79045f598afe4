import { decimalOfMinorUnits } from '@hortus/core';
import type { z } from 'zod';
import { fractionDigitsOf, type Money, minorUnitsOfUnzerAmount, unzerAmountOf } from './amounts';
import { UnzerRefused, UnzerUnavailable } from './errors';
import type {
  ServerPaymentType,
  ServerPaymentTypeFields,
  UnzerBasketInput,
  UnzerCustomer,
  UnzerCustomerInput,
  UnzerInstallmentPlans,
  UnzerPayment,
  UnzerPaymentState,
  UnzerPaymentType,
  UnzerRiskData,
  UnzerTransactionInput,
  UnzerTransactionResult,
} from './types';
import { readUnzerWebhook, type UnzerWebhookReading } from './webhook';
import {
  customerAnswer,
  errorAnswer,
  idAnswer,
  paymentAnswer,
  paymentTypeAnswer,
  plansAnswer,
  transactionAnswer,
  webhooksAnswer,
} from './wire';

export interface UnzerClientConfig {
  /** `https://sbx-api.unzer.com` for `s-` keys, `https://api.unzer.com` for `p-` keys, or an emulator. */
  baseUrl: string;
  privateKey: string;
  publicKey: string;
  /** How long one call may take, answer included. */
  timeoutMs: number;
}

/** Unzer's Payment API as the shop uses it; amounts in minor units, never floating point. */
export interface UnzerClient {
  /** Creates a type the shop's server sends (never a card: the browser creates those, with the public key). */
  createPaymentType<T extends ServerPaymentType>(
    type: T,
    fields: ServerPaymentTypeFields[T],
  ): Promise<{ id: string }>;
  getPaymentType(id: string): Promise<UnzerPaymentType | null>;
  createCustomer(customer: UnzerCustomerInput): Promise<{ id: string }>;
  /** Replaces the fields it names; `id` is Unzer's (`s-cst-…`) or the shop's `customerId`. */
  updateCustomer(id: string, customer: UnzerCustomerInput): Promise<{ id: string }>;
  getCustomer(id: string): Promise<UnzerCustomer | null>;
  /** A v2 basket; its `totalValueGross` is the sum of its lines, which the charged amount must equal. */
  createBasket(basket: UnzerBasketInput): Promise<{ id: string }>;
  authorize(transaction: UnzerTransactionInput): Promise<UnzerTransactionResult>;
  charge(transaction: UnzerTransactionInput): Promise<UnzerTransactionResult>;
  /** Charges what an authorization holds: all that remains, or `amount`. */
  chargeAuthorization(paymentId: string, amount?: Money): Promise<UnzerTransactionResult>;
  /**
   * Gives money back: reverses what an authorization still holds if anything, otherwise refunds what was
   * charged (all, or `amount`). A payment with both needs two calls.
   */
  cancel(paymentId: string, amount?: Money): Promise<UnzerTransactionResult>;
  getPayment(paymentId: string): Promise<UnzerPayment | null>;
  getPaymentByOrderId(orderId: string): Promise<UnzerPayment | null>;
  installmentPlans(query: Money & { country: string; customerType?: 'B2C' }): Promise<UnzerInstallmentPlans>;
  /** Registers `url` for each event it is not registered for yet; safe to call at every start. */
  ensureWebhook(url: string, events: string[]): Promise<Array<{ id: string; url: string; event: string }>>;
  /** Checks a webhook's body and says which payment to fetch again; see `readUnzerWebhook`. */
  readWebhook(bodyText: string): UnzerWebhookReading;
}

type Key = 'private' | 'public';

const STATES: Record<number, UnzerPaymentState> = {
  0: 'pending',
  1: 'completed',
  2: 'canceled',
  3: 'partly',
  4: 'payment_review',
  5: 'chargeback',
  6: 'create',
};

/** Unzer's phone pattern is `[0-9 +]`: the spec keeps digits, spaces and plus and drops the rest. */
const phoneOf = (phone: string | undefined) =>
  phone === undefined ? undefined : phone.replace(/[^0-9 +]/g, '');

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function customerBody(customer: UnzerCustomerInput): Record<string, unknown> {
  return { ...customer, phone: phoneOf(customer.phone), mobile: phoneOf(customer.mobile) };
}

function riskDataBody(risk: UnzerRiskData, currency: string): Record<string, unknown> {
  return {
    threatMetrixId: risk.threatMetrixId,
    customerGroup: risk.customerGroup,
    registrationLevel: risk.registrationLevel === 'registered' ? '1' : '0',
    ...(risk.customerId === undefined ? {} : { customerId: risk.customerId }),
    ...(risk.registrationDate === undefined
      ? {}
      : { registrationDate: risk.registrationDate.replace(/-/g, '') }),
    ...(risk.confirmedOrders === undefined ? {} : { confirmedOrders: String(risk.confirmedOrders) }),
    ...(risk.confirmedAmountMinor === undefined
      ? {}
      : { confirmedAmount: decimalOfMinorUnits(risk.confirmedAmountMinor, fractionDigitsOf(currency)) }),
  };
}

function transactionBody(transaction: UnzerTransactionInput): Record<string, unknown> {
  return {
    amount: unzerAmountOf(transaction),
    currency: transaction.currency,
    orderId: transaction.orderId,
    ...(transaction.returnUrl ? { returnUrl: transaction.returnUrl } : {}),
    ...(transaction.invoiceId ? { invoiceId: transaction.invoiceId } : {}),
    ...(transaction.paymentReference ? { paymentReference: transaction.paymentReference } : {}),
    resources: {
      typeId: transaction.typeId,
      ...(transaction.customerId ? { customerId: transaction.customerId } : {}),
      ...(transaction.basketId ? { basketId: transaction.basketId } : {}),
    },
    ...(transaction.riskData
      ? { additionalTransactionData: { riskData: riskDataBody(transaction.riskData, transaction.currency) } }
      : {}),
  };
}

/**
 * A client of Unzer's Payment API v1 (baskets v2), written against its public documentation and the facts
 * of shared/reviews/payment-providers-2026-11-23.md, section 1. HTTP Basic with the private key and an
 * empty password, the public key only for creating types (facts 1.1); every call under `timeoutMs`.
 *
 * Transactions answer an outcome (success, pending with the buyer's redirect, error with Unzer's code),
 * whether Unzer refused the request or the payment failed; other calls throw `UnzerRefused`. No
 * connection, no answer in time, a 5xx or an answer of an unknown shape throw `UnzerUnavailable`: a
 * transaction's outcome is then unknown until the payment is fetched by its order id. Keys never leave the
 * Authorization header, and no error message carries keys, IBANs or card data.
 */
export function createUnzerClient(config: UnzerClientConfig): UnzerClient {
  const base = config.baseUrl.replace(/\/+$/, '');
  const authorizations: Record<Key, string> = {
    private: `Basic ${Buffer.from(`${config.privateKey}:`).toString('base64')}`,
    public: `Basic ${Buffer.from(`${config.publicKey}:`).toString('base64')}`,
  };

  async function call(
    name: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { key?: Key; body?: unknown } = {},
  ): Promise<{ status: number; json: unknown }> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: authorizations[options.key ?? 'private'],
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new UnzerUnavailable(name, timedOut ? 'timeout' : 'unreachable');
    }
    if (status >= 500) throw new UnzerUnavailable(name, 'server_error', status);
    return { status, json: parsedJson(text) };
  }

  /** A call whose refusal throws: Unzer's error body (any status) or a 4xx without one. */
  async function resource<Schema extends z.ZodType>(
    name: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: Schema,
    options: { key?: Key; body?: unknown } = {},
  ): Promise<z.output<Schema>> {
    const answer = await call(name, method, path, options);
    const failure = errorAnswer.safeParse(answer.json);
    if (failure.success && failure.data.errors[0]) {
      throw new UnzerRefused(name, answer.status, failure.data.errors[0]);
    }
    const parsed = schema.safeParse(answer.json);
    if (answer.status >= 400 || !parsed.success)
      throw new UnzerUnavailable(name, 'unexpected_answer', answer.status);
    return parsed.data;
  }

  /** A resource that may not exist: null for Unzer's 404, the other refusals thrown. */
  async function found<T>(lookup: Promise<T>): Promise<T | null> {
    try {
      return await lookup;
    } catch (error) {
      if (error instanceof UnzerRefused && error.httpStatus === 404) return null;
      throw error;
    }
  }

  async function transaction(name: string, path: string, body: unknown): Promise<UnzerTransactionResult> {
    const answer = await call(name, 'POST', path, { body });
    const failure = errorAnswer.safeParse(answer.json);
    if (failure.success && failure.data.errors[0]) {
      const paymentId = failure.data.resources?.paymentId;
      return {
        outcome: 'error',
        httpStatus: answer.status,
        ...(paymentId ? { paymentId } : {}),
        error: failure.data.errors[0],
      };
    }
    const parsed = transactionAnswer.safeParse(answer.json);
    if (answer.status >= 400 || !parsed.success)
      throw new UnzerUnavailable(name, 'unexpected_answer', answer.status);
    const tx = parsed.data;
    const ids = { httpStatus: answer.status, paymentId: tx.resources.paymentId, transactionId: tx.id };
    if (tx.isPending && !tx.isError) return { outcome: 'pending', ...ids, redirectUrl: tx.redirectUrl };
    if (tx.isSuccess && !tx.isError) return { outcome: 'success', ...ids };
    return {
      outcome: 'error',
      ...ids,
      error: {
        code: tx.message?.code ?? '',
        merchantMessage: tx.message?.merchant ?? '',
        customerMessage: tx.message?.customer ?? '',
      },
    };
  }

  function paymentOf(name: string, answer: z.output<typeof paymentAnswer>): UnzerPayment {
    const minor = (text: string) => {
      const value = minorUnitsOfUnzerAmount(text, answer.currency);
      if (value === null) throw new UnzerUnavailable(name, 'unexpected_answer');
      return value;
    };
    const state = STATES[answer.state.id];
    if (!state) throw new UnzerUnavailable(name, 'unexpected_answer');
    return {
      id: answer.id,
      orderId: answer.orderId,
      state,
      currency: answer.currency,
      totalMinor: minor(answer.amount.total),
      chargedMinor: minor(answer.amount.charged),
      canceledMinor: minor(answer.amount.canceled),
      remainingMinor: minor(answer.amount.remaining),
      typeId: answer.resources.typeId,
      customerId: answer.resources.customerId,
      basketId: answer.resources.basketId,
      transactions: answer.transactions.map((tx, index) => ({
        id: tx.url?.split('/').filter(Boolean).at(-1) ?? `${tx.type}-${index + 1}`,
        type: tx.type,
        status: tx.status,
        amountMinor: minor(tx.amount),
        date: tx.date,
      })),
    };
  }

  async function fetchPayment(name: string, id: string): Promise<UnzerPayment | null> {
    const answer = await found(
      resource(name, 'GET', `/v1/payments/${encodeURIComponent(id)}`, paymentAnswer),
    );
    return answer && paymentOf(name, answer);
  }

  function amountBody(name: string, paymentCurrency: string, amount: Money | undefined) {
    if (!amount) return {};
    if (amount.currency !== paymentCurrency)
      throw new RangeError(`${name}: the payment is in ${paymentCurrency}`);
    return { amount: unzerAmountOf(amount) };
  }

  return {
    async createPaymentType(type, fields) {
      const body: Record<string, unknown> = { ...fields };
      // The spec sends installment IBANs without whitespace; Unzer takes the electronic form for every type.
      if (typeof body.iban === 'string') body.iban = body.iban.replace(/\s+/g, '').toUpperCase();
      return resource(`createPaymentType ${type}`, 'POST', `/v1/types/${type}`, idAnswer, {
        key: 'public',
        body,
      });
    },

    async getPaymentType(id) {
      const answer = await found(
        resource('getPaymentType', 'GET', `/v1/types/${encodeURIComponent(id)}`, paymentTypeAnswer),
      );
      if (!answer) return null;
      return {
        id: answer.id,
        method: answer.method,
        ...(answer.brand ? { brand: answer.brand } : {}),
        ...(answer.number ? { maskedNumber: answer.number } : {}),
        ...(answer.expiryDate ? { expiryDate: answer.expiryDate } : {}),
      };
    },

    createCustomer: (customer) =>
      resource('createCustomer', 'POST', '/v1/customers', idAnswer, { body: customerBody(customer) }),

    updateCustomer: (id, customer) =>
      resource('updateCustomer', 'PUT', `/v1/customers/${encodeURIComponent(id)}`, idAnswer, {
        body: customerBody(customer),
      }),

    getCustomer: (id) =>
      found(resource('getCustomer', 'GET', `/v1/customers/${encodeURIComponent(id)}`, customerAnswer)),

    createBasket(basket) {
      const digits = fractionDigitsOf(basket.currency);
      const decimal = (minor: number) => Number(decimalOfMinorUnits(minor, digits));
      const totalMinor = basket.items.reduce(
        (total, item) =>
          total +
          item.quantity * (item.amountPerUnitGrossMinor - (item.amountDiscountPerUnitGrossMinor ?? 0)),
        0,
      );
      return resource('createBasket', 'POST', '/v2/baskets', idAnswer, {
        body: {
          orderId: basket.orderId,
          currencyCode: basket.currency,
          totalValueGross: decimal(totalMinor),
          ...(basket.note ? { note: basket.note } : {}),
          basketItems: basket.items.map((item) => ({
            basketItemReferenceId: item.basketItemReferenceId,
            title: item.title.slice(0, 255),
            ...(item.subTitle ? { subTitle: item.subTitle } : {}),
            quantity: item.quantity,
            ...(item.unit ? { unit: item.unit } : {}),
            vat: item.vatPercent,
            amountPerUnitGross: decimal(item.amountPerUnitGrossMinor),
            amountDiscountPerUnitGross: decimal(item.amountDiscountPerUnitGrossMinor ?? 0),
            type: item.type,
            ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
          })),
        },
      });
    },

    authorize: (tx) => transaction('authorize', '/v1/payments/authorize', transactionBody(tx)),

    charge: (tx) => transaction('charge', '/v1/payments/charges', transactionBody(tx)),

    async chargeAuthorization(paymentId, amount) {
      const payment = await fetchPayment('chargeAuthorization', paymentId);
      if (!payment) return paymentNotFound();
      return transaction(
        'chargeAuthorization',
        `/v1/payments/${encodeURIComponent(paymentId)}/charges`,
        amountBody('chargeAuthorization', payment.currency, amount),
      );
    },

    async cancel(paymentId, amount) {
      const payment = await fetchPayment('cancel', paymentId);
      if (!payment) return paymentNotFound();
      const path = `/v1/payments/${encodeURIComponent(paymentId)}`;
      const authorized = payment.transactions.some(
        (tx) => tx.type === 'authorize' && tx.status === 'success',
      );
      const body = amountBody('cancel', payment.currency, amount);
      if (authorized && payment.remainingMinor > 0) {
        return transaction('cancel', `${path}/authorize/cancels`, body);
      }
      // Unzer asks secured invoices for a reason; CANCEL is the merchant's own cancellation.
      return transaction('cancel', `${path}/charges/cancels`, { ...body, reasonCode: 'CANCEL' });
    },

    getPayment: (paymentId) => fetchPayment('getPayment', paymentId),

    getPaymentByOrderId: (orderId) => fetchPayment('getPaymentByOrderId', orderId),

    async installmentPlans(query) {
      const digits = fractionDigitsOf(query.currency);
      const search = new URLSearchParams({
        amount: decimalOfMinorUnits(query.amountMinor, digits),
        currency: query.currency,
        country: query.country,
        customerType: query.customerType ?? 'B2C',
      });
      const name = 'installmentPlans';
      const answer = await resource(
        name,
        'GET',
        `/v1/types/paylater-installment/plans?${search}`,
        plansAnswer,
      );
      const minor = (value: string | number) => {
        const units = minorUnitsOfUnzerAmount(String(value), query.currency);
        if (units === null) throw new UnzerUnavailable(name, 'unexpected_answer');
        return units;
      };
      return {
        inquiryId: answer.id,
        plans: answer.plans.map((plan) => {
          const rates = plan.installmentRates.map((rate) => ({
            date: rate.date,
            amountMinor: minor(rate.rate),
          }));
          return {
            numberOfRates: plan.numberOfRates,
            totalAmountMinor: minor(plan.totalAmount),
            nominalInterestRate: plan.nominalInterestRate,
            effectiveInterestRate: plan.effectiveInterestRate,
            monthlyRateMinor: rates[0]?.amountMinor ?? 0,
            rates,
            secciUrl: plan.secciUrl,
          };
        }),
      };
    },

    async ensureWebhook(url, events) {
      const known = await resource('ensureWebhook', 'GET', '/v1/webhooks', webhooksAnswer);
      const registered = ('events' in known ? known.events : [known]).filter(
        (webhook) => webhook.url === url,
      );
      const missing = events.filter((event) => !registered.some((webhook) => webhook.event === event));
      if (missing.length === 0) return registered;
      const added = await resource('ensureWebhook', 'POST', '/v1/webhooks', webhooksAnswer, {
        body: { url, eventList: missing },
      });
      return [...registered, ...('events' in added ? added.events : [added])];
    },

    readWebhook: (bodyText) => readUnzerWebhook(bodyText, { publicKey: config.publicKey, baseUrl: base }),
  };
}

/** The answer for a payment that does not exist, in Unzer's own code (API.310.100.003). */
function paymentNotFound(): UnzerTransactionResult {
  return {
    outcome: 'error',
    httpStatus: 404,
    error: { code: 'API.310.100.003', merchantMessage: 'Payment not found.', customerMessage: '' },
  };
}
