/**
 * Which host names the shop answers to. Canonical, hreflang and sitemap URLs are built from the request's
 * host when PUBLIC_URL is unset, and a page cache would keep what one request put there: so a request for
 * any other host (a forged Host or X-Forwarded-Host, a malformed one) is refused before anything renders.
 */

/** Always accepted: a developer's machine and the e2e tests (any port). */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`);

/** The host name of a Host header value ('Shop.example:443' -> 'shop.example'), or null when malformed. */
export function hostNameOf(value: string): string | null {
  const match = HOST.exec(value.trim().toLowerCase());
  if (!match?.[1]) return null;
  if (match[2] !== undefined && Number(match[2]) > 65_535) return null;
  return match[1];
}

/** The accepted host names: loopback, PUBLIC_URL's host and the comma list ALLOWED_HOSTS. */
export function allowedHostsFrom(env: { PUBLIC_URL?: string; ALLOWED_HOSTS?: string }): string[] {
  const names = new Set(LOOPBACK);
  if (env.PUBLIC_URL) names.add(new URL(env.PUBLIC_URL).hostname.toLowerCase());
  for (const entry of (env.ALLOWED_HOSTS ?? '').split(',')) {
    const name = entry.trim() && hostNameOf(entry);
    if (name) names.add(name);
  }
  return [...names];
}

/**
 * Whether every host a request names is accepted: its Host header (required, as HTTP/1.1 requires it) and
 * each entry of an X-Forwarded-Host, which a proxy in front may set and the page's URL is then built from.
 */
export function namesAcceptedHosts(
  headers: { host?: string | undefined; 'x-forwarded-host'?: string | string[] | undefined },
  allowed: readonly string[],
): boolean {
  const forwarded = headers['x-forwarded-host'];
  const values = [headers.host ?? '', ...[forwarded ?? []].flat().flatMap((value) => value.split(','))];
  return values.every((value) => {
    const name = hostNameOf(value);
    return name !== null && allowed.includes(name);
  });
}
