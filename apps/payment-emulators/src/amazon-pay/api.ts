import type { KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  cancelCharge,
  captureCharge,
  chargePermissionView,
  chargeView,
  createCharge,
  createRefund,
  findCharge,
  findChargePermission,
  findRefund,
  refundView,
} from './charges';
import {
  type CheckoutSessions,
  checkoutSessionView,
  completeCheckoutSession,
  findCheckoutSession,
  updateCheckoutSession,
} from './checkout-sessions';
import { AmazonPayRefusal, refuse } from './errors';
import { type JsonObject, parseJsonObject } from './http';
import type { IdempotencyKeys } from './idempotency';
import { checkRequestSignature, parseAuthorization } from './request-signature';
import { type SimulatedOperation, simulationOf } from './simulation';
import type { AccountState } from './state';

export type Environment = 'sandbox' | 'live';

export interface ApiContext {
  publicKeys: ReadonlyMap<string, KeyObject>;
  environment: Environment;
  region: string;
  account: AccountState;
  sessions: CheckoutSessions;
  idempotency: IdempotencyKeys;
  publicUrl: string;
  /** Applies the clock's due changes (expiries, pending transactions) before a request is answered. */
  settle(): void;
}

export interface ApiAnswer {
  status: number;
  body: string;
}

interface Operation {
  simulation: SimulatedOperation | null;
  run(
    context: ApiContext,
    id: string,
    body: JsonObject,
    simulation: string | null,
  ): { status: number; value: unknown };
}

const get = (view: (context: ApiContext, id: string) => unknown): Operation => ({
  simulation: null,
  run: (context, id) => ({ status: 200, value: view(context, id) }),
});

/** The API v2 operations the emulator answers, by method and path pattern (`{id}` one segment). */
const OPERATIONS: Record<string, Record<string, Operation>> = {
  'checkoutSessions/{id}': {
    GET: get((c, id) => checkoutSessionView(c.account, findCheckoutSession(c.sessions, id), c.publicUrl)),
    PATCH: {
      simulation: null,
      run(c, id, body) {
        const session = findCheckoutSession(c.sessions, id);
        updateCheckoutSession(session, body);
        return { status: 200, value: checkoutSessionView(c.account, session, c.publicUrl) };
      },
    },
  },
  'checkoutSessions/{id}/complete': {
    POST: {
      simulation: 'completeCheckoutSession',
      run(c, id, body, simulation) {
        const session = findCheckoutSession(c.sessions, id);
        const status = completeCheckoutSession(c.account, session, body, simulation);
        return { status, value: checkoutSessionView(c.account, session, c.publicUrl) };
      },
    },
  },
  'chargePermissions/{id}': {
    GET: get((c, id) => chargePermissionView(c.account, findChargePermission(c.account, id))),
  },
  charges: {
    POST: {
      simulation: 'createCharge',
      run: (c, _id, body, simulation) => ({
        status: 201,
        value: chargeView(c.account, createCharge(c.account, body, simulation)),
      }),
    },
  },
  'charges/{id}': {
    GET: get((c, id) => chargeView(c.account, findCharge(c.account, id))),
  },
  'charges/{id}/capture': {
    POST: {
      simulation: 'captureCharge',
      run: (c, id, body, simulation) => ({
        status: 200,
        value: chargeView(c.account, captureCharge(c.account, id, body, simulation)),
      }),
    },
  },
  'charges/{id}/cancel': {
    DELETE: {
      simulation: null,
      run: (c, id, body) => ({
        status: 200,
        value: chargeView(c.account, cancelCharge(c.account, id, body)),
      }),
    },
  },
  refunds: {
    POST: {
      simulation: 'createRefund',
      run: (c, _id, body, simulation) => ({
        status: 201,
        value: refundView(c.account, createRefund(c.account, body, simulation)),
      }),
    },
  },
  'refunds/{id}': {
    GET: get((c, id) => refundView(c.account, findRefund(c.account, id))),
  },
};

function routeOf(resource: string): { pattern: string; id: string } {
  const [collection = '', id, ...rest] = resource.split('/');
  if (id === undefined) return { pattern: collection, id: '' };
  return { pattern: [collection, '{id}', ...rest].join('/'), id };
}

/**
 * Where a key may call: keys whose id starts with SANDBOX- or LIVE- belong to that environment and call
 * `/v2/...`; other keys name the environment in the path, `/sandbox/v2/...` or `/live/v2/...` (facts 2.1).
 * The emulator is one environment of the merchant's account.
 */
function checkEnvironment(
  publicKeyId: string,
  pathEnvironment: string | undefined,
  environment: Environment,
): void {
  const keyEnvironment = /^SANDBOX-/i.test(publicKeyId)
    ? 'sandbox'
    : /^LIVE-/i.test(publicKeyId)
      ? 'live'
      : null;
  if (keyEnvironment && pathEnvironment) {
    throw refuse.unauthorizedAccess(
      `The public key ${publicKeyId} is environment-specific: call /v2/ without /${pathEnvironment}/.`,
    );
  }
  const called = keyEnvironment ?? pathEnvironment;
  if (!called)
    throw refuse.unauthorizedAccess('The path must name the environment: /sandbox/v2/ or /live/v2/.');
  if (called !== environment) {
    throw refuse.unauthorizedAccess(
      `The public key ${publicKeyId} is not registered for the ${called} environment.`,
    );
  }
}

const API_PATH = /^\/(?:(sandbox|live)\/)?v2\/([^?]+)/;

/** Whether a request is for the API (as opposed to the buyer pages and the certificate). */
export const isApiRequest = (target: string) => /^\/(?:(?:sandbox|live)\/)?v\d+\//.test(target);

/**
 * Answers one API request as Amazon Pay does: authenticates it (signature, key, environment), enforces the
 * idempotency key on POST (and replays a saved answer), then runs the operation. Refusals come back as
 * `{reasonCode, message}` with their status.
 */
export function answerApiRequest(context: ApiContext, request: IncomingMessage, body: string): ApiAnswer {
  const target = request.url ?? '/';
  const method = request.method ?? 'GET';
  const match = API_PATH.exec(target);
  if (!match) throw new AmazonPayRefusal(400, 'InvalidAPIVersion', 'Only API version v2 is supported.');
  const [, pathEnvironment, resource = ''] = match;
  const header = request.headers.authorization;
  if (header === undefined) throw refuse.missingHeader('authorization');
  const authorization = parseAuthorization(header);
  const publicKey = context.publicKeys.get(authorization.publicKeyId);
  if (!publicKey)
    throw refuse.unauthorizedAccess(`The public key ${authorization.publicKeyId} is not registered.`);
  checkEnvironment(authorization.publicKeyId, pathEnvironment, context.environment);
  checkRequestSignature({
    request: { method, target, headers: request.headers, body },
    authorization,
    publicKey,
    host: request.headers.host ?? '',
    region: context.region,
    now: context.account.now(),
  });

  const { pattern, id } = routeOf(resource);
  const operations = OPERATIONS[pattern];
  if (!operations) throw refuse.resourceNotFound(resource);
  const operation = operations[method];
  if (!operation) throw refuse.requestNotSupported();
  const key =
    method === 'POST' ? context.idempotency.keyOf(request.headers['x-amz-pay-idempotency-key']) : null;
  if (key) {
    const saved = context.idempotency.replay(key, method, resource, body);
    if (saved) return saved;
  }
  const answer = run(context, operation, request, id, body);
  // Answers are kept with their key, refusals too, so a retried request never acts twice; a server
  // error is not, so the retry can go through.
  if (key && answer.status < 500) context.idempotency.save(key, method, resource, body, answer);
  return answer;
}

function run(
  context: ApiContext,
  operation: Operation,
  request: IncomingMessage,
  id: string,
  body: string,
): ApiAnswer {
  try {
    const simulation = simulationOf(request.headers, operation.simulation, context.environment === 'sandbox');
    context.settle();
    const { status, value } = operation.run(context, id, parseJsonObject(body), simulation);
    return { status, body: JSON.stringify(value) };
  } catch (error) {
    if (!(error instanceof AmazonPayRefusal)) throw error;
    return {
      status: error.status,
      body: JSON.stringify({ reasonCode: error.reasonCode, message: error.message }),
    };
  }
}
