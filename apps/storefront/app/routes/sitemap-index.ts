import { STORE_VIEWS } from '@hortus/core';
import { methodNotAllowed } from '../lib/http.server';
import { originOf } from '../lib/store.server';
import type { Route } from './+types/sitemap-index';

/** One sitemap per store view, listed in a sitemap index. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = originOf(request);
  const entries = STORE_VIEWS.map(
    (view) => `<sitemap><loc>${origin}/${view.storeCode}/sitemap.xml</loc></sitemap>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

export const action = methodNotAllowed;
