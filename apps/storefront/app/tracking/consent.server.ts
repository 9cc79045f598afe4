import type { StoreView } from '@hortus/core';
import { postOnly } from '../lib/http.server';
import { pathInShop, redirectInShop } from '../lib/redirects';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_SETTINGS_PARAM,
  type Consent,
  consentOf,
  type TrackingSettings,
} from './consent';
import { TAG_MANAGER_ID } from './tag-manager.server';

/** The layouts' loaders: the choice in the request's cookie, and what the page needs to act on it. */
export function trackingSettings(request: Request): TrackingSettings {
  return {
    consent: consentOf(request.headers.get('cookie')),
    reviewing: new URL(request.url).searchParams.has(CONSENT_SETTINGS_PARAM),
    containerId: TAG_MANAGER_ID,
  };
}

/** The Set-Cookie header of a choice: a year, the whole shop, Lax, Secure when the page came over HTTPS. */
function consentCookie(choice: Consent, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Where a plain form post goes back to: the `returnTo` page when it is a page of this store, resolved as a
 * browser would resolve it (no other origin, no other store, no '..' out of the store), without the
 * settings parameter that opened the banner; else the store's home page.
 */
export function consentReturnPath(returnTo: unknown, storeView: StoreView): string {
  const home = `/${storeView.storeCode}`;
  if (typeof returnTo !== 'string') return home;
  const path = pathInShop(returnTo, home);
  const url = new URL(path, 'http://shop.invalid');
  if (url.pathname !== home && !url.pathname.startsWith(`${home}/`)) return home;
  url.searchParams.delete(CONSENT_SETTINGS_PARAM);
  return `${url.pathname}${url.search}`;
}

/**
 * The banner's form (routes/consent.ts): `consent` is 'granted' or 'denied'. Scripts post it with
 * `_data=1` and get the choice back as JSON (the page stays); a plain form post is sent back (303) to the
 * page it came from. Either way the answer carries the cookie. Another site's form cannot grant consent in
 * the shopper's name: the storefront server refuses its post (server/same-origin.ts).
 */
export async function consentAction(request: Request, storeView: StoreView): Promise<Response> {
  if (request.method !== 'POST') return postOnly();
  const form = await request.formData().catch(() => null);
  const choice = form?.get('consent');
  if (choice !== 'granted' && choice !== 'denied') {
    return new Response('Bad Request', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const cookie = consentCookie(choice, request);
  if (form?.get('_data') === '1') {
    return Response.json(
      { consent: choice },
      { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } },
    );
  }
  const response = redirectInShop(consentReturnPath(form?.get('returnTo'), storeView), 303);
  response.headers.append('Set-Cookie', cookie);
  return response;
}
