import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { RouteHandle } from '../../app/lib/route-handle';
import { CONSENT_COOKIE } from '../../app/tracking/consent';

/**
 * The cookies of a shopper's own session (app/session/session.server.ts): a request with any of them is
 * rendered for that shopper alone, never from or into the cache.
 */
const SESSION_COOKIES = ['hortus_customer', 'hortus_cart', 'hortus_notice', 'hortus_last_order'];
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIES.join('|')})=`);

/** The cookies a page may differ by for visitors without a session: the consent banner and the chooser. */
export const VARIANT_COOKIES = [CONSENT_COOKIE, 'hortus_country', 'hortus_language'];
const VARIANT_VALUE_LIMIT = 100;

/** Query parameters of ad campaigns: they change nothing on the page, so they do not make another one. */
const CAMPAIGN_PARAMETER = /^(?:utm_.*|gclid|gbraid|wbraid|fbclid|msclkid|_ga|_gl)$/;

/**
 * Route decisions kept by path. React Router's matchRoutes flattens and ranks the whole route tree on every
 * call: a third of a cached answer's CPU (1.9 ms a hit, 2026-11-27). Bounded in count and in bytes, as
 * paths are whatever a client sends (up to the server's URL limit each).
 */
const ROUTE_DECISIONS_KEPT = 20_000;
const ROUTE_DECISION_BYTES = 4 * 1024 * 1024;

export interface CacheablePage {
  key: string;
  /** The kinds of content the page shows, from its routes' handles. */
  kinds: string[];
  /** The cookies its render may read (only the variant cookies), as a Cookie header. */
  cookieHeader: string;
}

export interface PageRequest {
  method: string;
  protocol: string;
  host: string;
  /** Path and query as requested. */
  url: string;
  cookie: string | undefined;
}

type CacheRoute = RouteObject & { handle?: RouteHandle };

function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): CacheRoute[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const id = route?.id ?? '';
      const common = {
        id,
        path: route?.path,
        caseSensitive: route?.caseSensitive,
        handle: route?.module.handle,
      };
      return route?.index
        ? { ...common, index: true as const }
        : { ...common, children: routeTree(routes, id) };
    });
}

function cookieValues(header: string | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) values.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return values;
}

/**
 * Which requests the output cache answers, and under which key (ADR 0024): a GET of a page whose route
 * says it is the same for every visitor (`handle.cache`), from a browser without a session. The key is the
 * origin, the path (a client navigation's `.data` request is a page of its own), the query without campaign
 * parameters in a fixed order, and the variant cookies' values.
 */
export function cacheablePages(build: Pick<ServerBuild, 'routes'>) {
  const routes = routeTree(build.routes, undefined);
  const decisions = new LRUCache<string, { kinds: string[] | null }>({
    max: ROUTE_DECISIONS_KEPT,
    maxSize: ROUTE_DECISION_BYTES,
    sizeCalculation: (_decision, path) => path.length + 64,
  });
  /** The kinds of content of the page at the path, or null when its route is not cached. */
  const kindsOf = (pagePath: string): string[] | null => {
    const kept = decisions.get(pagePath);
    if (kept) return kept.kinds;
    const matches = matchRoutes(routes, pagePath) as { route: CacheRoute }[] | null;
    const kinds = matches?.at(-1)?.route.handle?.cache
      ? [...new Set(matches.flatMap((match) => match.route.handle?.cache ?? []))]
      : null;
    decisions.set(pagePath, { kinds });
    return kinds;
  };
  return (request: PageRequest): CacheablePage | null => {
    if (request.method !== 'GET') return null;
    if (request.cookie && SESSION_COOKIE.test(request.cookie)) return null;
    const url = new URL(request.url, 'http://page');
    const pagePath = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
    const kinds = kindsOf(pagePath);
    if (!kinds) return null;
    const query = [...url.searchParams]
      .filter(([name]) => !CAMPAIGN_PARAMETER.test(name))
      .sort(([a, aValue], [b, bValue]) => (a === b ? aValue.localeCompare(bValue) : a.localeCompare(b)));
    const cookies = cookieValues(request.cookie);
    const variants = VARIANT_COOKIES.flatMap((name) => {
      const value = cookies.get(name);
      return value === undefined ? [] : [`${name}=${value.slice(0, VARIANT_VALUE_LIMIT)}`];
    });
    const search = new URLSearchParams(query).toString();
    return {
      key: `${request.protocol}://${request.host}${url.pathname}?${search}#${variants.join('; ')}`,
      kinds,
      cookieHeader: variants.join('; '),
    };
  };
}
