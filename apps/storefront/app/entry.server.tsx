import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { log, requestFields } from './lib/log.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5000;

/**
 * Streams the page; crawlers and the output cache get the whole document at once. The CSP nonce comes from the server
 * (server/app.ts) through the load context and marks React Router's inline scripts as ours.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: { nonce?: string; wholeDocument?: boolean } | undefined,
) {
  const nonce = loadContext?.nonce;
  const whole = loadContext?.wholeDocument || isbot(request.headers.get('user-agent') ?? '');
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const readyEvent = whole ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Errors after the shell are reported by the error boundaries; log only the unexpected ones.
          if (shellRendered)
            log.error({ err: error, ...requestFields(request) }, 'page failed while streaming');
          responseStatusCode = 500;
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors of loaders, actions and rendering. A 4xx (a POST to a page without an action, a 404 thrown by a
 * loader) is the client's request, answered with its status and the error page: nothing for an operator,
 * so nothing is logged. A request the visitor cancelled is not an error either.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error({ err: error, ...requestFields(request) }, 'page failed');
};
