import { createPublicKey, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApiRequest, type Environment, isApiRequest } from './api';
import { messagePage } from './buyer-pages';
import { createBuyerPages } from './buyer-routes';
import { createSigningCertificate } from './certificate';
import { settleCharges } from './charges';
import { type CheckoutSessions, settleCheckoutSessions } from './checkout-sessions';
import { AmazonPayRefusal } from './errors';
import { readBody, sendHtml, sendJson } from './http';
import { IdempotencyKeys } from './idempotency';
import { DEFAULT_IPN_RETRY_DELAYS_MS, type IpnDelivery, IpnNotifier } from './ipn';
import type { AccountState } from './state';

/** Amazon Pay's regions (facts 2.1) and, for the SNS topic the IPNs come from, an AWS region each. */
const AWS_REGIONS = { na: 'us-east-1', eu: 'eu-west-1', jp: 'us-west-2' } as const;
export type AmazonPayRegion = keyof typeof AWS_REGIONS;

/** How often the clock's due changes are applied when no request comes (a pending charge's IPN). */
const SETTLE_INTERVAL_MS = 1000;

export interface AmazonPayEmulatorOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  host?: string;
  /** The merchant's registered public keys: publicKeyId to PEM. The caller makes the key pair. */
  publicKeys: Record<string, string>;
  merchantId: string;
  /** The Login with Amazon client id the button's payload must name (`amzn1.application-oa2-client.…`). */
  storeId: string;
  region?: AmazonPayRegion;
  environment?: Environment;
  /** The base URL the buyer's browser reaches the emulator's pages at; the emulator's own URL by default. */
  publicUrl?: string;
  /** The merchant's IPN endpoint (Seller Central's setting); none sends no IPN. */
  ipnUrl?: string;
  /** Delays before each retry of a failed IPN; Amazon's hourly retries for 14 days by default. */
  ipnRetryDelaysMs?: readonly number[];
  /** The emulator's time: expiries and pending transactions follow it. */
  clock?: () => Date;
}

export interface AmazonPayEmulatorCounters {
  apiRequests: number;
  refusedApiRequests: number;
  readonly checkoutSessions: number;
}

export interface AmazonPayEmulator {
  /** The API's base URL, what the shop's client takes as baseUrl. */
  url: string;
  /** Where the buyer's browser finds checkout.js and the buyer pages. */
  publicUrl: string;
  /** Every IPN delivery attempt so far, in order. */
  ipnDeliveries: readonly IpnDelivery[];
  /** The next `count` IPN attempts fail as if lost on the way; each is retried on the schedule. */
  failNextIpnDeliveries(count: number): void;
  /** Resolves when no IPN attempt is on the wire. */
  ipnIdle(): Promise<void>;
  counters: AmazonPayEmulatorCounters;
  close(): Promise<void>;
}

/**
 * An emulator of Amazon Pay Checkout v2 (API v2, the buyer's hosted pages, IPNs) for the embedded default
 * and the tests: it checks what Amazon checks (request signatures, keys and environments, idempotency keys,
 * the button's signed payload and address restriction, the Checkout Session and Charge state machines,
 * amounts and currencies, sandbox simulation codes) and sends signed SNS notifications with retries.
 */
export async function startAmazonPayEmulator(options: AmazonPayEmulatorOptions): Promise<AmazonPayEmulator> {
  const clock = options.clock ?? (() => new Date());
  const environment = options.environment ?? 'sandbox';
  const region = options.region ?? 'eu';
  const publicKeys = new Map<string, KeyObject>(
    Object.entries(options.publicKeys).map(([id, pem]) => [id, createPublicKey(pem)]),
  );
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/$/, '');

  const certificatePath = `/SimpleNotificationService-${randomBytes(16).toString('hex')}.pem`;
  const certificate = createSigningCertificate(`sns.${AWS_REGIONS[region]}.amazonaws.com`, clock());
  const notifier = new IpnNotifier({
    targetUrl: options.ipnUrl ?? null,
    retryDelaysMs: options.ipnRetryDelaysMs ?? DEFAULT_IPN_RETRY_DELAYS_MS,
    merchantId: options.merchantId,
    topicArn: `arn:aws:sns:${AWS_REGIONS[region]}:000000000000:AmazonPayIPN-${options.merchantId}`,
    signingCertUrl: `${url}${certificatePath}`,
    certificate,
    now: clock,
  });
  const account: AccountState = {
    now: clock,
    releaseEnvironment: environment === 'sandbox' ? 'Sandbox' : 'Live',
    chargePermissions: new Map(),
    charges: new Map(),
    refunds: new Map(),
    notify: (objectType, objectId, chargePermissionId) =>
      notifier.notify(objectType, objectId, chargePermissionId),
  };
  const sessions: CheckoutSessions = new Map();
  const settle = () => {
    settleCheckoutSessions(sessions, account);
    settleCharges(account);
  };
  const counters: AmazonPayEmulatorCounters = {
    apiRequests: 0,
    refusedApiRequests: 0,
    get checkoutSessions() {
      return sessions.size;
    },
  };
  const apiContext = {
    publicKeys,
    environment,
    region,
    account,
    sessions,
    idempotency: new IdempotencyKeys(),
    publicUrl,
    settle,
  };
  const answerBuyerPage = createBuyerPages({
    publicKeys,
    environment,
    storeId: options.storeId,
    account,
    sessions,
    publicUrl,
    settle,
  });

  server.on('request', (request, response) => {
    const target = request.url ?? '/';
    const requestId = randomUUID();
    const answer = async () => {
      if (request.method === 'GET' && target === certificatePath) {
        response.writeHead(200, { 'content-type': 'application/x-x509-ca-cert' });
        response.end(certificate.pem);
      } else if (isApiRequest(target)) {
        counters.apiRequests += 1;
        let status: number;
        let text: string;
        try {
          ({ status, body: text } = answerApiRequest(apiContext, request, await readBody(request)));
        } catch (error) {
          if (!(error instanceof AmazonPayRefusal)) throw error;
          status = error.status;
          text = JSON.stringify({ reasonCode: error.reasonCode, message: error.message });
        }
        if (status >= 400) counters.refusedApiRequests += 1;
        sendJson(response, status, text, requestId);
      } else if (!(await answerBuyerPage(request, response))) {
        sendHtml(
          response,
          404,
          messagePage('Not found', `Nothing is served at ${new URL(target, url).pathname}.`),
        );
      }
    };
    answer().catch(() => {
      if (response.headersSent) return response.destroy();
      sendJson(
        response,
        500,
        JSON.stringify({ reasonCode: 'InternalServerError', message: 'Internal error.' }),
        requestId,
      );
    });
  });
  const settling = setInterval(settle, SETTLE_INTERVAL_MS);
  settling.unref();

  return {
    url,
    publicUrl,
    ipnDeliveries: notifier.deliveries,
    failNextIpnDeliveries: (count) => notifier.failNext(count),
    ipnIdle: () => notifier.idle(),
    counters,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(settling);
        notifier.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
