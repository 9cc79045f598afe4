import type { CartTotalsResult } from '@hortus/api-contract';
import {
  cartTotals,
  couponDiscount,
  ISLAND_NOT_DELIVERABLE,
  isBusinessCustomer,
  isCouponUsable,
  isIslandPostcode,
  isReverseCharge,
  needsDelivery,
  type PaymentFlowName,
  reverseChargeAmounts,
  type StoreView,
  type ViesStatus,
} from '@hortus/core';
import { checkVatNumber, type VatNumberCheck } from '@hortus/core/vat-number';
import { badRequest } from '../../http/envelope';
import {
  type Caller,
  type CartContext,
  type CartRow,
  type OpenCart,
  type PricedItem,
  pricedLinesOf,
  recordCheckoutChoice,
  requireSellingStore,
} from '../cart';
import { type PaymentMethod, type PaymentTerms, paymentMethodsFor } from '../payment';
import { noDeliveryMethod, type ShippingMethod, shippingMethodsFor } from '../shipping';

/**
 * What the checkout's rules need: the cart module's context (its lines are priced there), VIES and the
 * seller's country for the invoice terms.
 */
export interface CheckoutContext {
  cart: CartContext;
  /** VIES's word on a VAT number checked offline (given by app.ts: the VIES adapter, ADR 0011). */
  confirmVatNumber: (check: VatNumberCheck) => Promise<{ vies: ViesStatus }>;
  /** The country the shop dispatches from (SELLER_COUNTRY): a reverse-charge sale goes to another one. */
  sellerCountry: string;
  /** The payment flows a configured provider serves: another provider's methods are not offered. */
  providerFlows: ReadonlySet<PaymentFlowName>;
}

/** What the invoice address makes of a sale (ADR 0011). */
interface InvoiceTerms {
  /** A tax-free intra-Community supply: every amount net, no tax. */
  reverseCharge: boolean;
  /** The buyer may buy on account. */
  businessCustomer: boolean;
}

const RETAIL: InvoiceTerms = { reverseCharge: false, businessCustomer: false };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The terms of a cart's sale by its invoice and delivery addresses (the cart's, or the order's being
 * placed): the VAT number's check, VIES's word on it (the day's answer, else asked with a short timeout;
 * VIES down counts as unconfirmed), and the rules of packages/core. No VAT number: no I/O at all.
 */
async function invoiceTermsOf(
  context: CheckoutContext,
  cart: Pick<CartRow, 'billingAddress' | 'shippingAddress'>,
  caller: Caller | null,
): Promise<InvoiceTerms> {
  const billing = cart.billingAddress ?? {};
  const vatId = text(billing.vat_id).trim();
  if (!vatId) return RETAIL;
  const check = checkVatNumber(vatId);
  const { vies } = await context.confirmVatNumber(check);
  const vatNumber = { valid: check.valid, viesCountry: check.viesCountry, vies };
  const shipping = cart.shippingAddress ?? {};
  return {
    reverseCharge: isReverseCharge({
      sellerCountry: context.sellerCountry,
      vatNumber,
      delivery: { countryId: text(shipping.country_id), postcode: text(shipping.postcode) },
    }),
    businessCustomer: isBusinessCustomer({
      loggedIn: caller !== null,
      company: text(billing.company),
      vatNumber,
    }),
  };
}

/**
 * The totals of a cart, every amount computed here from the price and tax policies, never from a client.
 * The cart's coupon is checked again: one that expired or was used up since it was applied gives nothing.
 */
export async function totalsOfCart(
  context: CheckoutContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
  /** The cart's payment methods, when the caller has read them already (collect-totals' choice). */
  paymentMethods?: PaymentMethod[],
): Promise<CartTotalsResult> {
  const priced = pricedLinesOf(context.cart, cart, storeView, caller);
  const termsOfSale = invoiceTermsOf(context, cart, caller);
  const [terms, methods, shipping] = await Promise.all([
    termsOfSale,
    // The payment methods are read only when one was chosen: its fee is the only thing totals need of them.
    paymentMethods ??
      (cart.paymentMethodCode
        ? termsOfSale.then((terms) => paymentMethodsForItems(context, storeView, priced, terms))
        : []),
    chosenShippingPrice(context, cart, storeView),
  ]);
  return totalsOf(context, cart, storeView, priced, methods, shipping, terms);
}

/** The totals and the payment methods of a cart with its lines priced once (shipping-information's answer). */
export async function checkoutOf(
  context: CheckoutContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
  /** What the caller has read already: the delivery country's methods, the store view's payment methods. */
  known: {
    shippingMethods?: ShippingMethod[];
    paymentMethodsOf?: (terms: PaymentTerms) => PaymentMethod[];
  } = {},
): Promise<{ totals: CartTotalsResult; payment_methods: PaymentMethod[] }> {
  const { shippingMethods, paymentMethodsOf } = known;
  const priced = pricedLinesOf(context.cart, cart, storeView, caller);
  const termsOfSale = invoiceTermsOf(context, cart, caller);
  const [terms, methods, shipping] = await Promise.all([
    termsOfSale,
    termsOfSale.then((terms) =>
      paymentMethodsOf
        ? paymentMethodsOf(paymentTermsOf(context, priced, terms))
        : paymentMethodsForItems(context, storeView, priced, terms),
    ),
    chosenShippingPrice(context, cart, storeView, shippingMethods),
  ]);
  return {
    totals: totalsOf(context, cart, storeView, priced, methods, shipping, terms),
    payment_methods: methods,
  };
}

function totalsOf(
  context: CheckoutContext,
  cart: OpenCart,
  storeView: StoreView,
  priced: PricedItem[],
  paymentMethods: PaymentMethod[],
  shippingInclTax: number,
  terms: InvoiceTerms,
): CartTotalsResult {
  const grossLines = priced.map(({ item, taxRateBp }) => ({
    qty: item.qty,
    unitPriceInclTax: item.price_incl_tax,
    taxRateBp,
  }));
  const goods = priced.reduce((sum, { item }) => sum + item.row_total_incl_tax, 0);
  const coupon = cart.couponCode ? cart.coupon : undefined;
  const grossExtras = {
    discountInclTax: coupon && isCouponUsable(coupon, context.cart.now()) ? couponDiscount(coupon, goods) : 0,
    shippingInclTax,
    paymentFeeInclTax:
      paymentMethods.find((method) => method.code === cart.paymentMethodCode)?.fee_incl_tax ?? 0,
  };
  // A reverse-charge sale is priced net throughout, its lines too (ADR 0011).
  const { lines, extras } = terms.reverseCharge
    ? reverseChargeAmounts(grossLines, grossExtras)
    : { lines: grossLines, extras: grossExtras };
  const totals = cartTotals(lines, extras);
  const items = priced.map(({ item }, index) => {
    const unit = lines[index]?.unitPriceInclTax ?? item.price_incl_tax;
    return { ...item, price_incl_tax: unit, row_total_incl_tax: unit * item.qty };
  });
  return {
    quote_currency_code: storeView.i18n.currencyCode,
    coupon_code: cart.couponCode,
    items_qty: totals.itemsQty,
    subtotal: totals.subtotal,
    subtotal_incl_tax: totals.subtotalInclTax,
    tax_amount: totals.taxAmount,
    shipping_incl_tax: totals.shippingInclTax,
    payment_fee_incl_tax: totals.paymentFeeInclTax,
    discount_amount: totals.discountAmount,
    grand_total: totals.grandTotal,
    items,
    total_segments: [
      { code: 'subtotal_incl_tax', title: 'Subtotal', value: totals.subtotalInclTax },
      { code: 'shipping', title: 'Shipping', value: totals.shippingInclTax },
      { code: 'payment', title: 'Payment', value: totals.paymentFeeInclTax },
      { code: 'discount', title: 'Discount', value: -totals.discountAmount },
      { code: 'tax', title: 'Tax', value: totals.taxAmount },
      { code: 'grand_total', title: 'Grand total', value: totals.grandTotal },
    ],
    reverse_charge: terms.reverseCharge,
  };
}

/** Virtual and downloadable products are not shipped; a cart of only those needs no delivery. */
function shipsGoods(priced: PricedItem[]): boolean {
  return needsDelivery(priced.map(({ item }) => item.product_type));
}

/**
 * The delivery methods of a cart to a country: the store view's rates while anything in it is shipped,
 * else only the free "no delivery" method (core's `needsDelivery`). `known`: the country's rates, when
 * the caller has read them already.
 */
export async function deliveryMethodsOf(
  context: CheckoutContext,
  cart: OpenCart,
  storeView: StoreView,
  countryId: string,
  known?: ShippingMethod[],
): Promise<ShippingMethod[]> {
  const types = cart.items.map((line) => cart.products.get(line.sku)?.typeId ?? 'simple');
  if (!needsDelivery(types)) return [noDeliveryMethod(storeView)];
  return known ?? shippingMethodsFor(context.cart.db, storeView, countryId);
}

/** The price of the cart's shipping method to its delivery country, while that method still ships there. */
async function chosenShippingPrice(
  context: CheckoutContext,
  cart: OpenCart,
  storeView: StoreView,
  known?: ShippingMethod[],
): Promise<number> {
  const country = cart.shippingAddress?.country_id;
  if (!cart.shippingMethodCode || typeof country !== 'string') return 0;
  const methods = await deliveryMethodsOf(context, cart, storeView, country, known);
  const chosen = methods.find(
    (method) =>
      method.carrier_code === cart.shippingCarrierCode && method.method_code === cart.shippingMethodCode,
  );
  return chosen?.price_incl_tax ?? 0;
}

/**
 * The payment methods this cart may use (cash on delivery only where goods are delivered, purchase on
 * account only for a business customer).
 */
export async function paymentMethodsOfCart(
  context: CheckoutContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
): Promise<PaymentMethod[]> {
  const priced = pricedLinesOf(context.cart, cart, storeView, caller);
  return paymentMethodsForItems(context, storeView, priced, await invoiceTermsOf(context, cart, caller));
}

function paymentMethodsForItems(
  context: CheckoutContext,
  storeView: StoreView,
  priced: PricedItem[],
  terms: InvoiceTerms,
) {
  return paymentMethodsFor(context.cart.db, storeView, paymentTermsOf(context, priced, terms));
}

/** Which payment methods a sale may use: by what it ships, whom it invoices and who can take the money. */
function paymentTermsOf(context: CheckoutContext, priced: PricedItem[], terms: InvoiceTerms): PaymentTerms {
  return {
    shipsGoods: shipsGoods(priced),
    businessCustomer: terms.businessCustomer,
    providerFlows: context.providerFlows,
  };
}

/** The methods that deliver a cart to a country (shipping-methods' answer). */
export function shippingMethodsTo(
  context: CheckoutContext,
  cart: OpenCart,
  storeView: StoreView,
  countryId: string,
): Promise<ShippingMethod[]> {
  return deliveryMethodsOf(context, cart, storeView, countryId);
}

/**
 * The checkout's delivery choice: the address and a method that ships to its country (else a 400). The
 * invoice address is the delivery address unless another is given.
 */
export async function chooseShipping(
  context: CheckoutContext,
  cart: OpenCart,
  storeView: StoreView,
  choice: {
    shippingAddress: Record<string, unknown> & { country_id: string };
    billingAddress?: Record<string, unknown> | undefined;
    shippingCarrierCode: string;
    shippingMethodCode: string;
  },
): Promise<{ cart: OpenCart; shippingMethods: ShippingMethod[] }> {
  requireSellingStore(storeView);
  const { country_id: country, postcode } = choice.shippingAddress;
  if (typeof postcode === 'string' && isIslandPostcode(country, postcode))
    throw badRequest(ISLAND_NOT_DELIVERABLE, { reason: 'island_not_deliverable' });
  const methods = await deliveryMethodsOf(context, cart, storeView, country);
  const method = methods.find(
    (candidate) =>
      candidate.carrier_code === choice.shippingCarrierCode &&
      candidate.method_code === choice.shippingMethodCode,
  );
  if (!method) {
    throw badRequest(
      `${choice.shippingCarrierCode}_${choice.shippingMethodCode} does not deliver to ${choice.shippingAddress.country_id}`,
      { reason: 'shipping_method_not_possible' },
    );
  }
  const chosen = await recordCheckoutChoice(context.cart, cart, {
    shippingAddress: choice.shippingAddress,
    billingAddress: choice.billingAddress ?? choice.shippingAddress,
    shippingCarrierCode: method.carrier_code,
    shippingMethodCode: method.method_code,
  });
  // The country's methods go along: the totals price the chosen one without reading them again.
  return { cart: chosen, shippingMethods: methods };
}

/** The checkout's payment choice: one of the cart's payment methods, else the spec's message. */
export async function choosePayment(
  context: CheckoutContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
  code: string,
): Promise<{ cart: OpenCart; paymentMethods: PaymentMethod[] }> {
  requireSellingStore(storeView);
  const methods = await paymentMethodsOfCart(context, cart, storeView, caller);
  if (!methods.some((method) => method.code === code)) {
    throw badRequest(`${code} is not possible`, { reason: 'payment_method_not_possible' });
  }
  // The methods go along: choosing one changes neither the goods nor the invoice terms they depend on.
  const chosen = await recordCheckoutChoice(context.cart, cart, { paymentMethodCode: code });
  return { cart: chosen, paymentMethods: methods };
}
