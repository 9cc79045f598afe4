import { TOKEN_REFRESH_UNAUTHORIZED } from '@hortus/core';
import type { FastifyRequest } from 'fastify';
import { bearerToken, type VerifyAccessToken } from '../../http/access-token';
import { HttpError, unauthorized } from '../../http/envelope';

/** Customer group 0, 'NOT LOGGED IN': a guest asking for it is asking for the guest price. */
const GUEST_GROUP_ID = 0;

export const GROUP_PRICE_NEEDS_LOGIN = 'Group prices need the login of a customer of that group';

/**
 * The customer group whose prices a catalogue call gets: the group in the caller's access token (the spec's
 * `token` or `groupToken` parameter, or a Bearer header), else none (guest prices). A group named in the
 * call (`groupId`, `userGroupId`) is only a check against the token: naming another group is refused, so no
 * guest can ask for a wholesale price, and `sgn` never signs one a caller was not given.
 */
export async function callerCustomerGroup(
  request: FastifyRequest,
  verify: VerifyAccessToken,
  named: { groupId?: number | undefined; tokens?: (string | undefined)[] },
): Promise<number | null> {
  const token = [...(named.tokens ?? []), bearerToken(request)].find(
    (candidate) => candidate !== undefined && candidate !== '',
  );
  const claims = token === undefined ? null : await verify(token);
  // An expired token is the client's cue to refresh it (spec 4 "User token"), not a reason for guest prices.
  if (token !== undefined && !claims) throw unauthorized(TOKEN_REFRESH_UNAUTHORIZED);
  if (named.groupId === undefined || named.groupId === claims?.groupId) return claims?.groupId ?? null;
  if (!claims && named.groupId === GUEST_GROUP_ID) return null;
  throw new HttpError(403, GROUP_PRICE_NEEDS_LOGIN, { reason: 'group_price_needs_login' });
}
