/**
 * Cross-site request forgery: every request that may change something (any method but GET, HEAD and
 * OPTIONS) is answered only when it comes from the shop's own pages. Another site's form or script could
 * otherwise log the shopper in as the attacker, log them out, change their cart or place an order with
 * their session cookies. The browser says where a request comes from in `Origin` (sent with every
 * cross-origin POST, also a plain form's) and `Sec-Fetch-Site`; the same rule as React Router's check of
 * page actions and SvelteKit's `checkOrigin`, here once for every route, resource routes included.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a request says about where it comes from. */
export interface RequestSource {
  method: string;
  /** The `Origin` header, as sent. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` header: same-origin, same-site, cross-site or none (typed by the user). */
  fetchSite: string | undefined;
}

/** `https://Shop.example:443` -> `https://shop.example`; null for `null` and anything that is no origin. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether the request may change something: a safe method; an `Origin` that is one of the shop's own
 * origins; or, without an `Origin`, a `Sec-Fetch-Site` of same-origin or none. A request with neither
 * header is accepted: every browser that could be led to post here by another site sends `Origin` with
 * that post, so such a request comes from a program that sends its own cookies, if any (a crawler, curl,
 * a monitor), not from a shopper's browser.
 */
export function isFromOwnPages(source: RequestSource, ownOrigins: readonly (string | null)[]): boolean {
  if (SAFE_METHODS.has(source.method)) return true;
  if (source.origin !== undefined) {
    const origin = originOf(source.origin);
    return origin !== null && ownOrigins.includes(origin);
  }
  return source.fetchSite === undefined || source.fetchSite === 'same-origin' || source.fetchSite === 'none';
}
