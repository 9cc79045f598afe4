import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tokenHash } from '../../security/token-hash';
import { refreshTokens } from './tables';

export type RefreshOutcome =
  | { kind: 'renewed'; customerId: number; refreshToken: string }
  /** Unknown, expired or revoked: log in again. */
  | { kind: 'refused' }
  /** Already spent: a copy is in someone else's hands, so the whole session was ended. */
  | { kind: 'reused' };

/**
 * Refresh tokens: 32 random bytes, opaque to the client, stored as SHA-256 hashes (a database leak gives
 * no usable token). One family per login; every renewal spends the token shown and issues the next.
 */
export function sessions(db: Database, ttlDays: number) {
  const expiry = (now: Date) => new Date(now.getTime() + ttlDays * 86_400_000);

  async function issue(executor: Database, customerId: number, familyId: string, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await executor
      .insert(refreshTokens)
      .values({ tokenHash: tokenHash(token), familyId, customerId, createdAt: now, expiresAt: expiry(now) });
    return token;
  }

  return {
    /** A new session (a login): a new family and its first token. */
    start(customerId: number, now = new Date()): Promise<string> {
      return issue(db, customerId, randomUUID(), now);
    },

    /**
     * Spends a refresh token for the next one. The row is locked for the transaction, so two requests with
     * the same token cannot both renew: the second finds it spent and ends the session.
     */
    async renew(token: string, now = new Date()): Promise<RefreshOutcome> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash(token)))
          .for('update');
        if (!row || row.revokedAt) return { kind: 'refused' } as const;
        if (row.spentAt) return { kind: 'reused', familyId: row.familyId } as const;
        if (row.expiresAt <= now) return { kind: 'refused' } as const;
        await tx.update(refreshTokens).set({ spentAt: now }).where(eq(refreshTokens.id, row.id));
        const next = await issue(tx as unknown as Database, row.customerId, row.familyId, now);
        return { kind: 'renewed', customerId: row.customerId, refreshToken: next } as const;
      });
      if (outcome.kind === 'reused') {
        await this.endFamily(outcome.familyId, now);
        return { kind: 'reused' };
      }
      return outcome;
    },

    async endFamily(familyId: string, now = new Date()): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Logout: the session of this token ends, whichever of its tokens is shown. */
    async end(token: string, now = new Date()): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash(token)));
      if (row) await this.endFamily(row.familyId, now);
    },

    /** Every session of a customer ends (a password change). */
    async endAll(customerId: number, now = new Date()): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type Sessions = ReturnType<typeof sessions>;
