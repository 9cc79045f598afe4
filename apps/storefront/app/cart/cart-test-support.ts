import type { CartItem, CartTotalsResult } from '@hortus/api-contract';
import { afterEach, beforeEach, vi } from 'vitest';

/** A cart line as the browser cart holds it, at a gross unit price in minor units. */
export function cartLine(sku: string, qty: number, price = 1000): CartItem {
  return {
    item_id: 0,
    sku,
    qty,
    name: sku,
    product_type: 'simple',
    quote_id: '',
    parent_sku: null,
    url_key: sku.toLowerCase(),
    image: null,
    product_option: null,
    price_incl_tax: price,
    row_total_incl_tax: price * qty,
    is_in_stock: true,
  };
}

/** The server's answer to a sync: the lines it holds, priced at its own unit price. */
export function pricedCart(lines: { sku: string; qty: number }[], price: number): CartTotalsResult {
  const items = lines.map((entry, index) => ({
    ...cartLine(entry.sku, entry.qty, price),
    item_id: index + 1,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.row_total_incl_tax, 0);
  return {
    quote_currency_code: 'EUR',
    coupon_code: null,
    items_qty: items.reduce((sum, item) => sum + item.qty, 0),
    subtotal,
    subtotal_incl_tax: subtotal,
    tax_amount: 0,
    shipping_incl_tax: 0,
    payment_fee_incl_tax: 0,
    discount_amount: 0,
    grand_total: subtotal,
    items,
    total_segments: [],
    reverse_charge: false,
  };
}

/**
 * The browser the cart store needs, in Node: local storage in a Map and `navigator.onLine` that the test
 * sets (`browser.online = false`). Fresh for every test of the file that calls it.
 */
export function fakeBrowser() {
  const browser = { storage: new Map<string, string>(), online: true };
  beforeEach(() => {
    browser.storage.clear();
    browser.online = true;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => browser.storage.get(key) ?? null,
      setItem: (key: string, value: string) => browser.storage.set(key, value),
      removeItem: (key: string) => browser.storage.delete(key),
    });
    vi.stubGlobal('navigator', {
      get onLine() {
        return browser.online;
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return browser;
}
