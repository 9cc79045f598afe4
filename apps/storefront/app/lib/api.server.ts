import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  type RefusalDetails,
  type RefusalReason,
  reasonOfStatus,
  refusalDetails,
  refusalReason,
} from '@hortus/api-contract';
import { CACHE_TAGS_HEADER, RESPONSE_BAD_CONTENT_TYPE, RESPONSE_WRONG_FORMAT } from '@hortus/core';
import { data } from 'react-router';
import { noteCacheTags } from './cache-tags.server';

/** Where the storefront server reaches the API (the browser reaches it through this server's /api). */
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
const TIMEOUT_MS = 5000;

/** A call that failed as a whole: no answer in the envelope, a timeout's, or a status nothing decides on. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: RefusalReason = reasonOfStatus(status),
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Statuses any call may answer beside its contract's: the API's error handler's 500, a gateway's. */
const SERVER_FAILURES = [500, 502, 503, 504] as const;
type ServerFailureStatus = (typeof SERVER_FAILURES)[number];

/**
 * What a call of an endpoint answers: a status of its contract with that status's result, its refusals
 * (the spec's message, the reason to decide on), or a server failure, told apart by the status.
 */
export type Answer<E extends Endpoint> =
  | EndpointAnswer<E>
  | { status: ServerFailureStatus; result: string; reason: RefusalReason; details?: RefusalDetails };

/** A part the endpoint has is required unless all of it is optional; one it has not, is never sent. */
type Part<E extends Endpoint, K extends 'params' | 'query' | 'body', V> = E[K] extends object
  ? undefined extends V
    ? { [P in K]?: V }
    : // biome-ignore lint/complexity/noBannedTypes: an input whose every field is optional
      {} extends V
      ? { [P in K]?: V }
      : { [P in K]: V }
  : { [P in K]?: never };

/** What a call sends: the endpoint's own parts, typed from it, and who sends it. */
export type CallInput<E extends Endpoint> = Part<E, 'params', EndpointParams<E>> &
  Part<E, 'query', EndpointQuery<E>> &
  Part<E, 'body', EndpointBody<E>> & {
    /** The customer's access token: sent as a Bearer header, so that it stays out of URLs and logs. */
    token?: string | undefined;
    /** The shopper's address, for the API's per-address limits (it trusts this header from loopback only). */
    clientAddress?: string | undefined;
    /** The store view, as the /{store} prefix the API routes take instead of a store parameter. */
    store?: string | undefined;
  };

/** One path segment for an API URL: '.' and '..' are escaped so that a slug can never climb the path. */
export function pathSegment(value: string): string {
  return encodeURIComponent(value).replaceAll('.', '%2E');
}

/** The endpoint's path with its `:params` filled in, under the store's prefix when one is named. */
export function pathOf(endpoint: Endpoint, params: Record<string, unknown> = {}, store?: string): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.path} needs its :${name}`);
    }
    return pathSegment(String(value));
  });
  return store ? `/${pathSegment(store)}${path}` : path;
}

function urlOf(path: string, query: Record<string, unknown> = {}): string {
  const url = new URL(path, API_URL);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** A refusal the answer's type names: one of the endpoint's, or a server failure. */
function isExpected(endpoint: Endpoint, status: number): boolean {
  return endpoint.errors.includes(status) || (SERVER_FAILURES as readonly number[]).includes(status);
}

/**
 * One call of an endpoint of the contract, with the spec's envelope checks: a non-JSON answer and an answer
 * without `{ code, result }` are errors with the spec's messages (RESPONSE_BAD_CONTENT_TYPE,
 * RESPONSE_WRONG_FORMAT), as is a status the contract does not know. The answer comes back to the caller,
 * which decides what a 404 or 301 means for its page, and decides on a refusal's reason, never its text.
 *
 * Results are not validated again here: the API's tests validate every answer against the same schemas,
 * and a product list through zod on every page would cost this server time on every view. A refusal's
 * reason is checked (it is small and the storefront decides on it): one this build does not know reads as
 * its status's general reason.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<Answer<E>> {
  const { params, query, body, token, clientAddress, store } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & CallInput<E>;
  const response = await fetch(urlOf(pathOf(endpoint, params, store), query), {
    method: endpoint.method,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.headers.get('content-type')?.includes('application/json')) {
    throw new ApiError(502, RESPONSE_BAD_CONTENT_TYPE);
  }
  const envelope: unknown = await response.json();
  if (typeof envelope !== 'object' || envelope === null || !('code' in envelope) || !('result' in envelope)) {
    throw new ApiError(502, RESPONSE_WRONG_FORMAT);
  }
  const { status } = response;
  noteCacheTags(response.headers.get(CACHE_TAGS_HEADER));
  if (status in endpoint.results) return { status, result: envelope.result } as Answer<E>;
  const message = typeof envelope.result === 'string' ? envelope.result : '';
  const reason = refusalReason.safeParse('reason' in envelope ? envelope.reason : undefined);
  const details = refusalDetails.safeParse('details' in envelope ? envelope.details : undefined);
  const refusal = {
    status,
    result: message,
    reason: reason.success ? reason.data : reasonOfStatus(status),
    ...(details.success && details.data ? { details: details.data } : {}),
  };
  if (isExpected(endpoint, status)) return refusal as Answer<E>;
  throw new ApiError(status, message || RESPONSE_WRONG_FORMAT, refusal.reason);
}

/**
 * A call whose only good answer is its 200. A 4xx means the shopper's request was wrong (a filter value
 * from an edited URL, say) and becomes that status for the page; anything else is a server error.
 */
export async function requireEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
): Promise<EndpointResult<E>> {
  const answer = await callEndpoint(endpoint, input);
  if (answer.status === 200) return answer.result as EndpointResult<E>;
  const message = typeof answer.result === 'string' ? answer.result : 'API error';
  if (answer.status >= 400 && answer.status < 500) {
    throw data({ page: null, message }, { status: answer.status });
  }
  throw new ApiError(answer.status, message);
}
