import { urlAlternates } from '@hortus/api-contract';
import { findStoreView, STORE_VIEWS, type StoreView } from '@hortus/core';
import { callEndpoint } from './api.server';

export interface Hreflang {
  hrefLang: string;
  href: string;
}

interface UrlAlternate {
  storeCode: string;
  url: string;
}

/** ot-* store views serve no single country: they are the language's generic alternate. */
function hrefLangOf(view: StoreView): string {
  return view.i18n.country === 'OT' ? view.i18n.language : `${view.i18n.language}-${view.i18n.country}`;
}

/** The same page in the other store views, from the API (products and categories have slugs per language). */
export async function loadAlternateUrls(path: string): Promise<UrlAlternate[]> {
  const answer = await callEndpoint(urlAlternates, { query: { url: path } }).catch(() => null);
  return answer?.status === 200 ? answer.result.items : [];
}

/** hreflang links of a page by its path with the store prefix; `suffix` follows each (a variant's sku). */
export async function pageAlternates(origin: string, path: string, suffix = ''): Promise<Hreflang[]> {
  return (await loadAlternateUrls(path)).flatMap((item) => {
    const view = findStoreView(item.storeCode);
    return view ? [{ hrefLang: hrefLangOf(view), href: `${origin}${item.url}${suffix}` }] : [];
  });
}

/** Pages whose path is the same in every store view (home, blog list). */
export function allStoreAlternates(origin: string, pathInStore: string): Hreflang[] {
  return STORE_VIEWS.map((view) => ({
    hrefLang: hrefLangOf(view),
    href: `${origin}/${view.storeCode}${pathInStore}`,
  }));
}
