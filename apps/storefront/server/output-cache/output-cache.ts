import type express from 'express';
import type { Logger } from 'pino';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { gatherCacheTags } from '../../app/lib/cache-tags.server';
import { type CacheablePage, cacheablePages } from './cacheable-pages';
import { bodyIn, type Encoding, PageStore, type StoredPage } from './page-store';
import { listenToPurges } from './purge-stream';
import type { SharedPages } from './shared-pages';

/** The answer header that says how the output cache took part: HIT, MISS or BYPASS. */
export const CACHE_STATUS_HEADER = 'X-Cache';

/** Headers of a render that belong to that one answer, not to the page kept for everyone. */
const PER_ANSWER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'keep-alive',
  'set-cookie',
  'x-cache',
]);

/** How many purges are remembered for the renders still under way when they come. */
const PURGE_MEMORY = 1000;

export interface OutputCacheOptions {
  build: ServerBuild;
  apiUrl: string;
  /** CACHE_PURGE_TOKEN: the API's purge stream takes it; without it nothing is cached. */
  purgeToken: string | undefined;
  log: Pick<Logger, 'warn' | 'error'>;
  maxBytes?: number;
  /** The pages every storefront process shares (Redis, REDIS_URL); without it each keeps its own. */
  shared?: SharedPages | undefined;
}

export interface OutputCache {
  /** Sends the kept page, or marks a request the cache may render for everyone. Before the page headers. */
  answer: express.RequestHandler;
  /** Renders a page the cache may keep (one render at a time per key), keeps and sends it. */
  render: express.RequestHandler;
  /** Stops listening to the purges. */
  stop(): void;
  /** How many purges this process has heard (each purge, and each time everything went). */
  purgesHeard(): number;
}

type Recorded = { seq: number; tags: ReadonlySet<string> | 'everything' };

function encodingOf(request: express.Request): Encoding {
  const accepted = request.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

async function send(
  request: express.Request,
  response: express.Response,
  page: StoredPage,
  status: 'HIT' | 'MISS',
): Promise<void> {
  const encoding = encodingOf(request);
  const body = await bodyIn(page, encoding);
  response.writeHead(page.status, {
    ...page.headers,
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
    [CACHE_STATUS_HEADER]: status,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The storefront's output cache (core spec 2 and 9, ADR 0024): pages that are the same for every visitor
 * without a session, kept for the spec's TTL with their tags and purged by the API's purge stream, in
 * this process and, with Redis, shared by every storefront process. `answer` goes before the page's
 * headers are made (a kept page brings its own, its CSP nonce included); `render` goes in front of React
 * Router and renders, keeps and sends what it may.
 */
export function createOutputCache(options: OutputCacheOptions): OutputCache {
  // Without the purge stream nothing may be kept: every page is rendered for its request.
  if (!options.purgeToken) {
    return {
      answer: (_request, response, next) => {
        response.setHeader(CACHE_STATUS_HEADER, 'BYPASS');
        next();
      },
      render: (_request, _response, next) => next(),
      stop: () => {},
      purgesHeard: () => 0,
    };
  }
  const purgeToken = options.purgeToken;
  const store = new PageStore(options.maxBytes);
  const shared = options.shared;
  const pageOf = cacheablePages(options.build);
  const renderPage = createRequestHandler(options.build, 'production');
  let listening = false;
  let purgeSeq = 0;
  const purges: Recorded[] = [];
  const rendering = new Map<string, Promise<StoredPage | null>>();

  const remember = (tags: Recorded['tags']) => {
    purgeSeq += 1;
    purges.push({ seq: purgeSeq, tags });
    if (purges.length > PURGE_MEMORY) purges.shift();
  };
  /** A purge came while the page rendered, of one of its tags: what it read may be old already. */
  const purgedSince = (seq: number, tags: ReadonlySet<string>) => {
    const oldest = purges[0]?.seq ?? purgeSeq + 1;
    if (seq < oldest - 1) return true;
    return purges.some(
      (purge) =>
        purge.seq > seq && (purge.tags === 'everything' || [...purge.tags].some((tag) => tags.has(tag))),
    );
  };

  const stop = listenToPurges(
    options.apiUrl,
    purgeToken,
    {
      purge(tags) {
        remember(new Set(tags));
        store.purge(tags);
        void shared?.purge(tags);
      },
      purgeEverything() {
        remember('everything');
        store.clear();
        void shared?.clear();
      },
      listening(open) {
        listening = open;
      },
    },
    options.log,
  );

  const renderForEveryone = async (
    request: express.Request,
    response: express.Response,
    page: CacheablePage,
  ): Promise<{ stored: StoredPage | null; answer: Response; body: Buffer }> => {
    const seq = purgeSeq;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (name === 'cookie' || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    if (page.cookieHeader) headers.set('cookie', page.cookieHeader);
    // Not tied to this visitor's connection: others may be waiting for the same render.
    const { value, tags } = await gatherCacheTags(async () => {
      const answer = await renderPage(
        new Request(`${request.protocol}://${request.host}${request.originalUrl}`, { headers }),
        { nonce: response.locals.nonce as string, clientAddress: request.ip, wholeDocument: true },
      );
      return { answer, body: Buffer.from(await answer.arrayBuffer()) };
    });
    const { answer, body } = value;
    for (const kind of page.kinds) tags.add(kind);
    const keep =
      answer.status === 200 && !answer.headers.has('set-cookie') && listening && !purgedSince(seq, tags);
    if (!keep) return { stored: null, answer, body };
    const pageHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (!PER_ANSWER_HEADERS.has(name) && value !== undefined) pageHeaders[name] = String(value);
    }
    answer.headers.forEach((value, name) => {
      if (!PER_ANSWER_HEADERS.has(name)) pageHeaders[name] = value;
    });
    const kept = { status: answer.status, headers: pageHeaders, body, tags };
    const stored = store.set(page.key, kept);
    void shared?.set(page.key, kept);
    return { stored, answer, body };
  };

  /** Sends the kept page, or marks a request the cache may render for everyone. Before the page headers. */
  const answer: express.RequestHandler = (request, response, next) => {
    const page = listening
      ? pageOf({
          method: request.method === 'HEAD' ? 'GET' : request.method,
          protocol: request.protocol,
          host: request.host,
          url: request.originalUrl,
          cookie: request.headers.cookie,
        })
      : null;
    if (!page) {
      response.setHeader(CACHE_STATUS_HEADER, 'BYPASS');
      return next();
    }
    const kept = store.get(page.key);
    if (kept) {
      send(request, response, kept, 'HIT').catch(next);
      return;
    }
    const notKept = () => {
      if (request.method === 'GET') response.locals.cacheablePage = page;
      else response.setHeader(CACHE_STATUS_HEADER, 'BYPASS');
      next();
    };
    if (!shared) return notKept();
    const seq = purgeSeq;
    (async () => {
      const found = await shared.get(page.key);
      // Not when a purge of its tags came while it was read: the purge may have missed it in Redis.
      if (!found || purgedSince(seq, found.tags)) return notKept();
      await send(request, response, store.set(page.key, found), 'HIT');
    })().catch(next);
  };

  /** Renders a page the cache may keep (one render at a time per key), keeps and sends it. */
  const render: express.RequestHandler = (request, response, next) => {
    const page = response.locals.cacheablePage as CacheablePage | undefined;
    if (!page) return next();
    let shared = rendering.get(page.key);
    const first = !shared;
    const own = first ? renderForEveryone(request, response, page) : undefined;
    if (own) {
      shared = own.then((result) => result.stored);
      rendering.set(page.key, shared);
      void shared.finally(() => rendering.delete(page.key)).catch(() => {});
    }
    (async () => {
      if (own) {
        const { stored, answer, body } = await own;
        if (stored) return send(request, response, stored, 'MISS');
        // Not for keeping (a redirect, a 404, a cookie set): this visitor's answer all the same.
        response.status(answer.status);
        answer.headers.forEach((value, name) => {
          if (!PER_ANSWER_HEADERS.has(name)) response.setHeader(name, value);
        });
        for (const cookie of answer.headers.getSetCookie()) response.append('Set-Cookie', cookie);
        response.setHeader(CACHE_STATUS_HEADER, 'MISS');
        response.end(body);
        return;
      }
      const stored = await shared;
      if (stored) return send(request, response, stored, 'HIT');
      // The render it waited for was not kept: this one renders for itself.
      response.locals.cacheablePage = undefined;
      response.setHeader(CACHE_STATUS_HEADER, 'MISS');
      next();
    })().catch(next);
  };

  return { answer, render, stop, purgesHeard: () => purgeSeq };
}
