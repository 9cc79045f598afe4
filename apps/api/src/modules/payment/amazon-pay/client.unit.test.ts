import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AmazonPayEmulator, startAmazonPayEmulator } from '@hortus/payment-emulators';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AmazonPayClient,
  type AmazonPayConfig,
  type ButtonConfig,
  createAmazonPayClient,
  deliveryToCountries,
  idempotencyKeyOf,
  type SimulationCode,
} from './client';
import { AmazonPayUnavailable } from './errors';
import type { Money } from './money';
import { authorizationHeader, payDate } from './signing';

const keyPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};
const merchantKey = keyPair();
const unprefixedKey = keyPair();
const PUBLIC_KEY_ID = 'SANDBOX-AHORTUSEXAMPLEKEY000001';
const UNPREFIXED_KEY_ID = 'AHORTUSEXAMPLEKEY000002';
const MERCHANT_ID = 'A1HORTUSEXAMPLE';
const STORE_ID = 'amzn1.application-oa2-client.hortusexample';
const REVIEW_URL = 'https://hortus.example/de-de/checkout/amazon-pay?step=review';
const RESULT_URL = 'https://hortus.example/de-de/payment';
const CANCEL_URL = 'https://hortus.example/de-de/checkout';
const PRICE: Money = { amountMinor: 149_900, currency: 'EUR' };

/** The shop's IPN endpoint: it records every delivery and answers 500 to the first `failures` attempts of each message. */
interface IpnReceiver {
  url: string;
  bodies: string[];
  failures: number;
  server: Server;
}

async function startIpnReceiver(): Promise<IpnReceiver> {
  const receiver: IpnReceiver = { url: '', bodies: [], failures: 0, server: createServer() };
  const attempts = new Map<string, number>();
  receiver.server.on('request', async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    receiver.bodies.push(body);
    const messageId = String(request.headers['x-amz-sns-message-id']);
    const attempt = (attempts.get(messageId) ?? 0) + 1;
    attempts.set(messageId, attempt);
    response.statusCode = attempt <= receiver.failures ? 500 : 200;
    response.end();
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/ipn`;
  return receiver;
}

let emulator: AmazonPayEmulator;
let receiver: IpnReceiver;
let client: AmazonPayClient;
let config: AmazonPayConfig;

beforeAll(async () => {
  receiver = await startIpnReceiver();
  emulator = await startAmazonPayEmulator({
    publicKeys: {
      [PUBLIC_KEY_ID]: merchantKey.publicKeyPem,
      [UNPREFIXED_KEY_ID]: unprefixedKey.publicKeyPem,
    },
    merchantId: MERCHANT_ID,
    storeId: STORE_ID,
    region: 'eu',
    environment: 'sandbox',
    ipnUrl: receiver.url,
    ipnRetryDelaysMs: [10, 10, 10],
  });
  config = {
    baseUrl: emulator.url,
    region: 'eu',
    environment: 'sandbox',
    publicKeyId: PUBLIC_KEY_ID,
    privateKeyPem: merchantKey.privateKeyPem,
    storeId: STORE_ID,
    merchantId: MERCHANT_ID,
    timeoutMs: 5000,
    ipnCertificateOrigins: [emulator.url],
  };
  client = createAmazonPayClient(config);
});
afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock of the emulator and the client alike (only Date: timers keep running). */
function laterBy(milliseconds: number): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + milliseconds);
}

const button = (countries = ['DE', 'AT']): ButtonConfig =>
  client.buttonConfig({
    webCheckoutDetails: { checkoutReviewReturnUrl: REVIEW_URL, checkoutCancelUrl: CANCEL_URL },
    scopes: ['name', 'email', 'phoneNumber', 'shippingAddress', 'billingAddress'],
    deliverySpecifications: deliveryToCountries(countries),
  });

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

/** The buyer clicks the button (checkout.js posts its fields) and lands on Amazon's sign-in page. */
async function openSignIn(config: ButtonConfig) {
  const response = await fetch(
    `${emulator.publicUrl}/checkout/sign-in`,
    form({
      payloadJSON: config.payloadJSON,
      signature: config.signature,
      publicKeyId: config.publicKeyId,
      algorithm: config.algorithm,
      sandbox: String(config.sandbox),
    }),
  );
  const html = await response.text();
  return { status: response.status, html, signInId: /name="signInId" value="([^"]+)"/.exec(html)?.[1] ?? '' };
}

/** Address `0:0` is Erika Mustermann in Köln (DE), `0:2` her address in Zürich (CH); card 1111 authorizes. */
async function signIn(choice: { address?: string; instrument?: string; countries?: string[] } = {}) {
  const page = await openSignIn(button(choice.countries));
  const response = await fetch(
    `${emulator.publicUrl}/checkout/sign-in/continue`,
    form({
      signInId: page.signInId,
      address: choice.address ?? '0:0',
      instrument: choice.instrument ?? '1111',
      action: 'continue',
    }),
  );
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const sessionIdOf = (location: string | null) =>
  new URL(location ?? 'http://none').searchParams.get('amazonCheckoutSessionId') ?? '';

/** The spec's Amazon Pay steps 1 and 2: the amount, then intent Authorize with pending allowed and the amount. */
async function setPaymentInfo(checkoutSessionId: string, chargeAmount: Money = PRICE) {
  const first = await client.updateCheckoutSession(checkoutSessionId, { paymentDetails: { chargeAmount } });
  expect(first.ok).toBe(true);
  const second = await client.updateCheckoutSession(checkoutSessionId, {
    webCheckoutDetails: { checkoutResultReturnUrl: RESULT_URL },
    paymentDetails: { paymentIntent: 'Authorize', canHandlePendingAuthorization: true, chargeAmount },
    merchantMetadata: {
      merchantReferenceId: '100000123',
      merchantStoreName: 'Hortus',
      noteToBuyer: 'Danke!',
    },
  });
  if (!second.ok) throw new Error(second.refusal.reasonCode);
  return second.value;
}

/** The buyer on amazonPayRedirectUrl: pays or cancels, and is sent back to the shop. */
async function answerOnAmazon(redirectUrl: string, action: 'pay' | 'cancel') {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  const response = await fetch(redirectUrl, form({ action }));
  return {
    pageStatus: page.status,
    html,
    status: response.status,
    location: response.headers.get('location'),
  };
}

/** A session the buyer has signed in to and paid on Amazon's page, waiting for Complete. */
async function paidSession(choice: { instrument?: string } = {}) {
  const checkoutSessionId = sessionIdOf((await signIn(choice)).location);
  const session = await setPaymentInfo(checkoutSessionId);
  await answerOnAmazon(session.webCheckoutDetails.amazonPayRedirectUrl ?? '', 'pay');
  return checkoutSessionId;
}

async function authorizedCharge() {
  const completed = await client.completeCheckoutSession(await paidSession(), PRICE);
  if (!completed.ok) throw new Error(completed.refusal.reasonCode);
  return completed.value.session.chargeId ?? '';
}

/** A request the client would not send: signed with the merchant's key, headers as given. */
async function signedRequest(
  method: string,
  path: string,
  body: string,
  extraHeaders: Record<string, string> = {},
  keyId = PUBLIC_KEY_ID,
) {
  const url = new URL(`${emulator.url}${path}`);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-amz-pay-date': payDate(new Date()),
    'x-amz-pay-host': url.host,
    'x-amz-pay-region': 'eu',
    ...extraHeaders,
  };
  const key = createPrivateKey(
    keyId === PUBLIC_KEY_ID ? merchantKey.privateKeyPem : unprefixedKey.privateKeyPem,
  );
  const authorization = authorizationHeader({ method, url, headers, body }, keyId, key);
  const response = await fetch(url, {
    method,
    headers: { ...headers, authorization },
    ...(body ? { body } : {}),
  });
  return { status: response.status, body: (await response.json()) as { reasonCode?: string } };
}

const ipnsAbout = (objectId: string) =>
  receiver.bodies.filter(
    (body) => (JSON.parse(JSON.parse(body).Message) as { ObjectId: string }).ObjectId === objectId,
  );

describe('an Amazon Pay checkout through the client and the emulator', () => {
  it('goes from the signed button to a captured charge the shop hears of by a verified IPN', async () => {
    const signedIn = await signIn();
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toMatch(
      /^https:\/\/hortus\.example\/de-de\/checkout\/amazon-pay\?step=review&amazonCheckoutSessionId=/,
    );
    const checkoutSessionId = sessionIdOf(signedIn.location);

    const afterAmount = await client.updateCheckoutSession(checkoutSessionId, {
      paymentDetails: { chargeAmount: PRICE },
    });
    expect(afterAmount.ok && afterAmount.value.webCheckoutDetails.amazonPayRedirectUrl).toBe(null);
    expect(
      afterAmount.ok && afterAmount.value.constraints.map((constraint) => constraint.constraintId),
    ).toEqual(['CheckoutResultReturnUrlNotSet', 'PaymentIntentNotSet']);
    await setPaymentInfo(checkoutSessionId);

    const read = await client.getCheckoutSession(checkoutSessionId);
    if (!read.ok) throw new Error(read.refusal.reasonCode);
    const session = read.value;
    expect(session.statusDetails.state).toBe('Open');
    expect(session.buyer).toMatchObject({ name: 'Erika Mustermann', email: 'erika.mustermann@example.com' });
    expect(session.shippingAddress).toMatchObject({ city: 'Köln', postalCode: '51147', countryCode: 'DE' });
    expect(session.paymentDetails).toMatchObject({
      paymentIntent: 'Authorize',
      canHandlePendingAuthorization: true,
      chargeAmount: PRICE,
    });
    expect(session.merchantMetadata.merchantReferenceId).toBe('100000123');
    expect(session.paymentPreferences[0]?.paymentDescriptor).toBe('Visa ****1111');
    expect(session.constraints).toEqual([]);
    const redirectUrl = session.webCheckoutDetails.amazonPayRedirectUrl ?? '';
    expect(redirectUrl.startsWith(emulator.publicUrl)).toBe(true);

    const onAmazon = await answerOnAmazon(redirectUrl, 'pay');
    expect(onAmazon.pageStatus).toBe(200);
    expect(onAmazon.html).toContain('1499.00 EUR');
    expect(onAmazon.status).toBe(303);
    expect(onAmazon.location).toBe(`${RESULT_URL}?amazonCheckoutSessionId=${checkoutSessionId}`);

    const completed = await client.completeCheckoutSession(checkoutSessionId, PRICE, {
      idempotencyKey: 'order-100000123-complete',
    });
    if (!completed.ok) throw new Error(completed.refusal.reasonCode);
    expect(completed.value.status).toBe(200);
    const { chargeId, chargePermissionId } = completed.value.session;
    expect(completed.value.session.statusDetails.state).toBe('Completed');
    expect(chargeId).toMatch(/^S02-\d{7}-\d{7}-C\d{6}$/);
    // Once completed, the buyer's details are read from the charge permission.
    expect(completed.value.session.buyer).toBe(null);
    const permission = await client.getChargePermission(chargePermissionId ?? '');
    expect(permission.ok && permission.value).toMatchObject({
      statusDetails: { state: 'Chargeable' },
      buyer: { name: 'Erika Mustermann' },
      shippingAddress: { countryCode: 'DE' },
      limits: { amountLimit: PRICE },
    });

    const charge = await client.getCharge(chargeId ?? '');
    expect(charge.ok && charge.value).toMatchObject({
      statusDetails: { state: 'Authorized' },
      chargeAmount: PRICE,
      captureAmount: null,
    });
    const captured = await client.captureCharge(chargeId ?? '', PRICE, {
      idempotencyKey: 'order-100000123-capture',
    });
    expect(captured.ok && captured.value.statusDetails.state).toBe('Captured');

    await vi.waitFor(() => expect(ipnsAbout(chargeId ?? '').length).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
    });
    const readings = await Promise.all(ipnsAbout(chargeId ?? '').map((body) => client.readIpn(body)));
    expect(readings.at(-1)).toMatchObject({
      ok: true,
      notification: { objectType: 'CHARGE', objectId: chargeId, chargePermissionId },
    });
    // The IPN says only which charge changed; its state is read again.
    const again = await client.getCharge(chargeId ?? '');
    expect(again.ok && again.value.statusDetails.state).toBe('Captured');

    // A retried Complete with the same key gets the first answer, not a second charge.
    const replayed = await client.completeCheckoutSession(checkoutSessionId, PRICE, {
      idempotencyKey: 'order-100000123-complete',
    });
    expect(replayed.ok && replayed.value.session.chargeId).toBe(chargeId);
  });

  it('serves the stand-in checkout.js that renders the button as a form to its sign-in page', async () => {
    const script = await (await fetch(`${emulator.publicUrl}/checkout.js`)).text();
    expect(script).toContain('renderButton');
    expect(script).toContain(`${emulator.publicUrl}/checkout/sign-in`);
  });

  it('answers 202 for a pending authorization, which is authorized 30 seconds later', async () => {
    const completed = await client.completeCheckoutSession(await paidSession({ instrument: '0701' }), PRICE);
    if (!completed.ok) throw new Error(completed.refusal.reasonCode);
    expect(completed.value.status).toBe(202);
    const chargeId = completed.value.session.chargeId ?? '';
    const pending = await client.getCharge(chargeId);
    expect(pending.ok && pending.value.statusDetails.state).toBe('AuthorizationInitiated');
    laterBy(31_000);
    const settled = await client.getCharge(chargeId);
    expect(settled.ok && settled.value.statusDetails.state).toBe('Authorized');
  });

  it('cancels an authorized charge, and refunds a captured one after a pending refund', async () => {
    const canceled = await client.cancelCharge(await authorizedCharge(), 'Order canceled by the customer');
    expect(canceled.ok && canceled.value.statusDetails).toMatchObject({
      state: 'Canceled',
      reasonCode: 'MerchantCanceled',
    });

    const chargeId = await authorizedCharge();
    await client.captureCharge(chargeId, PRICE);
    const part: Money = { amountMinor: 20_000, currency: 'EUR' };
    const refund = await client.createRefund(
      { chargeId, refundAmount: part },
      { idempotencyKey: 'order-100000123-refund-1' },
    );
    if (!refund.ok) throw new Error(refund.refusal.reasonCode);
    expect(refund.value.statusDetails.state).toBe('RefundInitiated');
    const tooMuch = await client.createRefund({ chargeId, refundAmount: PRICE });
    expect(!tooMuch.ok && tooMuch.refusal.reasonCode).toBe('TransactionAmountExceeded');
    laterBy(31_000);
    const refunded = await client.getRefund(refund.value.refundId);
    expect(refunded.ok && refunded.value).toMatchObject({
      statusDetails: { state: 'Refunded' },
      refundAmount: part,
    });
    const charge = await client.getCharge(chargeId);
    expect(charge.ok && charge.value.refundedAmount).toEqual(part);
  });

  it('charges a permission again (an authorization renewed before a late shipment) within its balance', async () => {
    const completed = await client.completeCheckoutSession(await paidSession(), PRICE);
    if (!completed.ok) throw new Error(completed.refusal.reasonCode);
    const { chargeId, chargePermissionId } = completed.value.session;
    await client.cancelCharge(chargeId ?? '');
    const renewed = await client.createCharge({
      chargePermissionId: chargePermissionId ?? '',
      chargeAmount: PRICE,
      captureNow: true,
    });
    expect(renewed.ok && renewed.value).toMatchObject({
      statusDetails: { state: 'Captured' },
      captureAmount: PRICE,
    });
    const beyond = await client.createCharge({
      chargePermissionId: chargePermissionId ?? '',
      chargeAmount: { amountMinor: 1, currency: 'EUR' },
    });
    expect(!beyond.ok && beyond.refusal.reasonCode).toBe('TransactionAmountExceeded');
  });
});

describe('what the emulator refuses, as Amazon does', () => {
  it('refuses a request signed with another key under the merchant key id', async () => {
    const forger = createAmazonPayClient({ ...config, privateKeyPem: keyPair().privateKeyPem });
    expect(await forger.getCharge('S02-0000000-0000000-C000000')).toMatchObject({
      ok: false,
      refusal: { status: 403, reasonCode: 'InvalidRequestSignature' },
    });
  });

  it('refuses a key id it does not know', async () => {
    const stranger = createAmazonPayClient({ ...config, publicKeyId: 'SANDBOX-UNKNOWNKEY' });
    expect(await stranger.getCharge('S02-0000000-0000000-C000000')).toMatchObject({
      ok: false,
      refusal: { status: 401, reasonCode: 'UnauthorizedAccess' },
    });
  });

  it('takes the environment from the key id or the path, and refuses a path of the wrong environment', async () => {
    const unprefixed = {
      ...config,
      publicKeyId: UNPREFIXED_KEY_ID,
      privateKeyPem: unprefixedKey.privateKeyPem,
    };
    const sandbox = createAmazonPayClient(unprefixed);
    expect(await sandbox.getCharge('S02-0000000-0000000-C000000')).toMatchObject({
      refusal: { reasonCode: 'ResourceNotFound' },
    });
    const live = createAmazonPayClient({ ...unprefixed, environment: 'live' });
    expect(await live.getCharge('S02-0000000-0000000-C000000')).toMatchObject({
      refusal: { status: 401, reasonCode: 'UnauthorizedAccess' },
    });
    // A SANDBOX- key calls /v2/ without the environment.
    expect(await signedRequest('GET', '/sandbox/v2/charges/S02-0000000-0000000-C000000', '')).toMatchObject({
      status: 401,
      body: { reasonCode: 'UnauthorizedAccess' },
    });
    expect(() => createAmazonPayClient({ ...config, environment: 'live' })).toThrow(/not a live key/);
  });

  it('refuses a POST without an idempotency key, and a key reused for another request', async () => {
    const body = JSON.stringify({ chargeAmount: { amount: '1499.00', currencyCode: 'EUR' } });
    expect(
      await signedRequest('POST', '/v2/checkoutSessions/00000000-0000-0000-0000-000000000000/complete', body),
    ).toMatchObject({
      status: 400,
      body: { reasonCode: 'MissingHeader' },
    });
    expect(
      await signedRequest(
        'POST',
        '/v2/checkoutSessions/00000000-0000-0000-0000-000000000000/complete',
        body,
        {
          'x-amz-pay-idempotency-key': 'not a key!',
        },
      ),
    ).toMatchObject({ status: 400, body: { reasonCode: 'InvalidHeaderValue' } });
    const chargeId = await authorizedCharge();
    const first = await client.captureCharge(
      chargeId,
      { amountMinor: 100_000, currency: 'EUR' },
      { idempotencyKey: 'capture-once' },
    );
    expect(first.ok).toBe(true);
    const changed = await client.captureCharge(chargeId, PRICE, { idempotencyKey: 'capture-once' });
    expect(changed).toMatchObject({
      ok: false,
      refusal: { status: 400, reasonCode: 'DuplicateIdempotencyKey' },
    });
  });

  it('gives a key Amazon would refuse as a stable digest of it, so a retry still matches', () => {
    expect(idempotencyKeyOf('order-100000123-capture')).toBe('order-100000123-capture');
    const long = idempotencyKeyOf('order 100000123 / capture of the second delivery');
    expect(long).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(idempotencyKeyOf('order 100000123 / capture of the second delivery')).toBe(long);
    expect(idempotencyKeyOf(undefined)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses to update a completed session', async () => {
    const checkoutSessionId = await paidSession();
    await client.completeCheckoutSession(checkoutSessionId, PRICE);
    expect(
      await client.updateCheckoutSession(checkoutSessionId, { paymentDetails: { chargeAmount: PRICE } }),
    ).toMatchObject({
      ok: false,
      refusal: { status: 422, reasonCode: 'InvalidCheckoutSessionStatus' },
    });
  });

  it('refuses to complete for another amount or currency than the buyer approved, or before the buyer paid', async () => {
    const checkoutSessionId = await paidSession();
    expect(
      await client.completeCheckoutSession(checkoutSessionId, { amountMinor: 149_800, currency: 'EUR' }),
    ).toMatchObject({
      refusal: { status: 409, reasonCode: 'AmountMismatch' },
    });
    expect(
      await client.completeCheckoutSession(checkoutSessionId, { amountMinor: 149_900, currency: 'GBP' }),
    ).toMatchObject({
      refusal: { status: 400, reasonCode: 'CurrencyMismatch' },
    });
    const unpaid = sessionIdOf((await signIn()).location);
    await setPaymentInfo(unpaid);
    expect(await client.completeCheckoutSession(unpaid, PRICE)).toMatchObject({
      refusal: { reasonCode: 'InvalidCheckoutSessionStatus' },
    });
  });

  it('cancels a session left open for 24 hours', async () => {
    const checkoutSessionId = await paidSession();
    laterBy(24 * 60 * 60 * 1000 + 1000);
    const read = await client.getCheckoutSession(checkoutSessionId);
    expect(read.ok && read.value.statusDetails).toMatchObject({ state: 'Canceled', reasonCode: 'Expired' });
    expect(await client.completeCheckoutSession(checkoutSessionId, PRICE)).toMatchObject({
      refusal: { status: 422, reasonCode: 'CheckoutSessionCanceled' },
    });
  });

  it('lets the buyer cancel on the sign-in page (back to the shop) and on the payment page (session canceled)', async () => {
    const page = await openSignIn(button());
    const left = await fetch(
      `${emulator.publicUrl}/checkout/sign-in/continue`,
      form({ signInId: page.signInId, action: 'cancel' }),
    );
    expect(left.headers.get('location')).toBe(CANCEL_URL);

    const checkoutSessionId = sessionIdOf((await signIn()).location);
    const session = await setPaymentInfo(checkoutSessionId);
    const canceled = await answerOnAmazon(session.webCheckoutDetails.amazonPayRedirectUrl ?? '', 'cancel');
    expect(canceled.location).toBe(`${CANCEL_URL}?amazonCheckoutSessionId=${checkoutSessionId}`);
    const read = await client.getCheckoutSession(checkoutSessionId);
    expect(read.ok && read.value.statusDetails).toMatchObject({
      state: 'Canceled',
      reasonCode: 'BuyerCanceled',
    });
    expect(await client.completeCheckoutSession(checkoutSessionId, PRICE)).toMatchObject({
      refusal: { reasonCode: 'CheckoutSessionCanceled' },
    });
  });

  it('declines with the test cards and the simulation codes, and refuses a code it does not know', async () => {
    const declinedCard = await paidSession({ instrument: '3434' });
    const read = await client.getCheckoutSession(declinedCard);
    expect(read.ok && read.value.statusDetails).toMatchObject({ state: 'Canceled', reasonCode: 'Declined' });

    const simulated = await paidSession();
    expect(
      await client.completeCheckoutSession(simulated, PRICE, { simulationCode: 'Declined' }),
    ).toMatchObject({
      refusal: { reasonCode: 'CheckoutSessionCanceled' },
    });
    const canceled = await client.getCheckoutSession(simulated);
    expect(canceled.ok && canceled.value.statusDetails.reasonCode).toBe('Declined');

    const completed = await client.completeCheckoutSession(await paidSession(), PRICE);
    if (!completed.ok) throw new Error(completed.refusal.reasonCode);
    const { chargeId, chargePermissionId } = completed.value.session;
    const charge = {
      chargePermissionId: chargePermissionId ?? '',
      chargeAmount: { amountMinor: 100, currency: 'EUR' },
    } as const;
    expect(await client.createCharge(charge, { simulationCode: 'HardDeclined' })).toMatchObject({
      refusal: { status: 422, reasonCode: 'HardDeclined' },
    });
    expect(await client.createCharge(charge, { simulationCode: 'SoftDeclined' })).toMatchObject({
      refusal: { reasonCode: 'SoftDeclined' },
    });

    const rejected = await client.captureCharge(chargeId ?? '', PRICE, { simulationCode: 'AmazonRejected' });
    expect(rejected.ok && rejected.value.statusDetails.state).toBe('CaptureInitiated');
    laterBy(31_000);
    const declined = await client.getCharge(chargeId ?? '');
    expect(declined.ok && declined.value.statusDetails).toMatchObject({
      state: 'Declined',
      reasonCode: 'AmazonRejected',
    });

    const unknown = await client.captureCharge(chargeId ?? '', PRICE, {
      simulationCode: 'Bogus' as SimulationCode,
    });
    expect(unknown).toMatchObject({
      refusal: { status: 400, reasonCode: 'InvalidSandboxSimulationSpecified' },
    });
  });

  it('lets no address outside the allowed countries be chosen', async () => {
    const page = await openSignIn(button(['DE', 'AT']));
    expect(page.html).toMatch(
      /value="0:2" disabled[^>]*>[^<]*Zürich[^<]*<span class="refused"[^>]*>The merchant does not ship to CH/,
    );
    const refused = await signIn({ address: '0:2', countries: ['DE', 'AT'] });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('The merchant does not ship to CH');
    const elsewhere = await signIn({ address: '1:1', countries: ['GB'] });
    expect(elsewhere.status).toBe(303);
    const session = await client.getCheckoutSession(sessionIdOf(elsewhere.location));
    expect(session.ok && session.value.shippingAddress?.countryCode).toBe('GB');
  });

  it('refuses a button whose payload was changed after signing, or that names another store', async () => {
    const signed = button();
    const changed = await openSignIn({ ...signed, payloadJSON: signed.payloadJSON.replace('"DE"', '"CH"') });
    expect(changed.status).toBe(400);
    expect(changed.html).toContain('The signature of the button payload is invalid.');
    const otherStore = createAmazonPayClient({ ...config, storeId: 'amzn1.application-oa2-client.other' });
    const foreign = await openSignIn(
      otherStore.buttonConfig({ webCheckoutDetails: { checkoutReviewReturnUrl: REVIEW_URL } }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.html).toContain('InvalidParameterValue: The value provided for storeId is invalid.');
  });
});

describe('IPNs', () => {
  async function someIpn(): Promise<string> {
    const before = receiver.bodies.length;
    await authorizedCharge();
    await vi.waitFor(() => expect(receiver.bodies.length).toBeGreaterThan(before), { timeout: 5000 });
    return receiver.bodies.at(-1) ?? '';
  }

  it('are refused when the signature does not match, or the certificate is not from SNS (or the configured emulator)', async () => {
    const body = await someIpn();
    expect(await client.readIpn(body)).toMatchObject({ ok: true });
    const envelope = JSON.parse(body) as Record<string, string>;
    const message = JSON.parse(envelope.Message ?? '{}') as Record<string, string>;
    const tampered = JSON.stringify({
      ...envelope,
      Message: JSON.stringify({ ...message, ObjectId: 'S02-9999999-9999999-C999999' }),
    });
    expect(await client.readIpn(tampered)).toEqual({
      ok: false,
      reason: 'the SNS signature does not verify',
    });
    const foreignHost = JSON.stringify({
      ...envelope,
      SigningCertURL: 'https://sns.eu-west-1.amazonaws.com.evil.example/cert.pem',
    });
    expect(await client.readIpn(foreignHost)).toEqual({
      ok: false,
      reason: 'SigningCertURL is not an SNS certificate',
    });
    const production = createAmazonPayClient({ ...config, ipnCertificateOrigins: [] });
    expect(await production.readIpn(body)).toEqual({
      ok: false,
      reason: 'SigningCertURL is not an SNS certificate',
    });
    const otherMerchant = createAmazonPayClient({ ...config, merchantId: 'A2SOMEONEELSE' });
    expect(await otherMerchant.readIpn(body)).toEqual({
      ok: false,
      reason: 'the IPN is for another merchant',
    });
    expect(await client.readIpn('not json')).toMatchObject({ ok: false });
  });

  it('are refused when the certificate URL holds no certificate, and wait for a certificate host that cannot answer', async () => {
    const envelope = JSON.parse(await someIpn()) as Record<string, string>;
    const missing = JSON.stringify({
      ...envelope,
      SigningCertURL: `${emulator.url}/SimpleNotificationService-missing.pem`,
    });
    expect(await client.readIpn(missing)).toEqual({
      ok: false,
      reason: 'SigningCertURL holds no certificate',
    });
    const down = createAmazonPayClient({ ...config, ipnCertificateOrigins: ['http://127.0.0.1:1'] });
    const unreachable = JSON.stringify({ ...envelope, SigningCertURL: 'http://127.0.0.1:1/cert.pem' });
    await expect(down.readIpn(unreachable)).rejects.toBeInstanceOf(AmazonPayUnavailable);
  });

  it('are delivered again after the receiver fails, with the same message id, until it answers 200', async () => {
    receiver.failures = 2;
    const start = emulator.ipnDeliveries.length;
    const chargeId = await authorizedCharge();
    await vi.waitFor(
      () =>
        expect(
          emulator.ipnDeliveries
            .slice(start)
            .some((delivery) => delivery.objectId === chargeId && delivery.outcome === 'delivered'),
        ).toBe(true),
      { timeout: 5000 },
    );
    const attempts = emulator.ipnDeliveries.slice(start).filter((delivery) => delivery.objectId === chargeId);
    expect(attempts.map((delivery) => [delivery.attempt, delivery.outcome, delivery.status])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 500],
      [3, 'delivered', 200],
    ]);
    expect(new Set(attempts.map((delivery) => delivery.messageId)).size).toBe(1);
    receiver.failures = 0;
  });

  it('lost on the way are retried too', async () => {
    emulator.failNextIpnDeliveries(1);
    const start = emulator.ipnDeliveries.length;
    await authorizedCharge();
    await vi.waitFor(
      () =>
        expect(emulator.ipnDeliveries.slice(start).some((delivery) => delivery.outcome === 'delivered')).toBe(
          true,
        ),
      {
        timeout: 5000,
      },
    );
    expect(emulator.ipnDeliveries[start]).toMatchObject({ attempt: 1, outcome: 'dropped' });
  });
});

describe('when Amazon Pay cannot be reached', () => {
  it('throws AmazonPayUnavailable, naming neither key nor signature', async () => {
    const closed = await startAmazonPayEmulator({
      publicKeys: {},
      merchantId: MERCHANT_ID,
      storeId: STORE_ID,
    });
    await closed.close();
    const unreachable = createAmazonPayClient({ ...config, baseUrl: closed.url });
    const error = await unreachable
      .getCharge('S02-0000000-0000000-C000000')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonPayUnavailable);
    expect(error).toMatchObject({ reason: 'network', status: null });
    expect(String((error as Error).message)).not.toMatch(/PRIVATE KEY|Signature=/);
  });
});
