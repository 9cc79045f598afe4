import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AmazonPayEmulatorOptions,
  startAmazonPayEmulator,
  startUnzerEmulator,
  type UnzerEmulatorOptions,
} from '@hortus/payment-emulators';
import { afterAll } from 'vitest';
import type { Call } from './shop-calls';

/**
 * The payment providers' emulators as a test file starts them (closed after it), with the API's
 * environment that points the app at them (for `useTestApp`), and what a buyer does on their pages.
 */

/** An Unzer emulator with a key pair of its own; `env` configures the app for it. */
export async function startUnzerForTests(
  options: Omit<UnzerEmulatorOptions, 'privateKey' | 'publicKey'> = {},
) {
  const privateKey = `s-priv-${randomBytes(8).toString('hex')}`;
  const publicKey = `s-pub-${randomBytes(8).toString('hex')}`;
  const unzer = await startUnzerEmulator({ privateKey, publicKey, ...options });
  afterAll(() => unzer.close());
  const env = { UNZER_API_URL: unzer.url, UNZER_PRIVATE_KEY: privateKey, UNZER_PUBLIC_KEY: publicKey };
  return { unzer, privateKey, publicKey, env };
}

/**
 * An Amazon Pay emulator with a merchant key pair of its own, and the shop's IPN endpoint as Amazon sees
 * it: a receiver that keeps the bodies, for the test to hand to the app (which is not listening).
 */
export async function startAmazonPayForTests(
  options: Pick<AmazonPayEmulatorOptions, 'ipnRetryDelaysMs'> = { ipnRetryDelaysMs: [10] },
) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyId: 'SANDBOX-AHORTUSTESTKEY000001',
    merchantId: 'A1HORTUSTEST',
    storeId: 'amzn1.application-oa2-client.hortustest',
  };
  const ipnBodies: string[] = [];
  const ipnReceiver = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    ipnBodies.push(body);
    response.end();
  });
  await new Promise<void>((resolve) => ipnReceiver.listen(0, '127.0.0.1', resolve));
  const amazon = await startAmazonPayEmulator({
    publicKeys: { [merchant.publicKeyId]: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    merchantId: merchant.merchantId,
    storeId: merchant.storeId,
    ipnUrl: `http://127.0.0.1:${(ipnReceiver.address() as AddressInfo).port}/ipn`,
    ...options,
  });
  afterAll(async () => {
    await amazon.close();
    await new Promise((resolve) => ipnReceiver.close(resolve));
  });
  const env = {
    AMAZON_PAY_API_URL: amazon.url,
    AMAZON_PAY_PUBLIC_KEY_ID: merchant.publicKeyId,
    AMAZON_PAY_PRIVATE_KEY: merchant.privateKeyPem,
    AMAZON_PAY_STORE_ID: merchant.storeId,
    AMAZON_PAY_MERCHANT_ID: merchant.merchantId,
    AMAZON_PAY_IPN_CERTIFICATE_ORIGINS: amazon.url,
  };
  return { amazon, merchant, ipnBodies, env };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

/** The signed fields of the shop's Amazon Pay button, as checkout.js posts them. */
export interface AmazonPayButtonFields {
  payloadJSON: string;
  signature: string;
  publicKeyId: string;
  algorithm: string;
}

/**
 * The buyer clicks the shop's Amazon Pay button (checkout.js posts its fields; the de-de store's unless
 * `button` is given) and chooses an address and a card on Amazon's page: where Amazon sends them, and the
 * checkout session it made.
 */
export async function amazonPaySignIn(
  call: Call,
  amazonPublicUrl: string,
  choice: { address?: string; instrument?: string; button?: AmazonPayButtonFields } = {},
) {
  const button =
    choice.button ??
    ((await call('GET', '/de-de/api/payments/amazon-pay/button')).body.result
      .create_checkout_session_config as AmazonPayButtonFields);
  const page = await fetch(`${amazonPublicUrl}/checkout/sign-in`, form({ ...button, sandbox: 'true' }));
  const signInId = /name="signInId" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const continued = await fetch(
    `${amazonPublicUrl}/checkout/sign-in/continue`,
    form({
      signInId,
      address: choice.address ?? '0:0',
      instrument: choice.instrument ?? '1111',
      action: 'continue',
    }),
  );
  const location = continued.headers.get('location');
  return {
    status: continued.status,
    location,
    sessionId: new URL(location ?? 'http://none').searchParams.get('amazonCheckoutSessionId') ?? '',
  };
}

/** The buyer on amazonPayRedirectUrl pays or cancels, and is sent back to the shop: where to. */
export async function decideOnAmazonPayPage(redirectUrl: string, action: 'pay' | 'cancel') {
  await fetch(redirectUrl);
  return (await fetch(redirectUrl, form({ action }))).headers.get('location');
}

/** What the checkout page does in the browser: the card created at Unzer with the public key; its type id. */
export async function unzerCardType(unzerUrl: string, publicKey: string, number: string): Promise<string> {
  const response = await fetch(`${unzerUrl}/v1/types/card`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${publicKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ number, expiryDate: '12/2030', cvc: '123' }),
  });
  return ((await response.json()) as { id: string }).id;
}

/**
 * The buyer on Unzer's page (3-D Secure, PayPal, ...): approves (with the 3-D Secure password) or aborts,
 * and is sent back to the shop: where to.
 */
export async function decideOnUnzerPage(
  redirectUrl: string,
  decision: 'approve' | 'abort',
): Promise<string | null> {
  await fetch(redirectUrl);
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, password: 'secret3' }),
    redirect: 'manual',
  });
  return answer.headers.get('location');
}
