import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Someone who runs the shop: apart from customers (another table, other sessions, other tokens). The
 * password is an argon2id hash; the TOTP secret is encrypted (AES-256-GCM, totp.ts) so a copy of the
 * database alone does not give the second factor.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Kept in lower case; unique whatever its case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'owner' | 'orders' | 'content' (the contract's staffRole). */
    role: text('role').notNull(),
    /** The encrypted TOTP secret; made at the password step of the first sign-in. */
    totpSecret: text('totp_secret'),
    /** Set when the first code confirmed the secret: until then every sign-in enrols again. */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last 30-second step whose code was accepted (RFC 6238 §5.2: a code is accepted once). */
    totpLastStep: integer('totp_last_step'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Single-use codes for a lost authenticator, 120 random bits each, so a SHA-256 of each is enough (ASVS
 * 6.5.2: a salted slow hash is needed below 112 bits). A new enrolment replaces them.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_idx').on(t.staffId, t.codeHash)],
);

/**
 * A sign-in between its password step and its second factor: a random token (only its SHA-256 kept),
 * valid five minutes, for a few codes. It opens nothing but the second step.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedCodes: integer('failed_codes').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sign_in_challenges_hash_idx').on(t.tokenHash)],
);

/**
 * A signed-in staff member's session: a random 256-bit token, only its SHA-256 kept. It ends after 30
 * minutes without a call, 12 hours after it began, at logout, or when the account is blocked.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_hash_idx').on(t.tokenHash),
    index('staff_sessions_open_idx').on(t.staffId).where(sql`ended_at IS NULL`),
  ],
);

/**
 * What staff did and tried, append-only: who (the id and the e-mail at the time), what, on which object,
 * the outcome, and the client's address as a keyed hash. `details` holds no personal data and no secret.
 * Sign-in attempts of unknown accounts are recorded without an e-mail (a typo may be someone's address).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    staffEmail: text('staff_email'),
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    clientAddressHash: text('client_address_hash'),
    outcome: text('outcome').notNull(),
  },
  (t) => [index('staff_audit_log_staff_idx').on(t.staffId, t.id)],
);
