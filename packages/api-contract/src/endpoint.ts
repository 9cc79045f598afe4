import { z } from 'zod';
import { type RefusalDetails, type RefusalReason, refusalDetails, refusalReason } from './refusal';

/** The spec's envelope: `code` repeats the HTTP status, `result` is the payload or, for an error, a message. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), result });
}

/** A refusal: the spec's message for a person, and the stable reason a client decides on. */
export const errorEnvelope = z.object({
  code: z.number().int(),
  result: z.string().describe('What went wrong, for a person'),
  reason: refusalReason,
  details: refusalDetails.optional(),
});

/**
 * What the API's router answers, before any route runs, when a path parameter is longer than 100
 * characters. Every endpoint with path parameters lists it among its errors, so a client reads it as the
 * refusal it is (a page that does not exist), not as an answer the contract never promised.
 */
export const PATH_PARAMETER_TOO_LONG = 414;

/** One call of the API: where it is, what it takes and what it answers, per status. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify's path pattern, e.g. '/api/ext/blog/posts/:slug'; a /{store} prefix may stand before it. */
  path: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `result` of each status whose result is data (success, a redirect, a 503 that says what is down). */
  results: { 200: z.ZodType } & Partial<Record<number, z.ZodType>>;
  /** Statuses the call answers with a message (the result is a string). */
  errors: readonly number[];
}

/** Declares an endpoint; keeps the literal types so clients read its parts exactly. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Output<S> = S extends z.ZodType ? z.output<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a client may send as the query string, path parameters and body of an endpoint. */
export type EndpointQuery<E extends Endpoint> = Input<E['query']>;
export type EndpointParams<E extends Endpoint> = Input<E['params']>;
export type EndpointBody<E extends Endpoint> = Input<E['body']>;

/** The result of the endpoint's 200 answer. */
export type EndpointResult<E extends Endpoint> = Output<E['results'][200]>;

/** Every answer of an endpoint, told apart by its status. */
export type EndpointAnswer<E extends Endpoint> =
  | {
      [S in keyof E['results'] & number]: { status: S; result: Output<E['results'][S]> };
    }[keyof E['results'] & number]
  | { status: E['errors'][number]; result: string; reason: RefusalReason; details?: RefusalDetails };
