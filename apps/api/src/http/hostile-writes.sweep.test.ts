import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { captureLog } from '../../test/captured-log';
import { hostileBodies } from '../../test/hostile-values';
import { berlinAddress, productsForSale, type ShopProduct } from '../../test/shop-calls';

/**
 * The robustness sweep of the write paths (issue 24, "Proof"): every body field of the cart, checkout,
 * order, account and contact calls gets each hostile value of test/hostile-values.ts. No answer may be a
 * 5xx, and the log may hold none of the shopper's data (e-mail, names, street, phone), no cart id, token
 * or idempotency key.
 */
const log = captureLog();
const testApp = useTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });

const shopper = {
  email: `gerlinde.hostile.${Date.now()}@example.de`,
  firstname: 'Gerlinde',
  lastname: 'Feindselig',
  password: 'Gartenzaun-2026!',
};
const address = {
  ...berlinAddress,
  firstname: shopper.firstname,
  lastname: shopper.lastname,
  street: ['Rosenhecke 41'],
  telephone: '+49 30 987654321',
};
const idempotencyKey = `hostile-${randomUUID()}`;

interface Context {
  cartId: string;
  token: string;
}
interface Call {
  name: string;
  url: (context: Context) => string;
  body: () => Record<string, unknown>;
  /** How the valid body is answered: the sweep reaches the call's work, not only its validation. */
  valid: number;
  /** Each variant on a cart of its own (the order claims its cart). */
  freshCart?: boolean;
}

let sku = '';
const CALLS: Call[] = [
  {
    name: 'cart/create',
    valid: 200,
    url: ({ token }) => `/de-de/api/cart/create?token=${token}`,
    body: () => ({}),
  },
  {
    name: 'cart/update',
    valid: 200,
    url: ({ cartId }) => `/de-de/api/cart/update?cartId=${cartId}`,
    body: () => ({ cartItem: { sku, qty: 1, quoteId: 'q', product_option: { extension_attributes: {} } } }),
  },
  {
    name: 'cart/update-many',
    valid: 200,
    url: ({ cartId }) => `/de-de/api/cart/update-many?cartId=${cartId}`,
    body: () => ({ cartItems: [{ sku, qty: 2 }] }),
  },
  {
    name: 'cart/apply-coupon',
    valid: 200,
    url: ({ cartId }) => `/de-de/api/cart/apply-coupon?cartId=${cartId}&coupon=GARTEN10`,
    body: () => ({ coupon: 'GARTEN10' }),
  },
  {
    name: 'cart/shipping-information',
    valid: 200,
    url: ({ cartId }) => `/de-de/api/cart/shipping-information?cartId=${cartId}`,
    body: () => ({
      addressInformation: {
        shippingAddress: address,
        billingAddress: { ...address, email: shopper.email },
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    }),
  },
  {
    name: 'cart/collect-totals',
    valid: 200,
    url: ({ cartId }) => `/de-de/api/cart/collect-totals?cartId=${cartId}`,
    body: () => ({ methods: { paymentMethod: { method: 'cashondelivery' } } }),
  },
  {
    name: 'checkout/log',
    valid: 200,
    url: ({ cartId }) => `/de-de/api/checkout/log?cartId=${cartId}`,
    body: () => ({
      step: 'payment',
      email: shopper.email,
      firstname: shopper.firstname,
      addressInformation: { shippingAddress: { city: 'Berlin', street: address.street } },
      comment: 'Bitte klingeln',
    }),
  },
  {
    name: 'order',
    valid: 200,
    url: ({ cartId }) => `/de-de/api/order?cartId=${cartId}`,
    freshCart: true,
    body: () => ({
      idempotency_key: idempotencyKey,
      email: shopper.email,
      firstname: shopper.firstname,
      lastname: shopper.lastname,
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
        payment_method_additional: { note: 'x' },
      },
      comment: 'Bitte klingeln',
      products: [{ sku, qty: 1 }],
    }),
  },
  {
    // The total the shopper was shown: priced otherwise, the order is refused and nothing is placed.
    name: 'order with the total shown',
    valid: 409,
    url: ({ cartId }) => `/de-de/api/order?cartId=${cartId}`,
    freshCart: true,
    body: () => ({
      idempotency_key: `${idempotencyKey}-shown`,
      email: shopper.email,
      firstname: shopper.firstname,
      lastname: shopper.lastname,
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
      },
      products: [{ sku, qty: 1 }],
      expected_grand_total: 1,
    }),
  },
  {
    name: 'user/create',
    // The customer is registered before the sweep.
    valid: 409,
    url: () => '/de-de/api/user/create',
    body: () => ({
      customer: {
        email: shopper.email,
        firstname: shopper.firstname,
        lastname: shopper.lastname,
        addresses: [address],
      },
      password: shopper.password,
    }),
  },
  {
    name: 'user/login',
    valid: 200,
    url: () => '/de-de/api/user/login',
    body: () => ({ username: shopper.email, password: shopper.password }),
  },
  {
    name: 'user/me',
    valid: 200,
    url: ({ token }) => `/de-de/api/user/me?token=${token}`,
    // The address unchanged, so a hostile value of the password is parsed but never counted as a guess.
    body: () => ({
      customer: {
        email: shopper.email,
        firstname: shopper.firstname,
        lastname: shopper.lastname,
        addresses: [address],
      },
      currentPassword: shopper.password,
    }),
  },
  {
    name: 'newsletter',
    valid: 200,
    url: () => '/de-de/api/ext/mailchimp-subscribe/subscribe',
    body: () => ({
      email: shopper.email,
      language: 'de-CH',
      country_n: 'CH',
      redirectUrl: '/ch-de/c/hochbeete',
    }),
  },
  {
    name: 'user/reset-password',
    valid: 200,
    url: () => '/de-de/api/user/reset-password',
    body: () => ({ email: shopper.email }),
  },
  {
    name: 'user/create-password',
    valid: 400,
    url: () => '/de-de/api/user/create-password',
    body: () => ({
      password: shopper.password,
      retypePassword: shopper.password,
      resetToken: 'a'.repeat(43),
    }),
  },
  {
    name: 'contact',
    valid: 200,
    url: () => '/api/contact',
    body: () => ({
      name: `${shopper.firstname} ${shopper.lastname}`,
      email: shopper.email,
      subject: 'other',
      message: 'Passt das Hochbeet auf meinen Balkon?',
      store: 'de-de',
    }),
  },
  // Last: a change of the password may end the session the calls above use.
  {
    name: 'user/change-password',
    valid: 200,
    url: ({ token }) => `/de-de/api/user/change-password?token=${token}`,
    body: () => ({ currentPassword: shopper.password, newPassword: shopper.password }),
  },
];

let addressCounter = 0;
/** A client address of its own for each request, so that the per-address limits let every value through. */
function clientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function post(url: string, payload: string) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json' },
    remoteAddress: clientAddress(),
  });
}

const secrets: string[] = [
  shopper.email,
  shopper.firstname,
  shopper.lastname,
  'Rosenhecke',
  '987654321',
  idempotencyKey,
];

async function newCart(token = ''): Promise<string> {
  const created = await post(`/de-de/api/cart/create${token && `?token=${token}`}`, '{}');
  const cartId = created.json().result as string;
  await post(`/de-de/api/cart/update?cartId=${cartId}`, JSON.stringify({ cartItem: { sku, qty: 1 } }));
  secrets.push(cartId);
  return cartId;
}

const context: Context = { cartId: '', token: '' };

beforeAll(async () => {
  [{ sku }] = (await productsForSale(testApp, 'de-de', 1)) as [ShopProduct];
  const registered = await post(
    '/de-de/api/user/create',
    JSON.stringify(CALLS.find((call) => call.name === 'user/create')?.body()),
  );
  expect(registered.statusCode).toBe(200);
  const login = await post(
    '/de-de/api/user/login',
    JSON.stringify({ username: shopper.email, password: shopper.password }),
  );
  context.token = login.json().result.token;
  secrets.push(context.token);
  context.cartId = await newCart();
}, 60_000);

describe('hostile values in every body field of the write calls', () => {
  for (const call of CALLS) {
    it(`${call.name}: never a 5xx`, async () => {
      const failures: string[] = [];
      for (const [variant, payload] of hostileBodies(call.body())) {
        const cartId = call.freshCart ? await newCart() : context.cartId;
        const response = await post(call.url({ ...context, cartId }), payload);
        if (variant === 'the valid body') expect(response.statusCode, response.body).toBe(call.valid);
        if (response.statusCode >= 500)
          failures.push(`${variant}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }

  it('leaves no prototype polluted and no personal data, cart id, token or key in the log', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.text()).toContain('/api/order');
    const lines = log.text().split('\n');
    const leaks = secrets.flatMap((secret) =>
      lines.filter((line) => line.includes(secret)).map((line) => `${secret}: ${line.slice(0, 300)}`),
    );
    expect(leaks).toEqual([]);
  });
});
