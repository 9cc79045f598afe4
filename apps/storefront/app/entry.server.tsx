import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5000;

/**
 * Streams the page; crawlers get the whole document at once. The CSP nonce comes from the server
 * (server/app.ts) through the load context and marks React Router's inline scripts as ours.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: { nonce?: string } | undefined,
) {
  const nonce = loadContext?.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
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
          if (shellRendered) console.error(error);
          responseStatusCode = 500;
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
