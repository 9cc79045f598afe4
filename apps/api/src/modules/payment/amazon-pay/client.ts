import { createHash, createPrivateKey, type KeyObject, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { type AmazonPayRefusal, type AmazonPayResult, AmazonPayUnavailable } from './errors';
import { createIpnReader, type IpnReading } from './ipn';
import { amazonAmountOf, type Money } from './money';
import {
  type Charge,
  type ChargePermission,
  type CheckoutSession,
  chargePermissionSchema,
  chargeSchema,
  checkoutSessionSchema,
  errorBodySchema,
  type PaymentIntent,
  type Refund,
  refundSchema,
} from './schemas';
import { authorizationHeader, buttonSignature, payDate, SIGNATURE_ALGORITHM } from './signing';

export type AmazonPayRegion = 'na' | 'eu' | 'jp';
export type AmazonPayEnvironment = 'sandbox' | 'live';

export interface AmazonPayConfig {
  /** `https://pay-api.amazon.{com|eu|jp}` by region (facts 2.1), or the emulator's URL. */
  baseUrl: string;
  region: AmazonPayRegion;
  environment: AmazonPayEnvironment;
  /** The key id Seller Central gave for the public key; `SANDBOX-`/`LIVE-` ids call without the environment in the path. */
  publicKeyId: string;
  /** The merchant's RSA private key (PKCS#8 or PKCS#1 PEM), from configuration only. */
  privateKeyPem: string;
  /** The Login with Amazon client id, `amzn1.application-oa2-client.…`. */
  storeId: string;
  merchantId: string;
  timeoutMs: number;
  /** Origins besides SNS's hosts whose IPN signing certificates are trusted: the emulator's, never in production. */
  ipnCertificateOrigins?: readonly string[];
}

/** The buyer data a checkout may share (the .NET SDK's CheckoutSessionScope; facts 2.3). */
export type CheckoutScope =
  | 'name'
  | 'email'
  | 'postalCode'
  | 'shippingAddress'
  | 'phoneNumber'
  | 'primeStatus'
  | 'billingAddress';

export interface DeliverySpecifications {
  addressRestrictions: {
    type: 'Allowed' | 'NotAllowed';
    /** ISO 3166 country code to its restriction; `{}` stands for the whole country. */
    restrictions: Record<string, { statesOrRegions?: string[]; zipCodes?: string[] }>;
  };
}

/** The button's Create Checkout Session payload, without storeId (the client adds the configured one). */
export interface ButtonPayload {
  webCheckoutDetails: {
    checkoutReviewReturnUrl: string;
    checkoutResultReturnUrl?: string;
    checkoutCancelUrl?: string;
  };
  scopes?: CheckoutScope[];
  deliverySpecifications?: DeliverySpecifications;
}

/** What the storefront gives `amazon.Pay.renderButton` (createCheckoutSessionConfig and the button's own fields). */
export interface ButtonConfig {
  payloadJSON: string;
  signature: string;
  publicKeyId: string;
  algorithm: typeof SIGNATURE_ALGORITHM;
  merchantId: string;
  sandbox: boolean;
}

/** Update Checkout Session (PATCH): Amazon's fields, amounts in minor units. */
export interface CheckoutSessionUpdate {
  webCheckoutDetails?: { checkoutResultReturnUrl?: string; checkoutCancelUrl?: string };
  paymentDetails?: {
    paymentIntent?: PaymentIntent;
    canHandlePendingAuthorization?: boolean;
    chargeAmount?: Money;
    softDescriptor?: string;
  };
  merchantMetadata?: {
    merchantReferenceId?: string;
    merchantStoreName?: string;
    noteToBuyer?: string;
    customInformation?: string;
  };
}

export interface ChargeInput {
  chargePermissionId: string;
  chargeAmount: Money;
  captureNow?: boolean;
  canHandlePendingAuthorization?: boolean;
  softDescriptor?: string;
}

export interface RefundInput {
  chargeId: string;
  refundAmount: Money;
  softDescriptor?: string;
}

/** The sandbox simulation codes Amazon documents (facts 2.7); sent only in the sandbox. */
export type SimulationCode =
  | 'BuyerCanceled'
  | 'Declined'
  | 'HardDeclined'
  | 'SoftDeclined'
  | 'AmazonRejected'
  | 'CaptureInitiated';

export interface RequestOptions {
  /**
   * The intent's key, derived from the order by the caller so a retry is recognised (a fresh one is made
   * when absent). Any string: one Amazon would refuse (over 32 characters, or not [A-Za-z0-9_-]) is replaced
   * by its SHA-256 digest, the same for the same string.
   */
  idempotencyKey?: string;
  /** Sandbox only: `x-amz-pay-simulation-code`, sent unsigned as the PHP SDK does. */
  simulationCode?: SimulationCode;
}

export interface AmazonPayClient {
  /** The signed button payload for the storefront: the same payload always gives the same signature. */
  buttonConfig(payload: ButtonPayload): ButtonConfig;
  getCheckoutSession(checkoutSessionId: string): Promise<AmazonPayResult<CheckoutSession>>;
  updateCheckoutSession(
    checkoutSessionId: string,
    update: CheckoutSessionUpdate,
  ): Promise<AmazonPayResult<CheckoutSession>>;
  /** 200: completed (charge authorized or captured); 202: the authorization is pending. */
  completeCheckoutSession(
    checkoutSessionId: string,
    chargeAmount: Money,
    options?: RequestOptions,
  ): Promise<AmazonPayResult<{ status: 200 | 202; session: CheckoutSession }>>;
  getChargePermission(chargePermissionId: string): Promise<AmazonPayResult<ChargePermission>>;
  createCharge(input: ChargeInput, options?: RequestOptions): Promise<AmazonPayResult<Charge>>;
  getCharge(chargeId: string): Promise<AmazonPayResult<Charge>>;
  captureCharge(
    chargeId: string,
    captureAmount: Money,
    options?: RequestOptions,
  ): Promise<AmazonPayResult<Charge>>;
  cancelCharge(chargeId: string, cancellationReason?: string): Promise<AmazonPayResult<Charge>>;
  createRefund(input: RefundInput, options?: RequestOptions): Promise<AmazonPayResult<Refund>>;
  getRefund(refundId: string): Promise<AmazonPayResult<Refund>>;
  /** Checks an IPN's SNS signature and says which object changed; the caller reads that object again. */
  readIpn(bodyText: string): Promise<IpnReading>;
}

/** Amazon's idempotency keys: at most 32 of [A-Za-z0-9_-] (idempotency page; facts 2.1). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,32}$/;

export function idempotencyKeyOf(key: string | undefined): string {
  if (key === undefined) return randomUUID().replaceAll('-', '');
  if (IDEMPOTENCY_KEY.test(key)) return key;
  return createHash('sha256').update(key, 'utf8').digest('base64url').slice(0, 32);
}

/** Only the shop's own configured countries may receive the order: Amazon greys out other addresses. */
export function deliveryToCountries(countryCodes: readonly string[]): DeliverySpecifications {
  return {
    addressRestrictions: {
      type: 'Allowed',
      restrictions: Object.fromEntries(countryCodes.map((code) => [code.toUpperCase(), {}])),
    },
  };
}

const ENVIRONMENT_KEY = /^(SANDBOX|LIVE)-/i;

function readPrivateKey(pem: string): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch {
    // Node's message could quote the input; this one names none of it.
    throw new Error('The Amazon Pay private key is not a readable RSA private key (PEM)');
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A client of Amazon Pay API v2 (Checkout v2), signing every request with AMZN-PAY-RSASSA-PSS-V2 over
 * node:crypto (provider facts 2026-11-23, 2.1): each call answers Amazon's value or its refusal, and
 * throws AmazonPayUnavailable when there is no usable answer (timeout, network, 429/5xx, another shape).
 * It does not retry: a caller retries a POST with the same idempotency key. The private key stays inside.
 */
export function createAmazonPayClient(config: AmazonPayConfig): AmazonPayClient {
  const privateKey = readPrivateKey(config.privateKeyPem);
  const keyEnvironment = ENVIRONMENT_KEY.exec(config.publicKeyId)?.[1]?.toLowerCase();
  if (keyEnvironment && keyEnvironment !== config.environment) {
    throw new Error(`The Amazon Pay key ${config.publicKeyId} is not a ${config.environment} key`);
  }
  const base = config.baseUrl.replace(/\/$/, '');
  const pathPrefix = keyEnvironment ? '/v2' : `/${config.environment}/v2`;
  const readIpn = createIpnReader({
    merchantId: config.merchantId,
    certificateOrigins: config.ipnCertificateOrigins ?? [],
    timeoutMs: config.timeoutMs,
    now: () => new Date(),
  });

  async function call<Schema extends z.ZodType>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    resource: string,
    schema: Schema,
    body?: object,
    options: RequestOptions = {},
  ): Promise<AmazonPayResult<z.output<Schema>>> {
    const url = new URL(`${base}${pathPrefix}/${resource}`);
    const payload = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-amz-pay-date': payDate(new Date()),
      'x-amz-pay-host': url.host,
      'x-amz-pay-region': config.region,
    };
    if (method === 'POST') headers['x-amz-pay-idempotency-key'] = idempotencyKeyOf(options.idempotencyKey);
    const authorization = authorizationHeader(
      { method, url, headers, body: payload },
      config.publicKeyId,
      privateKey,
    );
    const unsigned: Record<string, string> = { authorization };
    if (options.simulationCode) {
      if (config.environment !== 'sandbox')
        throw new Error('Amazon Pay simulation codes exist only in the sandbox');
      unsigned['x-amz-pay-simulation-code'] = options.simulationCode;
    }
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method,
        headers: { ...headers, ...unsigned },
        ...(payload === '' ? {} : { body: payload }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new AmazonPayUnavailable(timedOut ? 'timeout' : 'network', null, `${method} ${resource}`);
    }
    if (status === 429 || status >= 500)
      throw new AmazonPayUnavailable('server', status, `${method} ${resource}`);
    const json = parsedJson(text);
    if (status >= 400) {
      const error = errorBodySchema.safeParse(json);
      if (!error.success) throw new AmazonPayUnavailable('unreadable', status, `${method} ${resource}`);
      const refusal: AmazonPayRefusal = {
        status,
        reasonCode: error.data.reasonCode,
        message: error.data.message ?? '',
      };
      return { ok: false, refusal };
    }
    const value = schema.safeParse(json);
    if (!value.success) throw new AmazonPayUnavailable('unreadable', status, `${method} ${resource}`);
    return { ok: true, status, value: value.data };
  }

  const id = encodeURIComponent;

  return {
    buttonConfig(payload) {
      const payloadJSON = JSON.stringify({ ...payload, storeId: config.storeId });
      return {
        payloadJSON,
        signature: buttonSignature(payloadJSON, privateKey),
        publicKeyId: config.publicKeyId,
        algorithm: SIGNATURE_ALGORITHM,
        merchantId: config.merchantId,
        sandbox: config.environment === 'sandbox',
      };
    },

    getCheckoutSession: (checkoutSessionId) =>
      call('GET', `checkoutSessions/${id(checkoutSessionId)}`, checkoutSessionSchema),

    updateCheckoutSession(checkoutSessionId, update) {
      const { paymentDetails } = update;
      const body = {
        ...update,
        ...(paymentDetails && {
          paymentDetails: {
            ...paymentDetails,
            ...(paymentDetails.chargeAmount && { chargeAmount: amazonAmountOf(paymentDetails.chargeAmount) }),
          },
        }),
      };
      return call('PATCH', `checkoutSessions/${id(checkoutSessionId)}`, checkoutSessionSchema, body);
    },

    async completeCheckoutSession(checkoutSessionId, chargeAmount, options) {
      const result = await call(
        'POST',
        `checkoutSessions/${id(checkoutSessionId)}/complete`,
        checkoutSessionSchema,
        { chargeAmount: amazonAmountOf(chargeAmount) },
        options,
      );
      if (!result.ok) return result;
      return { ...result, value: { status: result.status === 202 ? 202 : 200, session: result.value } };
    },

    getChargePermission: (chargePermissionId) =>
      call('GET', `chargePermissions/${id(chargePermissionId)}`, chargePermissionSchema),

    createCharge: (input, options) =>
      call(
        'POST',
        'charges',
        chargeSchema,
        { ...input, chargeAmount: amazonAmountOf(input.chargeAmount) },
        options,
      ),

    getCharge: (chargeId) => call('GET', `charges/${id(chargeId)}`, chargeSchema),

    captureCharge: (chargeId, captureAmount, options) =>
      call(
        'POST',
        `charges/${id(chargeId)}/capture`,
        chargeSchema,
        { captureAmount: amazonAmountOf(captureAmount) },
        options,
      ),

    // DELETE, as Amazon's SDKs call it (facts 2.3).
    cancelCharge: (chargeId, cancellationReason) =>
      call(
        'DELETE',
        `charges/${id(chargeId)}/cancel`,
        chargeSchema,
        cancellationReason ? { cancellationReason } : {},
      ),

    createRefund: (input, options) =>
      call(
        'POST',
        'refunds',
        refundSchema,
        { ...input, refundAmount: amazonAmountOf(input.refundAmount) },
        options,
      ),

    getRefund: (refundId) => call('GET', `refunds/${id(refundId)}`, refundSchema),

    readIpn,
  };
}
