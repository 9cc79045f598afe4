import type { FastifyRequest } from 'fastify';

/** A Bearer token of the Authorization header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

/** The access token of a request: the spec's `token` query parameter, or an Authorization Bearer header. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as { token?: unknown } | undefined;
  if (typeof query?.token === 'string' && query.token) return query.token;
  return bearerToken(request);
}
