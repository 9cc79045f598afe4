import { randomBytes } from 'node:crypto';
import type { StaffMember, StaffRole } from '@hortus/api-contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { HttpError, tooManyRequests, unauthorized } from '../../http/envelope';
import { tokenHash } from '../../security/token-hash';
import { checkPasswordGuess } from '../customer';
import { staffRowByEmail } from './accounts';
import { recordAudit } from './audit-log';
import type { StaffContext } from './context';
import { newToken, startStaffSession } from './sessions';
import { staffAccounts, staffRecoveryCodes, staffSignInChallenges } from './tables';
import { matchTotpStep, newTotpSecret, otpauthUri } from './totp';

const WRONG_CREDENTIALS = 'Wrong e-mail address or password.';
const WRONG_CODE = 'This code is not right. Enter the current code of your authenticator app.';
const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please enter your password again.';
/** A sign-in's second step must follow its first within this time. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes before it ends (the account's limit counts across challenges too). */
const CODES_PER_CHALLENGE = 5;
const RECOVERY_CODE_COUNT = 10;

type PasswordStep =
  | { step: 'second_factor'; challenge: string; expires_at: string }
  | { step: 'enrol'; challenge: string; expires_at: string; secret: string; otpauth_uri: string };

/** A 429 is audited as what it is before it goes out. */
async function countAttempt(
  context: StaffContext,
  attempt: () => Promise<void>,
  audit: {
    action: string;
    staff: { id: number; email: string } | null;
    clientAddress: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  try {
    await attempt();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429)
      await recordAudit(context, { ...audit, outcome: 'rate_limited' });
    throw error;
  }
}

/**
 * Step one of a staff sign-in: the password, limited per client address and per account like a customer's
 * and checked at the same cost whether or not the account exists; one message for every wrong combination
 * and for a blocked account. The answer is a challenge for the second step: a TOTP code, or for an account
 * without a confirmed second factor a new TOTP secret to enrol (every sign-in before the confirmation makes
 * a new one). Every attempt is audited.
 */
export async function signInWithPassword(
  context: StaffContext,
  input: { email: string; password: string; clientAddress: string },
): Promise<PasswordStep> {
  const email = input.email.trim().toLowerCase();
  const audit = {
    action: 'sign_in.password',
    clientAddress: input.clientAddress,
    details: { factor: 'password' },
  };
  await countAttempt(
    context,
    async () => {
      const wait = await context.limits.signInByAddress.hit(input.clientAddress);
      if (wait !== null) throw tooManyRequests(wait);
    },
    { ...audit, staff: null },
  );
  const row = await staffRowByEmail(context.db, email);
  const known = row ? { id: row.id, email: row.email } : null;
  let valid = false;
  await countAttempt(
    context,
    async () => {
      valid = await checkPasswordGuess(
        context.limits.passwordGuessesByAccount,
        { email, passwordHash: row?.passwordHash },
        input.password,
      );
    },
    { ...audit, staff: known },
  );
  if (!row || !valid || row.blockedAt) {
    await recordAudit(context, {
      ...audit,
      staff: known,
      outcome: row?.blockedAt && valid ? 'blocked' : 'failed',
    });
    throw unauthorized(WRONG_CREDENTIALS, { reason: 'login_failed' });
  }
  const challenge = newToken();
  const now = context.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await context.db
    .insert(staffSignInChallenges)
    .values({ tokenHash: tokenHash(challenge), staffId: row.id, createdAt: now, expiresAt });
  await recordAudit(context, { ...audit, staff: known, outcome: 'success' });
  const enrolled =
    row.totpEnrolledAt !== null &&
    row.totpSecret !== null &&
    context.totpSecrets.decrypt(row.totpSecret) !== null;
  if (enrolled) return { step: 'second_factor', challenge, expires_at: expiresAt.toISOString() };
  const secret = newTotpSecret();
  await context.db
    .update(staffAccounts)
    .set({ totpSecret: context.totpSecrets.encrypt(secret), totpEnrolledAt: null, totpLastStep: null })
    .where(eq(staffAccounts.id, row.id));
  return {
    step: 'enrol',
    challenge,
    expires_at: expiresAt.toISOString(),
    secret,
    otpauth_uri: otpauthUri(secret, row.email),
  };
}

type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * Step two: a TOTP code of the current step or the one before, never a step already used (RFC 6238
 * §5.2, ASVS 6.5.1: the account's last step moves forward atomically, so the same code sent twice at once
 * passes once), or an unused recovery code. Passing it ends the challenge and starts a new session.
 * `enrol` confirms a new secret with its first code and answers the recovery codes, once.
 */
export async function signInWithSecondFactor(
  context: StaffContext,
  input: { challenge: string; factor: SecondFactor; clientAddress: string },
  mode: 'verify' | 'enrol',
): Promise<{ session: string; staff: StaffMember; recoveryCodes?: string[] }> {
  const now = context.now();
  const factorType = 'code' in input.factor ? 'totp' : 'recovery_code';
  const action = mode === 'enrol' ? 'sign_in.enrol' : 'sign_in.second_factor';
  const [challenge] = await context.db
    .select()
    .from(staffSignInChallenges)
    .where(eq(staffSignInChallenges.tokenHash, tokenHash(input.challenge)));
  const row = challenge
    ? (await context.db.select().from(staffAccounts).where(eq(staffAccounts.id, challenge.staffId)))[0]
    : undefined;
  const staff = row ? { id: row.id, email: row.email } : null;
  const audit = { action, staff, clientAddress: input.clientAddress, details: { factor: factorType } };
  if (!challenge || !row || challenge.endedAt || challenge.expiresAt <= now || row.blockedAt) {
    await recordAudit(context, { ...audit, outcome: 'expired' });
    throw unauthorized(SIGN_IN_EXPIRED, { reason: 'sign_in_expired' });
  }
  await countAttempt(
    context,
    async () => {
      const wait = await context.limits.codeGuessesByAccount.hit(row.email);
      if (wait !== null) throw tooManyRequests(wait);
    },
    audit,
  );
  const enrolled = row.totpEnrolledAt !== null;
  const secret = row.totpSecret ? context.totpSecrets.decrypt(row.totpSecret) : null;
  let passed = false;
  if (mode === 'enrol' ? !enrolled : enrolled) {
    if ('code' in input.factor) {
      const step = secret ? matchTotpStep(secret, input.factor.code, now) : null;
      if (step !== null) {
        const moved = await context.db
          .update(staffAccounts)
          .set({ totpLastStep: step, ...(mode === 'enrol' ? { totpEnrolledAt: now } : {}) })
          .where(
            and(
              eq(staffAccounts.id, row.id),
              or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
            ),
          )
          .returning({ id: staffAccounts.id });
        passed = moved.length === 1;
      }
    } else if (mode === 'verify') {
      const spent = await context.db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, row.id),
            eq(staffRecoveryCodes.codeHash, tokenHash(input.factor.recoveryCode)),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      passed = spent.length === 1;
    }
  }
  if (!passed) {
    await context.db
      .update(staffSignInChallenges)
      .set({
        failedCodes: sql`${staffSignInChallenges.failedCodes} + 1`,
        endedAt: sql`CASE WHEN ${staffSignInChallenges.failedCodes} + 1 >= ${CODES_PER_CHALLENGE} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
      })
      .where(eq(staffSignInChallenges.id, challenge.id));
    await recordAudit(context, { ...audit, outcome: 'failed' });
    throw unauthorized(WRONG_CODE, { reason: 'second_factor_failed' });
  }
  // One challenge, one session: a second request with the same challenge finds it ended.
  const ended = await context.db
    .update(staffSignInChallenges)
    .set({ endedAt: now })
    .where(and(eq(staffSignInChallenges.id, challenge.id), isNull(staffSignInChallenges.endedAt)))
    .returning({ id: staffSignInChallenges.id });
  if (ended.length !== 1) {
    await recordAudit(context, { ...audit, outcome: 'expired' });
    throw unauthorized(SIGN_IN_EXPIRED, { reason: 'sign_in_expired' });
  }
  await context.limits.codeGuessesByAccount.reset(row.email);
  await context.db.update(staffAccounts).set({ lastLoginAt: now }).where(eq(staffAccounts.id, row.id));
  const recoveryCodes = mode === 'enrol' ? await replaceRecoveryCodes(context, row.id) : undefined;
  const session = await startStaffSession(context, row.id);
  await recordAudit(context, { ...audit, outcome: 'success' });
  return {
    session,
    staff: { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole },
    ...(recoveryCodes ? { recoveryCodes } : {}),
  };
}

/** 120 random bits in base32, shown in groups of four (e.g. ABCD-EFGH-...); kept as SHA-256 hashes. */
async function replaceRecoveryCodes(context: StaffContext, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => base32(randomBytes(15)));
  await context.db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: tokenHash(code) })));
  });
  return codes.map((code) => code.match(/.{4}/g)?.join('-') ?? code);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** RFC 4648 base32 of a whole number of 5-byte groups (no padding needed). */
function base32(bytes: Buffer): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  return (bits.match(/.{5}/g) ?? []).map((group) => BASE32[Number.parseInt(group, 2)]).join('');
}
