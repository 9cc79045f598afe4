/** The spec's response envelope: `code` repeats the HTTP status, `result` is the payload or the message. */
export interface Envelope<T> {
  code: number;
  result: T;
}

export function ok<T>(result: T): Envelope<T> {
  return { code: 200, result };
}

/** A client-caused failure with the message the client sees; the error handler turns it into an envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer needs (Retry-After of a 429, WWW-Authenticate of a 401). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message: string) =>
  new HttpError(401, message, { 'WWW-Authenticate': 'Bearer realm="hortus"' });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, {
    'Retry-After': String(retryAfterSeconds),
  });
