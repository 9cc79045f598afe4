import type { CartTotalsResult, Order } from '@hortus/api-contract';
import { ANALYTICS_SHIPPING_TIER, type StoreView } from '@hortus/core';
import { hasTrackingConsent } from './consent';
import { gtagCommand, pushToDataLayer } from './data-layer';
import {
  type CheckoutStep,
  cartChangeEvent,
  checkoutEvent,
  type EcommerceEvent,
  purchaseEvent,
  type TrackedLine,
  viewItemEvent,
} from './ecommerce';
import type { Buyer } from './user-data';

/**
 * The shop's tracking events (spec 9, payments spec 3 "Tag-manager events") for the pages to call. Every
 * function does nothing without the shopper's tracking consent, never throws into the page, and only
 * queues the event: it reaches window.dataLayer when the browser is idle (tracking/data-layer.ts). Call
 * them in the browser only (effects, event handlers), once per occurrence.
 */

export type { Buyer } from './user-data';

function send(event: EcommerceEvent | null): void {
  if (!event) return;
  // Google's sample clears the previous ecommerce object first, so it does not merge into this one.
  pushToDataLayer({ ecommerce: null }, event);
}

function guarded<A extends unknown[]>(track: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    if (!hasTrackingConsent()) return;
    try {
      track(...args);
    } catch {
      // Tracking never breaks the shop.
    }
  };
}

/** view_item: a product page shows `product` (the variant when one is chosen), once per product view. */
export const trackViewItem = guarded((product: Omit<TrackedLine, 'qty'>, storeView: StoreView) =>
  send(viewItemEvent(product, storeView.i18n.currencyCode)),
);

/**
 * The spec's addToCart and removeFromCart: a cart line went from `fromQty` pieces to `toQty` (0 when
 * removed). More pieces are addToCart with the pieces added, fewer are removeFromCart with the pieces
 * taken out. Call it when the browser's cart took the change (synced, or kept offline), not when refused.
 */
export const trackCartChange = guarded(
  (line: Omit<TrackedLine, 'qty'>, fromQty: number, toQty: number, storeView: StoreView) =>
    send(cartChangeEvent(line, fromQty, toQty, storeView.i18n.currencyCode)),
);

function checkoutStep(step: CheckoutStep, extra: { shipping_tier?: string; payment_type?: string } = {}) {
  return guarded((cart: CartTotalsResult, storeView: StoreView) =>
    send(checkoutEvent(step, cart, storeView.i18n.currencyCode, extra)),
  );
}

/**
 * begin_checkout: the checkout page opened with `cart` (its lines and totals as the API priced them);
 * value is the goods after the coupon, the coupon code goes along. Call once per checkout page view.
 */
export const beginCheckout = checkoutStep('begin_checkout');

/**
 * add_shipping_info: the shopper chose a delivery for `cart`. The analytics shipping tier is 'flatrate'
 * (spec 9) unless `shippingTier` says otherwise.
 */
export function addShippingInfo(
  cart: CartTotalsResult,
  storeView: StoreView,
  shippingTier = ANALYTICS_SHIPPING_TIER,
): void {
  checkoutStep('add_shipping_info', { shipping_tier: shippingTier })(cart, storeView);
}

/**
 * add_payment_info: the shopper chose a payment method for `cart`; `paymentType` is the method's code
 * ('cashondelivery', 'prepayment'), the same in every language, rather than its translated title.
 */
export function addPaymentInfo(cart: CartTotalsResult, storeView: StoreView, paymentType: string): void {
  checkoutStep('add_payment_info', { payment_type: paymentType })(cart, storeView);
}

function buyerOf(order: Order): Buyer | null {
  const address = order.addresses.billing ?? order.addresses.shipping;
  if (!address) return null;
  const { email, telephone, firstname, lastname } = address;
  return { email: email ?? '', telephone, firstname, lastname };
}

const PURCHASES_KEY = 'hortus.tracking.purchases';

/** An order is tracked once per browser tab, so a reload of the success page does not count it twice. */
function isFirstPurchaseOf(order: Order): boolean {
  const key = `${order.store_code}:${order.increment_id}`;
  try {
    const sent = JSON.parse(sessionStorage.getItem(PURCHASES_KEY) ?? '[]') as string[];
    if (sent.includes(key)) return false;
    sessionStorage.setItem(PURCHASES_KEY, JSON.stringify([...sent, key].slice(-20)));
  } catch {
    // No session storage: GA4 still drops a repeated transaction_id.
  }
  return true;
}

/**
 * purchase: `order` was placed (the order document the API answered) by `buyer` (the checkout's e-mail,
 * telephone and names; by default those of the order's invoice address, else its delivery address).
 * transaction_id is the order number; value, tax and shipping come from the order.
 * The buyer's data goes along only as SHA-256 hashes of the normalised values (user_data, facts 4.4; the
 * telephone in E.164 with the billing country's calling code); the hashing code loads only here.
 * Resolves when the event is queued; never rejects.
 */
export async function purchase(order: Order, buyer: Buyer | null = buyerOf(order)): Promise<void> {
  if (!hasTrackingConsent() || !isFirstPurchaseOf(order)) return;
  try {
    const { hashedUserData } = await import('./user-data');
    const country = order.addresses.billing?.country_id ?? order.addresses.shipping?.country_id;
    const userData = buyer ? await hashedUserData(buyer, country) : {};
    const hasUserData = Object.keys(userData).length > 0;
    pushToDataLayer(
      ...(hasUserData ? [gtagCommand('set', 'user_data', userData)] : []),
      { ecommerce: null },
      { ...purchaseEvent(order), ...(hasUserData ? { user_data: userData } : {}) },
    );
  } catch {
    // Tracking never breaks the shop.
  }
}
