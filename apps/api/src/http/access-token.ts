import { TOKEN_REFRESH_UNAUTHORIZED } from '@hortus/core';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './envelope';

/**
 * The customer module's check of an access token: the claims of a valid one, else null. Given by app.ts,
 * so no module that reads the caller imports the customer module.
 */
export type VerifyAccessToken = (token: string) => Promise<AccessClaims | null>;

/** What a valid access token says of its customer. */
export interface AccessClaims {
  customerId: number;
  groupId: number;
}

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

/**
 * The claims of the request's access token, checked by `verify` (the customer module's, given by app.ts);
 * null for a guest. A token that does not verify is a 401 with the spec's message, the client's cue to
 * refresh it (spec 4 "User token"), never a quiet fall back to a guest.
 */
export async function callerOf<Claims>(
  request: FastifyRequest,
  verify: (token: string) => Promise<Claims | null>,
): Promise<Claims | null> {
  const token = accessTokenOf(request);
  if (!token) return null;
  const claims = await verify(token);
  if (!claims) throw unauthorized(TOKEN_REFRESH_UNAUTHORIZED);
  return claims;
}
