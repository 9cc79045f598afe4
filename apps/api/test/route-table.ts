import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  /** Fastify's pattern, e.g. `/api/staff/orders/:id/events`. */
  url: string;
}

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app's router holds (HEAD, which Fastify adds to each GET, left out), read from the
 * router's own tree (`printRoutes`): a route hidden from the OpenAPI document is in it too.
 */
export function routesOf(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const pathAt: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = `${depth > 0 ? pathAt[depth - 1] : ''}${match[2]}`;
    pathAt.length = depth;
    pathAt.push(url);
    for (const method of (match[3] ?? '').split(', '))
      if (method && method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

/** The routes under a path prefix, as `METHOD /pattern`: what a sweep of that prefix must cover. */
export function routesUnder(app: FastifyInstance, prefix: string): string[] {
  return routesOf(app)
    .filter((route) => route.url.startsWith(prefix))
    .map((route) => `${route.method} ${route.url}`);
}

/** The routes under a path prefix the app's OpenAPI document holds, as `METHOD /pattern` (`{id}` as `:id`). */
export function documentedRoutesUnder(app: FastifyInstance, prefix: string): string[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
}
