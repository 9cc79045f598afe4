import { constants, createHash, generateKeyPairSync, verify } from 'node:crypto';
import { createRequire } from 'node:module';
import { type AmazonPayEmulator, startAmazonPayEmulator } from '@hortus/payment-emulators';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorizationHeader, buttonSignature, canonicalRequest, payDate } from './signing';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const PUBLIC_KEY_ID = 'SANDBOX-AHCKEXAMPLEKEY0000000001';
const STORE_ID = 'amzn1.application-oa2-client.hortusexample';
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Checks a signature with node:crypto alone, as Amazon's signing page describes it. */
function verifiesWithSaltOf(saltLength: number, signedText: string, signature: string): boolean {
  return verify(
    'sha256',
    Buffer.from(`AMZN-PAY-RSASSA-PSS-V2\n${sha256Hex(signedText)}`),
    { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength },
    Buffer.from(signature, 'base64'),
  );
}

describe('the canonical request', () => {
  it("is the signing page's example: method, path, empty query, sorted signed headers, their names, the payload hash", () => {
    const request = {
      method: 'POST',
      url: new URL('https://pay-api.amazon.com/live/v2/checkoutSessions'),
      headers: {
        'x-amz-pay-region': 'na',
        accept: 'application/json',
        'x-amz-pay-idempotency-key': 'cllHyiNvS8cJ8Zas',
        'content-type': 'application/json',
        'x-amz-pay-host': 'pay-api.amazon.com',
        'x-amz-pay-date': '20190923T231908Z',
      },
      body: '',
    };
    expect(canonicalRequest(request)).toBe(
      [
        'POST',
        '/live/v2/checkoutSessions',
        '',
        'accept:application/json',
        'content-type:application/json',
        'x-amz-pay-date:20190923T231908Z',
        'x-amz-pay-host:pay-api.amazon.com',
        'x-amz-pay-idempotency-key:cllHyiNvS8cJ8Zas',
        'x-amz-pay-region:na',
        '',
        'accept;content-type;x-amz-pay-date;x-amz-pay-host;x-amz-pay-idempotency-key;x-amz-pay-region',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
  });

  it('sorts the query by name and encodes it as RFC 3986 does, and hashes the exact body', () => {
    const text = canonicalRequest({
      method: 'get',
      url: new URL(
        "https://pay-api.amazon.eu/sandbox/v2/reports?reportTypes=A B&createdSince=2026-11-01T00:00:00Z&x=(')",
      ),
      headers: { accept: '  application/json  ' },
      body: '{"a":1}',
    }).split('\n');
    expect(text[0]).toBe('GET');
    expect(text[2]).toBe('createdSince=2026-11-01T00%3A00%3A00Z&reportTypes=A%20B&x=%28%27%29');
    expect(text[3]).toBe('accept:application/json');
    expect(text.at(-1)).toBe(sha256Hex('{"a":1}'));
  });

  it('dates requests as x-amz-pay-date wants: YYYYMMDDTHHMMSSZ in UTC', () => {
    expect(payDate(new Date('2026-11-27T07:05:09.123Z'))).toBe('20261127T070509Z');
  });
});

describe('the signatures', () => {
  const request = {
    method: 'GET',
    url: new URL('https://pay-api.amazon.eu/v2/charges/S02-1234567-1234567-C123456'),
    headers: { accept: 'application/json', 'x-amz-pay-date': '20261127T070509Z' },
    body: '',
  };

  it('of a request verify with node:crypto as RSASSA-PSS, SHA-256, salt 32, and not with salt 20', () => {
    const header = authorizationHeader(request, PUBLIC_KEY_ID, privateKey);
    const match = /^AMZN-PAY-RSASSA-PSS-V2 PublicKeyId=(\S+), SignedHeaders=(\S+), Signature=(\S+)$/.exec(
      header,
    );
    expect(match?.[1]).toBe(PUBLIC_KEY_ID);
    expect(match?.[2]).toBe('accept;x-amz-pay-date');
    const signature = match?.[3] ?? '';
    expect(verifiesWithSaltOf(32, canonicalRequest(request), signature)).toBe(true);
    expect(verifiesWithSaltOf(20, canonicalRequest(request), signature)).toBe(false);
    const tampered = { ...request, headers: { ...request.headers, 'x-amz-pay-date': '20261127T070510Z' } };
    expect(verifiesWithSaltOf(32, canonicalRequest(tampered), signature)).toBe(false);
  });

  it('of the button cover the payload string itself, so the browser must get that exact string', () => {
    const payloadJSON = JSON.stringify({
      webCheckoutDetails: { checkoutReviewReturnUrl: 'https://shop.example/r' },
      storeId: STORE_ID,
    });
    const signature = buttonSignature(payloadJSON, privateKey);
    expect(verifiesWithSaltOf(32, payloadJSON, signature)).toBe(true);
    expect(verifiesWithSaltOf(32, `${payloadJSON} `, signature)).toBe(false);
  });
});

/**
 * The official Node SDK (a devDependency, no install scripts) signs with its own code: the emulator, whose
 * verifier the contract tests rely on, must accept what the SDK signs for a fixed date and body, and
 * refuse it once a signed part is changed.
 */
describe("Amazon's Node SDK against the emulator's verifier", () => {
  const FIXED_DATE = new Date('2026-11-27T07:00:00.000Z');
  interface SdkOptions {
    method: string;
    urlFragment: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }
  const sdk = createRequire(import.meta.url)('@amazonpay/amazon-pay-api-sdk-nodejs/src/clientHelper.js') as {
    prepareOptions(config: object, options: SdkOptions): SdkOptions & { payload: string };
    signHeaders(config: object, options: SdkOptions): Record<string, string>;
    signPayload(config: object, payload: string): string;
  };
  let emulator: AmazonPayEmulator;
  let config: Record<string, unknown>;
  const tlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  beforeAll(async () => {
    emulator = await startAmazonPayEmulator({
      publicKeys: { [PUBLIC_KEY_ID]: publicKeyPem },
      merchantId: 'A1HORTUSEXAMPLE',
      storeId: STORE_ID,
      clock: () => FIXED_DATE,
    });
    config = {
      publicKeyId: PUBLIC_KEY_ID,
      privateKey: privateKeyPem,
      region: 'eu',
      sandbox: true,
      algorithm: 'AMZN-PAY-RSASSA-PSS-V2',
      // The SDK's x-amz-pay-host is this host, as it would be Amazon's.
      overrideServiceUrl: new URL(emulator.url).host,
    };
  });
  afterAll(() => emulator.close());
  afterEach(() => {
    vi.useRealTimers();
    // The SDK clears TLS checking for any override URL; this process keeps its own setting.
    if (tlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsSetting;
  });

  function sdkSigned(method: string, urlFragment: string, payload?: object) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_DATE);
    const options = sdk.prepareOptions(config, {
      method,
      urlFragment,
      ...(payload
        ? { payload, headers: { 'x-amz-pay-idempotency-key': 'hortus-sdk-check-1' } }
        : { payload: '' }),
    });
    const headers = sdk.signHeaders(config, options);
    vi.useRealTimers();
    return {
      url: `${emulator.url}/${options.urlFragment}`,
      method,
      headers,
      body: options.payload || undefined,
    };
  }

  const send = async (request: {
    url: string;
    method: string;
    headers: Record<string, string>;
    body?: string | undefined;
  }) => {
    const response = await fetch(request.url, request);
    return { status: response.status, body: (await response.json()) as { reasonCode?: string } };
  };

  it('accepts a GET the SDK signed (it signs user-agent too, and dates in the extended ISO form)', async () => {
    const request = sdkSigned('GET', 'charges/S02-0000000-0000000-C000000');
    expect(request.headers['x-amz-pay-date']).toBe('2026-11-27T07:00:00Z');
    // Past the signature check, the charge is simply unknown.
    expect(await send(request)).toEqual({
      status: 404,
      body: expect.objectContaining({ reasonCode: 'ResourceNotFound' }),
    });
  });

  it('accepts a POST whose body and idempotency key the SDK signed, and refuses it with a changed body, header or path', async () => {
    const request = sdkSigned('POST', 'refunds', {
      chargeId: 'S02-0000000-0000000-C000000',
      refundAmount: { amount: '10.00', currencyCode: 'EUR' },
    });
    expect((await send(request)).body.reasonCode).toBe('ResourceNotFound');
    const refused = { status: 403, body: expect.objectContaining({ reasonCode: 'InvalidRequestSignature' }) };
    expect(await send({ ...request, body: request.body?.replace('10.00', '11.00') })).toEqual(refused);
    expect(await send({ ...request, headers: { ...request.headers, 'user-agent': 'changed' } })).toEqual(
      refused,
    );
    expect(await send({ ...request, url: request.url.replace('refunds', 'charges') })).toEqual(refused);
  });

  it("accepts the SDK's button signature on the sign-in page, and refuses it for another payload", async () => {
    const payloadJSON = JSON.stringify({
      webCheckoutDetails: { checkoutReviewReturnUrl: 'https://shop.example/review' },
      storeId: STORE_ID,
    });
    const signature = sdk.signPayload(config, payloadJSON);
    const signIn = (payload: string) =>
      fetch(`${emulator.url}/checkout/sign-in`, {
        method: 'POST',
        body: new URLSearchParams({
          payloadJSON: payload,
          signature,
          publicKeyId: PUBLIC_KEY_ID,
          algorithm: 'AMZN-PAY-RSASSA-PSS-V2',
        }),
      });
    expect((await signIn(payloadJSON)).status).toBe(200);
    expect((await signIn(payloadJSON.replace('review', 'elsewhere'))).status).toBe(400);
  });
});
