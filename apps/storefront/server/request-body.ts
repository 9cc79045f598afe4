import type { IncomingMessage } from 'node:http';

/**
 * The largest request body the storefront reads for a page or a resource route (256 KiB). The largest
 * posts a shopper makes are the checkout's form (two addresses and a 4096-character comment, about 80 KiB
 * when every character is percent-encoded multi-byte text) and the cart's sync of its at most 100 lines
 * (under 50 KiB with escaped skus); a file upload (the configurator's, at most 15 MB by the payments spec)
 * would get its own route and limit. The /api proxy keeps the API's own limit (API_BODY_LIMIT_BYTES).
 */
export const STOREFRONT_BODY_LIMIT_BYTES = 262_144;

/**
 * The back office's upload pages take larger bodies: the bank's camt.053 statement and the stock and price
 * sheet may each be as large as the API reads (20 MB), plus the multipart form's own bytes. Only staff reach
 * them (the page's action signs in first), and only these paths.
 */
export const BACK_OFFICE_UPLOAD_LIMIT_BYTES = 21 * 1024 * 1024;
const UPLOAD_PATHS = new Set(['/backoffice/bank-statements', '/backoffice/stock']);

/** The body limit of a page's path. */
export function bodyLimitOf(path: string): number {
  return UPLOAD_PATHS.has(path) ? BACK_OFFICE_UPLOAD_LIMIT_BYTES : STOREFRONT_BODY_LIMIT_BYTES;
}

/** Methods whose body React Router never reads. */
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

/** Whether the request declares a body longer than the limit (its Content-Length): refused unread. */
export function declaresBodyOver(request: IncomingMessage, limit: number): boolean {
  return Number(request.headers['content-length']) > limit;
}

class BodyTooLargeError extends Error {
  readonly status = 413;
}

/**
 * A body sent without a length (chunked) is counted as it arrives and cut off once it passes the limit:
 * `onTooLarge` answers, and the stream reports an error to whoever reads it, so React Router's
 * `formData()`/`json()` fails and no action runs on a cut-off body. The error is emitted rather than the
 * request destroyed, since destroying it closes the connection before the answer reaches the client; the
 * rest of the body is then read and dropped, never kept. A body with a Content-Length needs no count: Node
 * reads no further than the length, which `declaresBodyOver` has checked.
 */
export function cutOffBodyOver(request: IncomingMessage, limit: number, onTooLarge: () => void): void {
  if (BODILESS_METHODS.has(request.method ?? '') || request.headers['transfer-encoding'] === undefined)
    return;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    request.off('data', count);
    if (request.listenerCount('error') > 0) request.emit('error', new BodyTooLargeError());
    onTooLarge();
    request.resume();
  };
  request.on('data', count);
}
