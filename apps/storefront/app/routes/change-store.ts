import { resolveStoreView } from '@hortus/core';
import { loadAlternateUrls } from '../lib/alternates.server';
import { storePreferenceCookies } from '../lib/cookies.server';
import { methodNotAllowed } from '../lib/http.server';
import { pathInShop, redirectInShop } from '../lib/redirects';
import { equivalentPath } from '../lib/store-choice';
import type { Route } from './+types/change-store';

/**
 * The country and language chooser's target: saves the choice and sends the visitor to the same page in
 * the chosen store view, or to its home page when the page has another address there (payments spec 4).
 * Choosing the store view the visitor is in closes the chooser: back to the very page (303), its query
 * kept but for the `country_id` an earlier choice left there, and the saved choice keeps the bar closed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const country = (url.searchParams.get('country') ?? 'OT').slice(0, 8);
  const target = resolveStoreView(country, url.searchParams.get('language') ?? undefined);
  // `from` is the visitor's input: its dot segments are resolved before it names a store or a page.
  const fromPage = new URL(pathInShop(url.searchParams.get('from') ?? '/'), url);
  const from = fromPage.pathname;
  const headers = new Headers();
  for (const cookie of await storePreferenceCookies(
    { country: target.i18n.country, language: target.i18n.language },
    request,
  )) {
    headers.append('Set-Cookie', cookie);
  }
  if (from.split('/')[1] === target.storeCode) {
    fromPage.searchParams.delete('country_id');
    return redirectInShop(fromPage.pathname + fromPage.search, { status: 303, headers });
  }
  let path = equivalentPath(from, target);
  if (path === `/${target.storeCode}` && from.split('/').filter(Boolean).length > 1) {
    // Another language names the page differently: ask the API for its address there (payments spec 4).
    const same = (await loadAlternateUrls(from)).find((item) => item.storeCode === target.storeCode);
    if (same) path = same.url;
  }
  const location = new URL(pathInShop(path), url);
  location.searchParams.set('country_id', target.i18n.country);
  return redirectInShop(location.pathname + location.search, { headers });
}

export const action = methodNotAllowed;
