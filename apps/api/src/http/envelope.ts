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
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
