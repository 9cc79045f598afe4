import { redirect } from 'react-router';

/** Stands for the shop's own origin while a target is resolved; never sent anywhere. */
const SHOP = 'http://shop.invalid';

/**
 * A target as a path on the shop's own origin: resolved as a browser would resolve it (dot segments,
 * backslashes, tabs and newlines, percent escapes), and the fallback when it would leave the origin.
 * A leading `//` left by the resolution ('/x/..//evil.com') is collapsed, since a browser would read
 * `//evil.com` in a Location header as another host.
 */
export function pathInShop(target: string, fallback = '/'): string {
  let url: URL;
  try {
    url = new URL(target, SHOP);
  } catch {
    return fallback;
  }
  if (url.origin !== SHOP) return fallback;
  return `${url.pathname.replace(/^\/{2,}/, '/')}${url.search}${url.hash}`;
}

/** A target as a page of one store view (`/de-de/...`), or null when it is anywhere else. */
export function pathInStore(target: string, store: string): string | null {
  const path = pathInShop(target, '');
  const rest = path.slice(`/${store}`.length);
  return path.startsWith(`/${store}`) && (rest === '' || /^[/?#]/.test(rest)) ? path : null;
}

/**
 * The one way the storefront redirects (Biome's noRestrictedImports keeps react-router's `redirect` out of
 * every other module): wherever the target came from, the shopper stays on the shop's origin.
 */
export function redirectInShop(target: string, init?: number | ResponseInit): Response {
  return redirect(pathInShop(target), init);
}
