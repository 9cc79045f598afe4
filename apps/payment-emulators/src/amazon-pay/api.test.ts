import { constants, createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AmazonPayEmulator, startAmazonPayEmulator } from './emulator';

/**
 * The emulator's HTTP surface under requests no client of the shop would send: whatever the body, the
 * path or a field holds, the answer is Amazon's error body with a 4xx, never a 500 and never a crash.
 */

const KEY_ID = 'SANDBOX-AHORTUSEXAMPLEKEY000001';
const STORE_ID = 'amzn1.application-oa2-client.hortusexample';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Amazon's signature, written here from the signing page so the emulator is not checked against itself. */
function signed(key: KeyObject, text: string): string {
  return sign('sha256', Buffer.from(`AMZN-PAY-RSASSA-PSS-V2\n${sha256Hex(text)}`), {
    key,
    padding: constants.RSA_PKCS1_PSS_PADDING,
    saltLength: 32,
  }).toString('base64');
}

let emulator: AmazonPayEmulator;
let checkoutSessionId = '';
let keyCounter = 0;

async function call(method: string, path: string, body: string) {
  const url = new URL(`${emulator.url}${path}`);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-amz-pay-date': new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, ''),
    'x-amz-pay-host': url.host,
    'x-amz-pay-region': 'eu',
  };
  keyCounter += 1;
  if (method === 'POST') headers['x-amz-pay-idempotency-key'] = `hostile-${keyCounter}`;
  const names = Object.keys(headers).sort();
  const canonical = [
    method,
    url.pathname,
    '',
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    sha256Hex(body),
  ].join('\n');
  const authorization = `AMZN-PAY-RSASSA-PSS-V2 PublicKeyId=${KEY_ID}, SignedHeaders=${names.join(';')}, Signature=${signed(privateKey, canonical)}`;
  const response = await fetch(url, {
    method,
    headers: { ...headers, authorization },
    ...(body ? { body } : {}),
  });
  return {
    status: response.status,
    body: (await response.json()) as { reasonCode?: string; message?: string },
  };
}

beforeAll(async () => {
  emulator = await startAmazonPayEmulator({
    publicKeys: { [KEY_ID]: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    merchantId: 'A1HORTUSEXAMPLE',
    storeId: STORE_ID,
  });
  const payloadJSON = JSON.stringify({
    webCheckoutDetails: { checkoutReviewReturnUrl: 'https://hortus.example/review' },
    storeId: STORE_ID,
  });
  const page = await fetch(`${emulator.url}/checkout/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({
      payloadJSON,
      signature: signed(privateKey, payloadJSON),
      publicKeyId: KEY_ID,
      algorithm: 'AMZN-PAY-RSASSA-PSS-V2',
    }),
  });
  const signInId = /name="signInId" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const continued = await fetch(`${emulator.url}/checkout/sign-in/continue`, {
    method: 'POST',
    body: new URLSearchParams({ signInId, address: '0:0', instrument: '1111', action: 'continue' }),
    redirect: 'manual',
  });
  checkoutSessionId =
    new URL(continued.headers.get('location') ?? '').searchParams.get('amazonCheckoutSessionId') ?? '';
});
afterAll(() => emulator.close());

const HOSTILE_VALUES: unknown[] = [
  null,
  [],
  {},
  1e308,
  -1,
  true,
  '',
  'x'.repeat(5000),
  { amount: [] },
  '../../etc',
];

/** Every body with one field (at any depth, objects included) replaced by one hostile value. */
function hostileBodies(base: Record<string, unknown>): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  const visit = (path: string[], value: unknown) => {
    for (const hostile of HOSTILE_VALUES) {
      const body = structuredClone(base);
      let target = body as Record<string, unknown>;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
      target[path.at(-1) ?? ''] = hostile;
      bodies.push(body);
    }
    if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit([...path, key], inner);
    }
  };
  for (const [key, value] of Object.entries(base)) visit([key], value);
  return bodies;
}

const amount = { amount: '10.00', currencyCode: 'EUR' };
/** Calls with a valid body each, `{session}` standing for an Open checkout session. */
const CALLS: [method: string, path: string, base: Record<string, unknown>][] = [
  [
    'PATCH',
    '/v2/checkoutSessions/{session}',
    {
      webCheckoutDetails: {
        checkoutResultReturnUrl: 'https://hortus.example/result',
        checkoutCancelUrl: 'https://hortus.example/c',
      },
      paymentDetails: {
        paymentIntent: 'Authorize',
        canHandlePendingAuthorization: true,
        chargeAmount: amount,
        softDescriptor: 'Hortus',
      },
      merchantMetadata: {
        merchantReferenceId: '1',
        merchantStoreName: 'Hortus',
        noteToBuyer: 'Danke',
        customInformation: 'x',
      },
    },
  ],
  ['POST', '/v2/checkoutSessions/{session}/complete', { chargeAmount: amount }],
  [
    'POST',
    '/v2/charges',
    { chargePermissionId: 'S02-0000000-0000000', chargeAmount: amount, captureNow: true },
  ],
  [
    'POST',
    '/v2/charges/S02-0000000-0000000-C000000/capture',
    { captureAmount: amount, softDescriptor: 'Hortus' },
  ],
  ['DELETE', '/v2/charges/S02-0000000-0000000-C000000/cancel', { cancellationReason: 'x' }],
  ['POST', '/v2/refunds', { chargeId: 'S02-0000000-0000000-C000000', refundAmount: amount }],
];

describe('hostile requests to the emulated API', () => {
  it.each(CALLS)(
    '%s %s: every field given a hostile value is taken or refused, never a 500',
    async (method, path, base) => {
      for (const body of hostileBodies(base)) {
        const answer = await call(method, path.replace('{session}', checkoutSessionId), JSON.stringify(body));
        expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
        if (answer.status >= 400)
          expect(answer.body.reasonCode, JSON.stringify(body)).toEqual(expect.any(String));
      }
    },
  );

  it('answers bodies that are no JSON object, and paths it cannot decode (their signature cannot match), with 4xx', async () => {
    for (const body of ['not json', '[]', '"text"', '{"a":']) {
      expect((await call('PATCH', `/v2/checkoutSessions/${checkoutSessionId}`, body)).body.reasonCode).toBe(
        'InvalidRequestFormat',
      );
    }
    expect((await call('GET', '/v2/charges/%E0%A4%A', '')).status).toBe(403);
    expect((await call('GET', '/v2/unknownThings/1', '')).status).toBe(404);
    expect((await call('PUT', '/v2/charges/S02-0000000-0000000-C000000', '')).body.reasonCode).toBe(
      'RequestNotSupported',
    );
    expect((await fetch(`${emulator.url}/checkout/pay/%E0%A4%A`)).status).toBe(409);
    expect((await fetch(`${emulator.url}/v1/charges/x`)).status).toBe(400);
  });

  it('refuses a body over 64 KiB without reading it whole', async () => {
    const answer = await call(
      'PATCH',
      `/v2/checkoutSessions/${checkoutSessionId}`,
      JSON.stringify({ x: 'y'.repeat(70_000) }),
    );
    expect(answer.status).toBe(413);
  });
});
