import { originOf } from './same-origin';

/**
 * The payment providers' origins the shop's pages must reach, for their CSP (server/app.ts). Only the
 * configured providers' origins, and none when no provider is configured; the back office names none.
 */
export interface PaymentOrigins {
  /** Where the checkout's script sends to: Unzer's API, where the browser creates a card with the public key. */
  connectSrc: string[];
  /** The scripts the checkout loads: Amazon Pay's checkout.js, which renders the button. */
  scriptSrc: string[];
  /**
   * Where a checkout form may send the buyer, redirects after the post included (Chromium checks those
   * against form-action too): Amazon Pay's button is a form posting to Amazon's sign-in page, and an
   * order placed with a form post may be answered with a redirect to the provider's buyer page.
   */
  formAction: string[];
}

/** Amazon's button script of each region when AMAZON_PAY_API_URL is Amazon's own (as apps/api/src/config.ts). */
const AMAZON_PAY_SCRIPTS: Record<string, string> = {
  eu: 'https://static-eu.payments-amazon.com/checkout.js',
  na: 'https://static-na.payments-amazon.com/checkout.js',
  jp: 'https://static-fe.payments-amazon.com/checkout.js',
};

/**
 * The checkout.js the API hands the checkout (apps/api/src/config.ts): AMAZON_PAY_CHECKOUT_SCRIPT_URL, else
 * the one beside an API URL of its own (the emulator's), else Amazon's of the region once Amazon Pay is
 * configured (its key id set); null without Amazon Pay.
 */
function amazonPayScriptOf(env: Record<string, string | undefined>): string | null {
  if (env.AMAZON_PAY_CHECKOUT_SCRIPT_URL) return env.AMAZON_PAY_CHECKOUT_SCRIPT_URL;
  if (env.AMAZON_PAY_API_URL) return `${env.AMAZON_PAY_API_URL.replace(/\/$/, '')}/checkout.js`;
  if (env.AMAZON_PAY_PUBLIC_KEY_ID) return AMAZON_PAY_SCRIPTS[env.AMAZON_PAY_REGION || 'eu'] ?? null;
  return null;
}

/**
 * The payment origins of the environment the storefront shares with the API: UNZER_API_URL's origin
 * (the card form's requests; the Unzer emulator also serves its buyer pages there) and the origin of
 * Amazon Pay's checkout.js (the emulator's button posts to its sign-in page there). Origins only, never
 * paths; a value that is no http(s) URL adds nothing.
 */
export function paymentOriginsFrom(env: Record<string, string | undefined>): PaymentOrigins {
  const unzer = env.UNZER_API_URL ? originOf(env.UNZER_API_URL) : null;
  const amazonPayScript = amazonPayScriptOf(env);
  const amazonPay = amazonPayScript ? originOf(amazonPayScript) : null;
  const present = (origins: Array<string | null>) => [
    ...new Set(origins.filter((origin): origin is string => origin !== null)),
  ];
  return {
    connectSrc: present([unzer]),
    scriptSrc: present([amazonPay]),
    formAction: present([unzer, amazonPay]),
  };
}

export const NO_PAYMENT_ORIGINS: PaymentOrigins = { connectSrc: [], scriptSrc: [], formAction: [] };
