import { describe, expect, it } from 'vitest';
import { unzerOptionsFromEnvironment } from './environment';

describe('the Unzer emulator from the environment', () => {
  it('is not started unless its port is set', () => {
    expect(
      unzerOptionsFromEnvironment({ UNZER_PRIVATE_KEY: 's-priv-a1', UNZER_PUBLIC_KEY: 's-pub-a1' }),
    ).toBeNull();
  });

  it("takes the API's keys, the public URL, the retry schedule and the expiry", () => {
    expect(
      unzerOptionsFromEnvironment({
        UNZER_EMULATOR_PORT: '4010',
        UNZER_PRIVATE_KEY: 's-priv-a1',
        UNZER_PUBLIC_KEY: 's-pub-a1',
        UNZER_EMULATOR_PUBLIC_URL: 'http://localhost:4010',
        UNZER_EMULATOR_WEBHOOK_RETRY_MS: '1000, 5000',
        UNZER_EMULATOR_PENDING_EXPIRY_MS: '60000',
      }),
    ).toEqual({
      port: 4010,
      host: '127.0.0.1',
      privateKey: 's-priv-a1',
      publicKey: 's-pub-a1',
      publicUrl: 'http://localhost:4010',
      webhookRetryDelaysMs: [1000, 5000],
      pendingExpiryMs: 60000,
    });
  });

  it('refuses to start without keys or with a schedule that is no milliseconds', () => {
    expect(() => unzerOptionsFromEnvironment({ UNZER_EMULATOR_PORT: '0' })).toThrow('UNZER_PRIVATE_KEY');
    expect(() =>
      unzerOptionsFromEnvironment({
        UNZER_EMULATOR_PORT: '0',
        UNZER_PRIVATE_KEY: 's-priv-a1',
        UNZER_PUBLIC_KEY: 's-pub-a1',
        UNZER_EMULATOR_WEBHOOK_RETRY_MS: '1s',
      }),
    ).toThrow('UNZER_EMULATOR_WEBHOOK_RETRY_MS');
  });
});
