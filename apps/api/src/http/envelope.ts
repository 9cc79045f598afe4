import { type RefusalDetails, type RefusalReason, reasonOfStatus } from '@hortus/api-contract';

/** The spec's response envelope: `code` repeats the HTTP status, `result` is the payload or the message. */
export interface Envelope<T> {
  code: number;
  result: T;
}

export function ok<T>(result: T): Envelope<T> {
  return { code: 200, result };
}

export interface RefusalParts {
  /** The stable code a client decides on; the status's general reason when absent. */
  reason?: RefusalReason;
  details?: RefusalDetails;
  /** Headers the answer needs (Retry-After of a 429, WWW-Authenticate of a 401). */
  headers?: Record<string, string>;
}

/**
 * A client-caused failure with the message the client sees and the reason it decides on; the error
 * handler turns it into an envelope.
 */
export class HttpError extends Error {
  readonly reason: RefusalReason;
  readonly details: RefusalDetails | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    parts: RefusalParts = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.reason = parts.reason ?? reasonOfStatus(statusCode);
    this.details = parts.details;
    this.headers = parts.headers ?? {};
  }
}

export const badRequest = (message: string, parts?: Omit<RefusalParts, 'headers'>) =>
  new HttpError(400, message, parts);
export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message: string, parts?: Omit<RefusalParts, 'headers'>) =>
  new HttpError(401, message, { ...parts, headers: { 'WWW-Authenticate': 'Bearer realm="hortus"' } });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
