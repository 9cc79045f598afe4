import { randomBytes } from 'node:crypto';
import type { StaffAccount, StaffMember, StaffRole } from '@hortus/api-contract';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../http/envelope';
import { hashPassword } from '../customer';
import { recordAudit } from './audit-log';
import type { StaffContext } from './context';
import { endEverySessionOf } from './sessions';
import { staffAccounts, staffRecoveryCodes } from './tables';

const STAFF_EMAIL_TAKEN = 'A staff account with this e-mail address already exists.';
const CANNOT_BLOCK_ONESELF = 'You cannot block your own account.';
const STAFF_NOT_FOUND = 'There is no such staff account.';
const CANNOT_RESET_ONESELF =
  'You cannot reset your own sign-in: use one of your recovery codes, or ask another owner.';

type StaffRow = typeof staffAccounts.$inferSelect;

function staffAccountOf(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    blocked_at: row.blockedAt?.toISOString() ?? null,
    second_factor_enrolled: row.totpEnrolledAt !== null,
  };
}

/** The names of staff accounts by id, for other modules' lists (who imported, who matched). */
export async function staffNamesOf(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The row of an e-mail address, whatever its case. */
export async function staffRowByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function listStaffAccounts(context: StaffContext): Promise<StaffAccount[]> {
  const rows = await context.db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
  return rows.map(staffAccountOf);
}

/** Opens an account; its second factor is enrolled at its first sign-in. */
export async function createStaffAccount(
  db: Database,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffAccount> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(staffAccounts)
      .values({ email: input.email.trim().toLowerCase(), name: input.name, role: input.role, passwordHash })
      .returning();
    if (!row) throw new Error('the new staff account was not returned');
    return staffAccountOf(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, STAFF_EMAIL_TAKEN, { reason: 'staff_email_taken' });
    throw error;
  }
}

/** A change of an account that succeeded, in the audit log under the owner who made it. */
function auditAccountChange(
  context: StaffContext,
  actor: StaffMember,
  action: string,
  staffId: number,
  clientAddress: string,
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(context, {
    staff: actor,
    action,
    object: { type: 'staff_account', id: String(staffId) },
    ...(details ? { details } : {}),
    outcome: 'success',
    clientAddress,
  });
}

/** The owner opens an account for someone; audited. */
export async function openStaffAccount(
  context: StaffContext,
  actor: StaffMember,
  input: { email: string; name: string; role: StaffRole; password: string },
  clientAddress: string,
): Promise<StaffAccount> {
  const account = await createStaffAccount(context.db, input);
  await auditAccountChange(context, actor, 'staff_account.create', account.id, clientAddress, {
    role: account.role,
  });
  return account;
}

/**
 * Blocks an account: it can no longer sign in, and its sessions and sign-ins under way end at once. Not
 * one's own (a shop must keep an owner who can sign in). Blocking a blocked account changes nothing.
 */
export async function blockStaffAccount(
  context: StaffContext,
  actor: StaffMember,
  staffId: number,
  clientAddress: string,
): Promise<StaffAccount> {
  if (staffId === actor.id)
    throw new HttpError(409, CANNOT_BLOCK_ONESELF, { reason: 'cannot_block_oneself' });
  const row = await context.db.transaction(async (tx) => {
    const [blocked] = await tx
      .update(staffAccounts)
      .set({
        blockedAt: sql`coalesce(${staffAccounts.blockedAt}, ${context.now().toISOString()}::timestamptz)`,
      })
      .where(eq(staffAccounts.id, staffId))
      .returning();
    return blocked;
  });
  if (!row) throw notFound(STAFF_NOT_FOUND);
  await endEverySessionOf(context, staffId);
  await auditAccountChange(context, actor, 'staff_account.block', staffId, clientAddress);
  return staffAccountOf(row);
}

/**
 * Unblocks an account: it may sign in again (with its password and second factor as before). Unblocking an
 * account that is not blocked changes nothing.
 */
export async function unblockStaffAccount(
  context: StaffContext,
  actor: StaffMember,
  staffId: number,
  clientAddress: string,
): Promise<StaffAccount> {
  const [row] = await context.db
    .update(staffAccounts)
    .set({ blockedAt: null })
    .where(eq(staffAccounts.id, staffId))
    .returning();
  if (!row) throw notFound(STAFF_NOT_FOUND);
  await auditAccountChange(context, actor, 'staff_account.unblock', staffId, clientAddress);
  return staffAccountOf(row);
}

/**
 * Resets how someone signs in when they lost their authenticator and their recovery codes: the owner gives
 * them a new password (passed on in person, as with a new account), their second factor and recovery codes
 * go, so their next sign-in enrols a new authenticator, and their sessions end at once. Not one's own: an
 * owner who could do that would make the second factor pointless for a stolen owner password.
 */
export async function resetStaffSignIn(
  context: StaffContext,
  actor: StaffMember,
  staffId: number,
  password: string,
  clientAddress: string,
): Promise<StaffAccount> {
  if (staffId === actor.id)
    throw new HttpError(409, CANNOT_RESET_ONESELF, { reason: 'cannot_reset_oneself' });
  const passwordHash = await hashPassword(password);
  const row = await context.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(staffAccounts)
      .set({ passwordHash, totpSecret: null, totpEnrolledAt: null, totpLastStep: null })
      .where(eq(staffAccounts.id, staffId))
      .returning();
    if (reset) await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    return reset;
  });
  if (!row) throw notFound(STAFF_NOT_FOUND);
  await endEverySessionOf(context, staffId);
  await auditAccountChange(context, actor, 'staff_account.reset_sign_in', staffId, clientAddress);
  return staffAccountOf(row);
}

/** The demo's owner account (the embedded defaults only; never with NODE_ENV=production). */
export const DEMO_STAFF_EMAIL = 'owner@hortus.example';

/**
 * Opens an owner account with a random password when the shop has no staff account at all, so the demo's
 * back office can be opened; answers its e-mail and password to print once, or null when staff exist.
 * Its second factor is enrolled at its first sign-in.
 */
export async function openDemoStaffOwner(db: Database): Promise<{ email: string; password: string } | null> {
  const [existing] = await db.select({ n: count() }).from(staffAccounts);
  if ((existing?.n ?? 0) > 0) return null;
  const password = randomBytes(15).toString('base64url');
  try {
    await createStaffAccount(db, { email: DEMO_STAFF_EMAIL, name: 'Shop owner', role: 'owner', password });
  } catch (error) {
    // Another process on the same database opened it first: that one prints it.
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
  return { email: DEMO_STAFF_EMAIL, password };
}
