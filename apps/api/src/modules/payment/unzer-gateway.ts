import type { InvoiceRejection, PaymentFlowName } from '@hortus/core';
import type {
  PaymentGateway,
  PaymentOrder,
  ProviderPayment,
  ProviderTransaction,
  StartOutcome,
  StartRequest,
} from './gateway';
import { ProviderUnavailable } from './gateway';
import type { UnzerClient } from './unzer/client';
import { UnzerRefused, UnzerUnavailable } from './unzer/errors';
import { invoiceRejectionReasonOf } from './unzer/invoice-rejection';
import type {
  UnzerAddress,
  UnzerBasketItem,
  UnzerCustomerInput,
  UnzerPayment,
  UnzerRiskData,
  UnzerTransactionInput,
  UnzerTransactionResult,
} from './unzer/types';

/** The flows Unzer serves (payments spec 4): every provider method but Amazon Pay. */
const UNZER_FLOWS = [
  'card',
  'direct_debit',
  'ideal',
  'bancontact',
  'paypal',
  'instant_bank',
  'paylater_invoice',
  'secured_invoice',
  'installment',
] as const satisfies readonly PaymentFlowName[];

/** Invoice and installment hold the money (authorize) and take it at shipment; the rest charge at once. */
const AUTHORIZING: ReadonlySet<PaymentFlowName> = new Set([
  'paylater_invoice',
  'secured_invoice',
  'installment',
]);
/** Payments spec 4 "for some methods create a basket": those Unzer checks a basket for. */
const NEEDS_BASKET: ReadonlySet<PaymentFlowName> = new Set([
  'paylater_invoice',
  'secured_invoice',
  'installment',
]);

/** Basket titles end at 255 characters (payments spec 4). */
const title = (text: string) => text.slice(0, 255);

function addressOf(address: PaymentOrder['billingAddress']): UnzerAddress {
  return {
    name: `${address.firstname} ${address.lastname}`.trim(),
    street: address.street.join(' ').slice(0, 50),
    zip: address.postcode,
    city: address.city,
    country: address.countryId,
  };
}

function customerOf(request: StartRequest): UnzerCustomerInput {
  const { order, additional, flow } = request;
  const billing = order.billingAddress;
  const sameAddress = JSON.stringify(billing) === JSON.stringify(order.shippingAddress);
  return {
    ...(order.customerId === null ? {} : { customerId: String(order.customerId) }),
    firstname: billing.firstname.slice(0, 40),
    lastname: billing.lastname.slice(0, 40),
    email: order.email,
    language: order.language,
    ...(billing.telephone ? { phone: billing.telephone } : {}),
    ...(additional.birthDate ? { birthDate: additional.birthDate } : {}),
    // Pay-later is for consumers (spec 4: customer type B2C): a company name would make it a business.
    ...(billing.company && flow !== 'paylater_invoice' && flow !== 'installment'
      ? { company: billing.company.slice(0, 40) }
      : {}),
    billingAddress: addressOf(billing),
    shippingAddress: {
      ...addressOf(order.shippingAddress),
      shippingType: sameAddress ? 'equals-billing' : 'different-address',
    },
  };
}

/**
 * The order as a v2 basket: its lines at the price and tax rate the order was placed with (the old shop's
 * fixed 20 % VAT was a defect: Unzer's invoice shows the rate), the delivery as one flat-rate line, the
 * payment surcharge as a line and a discount as a voucher, so the basket adds up to the grand total.
 */
export function basketItemsOf(order: PaymentOrder): UnzerBasketItem[] {
  const items: UnzerBasketItem[] = order.lines.map((line) => {
    // A row whose total is not its units times one price (a rounding) goes as one unit of the whole row.
    const even = line.rowTotalInclTax % line.qty === 0;
    return {
      basketItemReferenceId: line.sku,
      title: title(even ? line.name : `${line.qty} × ${line.name}`),
      quantity: even ? line.qty : 1,
      unit: 'pc',
      vatPercent: line.taxRateBp / 100,
      amountPerUnitGrossMinor: even ? line.rowTotalInclTax / line.qty : line.rowTotalInclTax,
      type: 'goods',
    };
  });
  if (order.shippingInclTax > 0)
    items.push({
      basketItemReferenceId: 'shipping',
      title: 'Flat rate',
      quantity: 1,
      vatPercent: order.shippingTaxRateBp / 100,
      amountPerUnitGrossMinor: order.shippingInclTax,
      type: 'shipment',
    });
  if (order.paymentFeeInclTax > 0)
    items.push({
      basketItemReferenceId: 'payment-fee',
      title: 'Payment fee',
      quantity: 1,
      vatPercent: order.shippingTaxRateBp / 100,
      amountPerUnitGrossMinor: order.paymentFeeInclTax,
      type: 'goods',
    });
  const discount = Math.abs(order.discountAmount);
  if (discount > 0)
    items.push({
      basketItemReferenceId: 'discount',
      title: 'Discount',
      quantity: 1,
      vatPercent: order.shippingTaxRateBp / 100,
      amountPerUnitGrossMinor: 0,
      amountDiscountPerUnitGrossMinor: discount,
      type: 'voucher',
    });
  return items;
}

function riskDataOf(request: StartRequest): UnzerRiskData {
  const { risk } = request;
  return {
    // The checkout always has a fraud-screening session; a caller without one screens as the attempt.
    threatMetrixId: risk.threatMetrixId ?? request.attemptId,
    customerGroup: risk.confirmedOrders > 0 ? 'TOP' : 'NEUTRAL',
    registrationLevel: risk.registrationLevel === 1 ? 'registered' : 'guest',
    ...(risk.customerId === null
      ? {}
      : {
          customerId: String(risk.customerId),
          confirmedOrders: risk.confirmedOrders,
          confirmedAmountMinor: risk.confirmedAmount,
          ...(risk.registrationDate ? { registrationDate: risk.registrationDate } : {}),
        }),
  };
}

/** The id of a payment type for the flow: a card's the browser made, the others made here. */
async function typeIdOf(client: UnzerClient, request: StartRequest): Promise<string> {
  const { additional, flow, order } = request;
  const iban = additional.iban?.replace(/\s+/g, '');
  switch (flow) {
    case 'card':
      if (!additional.typeId || !/^[sp]-crd-[A-Za-z0-9]+$/.test(additional.typeId))
        throw new UnzerRefused('card', 400, {
          code: 'API.320.200.143',
          merchantMessage: 'no card type id',
          customerMessage: '',
        });
      return additional.typeId;
    case 'direct_debit':
      return (
        await client.createPaymentType('sepa-direct-debit', {
          iban: iban ?? '',
          ...(additional.holder ? { holder: additional.holder } : {}),
        })
      ).id;
    case 'ideal':
      return (await client.createPaymentType('ideal', additional.bic ? { bic: additional.bic } : {})).id;
    case 'bancontact':
      return (
        await client.createPaymentType('bancontact', additional.holder ? { holder: additional.holder } : {})
      ).id;
    case 'paypal':
      return (await client.createPaymentType('paypal', additional.email ? { email: additional.email } : {}))
        .id;
    case 'instant_bank':
      return (
        await client.createPaymentType('openbanking-pis', { ibanCountry: order.billingAddress.countryId })
      ).id;
    case 'paylater_invoice':
      return (await client.createPaymentType('paylater-invoice', {})).id;
    case 'secured_invoice':
      return (await client.createPaymentType('invoice-secured', {})).id;
    case 'installment':
      return (
        await client.createPaymentType('paylater-installment', {
          inquiryId: additional.inquiryId ?? '',
          numberOfRates: additional.numberOfRates ?? 0,
          iban: iban ?? '',
          holder: additional.holder ?? '',
          country: order.billingAddress.countryId,
        })
      ).id;
    default:
      throw new Error(`Unzer does not serve the ${flow} flow`);
  }
}

/** Payments spec 4 step 2: the registered customer's provider customer is updated, a guest's created. */
async function customerIdOf(client: UnzerClient, request: StartRequest): Promise<string> {
  const customer = customerOf(request);
  if (customer.customerId) {
    const existing = await client.getCustomer(customer.customerId);
    if (existing) return (await client.updateCustomer(existing.id, customer)).id;
  }
  return (await client.createCustomer(customer)).id;
}

/** Payments spec 8: an invoice or installment refused says why; other methods' refusals name no reason. */
const rejectionOf = (flow: PaymentFlowName, code: string): InvoiceRejection | null =>
  AUTHORIZING.has(flow) ? invoiceRejectionReasonOf(code) : null;

function outcomeOf(result: UnzerTransactionResult, flow: PaymentFlowName, returnUrl: string): StartOutcome {
  if (result.outcome === 'success') return { outcome: 'success', paymentId: result.paymentId };
  // Pending without a page to go to (a bank's later word): the shopper waits on the shop's return page.
  if (result.outcome === 'pending')
    return { outcome: 'pending', paymentId: result.paymentId, redirectUrl: result.redirectUrl || returnUrl };
  return {
    outcome: 'refused',
    paymentId: result.paymentId ?? null,
    httpStatus: result.httpStatus,
    code: result.error.code,
    invoiceRejection: rejectionOf(flow, result.error.code),
  };
}

function transactionsOf(payment: UnzerPayment): ProviderTransaction[] {
  const authorized = payment.transactions.some((tx) => tx.type === 'authorize' && tx.status === 'success');
  const kinds: Record<string, ProviderTransaction['kind']> = {
    authorize: 'authorization',
    charge: 'charge',
    'cancel-authorize': 'authorization_canceled',
    'cancel-charge': 'refund',
    chargeback: 'chargeback',
  };
  return payment.transactions.flatMap((tx) => {
    const kind = kinds[tx.type];
    if (!kind) return [];
    return [
      {
        id: tx.id,
        kind,
        status: tx.status === 'success' ? 'success' : tx.status === 'error' ? 'error' : 'pending',
        amount: tx.amountMinor,
        currency: payment.currency,
        ofAuthorization: kind === 'charge' && authorized,
        bookedOn: (tx.date || new Date().toISOString()).slice(0, 10),
      },
    ];
  });
}

/** Where the buyer's part stands, read from Unzer's payment state and its transactions (facts 1.4). */
function buyerStateOf(payment: UnzerPayment): ProviderPayment['buyerState'] {
  const first = payment.transactions.find((tx) => tx.type === 'authorize' || tx.type === 'charge');
  if (first?.status === 'success') return 'approved';
  if (first?.status === 'error' || payment.state === 'canceled') return 'abandoned';
  if (payment.state === 'completed' || payment.state === 'partly' || payment.state === 'chargeback')
    return 'approved';
  return 'open';
}

/**
 * A charge or authorization whose answer never came (a timeout, a broken connection, a 5xx) may have
 * happened all the same: Unzer knows its payment by the order id it was sent with, so the shop asks for
 * that before it gives the order up (a card charged must not leave a cancelled order). Null: no such
 * payment, or Unzer cannot be asked either.
 */
async function paymentOfLostAnswer(
  client: UnzerClient,
  error: unknown,
  orderId: string,
): Promise<UnzerPayment | null> {
  if (!isLostAnswer(error)) return null;
  try {
    return await client.getPaymentByOrderId(orderId);
  } catch {
    return null;
  }
}

/** A charge or authorization sent whose answer never came: Unzer may have taken the money. */
const isLostAnswer = (error: unknown) =>
  error instanceof UnzerUnavailable && (error.call === 'charge' || error.call === 'authorize');

/** Unzer's order id of a shop order: order numbers are per store view, Unzer's ids per merchant. */
const unzerOrderId = (order: Pick<PaymentOrder, 'storeCode' | 'incrementId'>) =>
  `${order.storeCode}-${order.incrementId}`;

function providerPaymentOf(payment: UnzerPayment): ProviderPayment {
  return { id: payment.id, buyerState: buyerStateOf(payment), transactions: transactionsOf(payment) };
}

/**
 * The payment found after a lost answer, as the start's outcome: taken, or still to be decided (the buyer's
 * 3-D Secure page is not known then, so the shopper waits on the shop's return page). The read-back that
 * follows every start books it, or undoes the order if the payment failed.
 */
function foundOutcome(payment: UnzerPayment, returnUrl: string): StartOutcome {
  if (buyerStateOf(payment) === 'approved') return { outcome: 'success', paymentId: payment.id };
  return { outcome: 'pending', paymentId: payment.id, redirectUrl: returnUrl };
}

/** The Unzer adapter behind the shop's payment flows (payments spec 4 and 7). */
export function unzerGateway(client: UnzerClient): PaymentGateway {
  const unavailable = (error: unknown): never => {
    if (error instanceof UnzerUnavailable) throw new ProviderUnavailable('unzer', error.message);
    throw error;
  };
  return {
    provider: 'unzer',
    flows: UNZER_FLOWS,

    async start(request) {
      const { order, flow } = request;
      const money = { amountMinor: order.grandTotal, currency: order.currency };
      try {
        const typeId = await typeIdOf(client, request);
        // Spec 4 step 2: a customer only for an order worth something.
        const customerId = order.grandTotal > 0 ? await customerIdOf(client, request) : undefined;
        const basketId = NEEDS_BASKET.has(flow)
          ? (
              await client.createBasket({
                // Order numbers are per store view; Unzer's order ids are per merchant.
                orderId: unzerOrderId(order),
                currency: order.currency,
                items: basketItemsOf(order),
              })
            ).id
          : undefined;
        const transaction: UnzerTransactionInput = {
          ...money,
          typeId,
          orderId: unzerOrderId(order),
          returnUrl: request.returnUrl,
          paymentReference: order.incrementId,
          ...(customerId ? { customerId } : {}),
          ...(basketId ? { basketId } : {}),
          ...(AUTHORIZING.has(flow) ? { riskData: riskDataOf(request) } : {}),
        };
        const result = AUTHORIZING.has(flow)
          ? await client.authorize(transaction)
          : await client.charge(transaction);
        return outcomeOf(result, flow, request.returnUrl);
      } catch (error) {
        // A type, customer or basket Unzer refused (an invalid IBAN, a birth date): the payment is refused.
        if (error instanceof UnzerRefused)
          return {
            outcome: 'refused',
            paymentId: null,
            httpStatus: error.httpStatus,
            code: error.error.code,
            invoiceRejection: rejectionOf(flow, error.error.code),
          };
        const found = await paymentOfLostAnswer(client, error, unzerOrderId(order));
        if (found) return foundOutcome(found, request.returnUrl);
        // Not found (yet: Unzer may still be at it) or not to be asked: the order waits for Unzer's word.
        if (isLostAnswer(error)) throw new ProviderUnavailable('unzer', (error as Error).message, true);
        return unavailable(error);
      }
    },

    async fetch(paymentId) {
      try {
        const payment = await client.getPayment(paymentId);
        // A payment Unzer does not know (other keys than it was made with, an emulator started afresh)
        // takes no money and never will: abandoned, so its order is undone instead of read forever.
        if (!payment) return { id: paymentId, buyerState: 'abandoned', transactions: [] };
        return providerPaymentOf(payment);
      } catch (error) {
        return unavailable(error);
      }
    },

    async findByOrder(order) {
      try {
        const payment = await client.getPaymentByOrderId(unzerOrderId(order));
        return payment ? providerPaymentOf(payment) : null;
      } catch (error) {
        return unavailable(error);
      }
    },

    async capture(paymentId, amount, currency) {
      try {
        const result = await client.chargeAuthorization(paymentId, { amountMinor: amount, currency });
        // Charging more than is left (a retried job after the first capture went through) is refused by
        // Unzer and changes nothing; the sync that follows books what really happened.
        if (result.outcome === 'error' && result.httpStatus >= 500)
          throw new ProviderUnavailable('unzer', `capture refused: ${result.error.code}`);
      } catch (error) {
        unavailable(error);
      }
    },

    readNotification(body) {
      const reading = client.readWebhook(body);
      return reading.accepted ? { paymentId: reading.paymentId } : { refused: reading.reason };
    },

    async release(paymentId, amount, currency) {
      try {
        const result = await client.cancel(paymentId, { amountMinor: amount, currency });
        if (result.outcome === 'error' && result.httpStatus >= 500)
          throw new ProviderUnavailable('unzer', `release refused: ${result.error.code}`);
      } catch (error) {
        unavailable(error);
      }
    },
  };
}
