import { FIELD_REQUIRED, PASSWORDS_NOT_IDENTICAL } from '@hortus/core';
import {
  addressSchema,
  emailSchema,
  firstnameSchema,
  givenPasswordSchema,
  lastnameSchema,
  newPasswordSchema,
} from '@hortus/core/customer';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { storeParams } from './store';

/** The spec's user calls carry the access token in the query; a Bearer header works as well. */
const withToken = z
  .object({
    ...storeParams,
    token: z.string().max(4096).optional().describe('The access token (or a Bearer header)'),
  })
  .strict();

export const customerAddress = addressSchema.extend({ id: z.number().int() });

export const customer = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  group_id: z.number().int(),
  created_at: z.string(),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      firstname: z.string(),
      lastname: z.string(),
      company: z.string().nullable(),
      street: z.array(z.string()),
      city: z.string(),
      postcode: z.string(),
      country_id: z.string(),
      region: z.string().nullable(),
      telephone: z.string().nullable(),
      vat_id: z.string().nullable(),
      default_billing: z.boolean(),
      default_shipping: z.boolean(),
    }),
  ),
});
export type Customer = z.output<typeof customer>;

/** A session's tokens: a short-lived access token and the refresh token that renews it once. */
export const sessionTokens = z.object({
  token: z.string().describe('Access token (JWT), valid until expiresAt'),
  refreshToken: z.string().describe('Renews the session once through /api/user/refresh; then it is spent'),
  expiresAt: z.string().describe('When the access token expires (ISO 8601)'),
});
export type SessionTokens = z.output<typeof sessionTokens>;

const profile = z
  .object({
    email: emailSchema,
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    addresses: z.array(addressSchema).max(20),
  })
  .strict();

export const userCreate = endpoint({
  method: 'POST',
  path: '/api/user/create',
  summary: 'Register a customer; the answer is the new customer (log in to get tokens)',
  tags: ['user'],
  query: z.object(storeParams).strict(),
  body: z
    .object({
      customer: profile.partial({ addresses: true }),
      password: newPasswordSchema,
    })
    .strict(),
  results: { 200: customer },
  errors: [400, 409, 429],
});

export const userLogin = endpoint({
  method: 'POST',
  path: '/api/user/login',
  summary: 'Log in with e-mail and password; rate-limited per account and per address',
  tags: ['user'],
  query: z.object(storeParams).strict(),
  body: z
    .object({
      username: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(254),
      password: givenPasswordSchema,
    })
    .strict(),
  results: { 200: sessionTokens },
  // 403: the account is blocked by staff (told only with the right password).
  errors: [400, 401, 403, 429],
});

export const userRefresh = endpoint({
  method: 'POST',
  path: '/api/user/refresh',
  summary: 'Spend a refresh token for new tokens; a refresh token used twice ends its whole session',
  tags: ['user'],
  query: z.object(storeParams).strict(),
  body: z.object({ refreshToken: z.string().min(1, FIELD_REQUIRED).max(200) }).strict(),
  results: { 200: sessionTokens },
  errors: [400, 401],
});

export const userLogout = endpoint({
  method: 'POST',
  path: '/api/user/logout',
  summary: 'End a session on the server: its refresh token (and every one renewed from it) stops working',
  tags: ['user'],
  query: z.object(storeParams).strict(),
  body: z.object({ refreshToken: z.string().min(1, FIELD_REQUIRED).max(200) }).strict(),
  results: { 200: z.literal('ok') },
  errors: [400],
});

export const userMe = endpoint({
  method: 'GET',
  path: '/api/user/me',
  summary: "The logged-in customer's profile and addresses",
  tags: ['user'],
  query: withToken,
  results: { 200: customer },
  errors: [400, 401],
});

/** A new e-mail address without the current password: a stolen access token must not take the account. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password to change your e-mail address.';
/** The current password given for a new e-mail address is not the account's. */
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

export const userMeUpdate = endpoint({
  method: 'POST',
  path: '/api/user/me',
  summary:
    'Change the profile: only firstname, lastname, email and addresses (spec 5). A new e-mail address needs the current password; the old address is told, and every other session ends',
  tags: ['user'],
  query: withToken,
  body: z
    .object({
      customer: profile.partial(),
      currentPassword: givenPasswordSchema
        .optional()
        .describe('Needed when the e-mail address changes; counted like a login attempt'),
    })
    .strict(),
  results: {
    200: customer.extend({
      session: sessionTokens
        .optional()
        .describe('After a change of e-mail address: the new session of this device (every session ended)'),
    }),
  },
  errors: [400, 401, 409, 429],
});

export const userChangePassword = endpoint({
  method: 'POST',
  path: '/api/user/change-password',
  summary: 'Change the password; every other session of the customer ends',
  tags: ['user'],
  query: withToken,
  body: z.object({ currentPassword: givenPasswordSchema, newPassword: newPasswordSchema }).strict(),
  results: { 200: sessionTokens },
  errors: [400, 401, 429],
});

export const PASSWORD_RESET_REQUESTED =
  'If an account exists for this e-mail address, we have sent a link to set a new password.';

export const userResetPassword = endpoint({
  method: 'POST',
  path: '/api/user/reset-password',
  summary:
    'Mail a single-use link (valid an hour) to set a new password; the answer never says whether the account exists',
  tags: ['user'],
  query: z.object(storeParams).strict(),
  body: z.object({ email: emailSchema }).strict(),
  results: { 200: z.literal(PASSWORD_RESET_REQUESTED) },
  errors: [400, 429],
});

export const userCreatePassword = endpoint({
  method: 'POST',
  path: '/api/user/create-password',
  summary: 'Set a new password with the token of a reset link; every session of the customer ends',
  tags: ['user'],
  query: z.object(storeParams).strict(),
  body: z
    .object({
      password: newPasswordSchema,
      retypePassword: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(256),
      resetToken: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(200),
    })
    .strict()
    .refine((body) => body.password === body.retypePassword, {
      message: PASSWORDS_NOT_IDENTICAL,
      path: ['retypePassword'],
    }),
  results: { 200: z.literal('ok') },
  errors: [400],
});
