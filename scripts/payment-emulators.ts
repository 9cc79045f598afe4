/**
 * The payment providers `npm start` emulates: each provider the environment does not configure is answered
 * by its emulator (apps/payment-emulators), started with credentials made for this start only, and the
 * API and the storefront are configured against it. A provider the user configured (any of its variables
 * set) is left to that configuration, emulator or not.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';

/** The variables each process of the start gets on top of the shell's environment. */
export interface EmulatedPayments {
  /** The providers emulated, for the start's summary line (empty: no emulator process is started). */
  providers: string[];
  /** The emulators' process: each emulated provider's port and merchant settings; the others' port empty. */
  emulators: Record<string, string>;
  /** The lines the emulators' process prints once each emulator listens. */
  readyLines: string[];
  /** The API's payment configuration: the emulators' addresses, the keys and the key pair's private half. */
  api: Record<string, string>;
  /** What the storefront's page policy must allow (server/payment-origins.ts reads the same variables). */
  storefront: Record<string, string>;
}

const UNZER_VARIABLES = ['UNZER_API_URL', 'UNZER_PRIVATE_KEY', 'UNZER_PUBLIC_KEY'];
const AMAZON_PAY_VARIABLES = [
  'AMAZON_PAY_API_URL',
  'AMAZON_PAY_PUBLIC_KEY_ID',
  'AMAZON_PAY_PRIVATE_KEY',
  'AMAZON_PAY_MERCHANT_ID',
  'AMAZON_PAY_STORE_ID',
];

/** Letters and digits only: what both keys' and ids' patterns accept (apps/api/src/config.ts). */
const randomPart = (bytes: number) => randomBytes(bytes).toString('hex');

const configures = (env: NodeJS.ProcessEnv, names: readonly string[]) => names.some((name) => env[name]);

/**
 * The emulators and the configuration of the API and storefront for one start: the Unzer emulator on
 * UNZER_EMULATOR_PORT (API port + 10) unless UNZER_* is set, the Amazon Pay emulator on
 * AMAZON_PAY_EMULATOR_PORT (API port + 20) unless AMAZON_PAY_* is set. The emulators listen on 127.0.0.1,
 * the address their notifications name (the API refuses an Unzer notification about another host).
 * Notifications go to the shop's public address (`shopUrl`), whose /api the storefront forwards to the API.
 */
export function emulatedPayments(
  env: NodeJS.ProcessEnv,
  { apiPort, shopUrl }: { apiPort: number; shopUrl: string },
): EmulatedPayments {
  const payments: EmulatedPayments = {
    providers: [],
    emulators: { UNZER_EMULATOR_PORT: '', AMAZON_PAY_EMULATOR_PORT: '' },
    readyLines: [],
    api: {},
    storefront: {},
  };

  if (!configures(env, UNZER_VARIABLES)) {
    const port = env.UNZER_EMULATOR_PORT || String(apiPort + 10);
    const url = `http://127.0.0.1:${port}`;
    const keys = {
      UNZER_PRIVATE_KEY: `s-priv-${randomPart(16)}`,
      UNZER_PUBLIC_KEY: `s-pub-${randomPart(16)}`,
    };
    payments.providers.push('Unzer');
    Object.assign(payments.emulators, {
      UNZER_EMULATOR_PORT: port,
      UNZER_EMULATOR_HOST: '127.0.0.1',
      ...keys,
    });
    payments.readyLines.push('Unzer emulator: API');
    Object.assign(payments.api, { UNZER_API_URL: url, ...keys });
    payments.storefront.UNZER_API_URL = url;
  }

  if (!configures(env, AMAZON_PAY_VARIABLES)) {
    const port = env.AMAZON_PAY_EMULATOR_PORT || String(apiPort + 20);
    const url = `http://127.0.0.1:${port}`;
    // Amazon Pay signs with RSASSA-PSS over an RSA key of 2048 bits (Seller Central's key pairs).
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const merchant = {
      AMAZON_PAY_PUBLIC_KEY_ID: `SANDBOX-${randomPart(12).toUpperCase()}`,
      AMAZON_PAY_MERCHANT_ID: `A${randomPart(6).toUpperCase()}`,
      AMAZON_PAY_STORE_ID: `amzn1.application-oa2-client.${randomPart(16)}`,
      AMAZON_PAY_REGION: 'eu',
      AMAZON_PAY_ENVIRONMENT: 'sandbox',
    };
    const checkoutScriptUrl = `${url}/checkout.js`;
    payments.providers.push('Amazon Pay');
    Object.assign(payments.emulators, {
      AMAZON_PAY_EMULATOR_PORT: port,
      AMAZON_PAY_EMULATOR_HOST: '127.0.0.1',
      ...merchant,
      // The emulator gets the public half only, as Seller Central does.
      AMAZON_PAY_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      AMAZON_PAY_EMULATOR_IPN_URL: `${shopUrl}/api/payments/amazon-pay/notifications`,
    });
    payments.readyLines.push('Amazon Pay emulator: API');
    Object.assign(payments.api, {
      AMAZON_PAY_API_URL: url,
      ...merchant,
      AMAZON_PAY_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      AMAZON_PAY_CHECKOUT_SCRIPT_URL: checkoutScriptUrl,
      // The emulator's IPNs are signed by a certificate it serves itself, on its API's origin.
      AMAZON_PAY_IPN_CERTIFICATE_ORIGINS: url,
    });
    payments.storefront.AMAZON_PAY_CHECKOUT_SCRIPT_URL = checkoutScriptUrl;
  }
  return payments;
}
