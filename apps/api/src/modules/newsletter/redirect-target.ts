/**
 * The sign-up's `redirectUrl` as a path of the shop, or null when it points anywhere else. The target is
 * resolved against SHOP_URL's origin as a browser resolves a link (so '//evil.example', '/\\evil.example',
 * 'javascript:...' and 'https://shop.example@evil.example' all land on another origin and are dropped), and
 * only a path is kept: the confirmation page puts it on its own origin, so no sign-up can make the shop's
 * mail an open redirect to another site. A leading '//' left by dot segments is collapsed for the same reason.
 */
export function shopPathOf(redirectUrl: string, shopUrl: string): string | null {
  const shop = new URL(shopUrl);
  let target: URL;
  try {
    target = new URL(redirectUrl, shop.origin);
  } catch {
    return null;
  }
  if (target.origin !== shop.origin) return null;
  return `${target.pathname.replace(/^\/{2,}/, '/')}${target.search}${target.hash}`;
}
