import type { AmazonPayEmulatorOptions, AmazonPayRegion } from './emulator';

const REGIONS: readonly string[] = ['na', 'eu', 'jp'];

/**
 * The Amazon Pay emulator's options from the environment, or null when it is not asked for (no
 * AMAZON_PAY_EMULATOR_PORT). The merchant's settings are the ones the shop's API is configured with
 * (AMAZON_PAY_PUBLIC_KEY_ID, AMAZON_PAY_MERCHANT_ID, AMAZON_PAY_STORE_ID, AMAZON_PAY_REGION,
 * AMAZON_PAY_ENVIRONMENT), so one environment serves both processes; the emulator takes the public key
 * (AMAZON_PAY_PUBLIC_KEY, PEM, `\n` allowed for line breaks), as Seller Central does, never the private one.
 */
export function amazonPayOptionsFromEnvironment(env: NodeJS.ProcessEnv): AmazonPayEmulatorOptions | null {
  const port = env.AMAZON_PAY_EMULATOR_PORT;
  if (port === undefined || port === '') return null;
  const { AMAZON_PAY_PUBLIC_KEY_ID: publicKeyId, AMAZON_PAY_PUBLIC_KEY: publicKey } = env;
  const { AMAZON_PAY_MERCHANT_ID: merchantId, AMAZON_PAY_STORE_ID: storeId } = env;
  if (!publicKeyId || !publicKey || !merchantId || !storeId) {
    throw new Error(
      'The Amazon Pay emulator needs AMAZON_PAY_PUBLIC_KEY_ID, AMAZON_PAY_PUBLIC_KEY (PEM), AMAZON_PAY_MERCHANT_ID and AMAZON_PAY_STORE_ID',
    );
  }
  const region = env.AMAZON_PAY_REGION || 'eu';
  if (!REGIONS.includes(region)) throw new Error('AMAZON_PAY_REGION must be na, eu or jp');
  const environment = env.AMAZON_PAY_ENVIRONMENT || 'sandbox';
  if (environment !== 'sandbox' && environment !== 'live') {
    throw new Error('AMAZON_PAY_ENVIRONMENT must be sandbox or live');
  }
  const retries = env.AMAZON_PAY_EMULATOR_IPN_RETRY_MS;
  const delays = retries?.split(',').map((delay) => Number(delay.trim()));
  if (delays?.some((delay) => !Number.isSafeInteger(delay) || delay < 0)) {
    throw new Error('AMAZON_PAY_EMULATOR_IPN_RETRY_MS must be a comma list of whole milliseconds');
  }
  return {
    port: Number(port),
    host: env.AMAZON_PAY_EMULATOR_HOST || '127.0.0.1',
    publicKeys: { [publicKeyId]: publicKey.replace(/\\n/g, '\n') },
    merchantId,
    storeId,
    region: region as AmazonPayRegion,
    environment,
    ...(env.AMAZON_PAY_EMULATOR_PUBLIC_URL ? { publicUrl: env.AMAZON_PAY_EMULATOR_PUBLIC_URL } : {}),
    ...(env.AMAZON_PAY_EMULATOR_IPN_URL ? { ipnUrl: env.AMAZON_PAY_EMULATOR_IPN_URL } : {}),
    ...(delays ? { ipnRetryDelaysMs: delays } : {}),
  };
}
