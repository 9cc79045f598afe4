import { randomBytes } from 'node:crypto';
import type { StaffMember, StaffRole } from '@hortus/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import { tokenHash } from '../../security/token-hash';
import type { StaffContext } from './context';
import { staffAccounts, staffSessions, staffSignInChallenges } from './tables';

/** A session ends after this long without a call (ASVS: idle timeout for an administrative interface). */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** ... and this long after its sign-in, however busy. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session: the idle timeout needs no finer clock. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** A new random 256-bit token (base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a session for a staff member who passed both factors; answers its token, kept only as a hash. */
export async function startStaffSession(context: StaffContext, staffId: number): Promise<string> {
  const token = newToken();
  const now = context.now();
  await context.db
    .insert(staffSessions)
    .values({ tokenHash: tokenHash(token), staffId, createdAt: now, lastSeenAt: now });
  return token;
}

/**
 * The staff member a session token belongs to, or null: no such session, ended (logout, block), idle for
 * 30 minutes, older than 12 hours, or its account blocked. An expired session is ended on the way, and a
 * valid one counts as seen now.
 */
export async function staffOfSession(context: StaffContext, token: string): Promise<StaffMember | null> {
  const [row] = await context.db
    .select({
      sessionId: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      endedAt: staffSessions.endedAt,
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      blockedAt: staffAccounts.blockedAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash(token)));
  if (!row || row.endedAt || row.blockedAt) return null;
  const now = context.now();
  const idle = now.getTime() - row.lastSeenAt.getTime();
  const age = now.getTime() - row.createdAt.getTime();
  if (idle > STAFF_SESSION_IDLE_MS || age > STAFF_SESSION_ABSOLUTE_MS) {
    await context.db
      .update(staffSessions)
      .set({ endedAt: now })
      .where(and(eq(staffSessions.id, row.sessionId), isNull(staffSessions.endedAt)));
    return null;
  }
  if (idle > LAST_SEEN_RESOLUTION_MS)
    await context.db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(staffSessions.id, row.sessionId));
  return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
}

/** Ends the session of a token (logout). */
export async function endStaffSession(context: StaffContext, token: string): Promise<void> {
  await context.db
    .update(staffSessions)
    .set({ endedAt: context.now() })
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), isNull(staffSessions.endedAt)));
}

/** Ends every session and every sign-in under way of an account (it was blocked). */
export async function endEverySessionOf(context: StaffContext, staffId: number): Promise<void> {
  const now = context.now();
  await context.db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
  await context.db
    .update(staffSignInChallenges)
    .set({ endedAt: now })
    .where(and(eq(staffSignInChallenges.staffId, staffId), isNull(staffSignInChallenges.endedAt)));
}
