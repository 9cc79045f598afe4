import type { CartItem, CartTotalsResult, Order } from '@hortus/api-contract';
import { TRACKING_EVENTS } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { cartLine as storeLine } from '../cart/cart-test-support';
import { cartChangeEvent, checkoutEvent, majorUnits, purchaseEvent, viewItemEvent } from './ecommerce';

/** A cart line named as the tracked item is expected to be named. */
const cartLine = (sku: string, qty: number, price: number): CartItem => ({
  ...storeLine(sku, qty, price),
  name: `Product ${sku}`,
});

const cart: CartTotalsResult = {
  quote_currency_code: 'EUR',
  coupon_code: 'GARTEN10',
  items_qty: 3,
  subtotal: 131_000,
  subtotal_incl_tax: 155_897,
  tax_amount: 24_897,
  shipping_incl_tax: 4_900,
  payment_fee_incl_tax: 0,
  discount_amount: 15_590,
  grand_total: 145_207,
  items: [cartLine('SHED-1', 1, 129_999), cartLine('BOX-2', 2, 12_949)],
  total_segments: [],
  reverse_charge: false,
};

describe('amounts', () => {
  it('integer minor units become the major units GA4 takes, exactly', () => {
    expect(majorUnits(129_999)).toBe(1299.99);
    expect(majorUnits(5)).toBe(0.05);
    expect(majorUnits(0)).toBe(0);
    expect(majorUnits(100)).toBe(1);
    expect(majorUnits(10)).toBe(0.1);
    // 0.1 + 0.2 in major units would be 0.30000000000000004: sums are taken in minor units first.
    expect(majorUnits(10 + 20)).toBe(0.3);
  });
});

describe("view_item and the spec's addToCart and removeFromCart", () => {
  it('view_item is one piece of the product shown, in the store currency', () => {
    expect(viewItemEvent({ sku: 'SHED-1', name: 'Shed', price_incl_tax: 129_999 }, 'CHF')).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'CHF',
        value: 1299.99,
        items: [{ item_id: 'SHED-1', item_name: 'Shed', price: 1299.99, quantity: 1 }],
      },
    });
  });

  it('more pieces of a line are addToCart with the pieces added and their value', () => {
    expect(cartChangeEvent({ sku: 'BOX-2', name: 'Box', price_incl_tax: 12_949 }, 1, 4, 'EUR')).toEqual({
      event: 'addToCart',
      ecommerce: {
        currency: 'EUR',
        value: 388.47,
        items: [{ item_id: 'BOX-2', item_name: 'Box', price: 129.49, quantity: 3 }],
      },
    });
  });

  it('fewer pieces, or the line removed, are removeFromCart with the pieces taken out', () => {
    const line = { sku: 'BOX-2', name: 'Box', price_incl_tax: 12_949 };
    expect(cartChangeEvent(line, 3, 1, 'PLN')?.event).toBe('removeFromCart');
    expect(cartChangeEvent(line, 3, 1, 'PLN')?.ecommerce.items[0]?.quantity).toBe(2);
    expect(cartChangeEvent(line, 3, 0, 'PLN')?.ecommerce).toEqual({
      currency: 'PLN',
      value: 388.47,
      items: [{ item_id: 'BOX-2', item_name: 'Box', price: 129.49, quantity: 3 }],
    });
  });

  it('an unchanged quantity is no event', () => {
    expect(cartChangeEvent({ sku: 'A', name: 'A', price_incl_tax: 100 }, 2, 2, 'EUR')).toBeNull();
  });
});

describe('checkout steps', () => {
  it("begin_checkout carries the cart's lines, the goods after the coupon as value, and the coupon", () => {
    expect(checkoutEvent('begin_checkout', cart, 'EUR')).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 1403.07,
        coupon: 'GARTEN10',
        items: [
          { item_id: 'SHED-1', item_name: 'Product SHED-1', price: 1299.99, quantity: 1 },
          { item_id: 'BOX-2', item_name: 'Product BOX-2', price: 129.49, quantity: 2 },
        ],
      },
    });
  });

  it('add_shipping_info carries the shipping tier, add_payment_info the payment type; no coupon, none sent', () => {
    const withoutCoupon = { ...cart, coupon_code: null, discount_amount: 0 };
    const shipping = checkoutEvent('add_shipping_info', withoutCoupon, 'EUR', { shipping_tier: 'flatrate' });
    expect(shipping.ecommerce).toMatchObject({ shipping_tier: 'flatrate', value: 1558.97 });
    expect(shipping.ecommerce).not.toHaveProperty('coupon');
    const payment = checkoutEvent('add_payment_info', withoutCoupon, 'EUR', {
      payment_type: 'cashondelivery',
    });
    expect(payment.event).toBe('add_payment_info');
    expect(payment.ecommerce.payment_type).toBe('cashondelivery');
  });

  it("takes the cart's currency, and the store's when the cart names none", () => {
    expect(
      checkoutEvent('begin_checkout', { ...cart, quote_currency_code: 'CHF' }, 'EUR').ecommerce.currency,
    ).toBe('CHF');
    expect(
      checkoutEvent('begin_checkout', { ...cart, quote_currency_code: '' }, 'SEK').ecommerce.currency,
    ).toBe('SEK');
  });
});

describe('purchase', () => {
  const order = {
    entity_id: 7,
    increment_id: '100000042',
    store_code: 'de-de',
    currency_code: 'EUR',
    subtotal_incl_tax: 155_897,
    shipping_incl_tax: 4_900,
    payment_fee_incl_tax: 700,
    discount_amount: 15_590,
    tax_amount: 24_031,
    grand_total: 145_907,
    items: [
      { sku: 'SHED-1', name: 'Shed', qty: 1, price_incl_tax: 129_999, row_total_incl_tax: 129_999 },
      { sku: 'BOX-2', name: 'Box', qty: 2, price_incl_tax: 12_949, row_total_incl_tax: 25_898 },
    ],
  } as Order;

  it('has the order number as transaction_id, the goods after the coupon as value, tax and shipping', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '100000042',
        currency: 'EUR',
        value: 1403.07,
        tax: 240.31,
        shipping: 49,
        items: [
          { item_id: 'SHED-1', item_name: 'Shed', price: 1299.99, quantity: 1 },
          { item_id: 'BOX-2', item_name: 'Box', price: 129.49, quantity: 2 },
        ],
      },
    });
  });
});

describe('event names', () => {
  it("are the spec's seven names verbatim (addToCart, not GA4's add_to_cart): the container maps them", () => {
    const line = { sku: 'BOX-2', name: 'Box', price_incl_tax: 12_949 };
    const pushed = [
      viewItemEvent(line, 'EUR'),
      cartChangeEvent(line, 1, 2, 'EUR'),
      cartChangeEvent(line, 2, 0, 'EUR'),
      checkoutEvent('begin_checkout', cart, 'EUR'),
      checkoutEvent('add_shipping_info', cart, 'EUR'),
      checkoutEvent('add_payment_info', cart, 'EUR'),
      purchaseEvent({ increment_id: '1', currency_code: 'EUR', items: [] } as unknown as Order),
    ].map((event) => event?.event);
    expect(new Set(pushed)).toEqual(new Set(TRACKING_EVENTS));
  });
});
