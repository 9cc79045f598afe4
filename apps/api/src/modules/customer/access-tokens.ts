import { errors, jwtVerify, SignJWT } from 'jose';

import type { AccessClaims } from '../../http/access-token';

export type { AccessClaims };

const ISSUER = 'hortus';
const AUDIENCE = 'hortus-api';

/**
 * Short-lived signed access tokens (HS256, jose). They carry the customer's id and customer group, never
 * personal data, and are not stored: a change of group or a logout takes effect when they expire.
 */
export function accessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      const token = await new SignJWT({ grp: claims.groupId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.customerId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
      return { token, expiresAt };
    },

    /** The claims of a valid token; null for an expired, forged or malformed one, or one without an expiry. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          // A token that never expires would be a permanent key to the account.
          requiredClaims: ['exp'],
        });
        const customerId = Number(payload.sub);
        const groupId = payload.grp;
        if (!Number.isSafeInteger(customerId) || typeof groupId !== 'number') return null;
        return { customerId, groupId };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
