import type { IncomingMessage } from 'node:http';
import { DEFAULT_STORE_CODE, findStoreView, getStoreViewById, type StoreView } from '@hortus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './envelope';

const prefixedStorePath = /^\/([a-z]{2}-[a-z]{2})(\/api(?:\/.*)?)$/;
const storeFromPrefix = Symbol('storeFromPrefix');

type RawRequest = IncomingMessage & { [storeFromPrefix]?: string };

/**
 * `/{store}/api/...` is the same route as `/api/...?store={store}`: strips a known store prefix before routing.
 * Unknown prefixes are left alone so that they end in a 404 rather than a wrong store.
 */
export function rewriteStorePrefix(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const [path = '/', query] = url.split('?', 2) as [string, string | undefined];
  const match = prefixedStorePath.exec(path);
  if (!match || !findStoreView(match[1] ?? '')) return url;
  (request as RawRequest)[storeFromPrefix] = match[1];
  return query === undefined ? (match[2] ?? '/') : `${match[2]}?${query}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The store view named by the URL prefix or the `store`/`storeId` parameter; null when none was named. */
    storeView: StoreView | null;
  }
}

function storeParameter(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const value = query.store ?? query.storeCode ?? body.store ?? body.storeCode;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function storeIdParameter(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return typeof query.storeId === 'string' && query.storeId !== '' ? query.storeId : undefined;
}

export function registerStoreViewResolution(app: FastifyInstance): void {
  app.decorateRequest('storeView', null);
  app.addHook('preHandler', async (request) => {
    const code = (request.raw as RawRequest)[storeFromPrefix] ?? storeParameter(request);
    if (code !== undefined) {
      const storeView = findStoreView(code);
      if (!storeView) throw badRequest(`Unknown store view '${code}'`);
      request.storeView = storeView;
      return;
    }
    const id = storeIdParameter(request);
    if (id !== undefined) {
      const storeView = /^\d+$/.test(id) ? getStoreViewById(Number(id)) : undefined;
      if (!storeView) throw badRequest(`Unknown store id '${id}'`);
      request.storeView = storeView;
    }
  });
}

/** The store view of a request that needs one; a clear 400 when the client named none. */
export function requireStoreView(request: FastifyRequest): StoreView {
  if (!request.storeView) {
    throw badRequest("Please name a store view: a '/{store}/api/...' prefix or a 'store' parameter");
  }
  return request.storeView;
}

/** The store view a request names, else the shop's default one (for calls where any store view will do). */
export function storeViewOrDefault(request: FastifyRequest): StoreView {
  return request.storeView ?? (findStoreView(DEFAULT_STORE_CODE) as StoreView);
}
