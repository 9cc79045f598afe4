import { randomBytes } from 'node:crypto';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ServerBuild } from 'react-router';

export interface StorefrontOptions {
  apiUrl: string;
  /** The client assets of the production build. */
  clientDirectory: string;
  build: ServerBuild;
}

/** Paths the API answers; the browser reaches them through the storefront's own origin. */
export const API_PATHS = /^\/(?:[a-z]{2}-[a-z]{2}\/)?api(?:\/|$)|^\/media\//;

/**
 * The production storefront server: security headers with a per-response CSP nonce, compression, the
 * client assets (hashed files cached for a year), /api and /media forwarded to the API, then React Router.
 */
export function createStorefrontServer(options: StorefrontOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use(
    createProxyMiddleware({
      target: options.apiUrl,
      changeOrigin: false,
      xfwd: true,
      pathFilter: (path) => API_PATHS.test(path),
    }),
  );

  app.use((_request, response, next) => {
    response.locals.nonce = randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_request, response) => `'nonce-${(response as express.Response).locals.nonce}'`,
          ],
          // Dialogs insert their scroll lock as a <style> with the nonce (app/lib/dialog-nonce.ts); colour
          // swatches carry their colour in a style attribute.
          styleSrc: [
            "'self'",
            (_request, response) => `'nonce-${(response as express.Response).locals.nonce}'`,
          ],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.use(compression());
  app.use('/assets', express.static(`${options.clientDirectory}/assets`, { immutable: true, maxAge: '1y' }));
  app.use(express.static(options.clientDirectory, { maxAge: '1h', index: false }));
  app.all(
    '/{*path}',
    createRequestHandler({
      build: options.build,
      getLoadContext: (_request, response) => ({ nonce: response.locals.nonce as string }),
    }),
  );
  return app;
}
