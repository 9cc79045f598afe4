import { resolveStoreView } from '@hortus/core';
import { redirect } from 'react-router';
import { loadAlternateUrls } from '../lib/alternates.server';
import { countryCookie, languageCookie } from '../lib/cookies.server';
import { equivalentPath } from '../lib/store-choice';
import type { Route } from './+types/change-store';

/**
 * The country and language chooser's target: saves the choice and sends the visitor to the same page in
 * the chosen store view, or to its home page when the page has another address there (payments spec 4).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const country = (url.searchParams.get('country') ?? 'OT').slice(0, 8);
  const target = resolveStoreView(country, url.searchParams.get('language') ?? undefined);
  const from = url.searchParams.get('from') ?? '/';
  let path = equivalentPath(from, target);
  if (path === `/${target.storeCode}` && from.split('/').filter(Boolean).length > 1) {
    // Another language names the page differently: ask the API for its address there (payments spec 4).
    const same = (await loadAlternateUrls(from.split('?')[0] ?? from)).find(
      (item) => item.storeCode === target.storeCode,
    );
    if (same) path = same.url;
  }
  const location = new URL(path, url);
  location.searchParams.set('country_id', target.i18n.country);
  const headers = new Headers();
  headers.append('Set-Cookie', await countryCookie.serialize(target.i18n.country));
  headers.append('Set-Cookie', await languageCookie.serialize(target.i18n.language));
  return redirect(location.pathname + location.search, { headers });
}
