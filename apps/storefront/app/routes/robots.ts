import { methodNotAllowed } from '../lib/http.server';
import { originOf } from '../lib/store.server';
import type { Route } from './+types/robots';

/** Crawlers may read the catalogue and content; carts, checkout, accounts and searches are private. */
export function loader({ request }: Route.LoaderArgs) {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...['cart', 'checkout', 'payment', 'account', 'search', 'order', 'reset-password'].map(
      (path) => `Disallow: /*/${path}`,
    ),
    'Disallow: /change-store',
    'Disallow: /backoffice',
    'Disallow: /api/',
    `Sitemap: ${originOf(request)}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

export const action = methodNotAllowed;
