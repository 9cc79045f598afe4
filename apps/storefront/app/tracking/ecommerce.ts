import type { CartTotalsResult, Order } from '@hortus/api-contract';
import { MINOR_UNITS_PER_MAJOR, type TrackingEvent } from '@hortus/core';

/**
 * The spec's tracking events (spec 9, payments spec 3), pure mappings from the shop's records to the
 * dataLayer object (docs/architecture.md "Tracking and consent"). The `event` is the spec's name, as the
 * shop's tag-manager container expects it; the `ecommerce` object has the parameters of GA4's recommended
 * ecommerce events (checkout facts 4.1 and 4.2), so the container's GA4 tag maps the two camelCase names
 * to GA4's and sends the rest as it is:
 *
 * | pushed (spec)     | GA4 event         | extra parameters                            |
 * | ----------------- | ----------------- | ------------------------------------------- |
 * | view_item         | view_item         |                                             |
 * | addToCart         | add_to_cart       |                                             |
 * | removeFromCart    | remove_from_cart  |                                             |
 * | begin_checkout    | begin_checkout    | coupon                                      |
 * | add_shipping_info | add_shipping_info | coupon, shipping_tier ('flatrate')          |
 * | add_payment_info  | add_payment_info  | coupon, payment_type                        |
 * | purchase          | purchase          | transaction_id, tax, shipping (+ user_data) |
 *
 * Amounts go out in major units (GA4 wants 1299.99, the shop keeps 129999 minor units); sums are taken in
 * minor units first, so no float error adds up. Prices are gross, as the shop's prices are (ADR 0004): a
 * unit price is what the shopper pays for one piece, and `value` is the goods after the coupon, without
 * shipping and the payment fee. Google asks for `value` without tax as well; the shop has no net price
 * per line, so the VAT stays in and purchase's `tax` says how much of it there is.
 */

/** The spec's event names (core's TRACKING_EVENTS), verbatim. */
export type EcommerceEventName = TrackingEvent;

export interface TrackedItem {
  /** The sku. */
  item_id: string;
  item_name: string;
  /** Gross unit price in major units. */
  price: number;
  quantity: number;
}

export interface Ecommerce {
  currency: string;
  value: number;
  items: TrackedItem[];
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
}

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: Ecommerce;
}

/** A line of a cart or an order, or a product shown: what an item is made of. */
export interface TrackedLine {
  sku: string;
  name: string;
  /** Gross unit price in integer minor units. */
  price_incl_tax: number;
  qty: number;
}

/** Integer minor units as GA4's major units: 129999 -> 1299.99 (core: 100 minor units a major unit). */
export function majorUnits(amountMinor: number): number {
  return amountMinor / MINOR_UNITS_PER_MAJOR;
}

function trackedItem(line: TrackedLine, quantity = line.qty): TrackedItem {
  return {
    item_id: line.sku,
    item_name: line.name,
    price: majorUnits(line.price_incl_tax),
    quantity,
  };
}

function goodsEvent(event: EcommerceEventName, line: TrackedLine, quantity: number, currency: string) {
  return {
    event,
    ecommerce: {
      currency,
      value: majorUnits(line.price_incl_tax * quantity),
      items: [trackedItem(line, quantity)],
    },
  } satisfies EcommerceEvent;
}

/** view_item: one piece of the product (or the variant) shown. */
export function viewItemEvent(product: Omit<TrackedLine, 'qty'>, currency: string): EcommerceEvent {
  return goodsEvent('view_item', { ...product, qty: 1 }, 1, currency);
}

/**
 * A cart line's quantity went from `fromQty` to `toQty`: addToCart with the pieces added, or
 * removeFromCart with the pieces taken out (to 0 for a removed line); null when it did not change.
 */
export function cartChangeEvent(
  line: Omit<TrackedLine, 'qty'>,
  fromQty: number,
  toQty: number,
  currency: string,
): EcommerceEvent | null {
  if (toQty === fromQty) return null;
  const event = toQty > fromQty ? 'addToCart' : 'removeFromCart';
  return goodsEvent(event, { ...line, qty: toQty }, Math.abs(toQty - fromQty), currency);
}

export type CheckoutStep = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info';

/** A checkout step with the cart's lines and totals; the coupon when the cart has one. */
export function checkoutEvent(
  event: CheckoutStep,
  cart: CartTotalsResult,
  currency: string,
  extra: Pick<Ecommerce, 'shipping_tier' | 'payment_type'> = {},
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: cart.quote_currency_code || currency,
      value: majorUnits(cart.subtotal_incl_tax - cart.discount_amount),
      ...(cart.coupon_code ? { coupon: cart.coupon_code } : {}),
      ...extra,
      items: cart.items.map((line) => trackedItem(line)),
    },
  };
}

/** purchase: the order number as transaction_id (GA4 counts one purchase per id), its tax and shipping. */
export function purchaseEvent(order: Order): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.increment_id,
      currency: order.currency_code,
      value: majorUnits(order.subtotal_incl_tax - order.discount_amount),
      tax: majorUnits(order.tax_amount),
      shipping: majorUnits(order.shipping_incl_tax),
      items: order.items.map((line) => trackedItem(line)),
    },
  };
}
