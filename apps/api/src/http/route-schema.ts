import { type Endpoint, envelope, errorEnvelope } from '@hortus/api-contract';
import type { z } from 'zod';

/**
 * The Fastify route schema of an endpoint of the contract: its parameters, query and body validate the
 * request, its results (each in the envelope) and error statuses document the answers in the OpenAPI
 * document, and are checked against every answer where response validation is on (the tests).
 */
export function routeSchema<E extends Endpoint>(definition: E): RouteSchema<E> {
  const response: Record<number, z.ZodType> = {};
  for (const [status, result] of Object.entries(definition.results)) {
    if (result) response[Number(status)] = envelope(result);
  }
  for (const status of definition.errors) response[status] = errorEnvelope;
  return {
    tags: definition.tags,
    summary: definition.summary,
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body ? { body: definition.body } : {}),
    response,
  } as RouteSchema<E>;
}

/** The schema object with exactly the parts the endpoint has, so the type provider types the handler. */
type RouteSchema<E extends Endpoint> = {
  tags: string[];
  summary: string;
  response: Record<number, z.ZodType>;
} & (E extends {
  params: infer P;
}
  ? { params: P }
  : unknown) &
  (E extends { query: infer Q } ? { querystring: Q } : unknown) &
  (E extends { body: infer B } ? { body: B } : unknown);
