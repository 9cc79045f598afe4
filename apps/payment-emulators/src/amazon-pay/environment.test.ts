import { describe, expect, it } from 'vitest';
import { amazonPayOptionsFromEnvironment } from './environment';

const merchant = {
  AMAZON_PAY_PUBLIC_KEY_ID: 'SANDBOX-AHORTUSEXAMPLEKEY000001',
  AMAZON_PAY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nMIIB\\n-----END PUBLIC KEY-----',
  AMAZON_PAY_MERCHANT_ID: 'A1HORTUSEXAMPLE',
  AMAZON_PAY_STORE_ID: 'amzn1.application-oa2-client.hortusexample',
};

describe('the Amazon Pay emulator from the environment', () => {
  it('is not started without AMAZON_PAY_EMULATOR_PORT', () => {
    expect(amazonPayOptionsFromEnvironment(merchant)).toBe(null);
  });

  it("takes the merchant's settings the API is configured with, PEM line breaks written as \\n", () => {
    expect(
      amazonPayOptionsFromEnvironment({
        ...merchant,
        AMAZON_PAY_EMULATOR_PORT: '0',
        AMAZON_PAY_EMULATOR_IPN_URL: 'http://127.0.0.1:3000/api/payment/amazon-pay/ipn',
        AMAZON_PAY_EMULATOR_IPN_RETRY_MS: '1000, 5000',
      }),
    ).toEqual({
      port: 0,
      host: '127.0.0.1',
      publicKeys: {
        'SANDBOX-AHORTUSEXAMPLEKEY000001': '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----',
      },
      merchantId: 'A1HORTUSEXAMPLE',
      storeId: 'amzn1.application-oa2-client.hortusexample',
      region: 'eu',
      environment: 'sandbox',
      ipnUrl: 'http://127.0.0.1:3000/api/payment/amazon-pay/ipn',
      ipnRetryDelaysMs: [1000, 5000],
    });
  });

  it('refuses to start without the public key or with settings it does not know', () => {
    expect(() => amazonPayOptionsFromEnvironment({ AMAZON_PAY_EMULATOR_PORT: '0' })).toThrow(
      /AMAZON_PAY_PUBLIC_KEY_ID/,
    );
    expect(() =>
      amazonPayOptionsFromEnvironment({
        ...merchant,
        AMAZON_PAY_EMULATOR_PORT: '0',
        AMAZON_PAY_REGION: 'us',
      }),
    ).toThrow(/na, eu or jp/);
    expect(() =>
      amazonPayOptionsFromEnvironment({
        ...merchant,
        AMAZON_PAY_EMULATOR_PORT: '0',
        AMAZON_PAY_EMULATOR_IPN_RETRY_MS: '1s',
      }),
    ).toThrow(/whole milliseconds/);
  });
});
