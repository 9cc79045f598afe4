import { resolveStoreView } from '@hortus/core';
import { redirect } from 'react-router';
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
  const location = new URL(equivalentPath(url.searchParams.get('from') ?? '/', target), url);
  location.searchParams.set('country_id', target.i18n.country);
  const headers = new Headers();
  headers.append('Set-Cookie', await countryCookie.serialize(target.i18n.country));
  headers.append('Set-Cookie', await languageCookie.serialize(target.i18n.language));
  return redirect(location.pathname + location.search, { headers });
}
