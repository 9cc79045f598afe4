import { createHash } from 'node:crypto';
import type { CartTotalsResult, Order } from '@hortus/api-contract';
import { getStoreView } from '@hortus/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The tracking functions against a stand-in page (document.cookie, head, session storage): what reaches
 * window.dataLayer, in which order, and that nothing does without consent. Each test loads the modules
 * afresh, as a new page would.
 */

const storeView = getStoreView('nl-nl');
const cart = {
  quote_currency_code: 'EUR',
  coupon_code: null,
  subtotal_incl_tax: 12_949,
  discount_amount: 0,
  items: [{ sku: 'BOX-2', name: 'Box', qty: 1, price_incl_tax: 12_949 }],
} as CartTotalsResult;
const order = {
  increment_id: '100000042',
  store_code: 'nl-nl',
  currency_code: 'EUR',
  subtotal_incl_tax: 12_949,
  shipping_incl_tax: 4_900,
  discount_amount: 0,
  tax_amount: 3_098,
  items: [{ sku: 'BOX-2', name: 'Box', qty: 1, price_incl_tax: 12_949, row_total_incl_tax: 12_949 }],
  addresses: { billing: { country_id: 'NL' }, shipping: null },
} as unknown as Order;
const buyer = {
  email: 'Jan.Jansen@example.nl',
  telephone: '06 12345678',
  firstname: 'Jan',
  lastname: 'Jansen',
};

interface Page {
  cookie: string;
  appended: Array<{ src?: string; nonce?: string; async?: boolean }>;
}
let page: Page;

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

beforeEach(() => {
  vi.resetModules();
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
  page = { cookie: '', appended: [] };
  vi.stubGlobal('document', {
    get cookie() {
      return page.cookie;
    },
    head: { append: (element: Page['appended'][number]) => page.appended.push(element) },
    createElement: () => ({}),
    querySelector: () => ({ nonce: 'page-nonce' }),
  });
  vi.stubGlobal('sessionStorage', memoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The queue goes out when the browser is idle (here: the next timer). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 10));
const dataLayer = () => (globalThis as { dataLayer?: unknown[] }).dataLayer;
const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';
/** gtag commands as arrays, other entries as they are. */
const entries = () =>
  (dataLayer() ?? []).map((entry) => (isArguments(entry) ? Array.from(entry as ArrayLike<unknown>) : entry));

async function trackEverything() {
  const tracking = await import('./index');
  const { startTagManager } = await import('./data-layer');
  tracking.trackViewItem({ sku: 'BOX-2', name: 'Box', price_incl_tax: 12_949 }, storeView);
  tracking.trackCartChange({ sku: 'BOX-2', name: 'Box', price_incl_tax: 12_949 }, 0, 1, storeView);
  tracking.trackCartChange({ sku: 'BOX-2', name: 'Box', price_incl_tax: 12_949 }, 1, 0, storeView);
  tracking.beginCheckout(cart, storeView);
  tracking.addShippingInfo(cart, storeView);
  tracking.addPaymentInfo(cart, storeView, 'cashondelivery');
  await tracking.purchase(order, buyer);
  startTagManager('GTM-ABC123');
  await idle();
}

const denied = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const granted = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};

describe('without tracking consent', () => {
  it('nothing reaches window.dataLayer and no tag loads while the shopper has not chosen', async () => {
    await trackEverything();
    expect(dataLayer()).toBeUndefined();
    expect(page.appended).toEqual([]);
  });

  it('nothing reaches window.dataLayer and no tag loads after a rejection', async () => {
    page.cookie = 'hortus_country=DE; hortus_consent=denied';
    await trackEverything();
    expect(dataLayer()).toBeUndefined();
    expect(page.appended).toEqual([]);
  });

  it('a cookie value other than granted is no consent', async () => {
    page.cookie = 'hortus_consent=granted2; x_hortus_consent=granted';
    await trackEverything();
    expect(dataLayer()).toBeUndefined();
  });

  it('events queued before the consent is withdrawn on the page are dropped', async () => {
    page.cookie = 'hortus_consent=granted';
    const tracking = await import('./index');
    const { rememberConsentChoice } = await import('./consent');
    const { applyConsentChoice } = await import('./data-layer');
    tracking.trackViewItem({ sku: 'BOX-2', name: 'Box', price_incl_tax: 12_949 }, storeView);
    rememberConsentChoice('denied');
    applyConsentChoice('denied', 'GTM-ABC123');
    await idle();
    expect(dataLayer()).toBeUndefined();
  });
});

describe('with tracking consent', () => {
  beforeEach(() => {
    page.cookie = 'hortus_consent=granted';
  });

  it("sends Consent Mode's default (denied) and the update (granted) first, then each event after clearing ecommerce", async () => {
    const tracking = await import('./index');
    tracking.trackViewItem({ sku: 'SHED-1', name: 'Shed', price_incl_tax: 129_999 }, storeView);
    tracking.trackCartChange({ sku: 'SHED-1', name: 'Shed', price_incl_tax: 129_999 }, 0, 2, storeView);
    expect(dataLayer()).toBeUndefined();
    await idle();
    expect(entries()).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: 500 }],
      ['consent', 'update', granted],
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'EUR',
          value: 1299.99,
          items: [{ item_id: 'SHED-1', item_name: 'Shed', price: 1299.99, quantity: 1 }],
        },
      },
      { ecommerce: null },
      {
        event: 'addToCart',
        ecommerce: {
          currency: 'EUR',
          value: 2599.98,
          items: [{ item_id: 'SHED-1', item_name: 'Shed', price: 1299.99, quantity: 2 }],
        },
      },
    ]);
    // The tag manager reads gtag commands only as Arguments objects.
    expect(isArguments(dataLayer()?.[0])).toBe(true);
  });

  it("the checkout steps carry the spec's shipping tier 'flatrate' and the payment type", async () => {
    const tracking = await import('./index');
    tracking.beginCheckout(cart, storeView);
    tracking.addShippingInfo(cart, storeView);
    tracking.addPaymentInfo(cart, storeView, 'cashondelivery');
    await idle();
    const events = entries().filter((entry) => (entry as { event?: string }).event);
    expect(events.map((entry) => (entry as { event: string }).event)).toEqual([
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
    ]);
    expect(events[1]).toMatchObject({
      ecommerce: { shipping_tier: 'flatrate', value: 129.49, currency: 'EUR' },
    });
    expect(events[2]).toMatchObject({ ecommerce: { payment_type: 'cashondelivery' } });
  });

  it('purchase carries the hashed buyer, never the clear values, and an order counts once', async () => {
    const tracking = await import('./index');
    await tracking.purchase(order, buyer);
    await tracking.purchase(order, buyer);
    await idle();
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const userData = {
      sha256_email_address: sha256('jan.jansen@example.nl'),
      sha256_phone_number: sha256('+31612345678'),
      address: { sha256_first_name: sha256('jan'), sha256_last_name: sha256('jansen') },
    };
    expect(entries().slice(2)).toEqual([
      ['set', 'user_data', userData],
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '100000042',
          currency: 'EUR',
          value: 129.49,
          tax: 30.98,
          shipping: 49,
          items: [{ item_id: 'BOX-2', item_name: 'Box', price: 129.49, quantity: 1 }],
        },
        user_data: userData,
      },
    ]);
    expect(JSON.stringify(dataLayer())).not.toMatch(/jan|12345678/i);
  });

  it("takes the buyer from the order's invoice address when none is given", async () => {
    const tracking = await import('./index');
    const billing = {
      country_id: 'DE',
      email: 'eva@example.de',
      telephone: '+49 171 1234567',
      firstname: 'Eva',
      lastname: 'Ernst',
    };
    await tracking.purchase({ ...order, addresses: { billing, shipping: null } } as unknown as Order);
    await idle();
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(entries().at(-1)).toMatchObject({
      event: 'purchase',
      user_data: {
        sha256_email_address: sha256('eva@example.de'),
        sha256_phone_number: sha256('+491711234567'),
        address: { sha256_first_name: sha256('eva'), sha256_last_name: sha256('ernst') },
      },
    });
  });

  it('loads the container once, after the consent commands, with the nonce of the page', async () => {
    const { startTagManager } = await import('./data-layer');
    startTagManager('GTM-ABC123');
    startTagManager('GTM-ABC123');
    expect(page.appended).toEqual([]);
    await idle();
    expect(page.appended).toEqual([
      { async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', nonce: 'page-nonce' },
    ]);
    expect(entries()[2]).toMatchObject({ event: 'gtm.js' });
  });

  it('a withdrawal after tracking started tells the tags consent is denied', async () => {
    const tracking = await import('./index');
    const { rememberConsentChoice } = await import('./consent');
    const { applyConsentChoice } = await import('./data-layer');
    tracking.trackViewItem({ sku: 'BOX-2', name: 'Box', price_incl_tax: 12_949 }, storeView);
    await idle();
    rememberConsentChoice('denied');
    applyConsentChoice('denied', null);
    tracking.trackViewItem({ sku: 'BOX-2', name: 'Box', price_incl_tax: 12_949 }, storeView);
    await idle();
    expect(entries().at(-1)).toEqual(['consent', 'update', denied]);
    expect(entries().filter((entry) => (entry as { event?: string }).event === 'view_item')).toHaveLength(1);
  });
});
