import { RESPONSE_BAD_CONTENT_TYPE, RESPONSE_WRONG_FORMAT } from '@hortus/core';
import { data } from 'react-router';

/** Where the storefront server reaches the API (the browser reaches it through this server's /api). */
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
const TIMEOUT_MS = 5000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiAnswer<T> {
  status: number;
  result: T;
  location: string | null;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface CallOptions {
  /** GET without a body, POST with one; a POST without a body (cart/create, cart/clear) says so. */
  method?: 'GET' | 'POST';
  query?: Query;
  body?: unknown;
  /** The customer's access token: sent as a Bearer header, so that it stays out of URLs and logs. */
  token?: string | undefined;
  /** The shopper's address, for the API's per-address limits (it trusts this header from loopback only). */
  clientAddress?: string | undefined;
}

function urlOf(path: string, query: Query = {}): string {
  const url = new URL(path, API_URL);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * One call to the API with the spec's envelope checks: a non-JSON answer and an answer without
 * `{ code, result }` are errors with the spec's messages. Any status comes back to the caller, which
 * decides what a 404 or 301 means for its page.
 */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const response = await fetch(urlOf(path, options.query), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: {
      accept: 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.clientAddress ? { 'x-forwarded-for': options.clientAddress } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.headers.get('content-type')?.includes('application/json')) {
    throw new ApiError(502, RESPONSE_BAD_CONTENT_TYPE);
  }
  const envelope: unknown = await response.json();
  if (typeof envelope !== 'object' || envelope === null || !('code' in envelope) || !('result' in envelope)) {
    throw new ApiError(502, RESPONSE_WRONG_FORMAT);
  }
  return {
    status: response.status,
    result: envelope.result as T,
    location: response.headers.get('location'),
  };
}

/**
 * A call whose only good answer is 2xx. A 4xx means the shopper's request was wrong (a filter value from
 * an edited URL, say) and becomes that status for the page; anything else is a server error.
 */
export async function requireApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const answer = await callApi<T>(path, options);
  if (answer.status >= 200 && answer.status < 300) return answer.result;
  const message = typeof answer.result === 'string' ? answer.result : 'API error';
  if (answer.status >= 400 && answer.status < 500) {
    throw data({ page: null, message }, { status: answer.status });
  }
  throw new ApiError(answer.status, message);
}

/** One path segment for an API URL: '.' and '..' are escaped so that a slug can never climb the path. */
export function pathSegment(value: string): string {
  return encodeURIComponent(value).replaceAll('.', '%2E');
}
