import { FIELD_REQUIRED } from '@hortus/core';
import { emailSchema, givenPasswordSchema, newPasswordSchema } from '@hortus/core/customer';
import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The back office's staff: accounts apart from customers, signed in with a password and a second factor
 * (TOTP), each with one role. A staff call carries the staff session as a Bearer header; every answer
 * under /api/staff is `Cache-Control: no-store`.
 */
export const staffRole = z.enum(['owner', 'orders', 'content']);
export type StaffRole = z.output<typeof staffRole>;
/** Every role, for a staff route any signed-in staff member may use (me, logout). */
export const STAFF_ROLES: readonly StaffRole[] = staffRole.options;

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
});
export type StaffMember = z.output<typeof staffMember>;

export const staffAccount = staffMember.extend({
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  blocked_at: z.string().nullable(),
  second_factor_enrolled: z.boolean(),
});
export type StaffAccount = z.output<typeof staffAccount>;

/** A signed-in staff session: its token (a Bearer token for every staff call) and who it is. */
export const staffSession = z.object({
  session: z.string().describe('The staff session token; send it as a Bearer header'),
  staff: staffMember,
});

const challenge = z.string().min(1, FIELD_REQUIRED).max(100).describe('The challenge of the password step');
/** A TOTP code: six digits; spaces a person types between groups are dropped. */
const totpCode = z
  .string({ error: FIELD_REQUIRED })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.'));
/** A recovery code as shown at enrolment (groups of letters and digits); dashes and spaces are dropped. */
const recoveryCode = z
  .string()
  .transform((code) => code.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{24}$/, 'This is not a recovery code.'));

export const staffLogin = endpoint({
  method: 'POST',
  path: '/api/staff/login',
  summary:
    'Staff sign-in, step one: the password. Answers a challenge for the second factor, or for enrolling one (with the new TOTP secret) on the first sign-in',
  tags: ['staff'],
  body: z
    .object({
      email: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(254),
      password: givenPasswordSchema,
    })
    .strict(),
  results: {
    200: z.discriminatedUnion('step', [
      z.object({ step: z.literal('second_factor'), challenge: z.string(), expires_at: z.string() }),
      z.object({
        step: z.literal('enrol'),
        challenge: z.string(),
        expires_at: z.string(),
        secret: z.string().describe('The TOTP secret (base32), for an authenticator app'),
        otpauth_uri: z.string().describe('The same secret as an otpauth:// URI (for a QR code)'),
      }),
    ]),
  },
  errors: [400, 401, 429],
});

export const staffSecondFactor = endpoint({
  method: 'POST',
  path: '/api/staff/login/second-factor',
  summary:
    'Staff sign-in, step two: a TOTP code (accepted once) or an unused recovery code; starts a session',
  tags: ['staff'],
  body: z
    .object({ challenge, code: totpCode.optional(), recovery_code: recoveryCode.optional() })
    .strict()
    .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
      message: 'Enter the code of your authenticator app or a recovery code.',
      path: ['code'],
    }),
  results: { 200: staffSession },
  errors: [400, 401, 429],
});

export const staffEnrolment = endpoint({
  method: 'POST',
  path: '/api/staff/login/enrol',
  summary:
    'Staff sign-in of an account without a second factor: confirms the TOTP secret with its first code, starts a session and answers the recovery codes, once',
  tags: ['staff'],
  body: z.object({ challenge, code: totpCode }).strict(),
  results: {
    200: staffSession.extend({
      recovery_codes: z
        .array(z.string())
        .describe('Single-use codes for a lost authenticator; shown only now'),
    }),
  },
  errors: [400, 401, 429],
});

export const staffLogout = endpoint({
  method: 'POST',
  path: '/api/staff/logout',
  summary: 'End the staff session the Bearer token names',
  tags: ['staff'],
  results: { 200: z.literal('ok') },
  errors: [401, 403],
});

export const staffMe = endpoint({
  method: 'GET',
  path: '/api/staff/me',
  summary: 'The signed-in staff member: name, e-mail and role',
  tags: ['staff'],
  results: { 200: staffMember },
  errors: [401, 403],
});

export const staffAccountList = endpoint({
  method: 'GET',
  path: '/api/staff/accounts',
  summary: 'Every staff account (owner only)',
  tags: ['staff'],
  results: { 200: z.array(staffAccount) },
  errors: [401, 403],
});

export const staffAccountCreate = endpoint({
  method: 'POST',
  path: '/api/staff/accounts',
  summary:
    'Open a staff account with a first password; its second factor is enrolled at its first sign-in (owner only)',
  tags: ['staff'],
  body: z
    .object({
      email: emailSchema,
      name: z
        .string({ error: FIELD_REQUIRED })
        .trim()
        .min(2, 'Enter a name of at least 2 characters.')
        .max(100),
      role: staffRole,
      password: newPasswordSchema,
    })
    .strict(),
  results: { 200: staffAccount },
  errors: [400, 401, 403, 409],
});

export const staffAccountBlock = endpoint({
  method: 'POST',
  path: '/api/staff/accounts/:id/block',
  summary: 'Block a staff account: its sessions end at once and it cannot sign in (owner only; not oneself)',
  tags: ['staff'],
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict(),
  results: { 200: staffAccount },
  errors: [400, 401, 403, 404, 409, 414],
});

export const staffAccountUnblock = endpoint({
  method: 'POST',
  path: '/api/staff/accounts/:id/unblock',
  summary: 'Unblock a staff account: it may sign in again (owner only)',
  tags: ['staff'],
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict(),
  results: { 200: staffAccount },
  errors: [400, 401, 403, 404, 414],
});

export const staffAccountResetSignIn = endpoint({
  method: 'POST',
  path: '/api/staff/accounts/:id/reset-sign-in',
  summary:
    'Reset how a staff member signs in, for a lost authenticator and recovery codes: a new password the owner passes on, the second factor and recovery codes removed (enrolled again at the next sign-in), every session ended (owner only; not oneself)',
  tags: ['staff'],
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict(),
  body: z.object({ password: newPasswordSchema }).strict(),
  results: { 200: staffAccount },
  errors: [400, 401, 403, 404, 409, 414],
});

export const staffAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_email: z
    .string()
    .nullable()
    .describe('The staff member’s e-mail at the time; null for an unknown account'),
  action: z.string(),
  object_type: z.string().nullable(),
  object_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  outcome: z.string(),
});
export type StaffAuditEntry = z.output<typeof staffAuditEntry>;

export const staffAuditLog = endpoint({
  method: 'GET',
  path: '/api/staff/audit-log',
  summary:
    'The audit log, newest first, a page at a time: pass `before` the last id of a page for the next (owner only)',
  tags: ['staff'],
  query: z
    .object({
      before: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  results: {
    200: z.object({
      entries: z.array(staffAuditEntry),
      next_before: z.number().int().nullable().describe('The `before` of the next page; null on the last'),
    }),
  },
  errors: [400, 401, 403],
});
