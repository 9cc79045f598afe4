import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { Agent as HttpAgent, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import { type RefusalReason, reasonOfStatus } from '@hortus/api-contract';
import { API_BODY_LIMIT_BYTES, REQUEST_BODY_TOO_LARGE } from '@hortus/core';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { requestFields, log as storefrontLog } from '../app/lib/log.server';
import { TAG_MANAGER_CSP } from '../app/tracking/tag-manager.server';
import { namesAcceptedHosts } from './hosts';
import { createOutputCache } from './output-cache/output-cache';
import type { SharedPages } from './output-cache/shared-pages';
import { NO_PAYMENT_ORIGINS, type PaymentOrigins } from './payment-origins';
import { bodyLimitOf, cutOffBodyOver, declaresBodyOver } from './request-body';
import { isFromOwnPages, originOf } from './same-origin';

export interface StorefrontOptions {
  apiUrl: string;
  /** The client assets of the production build. */
  clientDirectory: string;
  build: ServerBuild;
  /** The host names the shop answers to (server/hosts.ts). */
  allowedHosts: readonly string[];
  /** PUBLIC_URL: the shop's public origin, whose pages may post here whatever the proxy in front says. */
  publicUrl?: string | undefined;
  /** Where failures are logged (the storefront's pino log unless a test reads its own). */
  log?: Logger;
  /** A tag manager container is configured (GTM_ID): the CSP allows its origins, else it names none. */
  tagManager?: boolean;
  /** The configured payment providers' origins the shop's pages reach (server/payment-origins.ts); none by default. */
  paymentOrigins?: PaymentOrigins;
  /**
   * CACHE_PURGE_TOKEN: the output cache streams the API's purges with it (server/output-cache); without it
   * no page is cached.
   */
  cachePurgeToken?: string | undefined;
  /** The kept pages shared by every storefront process (Redis, REDIS_URL); without it each keeps its own. */
  sharedPages?: SharedPages | undefined;
}

/** Paths the API answers; the browser reaches them through the storefront's own origin. */
export const API_PATHS = /^\/(?:[a-z]{2}-[a-z]{2}\/)?api(?:\/|$)|^\/media\//;

/** The back office's pages (and their data requests, `/backoffice/....data`). */
const BACK_OFFICE_PATHS = /^\/backoffice(?:[/.]|$)/;
const isBackOfficePath = (path: string) => BACK_OFFICE_PATHS.test(path);

export const CROSS_SITE_REQUEST_REFUSED = 'Requests from other sites are not accepted';

/** How long the proxy waits for the API's answer before it gives the browser a 502. */
const API_TIMEOUT_MS = 30_000;

/**
 * An answer of the /api proxy itself, in the API's error envelope with its reason, so the browser's API
 * client reads it as one of the API's refusals.
 */
function sendEnvelope(
  response: ServerResponse,
  status: number,
  message: string,
  reason: RefusalReason = reasonOfStatus(status),
): void {
  const body = JSON.stringify({ code: status, result: message, reason });
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(body);
}

/** The answer to a request the shop refuses before reading it: the envelope under /api, plain text elsewhere. */
function refuse(request: express.Request, response: express.Response, status: number, message: string): void {
  if (API_PATHS.test(request.path)) sendEnvelope(response, status, message);
  else response.status(status).type('text/plain').send(message);
}

/** Headers of static files: no page policy (no CSP nonce per response), only what a script or image needs. */
function staticFileHeaders(response: ServerResponse): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/**
 * The production storefront server, in the order a request meets it:
 * 1. a request for a host the shop does not answer to is refused (server/hosts.ts), and a request that
 *    could change something and comes from another site's page is refused (server/same-origin.ts);
 * 2. static files with their own small set of headers, precompressed at build time (brotli, else gzip);
 * 3. /api and /media forwarded to the API over kept-alive connections; a body the API would refuse is
 *    refused here with the API's own answer, and a failure to reach the API is logged and answered in the
 *    envelope;
 * 4. pages: security headers with a per-response CSP nonce, compression, a body limit, React Router;
 * 5. an error no step answered: logged, and a short answer without details.
 */
export function createStorefrontServer(options: StorefrontOptions): express.Express {
  const log = options.log ?? storefrontLog;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use((request, response, next) => {
    if (namesAcceptedHosts(request.headers, options.allowedHosts)) return next();
    refuse(request, response, 400, 'Unknown host');
  });
  const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : null;
  app.use((request, response, next) => {
    // The request's own origin as React Router sees it (the host checked above, the scheme a proxy on
    // loopback says), or PUBLIC_URL's when a proxy in front does not say it.
    const source = {
      method: request.method,
      origin: request.get('origin'),
      fetchSite: request.get('sec-fetch-site'),
    };
    if (isFromOwnPages(source, [originOf(`${request.protocol}://${request.host}`), publicOrigin]))
      return next();
    refuse(request, response, 403, CROSS_SITE_REQUEST_REFUSED);
  });

  app.use(
    '/assets',
    expressStaticGzip(`${options.clientDirectory}/assets`, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      // A missing hashed file is a 404 of its own, never a page.
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false, setHeaders: staticFileHeaders },
    }),
  );
  const publicFiles = new Set(
    readdirSync(options.clientDirectory)
      .filter((name) => name !== 'assets' && !/\.(br|gz)$/.test(name))
      .map((name) => `/${name}`),
  );
  const servePublicFile = expressStaticGzip(options.clientDirectory, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: { maxAge: '1h', index: false, setHeaders: staticFileHeaders },
  });
  app.use((request, response, next) =>
    publicFiles.has(request.path) ? servePublicFile(request, response, next) : next(),
  );

  app.use((request, response, next) => {
    if (!API_PATHS.test(request.path)) return next();
    const hasBody = request.headers['transfer-encoding'] !== undefined || request.headers['content-length'];
    if (!hasBody) return next();
    const length = Number(request.headers['content-length']);
    // Without a length the body could only be counted while it streams to the API, which refuses a body
    // over its limit by closing the connection mid-request; browsers send a length with every body.
    if (!Number.isSafeInteger(length))
      return sendEnvelope(response, 411, 'A request body needs a Content-Length');
    if (length > API_BODY_LIMIT_BYTES)
      return sendEnvelope(response, 413, REQUEST_BODY_TOO_LARGE, 'too_large');
    next();
  });
  const api = new URL(options.apiUrl);
  const agentOptions = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16 };
  app.use(
    createProxyMiddleware<IncomingMessage, ServerResponse>({
      target: options.apiUrl,
      agent: api.protocol === 'https:' ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions),
      changeOrigin: false,
      xfwd: true,
      proxyTimeout: API_TIMEOUT_MS,
      pathFilter: (path) => API_PATHS.test(path),
      on: {
        // The API reads no cookie (it takes the shopper's token as a Bearer header from this server); the
        // session's tokens live in HttpOnly cookies that must not leave the storefront, so a call through
        // here never carries the shopper's session, whoever made the browser send it.
        proxyReq: (proxyRequest) => {
          proxyRequest.removeHeader('cookie');
        },
        error: (error, request, response) => {
          log.error(
            { err: error, ...requestFields({ method: request.method ?? '', url: request.url ?? '' }) },
            'API request failed in the proxy',
          );
          if (!('writeHead' in response)) return (response as Socket).destroy();
          if (response.headersSent) return response.destroy();
          sendEnvelope(response, 502, 'The API could not be reached', 'unavailable');
        },
      },
    }),
  );

  // A kept page is answered here, with the headers it was first sent with (ADR 0024).
  const outputCache = createOutputCache({
    build: options.build,
    apiUrl: options.apiUrl,
    purgeToken: options.cachePurgeToken,
    log,
    shared: options.sharedPages,
  });
  app.locals.outputCache = outputCache;
  app.use((request, response, next) =>
    isBackOfficePath(request.path) ? next() : outputCache.answer(request, response, next),
  );

  app.use((_request, response, next) => {
    response.locals.nonce = randomBytes(16).toString('base64');
    next();
  });
  // The tag manager loads only after the shopper's consent (app/tracking); without a container, no page
  // may load or send anything to Google whatever a script tries.
  const tags = options.tagManager ? TAG_MANAGER_CSP : { scriptSrc: [], imgSrc: [], connectSrc: [] };
  // The checkout's card form and Amazon Pay's button reach the configured providers; the back office never.
  const payments = options.paymentOrigins ?? NO_PAYMENT_ORIGINS;
  const nonceSource = (_request: unknown, response: unknown) =>
    `'nonce-${(response as express.Response).locals.nonce}'`;
  // The back office: never cached, never indexed, no referrer, and a CSP that allows only this origin's
  // scripts and styles with the response's nonce (no tag manager, no inline style attributes, no data:).
  const backOfficeHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'", nonceSource],
        styleSrc: ["'self'", nonceSource],
        imgSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // same-origin, not no-referrer: a no-referrer page's form posts say `Origin: null`, which the origin
    // checks (ours and React Router's) rightly refuse; same-origin still tells no other site anything.
    referrerPolicy: { policy: 'same-origin' },
  });
  app.use((request, response, next) => {
    if (!isBackOfficePath(request.path)) return next();
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    backOfficeHeaders(request, response, next);
  });
  const shopHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_request, response) => `'nonce-${(response as express.Response).locals.nonce}'`,
          ...tags.scriptSrc,
          ...payments.scriptSrc,
        ],
        // Dialogs insert their scroll lock as a <style> with the nonce (app/lib/dialog-nonce.ts); colour
        // swatches carry their colour in a style attribute.
        styleSrc: [
          "'self'",
          (_request, response) => `'nonce-${(response as express.Response).locals.nonce}'`,
        ],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...tags.imgSrc],
        connectSrc: ["'self'", ...tags.connectSrc, ...payments.connectSrc],
        formAction: ["'self'", ...payments.formAction],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The same rule as frame-ancestors 'none', for browsers that know only this header.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.use((request, response, next) =>
    isBackOfficePath(request.path) ? next() : shopHeaders(request, response, next),
  );
  app.use(compression());
  const handlePage = createRequestHandler({
    build: options.build,
    getLoadContext: (request, response) => ({
      nonce: response.locals.nonce as string,
      // Express resolves it through 'trust proxy'; the API's login limits count it, not this server.
      clientAddress: request.ip,
    }),
  });
  const bodyTooLarge = (response: express.Response) =>
    response.status(413).type('text/plain').send(REQUEST_BODY_TOO_LARGE);
  app.all('/{*path}', (request, response, next) => {
    const limit = bodyLimitOf(request.path);
    if (declaresBodyOver(request, limit)) return bodyTooLarge(response);
    // Both start reading in this tick (the body flows from the next one), so the count sees every chunk
    // React Router takes.
    cutOffBodyOver(request, limit, () => bodyTooLarge(response));
    outputCache.render(request, response, () => void handlePage(request, response, next));
  });

  app.use(
    (error: unknown, request: express.Request, response: express.Response, _next: express.NextFunction) => {
      const { status: given, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
      const declared = given ?? statusCode;
      const status = typeof declared === 'number' && declared >= 400 && declared < 500 ? declared : 500;
      if (status >= 500) {
        log.error(
          { err: error, ...requestFields({ method: request.method, url: request.originalUrl }) },
          'request failed',
        );
      }
      if (response.headersSent) return response.destroy();
      response
        .status(status)
        .type('text/plain')
        .send(status === 404 ? 'Not Found' : status < 500 ? 'Bad Request' : 'Internal Server Error');
    },
  );
  return app;
}
