import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  type CartTotalsResult,
  type CheckoutLogBody,
  type Customer,
  cartCollectTotals,
  cartPaymentMethods,
  cartShippingInformation,
  cartShippingMethods,
  checkoutLog,
  companyUid,
  type Endpoint,
  guestOrder,
  type Order,
  type PaymentStatus,
  type PlaceOrderBody,
  type paymentMethod,
  placeOrder,
  type RefusalDetails,
  type RefusalReason,
  type shippingMethod,
} from '@hortus/api-contract';
import { findStoreView, formatPrice, paymentFlowOf, type StoreCode, type StoreView } from '@hortus/core';
import {
  CHECKOUT_STEPS,
  type CheckoutForm,
  type CheckoutStep,
  checkoutFormSchema,
  invoiceAddressOf,
  invoiceStepSchema,
  shippingStepSchema,
} from '@hortus/core/checkout-form';
import { paymentMethodAdditionalOf } from '@hortus/core/payment-details';
import { z } from 'zod';
import { loadCart } from '../cart/cart.server';
import { cartCall } from '../cart/cart-call.server';
import { callEndpoint } from '../lib/api.server';
import { urls } from '../lib/urls';
import { currentCustomer } from '../session/customer.server';
import type { Notice, Session } from '../session/session.server';
import { register } from '../session/session-forms.server';
import type { VatAnswer } from '../wire/checkout-calls';
import { deliveryCountriesOf } from './countries';
import { invoiceRejectionText } from './payment-texts';
import {
  type AmazonPayCheckout,
  amazonPayCheckoutOf,
  type InstallmentOffer,
  installmentOfferFor,
  loadPaymentSetup,
  type PaymentSetup,
  shippingCountriesNotice,
} from './payments.server';
import { keepPlacedOrder, placedOrderOf } from './placed-orders.server';
import { carrierAndMethodOf } from './shipping-choice';

export type ShippingMethod = z.output<typeof shippingMethod>;
export type PaymentMethod = z.output<typeof paymentMethod>;

/** What the checkout page starts from (spec 4 "Checkout"). */
export interface CheckoutData {
  cart: CartTotalsResult;
  customer: Pick<Customer, 'email' | 'firstname' | 'lastname' | 'addresses'> | null;
  /** Where this store view delivers: its own country, or any of the shop's for the 'other countries' stores. */
  countries: string[];
  country: string;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  /** What the payment forms need of the providers (Unzer's public key for cards, iDEAL's banks). */
  paymentSetup: PaymentSetup;
  /** The Amazon Pay checkout session the buyer came back with, and what to say about it. */
  amazonPay: AmazonPayCheckout | null;
}

/**
 * A call on the cart the shopper is checking out; null without one. It is never made on another cart
 * (cart-call.server.ts). The session sends the shopper's address, for the API's limits per client (open
 * unpaid orders, ADR 0014).
 */
function checkoutCall<E extends Endpoint>(
  session: Session,
  endpoint: E,
  input: Parameters<typeof cartCall<E>>[2],
  cartGoneOn404 = true,
) {
  return cartCall(session, endpoint, input, { start: false, cartGoneOn404 });
}

async function shippingMethodsTo(session: Session, country: string): Promise<ShippingMethod[]> {
  const reply = await checkoutCall(session, cartShippingMethods, {
    body: { address: { country_id: country } },
  });
  return reply?.status === 200 ? reply.result.filter((method) => method.available) : [];
}

/** The checkout's data, or null when there is nothing to order (the page sends the shopper to the cart). */
export async function loadCheckout(
  session: Session,
  storeView: StoreView,
  amazonCheckoutSessionId: string | null = null,
): Promise<CheckoutData | null> {
  const cart = await loadCart(session);
  if (!cart || cart.items.length === 0) return null;
  const countries = deliveryCountriesOf(storeView);
  const country = countries.includes(storeView.tax.defaultCountry)
    ? storeView.tax.defaultCountry
    : (countries[0] ?? storeView.tax.defaultCountry);
  const [customer, shippingMethods, payment, paymentSetup, amazonPay] = await Promise.all([
    currentCustomer(session),
    shippingMethodsTo(session, country),
    checkoutCall(session, cartPaymentMethods, {}),
    loadPaymentSetup(),
    amazonCheckoutSessionId ? amazonPayCheckoutOf(session, storeView, amazonCheckoutSessionId) : null,
  ]);
  return {
    cart,
    customer: customer
      ? {
          email: customer.email,
          firstname: customer.firstname,
          lastname: customer.lastname,
          addresses: customer.addresses,
        }
      : null,
    countries,
    country,
    shippingMethods,
    paymentMethods: payment?.status === 200 ? payment.result : [],
    paymentSetup,
    amazonPay,
  };
}

const addressBody = (address: ReturnType<typeof invoiceAddressOf>) => ({
  firstname: address.firstname,
  lastname: address.lastname,
  street: [address.street1, address.street2].filter((line): line is string => Boolean(line)),
  postcode: address.postcode,
  city: address.city,
  country_id: address.country_id,
  ...(address.telephone ? { telephone: address.telephone } : {}),
});

/** What the totals and the payment methods on offer depend on: the delivery and the invoice. */
type PricedForm = { shipping: CheckoutForm['shipping']; payment: z.output<typeof invoiceStepSchema> };

function addressesOf(form: PricedForm) {
  const { company, vat_id } = form.payment;
  const business = company ? { company } : {};
  return {
    shippingAddress: { ...addressBody(form.shipping.address), ...business },
    billingAddress: {
      ...addressBody(invoiceAddressOf(form)),
      ...business,
      ...(vat_id ? { vat_id } : {}),
    },
  };
}

/** The totals of a checkout and the payment methods on offer with them, as the server priced them. */
export interface PricedCheckout {
  totals: CartTotalsResult;
  paymentMethods: PaymentMethod[];
}

/** Why the API refused a checkout call: its status and reason (not_found when there is no cart). */
interface ApiRefusal {
  status: number;
  reason: RefusalReason;
  details?: RefusalDetails | undefined;
}
type PricingRefusal = { refused: ApiRefusal };

/** The refusal of a checkout call's answer; a call without a cart is a cart that is gone. */
function apiRefusalOf(
  reply: { status: number; reason?: RefusalReason; details?: RefusalDetails } | null,
): ApiRefusal {
  if (!reply) return { status: 404, reason: 'not_found' };
  return { status: reply.status, reason: reply.reason ?? 'server_error', details: reply.details };
}

/**
 * The totals and the payment methods on offer for the chosen delivery (address and method) and invoice
 * address (a business customer's confirmed VAT number may make it tax-free and allows purchase on account),
 * with the surcharge of the payment method when one is chosen and still offered; else the API's refusal.
 */
async function priceCheckout(
  session: Session,
  form: PricedForm,
  paymentMethod: string | null,
): Promise<PricedCheckout | PricingRefusal> {
  const { carrier, method } = carrierAndMethodOf(form.shipping.method);
  const delivery = await checkoutCall(session, cartShippingInformation, {
    body: {
      addressInformation: { ...addressesOf(form), shippingCarrierCode: carrier, shippingMethodCode: method },
    },
  });
  if (delivery?.status !== 200) return { refused: apiRefusalOf(delivery) };
  const paymentMethods = delivery.result.payment_methods;
  if (!paymentMethod || !paymentMethods.some((offered) => offered.code === paymentMethod)) {
    return { totals: delivery.result.totals, paymentMethods };
  }
  const totals = await checkoutCall(session, cartCollectTotals, {
    body: { methods: { paymentMethod: { method: paymentMethod } } },
  });
  if (totals?.status !== 200) return { refused: apiRefusalOf(totals) };
  return { totals: totals.result, paymentMethods };
}

/**
 * `priceCheckout` for the review: null when the API cannot price it (the order would then be refused with
 * the reason).
 */
async function checkoutTotals(
  session: Session,
  form: PricedForm,
  paymentMethod: string | null,
): Promise<PricedCheckout | null> {
  const priced = await priceCheckout(session, form, paymentMethod);
  return 'refused' in priced ? null : priced;
}

/** The review's totals and the payment methods on offer, for the form as the shopper has filled it so far. */
export async function totalsFromForm(
  session: Session,
  formData: FormData,
): Promise<{ totals: CartTotalsResult | null; paymentMethods: PaymentMethod[] | null }> {
  const submission = parseWithZod(formData, {
    schema: z.object({ shipping: shippingStepSchema, payment: invoiceStepSchema }),
  });
  if (submission.status !== 'success') return { totals: null, paymentMethods: null };
  const method = formData.get('payment.method');
  const priced = await checkoutTotals(session, submission.value, typeof method === 'string' ? method : null);
  return { totals: priced?.totals ?? null, paymentMethods: priced?.paymentMethods ?? null };
}

/** The API's order body of a valid form: the same rules, now in the order's shape. */
function orderBodyOf(
  form: CheckoutForm,
  key: string,
  lines: readonly { sku: string; qty: number }[],
): PlaceOrderBody {
  const { carrier, method } = carrierAndMethodOf(form.shipping.method);
  return {
    idempotency_key: key,
    email: form.details.email,
    firstname: form.details.firstname,
    lastname: form.details.lastname,
    addressInformation: {
      ...addressesOf(form),
      shipping_carrier_code: carrier,
      shipping_method_code: method,
      payment_method_code: form.payment.method,
      payment_method_additional: paymentMethodAdditionalOf(form.payment.method, form.payment.details),
    },
    ...(form.details.comment ? { comment: form.details.comment } : {}),
    products: lines.map(({ sku, qty }) => ({ sku, qty })),
  };
}

/** The cart's lines the shopper saw (the form's `lines`, JSON); null when they are not a list of lines. */
function linesShownIn(formData: FormData): { sku: string; qty: number }[] | null {
  let shown: unknown;
  try {
    shown = JSON.parse(String(formData.get('lines') ?? '[]'));
  } catch {
    return null;
  }
  if (!Array.isArray(shown)) return null;
  return shown.filter(
    (line): line is { sku: string; qty: number } =>
      typeof line?.sku === 'string' && Number.isInteger(line?.qty) && line.qty > 0,
  );
}

export type PlaceOutcome =
  | {
      status: 'placed';
      order: Order;
      /** A provider's payment started with the order; pending, the buyer goes on to its page. */
      payment: PaymentStatus | null;
    }
  | {
      status: 'refused';
      reply: SubmissionResult<string[]>;
      notice: Notice;
      httpStatus: number;
      /** The checkout priced again, when the refusal is about its total: the review shows it to confirm. */
      priced?: PricedCheckout;
      /** The installment plans for the priced total, when the shopper is still to choose one. */
      installments?: InstallmentOffer | null;
      /**
       * The provider refused the payment and the shop undid its order: the next try is a new order, under a
       * new key (the old key answers the refused one).
       */
      newAttempt?: boolean;
    };

const ORDER_KEY = /^[A-Za-z0-9_-]{16,100}$/;
/** The grand total the review showed beside the order button (minor units), as the form sends it. */
const SHOWN_TOTAL = /^\d{1,15}$/;
const LOG_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Places the order of the checkout form (spec 4 "Place order"): validated by the shared schemas, the account
 * made first when the shopper asked for one (its guest cart becomes theirs), then `POST /api/order` with the
 * key the page made for this attempt, so that a retry or the offline queue's replay answers the same order.
 * The order carries the total the review showed beside the button (`expectedGrandTotal`): a form that showed
 * none (no scripts: nothing was priced yet) or one the API no longer prices the order at comes back with the
 * checkout priced now, to be placed again at that total. Nothing is ever placed at a total not shown.
 * A refusal names what to fix, at its field where it has one; the cart stays as it is.
 */
export async function placeOrderFromForm(session: Session, formData: FormData): Promise<PlaceOutcome> {
  const submission = parseWithZod(formData, { schema: checkoutFormSchema });
  const refuse = (notice: Notice, httpStatus: number, fieldErrors?: Record<string, string[]>) => ({
    status: 'refused' as const,
    reply: submission.reply(fieldErrors ? { fieldErrors } : { formErrors: [notice.id] }),
    notice,
    httpStatus,
  });
  if (submission.status !== 'success') {
    // The page comes back to be fixed; where delivery and payment are filled in, with their total priced,
    // so what stands beside the button is the order's total for those choices.
    const { totals, paymentMethods } = session.cart
      ? await totalsFromForm(session, formData)
      : { totals: null, paymentMethods: null };
    const refused = refuse({ type: 'error', id: 'form.fixErrors' }, 400);
    if (!totals || !paymentMethods) return refused;
    // Without scripts the plans come with the page: the shopper picks one and sends the form again.
    const choosesInstallment = paymentFlowOf(String(formData.get('payment.method') ?? '')) === 'installment';
    return {
      ...refused,
      priced: { totals, paymentMethods },
      ...(choosesInstallment ? { installments: await installmentOfferFor(session, totals.grand_total) } : {}),
    };
  }
  const form = submission.value;
  const key = formData.get('orderKey');
  if (typeof key !== 'string' || !ORDER_KEY.test(key))
    return refuse({ type: 'error', id: 'form.invalid' }, 400);
  const lines = linesShownIn(formData);
  if (!lines) return refuse({ type: 'error', id: 'form.invalid' }, 400);
  const refuseFor = (refusal: ApiRefusal) => refusalOf(refusal, session.store, refuse);
  /** The review again with the checkout as priced now, its total beside the button to confirm. */
  const confirmTotal = async (notice: (priced: PricedCheckout) => Notice): Promise<PlaceOutcome> => {
    const priced = await priceCheckout(session, form, form.payment.method);
    if ('refused' in priced) return refuseFor(priced.refused);
    return { ...refuse(notice(priced), 409), priced };
  };
  const shown = formData.get('expectedGrandTotal');
  if (typeof shown !== 'string' || !SHOWN_TOTAL.test(shown)) {
    if (!session.cart) return refuse({ type: 'error', id: 'checkout.cartGone' }, 409);
    return confirmTotal(() => ({ type: 'warning', id: 'checkout.confirmTotal' }));
  }

  if (form.details.createAccount && !session.customer) {
    const created = await register(session, {
      email: form.details.email,
      firstname: form.details.firstname,
      lastname: form.details.lastname,
      password: form.details.password ?? '',
    });
    if (created.status !== 200) {
      return refuse(created.notice, created.status, {
        [created.status === 409 ? 'details.email' : 'details.password']: [created.notice.id],
      });
    }
  }
  if (!session.cart) return refuse({ type: 'error', id: 'checkout.cartGone' }, 409);
  const logId = formData.get('checkoutLogId');
  const body = {
    ...orderBodyOf(form, key, lines),
    expected_grand_total: Number(shown),
    ...(typeof logId === 'string' && LOG_ID.test(logId) ? { checkout_log_id: logId } : {}),
  };
  const reply = await checkoutCall(session, placeOrder, { body });
  if (reply?.status === 200) {
    const { payment, ...order } = reply.result;
    // A payment pending at its provider keeps the cart: the order is undone and the cart open again when the
    // buyer does not pay. The thank-you page reads a paid order again (its receipt would say unpaid).
    const pending = payment?.status === 'pending' || payment?.status === 'starting';
    if (!pending) session.setCart(null);
    session.rememberOrder({
      number: order.increment_id,
      email: form.details.email,
      ...(payment ? {} : { receipt: keepPlacedOrder(order) }),
    });
    return { status: 'placed', order, payment: payment ?? null };
  }
  const refusal = apiRefusalOf(reply);
  if (refusal.reason === 'order_total_changed') {
    const storeView = findStoreView(session.store);
    return confirmTotal(({ totals }) => ({
      type: 'warning',
      id: 'checkout.totalChanged',
      values: { amount: storeView ? formatPrice(totals.grand_total, storeView) : '' },
    }));
  }
  return refuseFor(refusal);
}

/**
 * Where the buyer goes on to after an order whose payment is pending at its provider: the provider's page,
 * or the shop's return page when the provider named none. Null when the order needs no more of the buyer.
 */
export function pendingPaymentPage(payment: PaymentStatus | null, store: StoreCode): string | null {
  if (payment?.status !== 'pending' && payment?.status !== 'starting') return null;
  return payment.redirect_url ?? urls.payment(store, payment.id);
}

/** The form's answer to an API refusal: what to fix, at its field where it has one. */
function refusalOf(
  { status, reason, details }: ApiRefusal,
  store: string,
  refuse: (notice: Notice, httpStatus: number, fieldErrors?: Record<string, string[]>) => PlaceOutcome,
): PlaceOutcome {
  if (reason === 'island_not_deliverable') {
    return refuse({ type: 'error', id: 'form.island' }, 400, {
      'shipping.address.postcode': ['form.island'],
    });
  }
  if (reason === 'vat_number_invalid') {
    return refuse({ type: 'error', id: 'form.vatNumber' }, 400, { 'payment.vat_id': ['form.vatNumber'] });
  }
  if (reason === 'not_enough_stock') {
    const product = (details?.product ?? '').slice(0, 200);
    return refuse({ type: 'error', id: 'checkout.outOfStock', values: { product } }, 409);
  }
  if (reason === 'cart_changed') return refuse({ type: 'error', id: 'checkout.cartChanged' }, 409);
  if (reason === 'unpaid_orders_open') {
    return refuse({ type: 'error', id: 'checkout.unpaidOrdersOpen' }, 409, {
      'payment.method': ['checkout.unpaidOrdersOpen'],
    });
  }
  if (reason === 'order_key_other_request')
    return refuse({ type: 'error', id: 'checkout.alreadyOrdered' }, 409);
  if (reason === 'cart_empty' || reason === 'not_found') {
    return refuse({ type: 'error', id: 'checkout.cartGone' }, 409);
  }
  if (reason === 'payment_refused' || reason === 'payment_unavailable') {
    const refused = paymentRefusalOf(reason, details, store, refuse);
    return refused.status === 'refused' ? { ...refused, newAttempt: true } : refused;
  }
  if (reason === 'payment_method_not_possible') {
    return refuse({ type: 'error', id: 'checkout.paymentNotPossible' }, 400, {
      'payment.method': ['checkout.paymentNotPossible'],
    });
  }
  if (reason === 'shipping_method_not_possible' || status === 400) {
    return refuse({ type: 'error', id: 'checkout.shippingNotPossible' }, 400, {
      'shipping.method': ['checkout.shippingNotPossible'],
    });
  }
  return refuse({ type: 'error', id: 'checkout.orderFailed' }, status >= 500 ? 502 : status);
}

/**
 * A payment the provider refused or could not take (payments spec 4 outcomes, 8 "Shown"): an invoice or
 * installment refused with the provider's reason, Amazon's delivery country, the method not possible, or the
 * provider out of reach. The shop has undone the order; the shopper chooses again.
 */
function paymentRefusalOf(
  reason: 'payment_refused' | 'payment_unavailable',
  details: RefusalDetails | undefined,
  store: string,
  refuse: (notice: Notice, httpStatus: number, fieldErrors?: Record<string, string[]>) => PlaceOutcome,
): PlaceOutcome {
  const method = { 'payment.method': ['payment.chooseAnother'] };
  if (reason === 'payment_unavailable')
    return refuse({ type: 'error', id: 'payment.unavailable' }, 503, method);
  // The invoice form's error area says it (payments spec 4), not the method list again.
  if (details?.invoice_rejection) {
    return refuse({ type: 'error', id: invoiceRejectionText(details.invoice_rejection) }, 402);
  }
  const storeView = findStoreView(store);
  if (details?.payment_failure === 'amazon_shipping_country' && storeView) {
    return refuse(shippingCountriesNotice(storeView), 402, method);
  }
  return refuse({ type: 'error', id: 'payment.refused' }, 402, method);
}

/**
 * The order of the thank-you page: the one this browser just placed (or found) in this store view, as the
 * API answered it then; read again through the guest lookup only once this server no longer keeps it.
 */
export async function lastOrderOf(session: Session): Promise<Order | null> {
  const last = session.lastOrder;
  if (!last) return null;
  const kept = last.receipt ? placedOrderOf(last.receipt, last.number) : null;
  if (kept) return kept;
  const reply = await callEndpoint(guestOrder, {
    body: { increment_id: last.number, email: last.email },
    clientAddress: session.clientAddress,
    store: session.store,
  });
  return reply.status === 200 ? reply.result : null;
}

/** A form field's text, cut to what the log keeps; absent when empty. */
function entry(form: FormData, name: string, max: number): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;
}

function loggedAddress(form: FormData, prefix: string) {
  const street = [entry(form, `${prefix}.street1`, 100), entry(form, `${prefix}.street2`, 100)].filter(
    (line): line is string => Boolean(line),
  );
  const fields = {
    firstname: entry(form, `${prefix}.firstname`, 100),
    lastname: entry(form, `${prefix}.lastname`, 100),
    postcode: entry(form, `${prefix}.postcode`, 20),
    city: entry(form, `${prefix}.city`, 100),
    country_id: entry(form, `${prefix}.country_id`, 2),
    telephone: entry(form, `${prefix}.telephone`, 40),
  };
  return {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(street.length > 0 ? { street } : {}),
  };
}

/**
 * The checkout log's step (spec 4): what the shopper has entered so far, as the API's log takes it.
 * Answers the log's id (made at the first step), or null when there is no cart or the API refused.
 */
export async function logCheckout(session: Session, form: FormData): Promise<string | null> {
  const step = form.get('step');
  if (!CHECKOUT_STEPS.includes(step as CheckoutStep)) return null;
  const id = entry(form, 'logId', 36);
  const { carrier, method } = carrierAndMethodOf(entry(form, 'shipping.method', 130) ?? '');
  const company = entry(form, 'payment.company', 100);
  const vatId = entry(form, 'payment.vat_id', 30);
  const billing = form.get('payment.sameAsShipping')
    ? loggedAddress(form, 'shipping.address')
    : loggedAddress(form, 'payment.address');
  const body: CheckoutLogBody = {
    ...(id && LOG_ID.test(id) ? { id } : {}),
    step: step as CheckoutStep,
    firstname: entry(form, 'details.firstname', 100),
    lastname: entry(form, 'details.lastname', 100),
    email: entry(form, 'details.email', 254),
    addressInformation: {
      shippingAddress: { ...loggedAddress(form, 'shipping.address'), ...(company ? { company } : {}) },
      billingAddress: { ...billing, ...(company ? { company } : {}), ...(vatId ? { vat_id: vatId } : {}) },
    },
    shipping_carrier_code: carrier.slice(0, 64) || undefined,
    shipping_method_code: method.slice(0, 64) || undefined,
    payment_method_code: entry(form, 'payment.method', 64),
    comment: entry(form, 'details.comment', 1000),
  };
  // The log's own 404 (an earlier attempt's log, closed with its order) is not the cart's.
  const write = (entries: CheckoutLogBody) =>
    checkoutCall(session, checkoutLog, { body: JSON.parse(JSON.stringify(entries)) }, false);
  let reply = await write(body);
  // The log of an earlier attempt was closed with its order (or the cart changed): a new one begins.
  if (reply?.status === 404 && body.id) reply = await write({ ...body, id: undefined });
  return reply?.status === 200 ? reply.result.id : null;
}

/** What the checkout says about a business customer's VAT number once it leaves the field. */
export type VatNumberState = VatAnswer['state'];

/**
 * A VAT number checked by the API's company-uid call: its country's format and checksum, then VIES. A number
 * VIES does not cover (CH, NO, GB) has its format checked only; VIES down reads as unavailable.
 */
export async function vatNumberCheck(input: string): Promise<{ state: VatNumberState; name: string | null }> {
  const vatId = input.trim();
  if (vatId.length < 3 || vatId.length > 30) return { state: 'invalid', name: null };
  const reply = await callEndpoint(companyUid, { body: { vat_id: vatId } });
  if (reply.status !== 200) return { state: 'invalid', name: null };
  const check = reply.result;
  const state: VatNumberState = !check.valid
    ? 'invalid'
    : check.vies === 'not_applicable'
      ? 'formatOnly'
      : check.vies;
  return { state, name: check.name };
}

/**
 * A guest's order found by its number and the e-mail address it was placed with (the API counts every try
 * against the shopper's address). Found, it becomes the order the thank-you page shows.
 */
export async function findOrder(session: Session, formData: FormData): Promise<Notice | null> {
  const number = String(formData.get('increment_id') ?? '').trim();
  const email = String(formData.get('email') ?? '').trim();
  if (!/^\d{1,20}$/.test(number) || email.length < 3 || email.length > 254) {
    return { type: 'error', id: 'order.notFound' };
  }
  const reply = await callEndpoint(guestOrder, {
    body: { increment_id: number, email },
    clientAddress: session.clientAddress,
    store: session.store,
  });
  if (reply.status === 429) return { type: 'error', id: 'session.tooManyAttempts' };
  if (reply.status !== 200) return { type: 'error', id: 'order.notFound' };
  session.rememberOrder({
    number: reply.result.increment_id,
    email: email.toLowerCase(),
    receipt: keepPlacedOrder(reply.result),
  });
  return null;
}
