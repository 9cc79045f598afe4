import { z } from 'zod';

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

/** Response schema for the OpenAPI document; payloads are described per route in `result`. */
export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), result });
}

export const errorEnvelopeSchema = envelopeSchema(z.string());
