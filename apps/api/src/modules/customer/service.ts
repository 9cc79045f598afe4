import { randomBytes } from 'node:crypto';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  type Customer,
  type SessionTokens,
} from '@hortus/api-contract';
import { LOGIN_REQUIRED, PASSWORD_CHANGE_FAILED, type StoreView } from '@hortus/core';
import type { AddressInput } from '@hortus/core/customer';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, tooManyRequests, unauthorized } from '../../http/envelope';
import type { Mailer } from '../../mail/mailer';
import { tokenHash } from '../../security/token-hash';
import type { AccessClaims, AccessTokens } from './access-tokens';
import { emailChangedMail } from './email-change-mail';
import { checkPasswordGuess } from './password-guesses';
import { hashPassword } from './passwords';
import type { CustomerRateLimits } from './rate-limits';
import { passwordResetMail } from './reset-mail';
import type { Sessions } from './sessions';
import { customerAddresses, customers, passwordResetTokens } from './tables';

const WRONG_CREDENTIALS = 'Wrong e-mail address or password';
const SESSION_ENDED = 'Your session has ended. Please log in again.';
const EMAIL_TAKEN = 'An account with this e-mail address already exists';
const ACCOUNT_BLOCKED = 'This account is blocked. Please contact our customer service.';
export const RESET_LINK_INVALID =
  'This link to set a new password is no longer valid. Please ask for a new one.';

/** How long a password reset link works. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The customer side of the API: accounts, their profile, and the tokens of their sessions. */
export interface CustomerContext {
  db: Database;
  tokens: AccessTokens;
  sessions: Sessions;
  limits: CustomerRateLimits;
  mailer: Mailer;
  /** The storefront's public address, for the links in mails. */
  shopUrl: string;
  /** Customer service's address, named in the notices about changes to an account. */
  serviceEmail: string;
  log: FastifyBaseLogger;
}

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;

function customerDocument(row: CustomerRow, addresses: AddressRow[]): Customer {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    group_id: row.groupId,
    created_at: row.createdAt.toISOString(),
    addresses: addresses.map((address) => ({
      id: address.id,
      firstname: address.firstname,
      lastname: address.lastname,
      company: address.company,
      street: address.street,
      city: address.city,
      postcode: address.postcode,
      country_id: address.countryId,
      region: address.region,
      telephone: address.telephone,
      vat_id: address.vatId,
      default_billing: address.defaultBilling,
      default_shipping: address.defaultShipping,
    })),
  };
}

function addressRows(customerId: number, addresses: AddressInput[]) {
  return addresses.map((address) => ({
    customerId,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    countryId: address.country_id.toUpperCase(),
    region: address.region ?? null,
    telephone: address.telephone ?? null,
    vatId: address.vat_id ?? null,
    defaultBilling: address.default_billing ?? false,
    defaultShipping: address.default_shipping ?? false,
  }));
}

async function loadCustomer(db: Database, customerId: number): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return undefined;
  const addresses = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id));
  return customerDocument(row, addresses);
}

export async function registerCustomer(
  context: CustomerContext,
  input: {
    email: string;
    firstname: string;
    lastname: string;
    addresses?: AddressInput[];
    password: string;
    storeCode: string;
    clientAddress: string;
  },
): Promise<Customer> {
  const wait = await context.limits.registrationByAddress.hit(input.clientAddress);
  if (wait !== null) throw tooManyRequests(wait);
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await context.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          email: input.email,
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          storeCode: input.storeCode,
        })
        .returning({ id: customers.id });
      if (!row) throw new Error('the new customer was not returned');
      if (input.addresses?.length)
        await tx.insert(customerAddresses).values(addressRows(row.id, input.addresses));
      return row.id;
    });
    return (await loadCustomer(context.db, id)) as Customer;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN, { reason: 'email_taken' });
    throw error;
  }
}

async function sessionTokens(
  context: CustomerContext,
  claims: AccessClaims,
  refreshToken: string,
): Promise<SessionTokens> {
  const { token, expiresAt } = await context.tokens.issue(claims);
  return { token, refreshToken, expiresAt: expiresAt.toISOString() };
}

/**
 * Login: limited per client address (every attempt) and per account (password guesses), the password
 * checked with the same cost whether or not the account exists, and one message for every wrong combination.
 */
export async function logIn(
  context: CustomerContext,
  input: { email: string; password: string; clientAddress: string },
): Promise<SessionTokens> {
  const email = input.email.trim().toLowerCase();
  const addressWait = await context.limits.loginByAddress.hit(input.clientAddress);
  if (addressWait !== null) throw tooManyRequests(addressWait);
  const [row] = await context.db.select().from(customers).where(eq(customers.email, email));
  const account = { email, passwordHash: row?.passwordHash };
  const valid = await checkPasswordGuess(context.limits.passwordGuessesByAccount, account, input.password);
  if (!row || !valid) throw unauthorized(WRONG_CREDENTIALS, { reason: 'login_failed' });
  // Said only to whoever knows the password: a blocked account's existence is not told to a guesser.
  if (row.blockedAt) throw new HttpError(403, ACCOUNT_BLOCKED, { reason: 'account_blocked' });
  return sessionTokens(
    context,
    { customerId: row.id, groupId: row.groupId },
    await context.sessions.start(row.id),
  );
}

export async function renewSession(context: CustomerContext, refreshToken: string): Promise<SessionTokens> {
  const outcome = await context.sessions.renew(refreshToken);
  if (outcome.kind !== 'renewed') throw unauthorized(SESSION_ENDED);
  const [row] = await context.db
    .select({ id: customers.id, groupId: customers.groupId, blockedAt: customers.blockedAt })
    .from(customers)
    .where(eq(customers.id, outcome.customerId));
  if (!row || row.blockedAt) throw unauthorized(SESSION_ENDED);
  return sessionTokens(context, { customerId: row.id, groupId: row.groupId }, outcome.refreshToken);
}

/** The customer a valid access token names; 401 for a missing, expired or forged token. */
export async function requireCustomer(
  context: CustomerContext,
  token: string | undefined,
): Promise<AccessClaims> {
  const claims = token ? await context.tokens.verify(token) : null;
  if (!claims) throw unauthorized(LOGIN_REQUIRED);
  return claims;
}

export async function customerProfile(context: CustomerContext, customerId: number): Promise<Customer> {
  const found = await loadCustomer(context.db, customerId);
  if (!found) throw unauthorized(LOGIN_REQUIRED);
  return found;
}

/**
 * Spec 5: a profile edit changes firstname, lastname, email and addresses, nothing else. A new e-mail
 * address is a way to take the account over (the reset links go there), so it needs the current password
 * (a guess like a login's), ends the reset links and every session, and is told to the old address. The
 * answer then carries a new session for the device that made the change.
 */
export async function updateProfile(
  context: CustomerContext,
  customerId: number,
  input: {
    changes: { email?: string; firstname?: string; lastname?: string; addresses?: AddressInput[] };
    currentPassword: string | undefined;
    storeView: StoreView;
  },
): Promise<Customer & { session?: SessionTokens }> {
  const { changes } = input;
  const [row] = await context.db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw unauthorized(LOGIN_REQUIRED);
  const emailChanges = changes.email !== undefined && changes.email !== row.email;
  if (emailChanges) {
    if (input.currentPassword === undefined)
      throw new HttpError(400, CURRENT_PASSWORD_REQUIRED, { reason: 'current_password_required' });
    const guesses = context.limits.passwordGuessesByAccount;
    if (!(await checkPasswordGuess(guesses, row, input.currentPassword))) {
      throw new HttpError(400, CURRENT_PASSWORD_WRONG, { reason: 'current_password_wrong' });
    }
  }
  const changedAt = new Date();
  try {
    await context.db.transaction(async (tx) => {
      const fields = {
        ...(changes.email === undefined ? {} : { email: changes.email }),
        ...(changes.firstname === undefined ? {} : { firstname: changes.firstname }),
        ...(changes.lastname === undefined ? {} : { lastname: changes.lastname }),
      };
      await tx
        .update(customers)
        .set({ ...fields, updatedAt: changedAt })
        .where(eq(customers.id, customerId));
      if (changes.addresses) {
        await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
        if (changes.addresses.length) {
          await tx.insert(customerAddresses).values(addressRows(customerId, changes.addresses));
        }
      }
      if (emailChanges) await endResetLinks(tx, customerId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN, { reason: 'email_taken' });
    throw error;
  }
  const profile = await customerProfile(context, customerId);
  if (!emailChanges) return profile;
  await context.sessions.endAll(customerId, changedAt);
  const session = await sessionTokens(
    context,
    { customerId, groupId: row.groupId },
    await context.sessions.start(customerId),
  );
  const mail = emailChangedMail({
    to: row.email,
    firstname: profile.firstname,
    language: input.storeView.i18n.language,
    dateFormat: input.storeView.i18n.dateFormat,
    changedAt,
    serviceEmail: context.serviceEmail,
  });
  context.mailer.send(mail).catch((error: unknown) => {
    context.log.error({ err: error, customerId }, 'the e-mail change notice could not be sent');
  });
  return { ...profile, session };
}

/**
 * A password change needs the current password (limited like a login) and ends every reset link mailed
 * before it and every other session: the answer carries the tokens of a new one for the device that made
 * the change.
 */
export async function changePassword(
  context: CustomerContext,
  customerId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<SessionTokens> {
  const [row] = await context.db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw unauthorized(LOGIN_REQUIRED);
  if (!(await checkPasswordGuess(context.limits.passwordGuessesByAccount, row, input.currentPassword))) {
    throw new HttpError(400, PASSWORD_CHANGE_FAILED, { reason: 'password_change_failed' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await context.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, customerId));
    await endResetLinks(tx, customerId);
  });
  await context.sessions.endAll(customerId);
  return sessionTokens(
    context,
    { customerId, groupId: row.groupId },
    await context.sessions.start(customerId),
  );
}

/**
 * Ends every unused link of a customer to set a new password: a newer link, a new password or a new e-mail
 * address makes the links mailed before it worthless.
 */
async function endResetLinks(executor: Pick<Database, 'delete'>, customerId: number): Promise<void> {
  await executor
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Mails a single-use link to set a new password, in the language of the store view asked from; the links
 * mailed before it stop working. The answer
 * is the same whether or not the account exists, and the mail is sent after it, so neither the message nor
 * the time tells. Limited per client address and per account.
 */
export async function requestPasswordReset(
  context: CustomerContext,
  input: { email: string; storeView: StoreView; clientAddress: string },
): Promise<void> {
  const addressWait = await context.limits.resetByAddress.hit(input.clientAddress);
  if (addressWait !== null) throw tooManyRequests(addressWait);
  const accountWait = await context.limits.resetByAccount.hit(input.email);
  if (accountWait !== null) throw tooManyRequests(accountWait);
  await issueResetLink(context, { email: input.email }, input.storeView);
}

/**
 * A new reset link for the customer with `email` (or `id`), mailed in `storeView`'s language: every earlier
 * link ends. Nothing happens for an account that does not exist. Answers whether a link was sent.
 */
export async function issueResetLink(
  context: CustomerContext,
  who: { email: string } | { id: number },
  storeView: StoreView,
): Promise<boolean> {
  const token = randomBytes(32).toString('base64url');
  const row = await context.db.transaction(async (tx) => {
    // The customer's row is locked, so two requests at once leave one link, not two.
    const [found] = await tx
      .select()
      .from(customers)
      .where('email' in who ? eq(customers.email, who.email) : eq(customers.id, who.id))
      .for('update');
    if (!found) return undefined;
    await endResetLinks(tx, found.id);
    await tx.insert(passwordResetTokens).values({
      tokenHash: tokenHash(token),
      customerId: found.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    return found;
  });
  if (!row) return false;
  const mail = passwordResetMail({
    to: row.email,
    firstname: row.firstname,
    language: storeView.i18n.language,
    link: `${context.shopUrl}/${storeView.storeCode}/reset-password?resetToken=${token}`,
  });
  context.mailer.send(mail).catch((error: unknown) => {
    context.log.error({ err: error, customerId: row.id }, 'the password reset mail could not be sent');
  });
  return true;
}

/** Sets the password of a reset link's customer: once, within the hour; every other link and every session ends. */
export async function createPassword(
  context: CustomerContext,
  input: { password: string; resetToken: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const customerId = await context.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash(input.resetToken)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: passwordResetTokens.customerId });
    if (!used) return undefined;
    await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, used.customerId));
    await endResetLinks(tx, used.customerId);
    return used.customerId;
  });
  if (customerId === undefined)
    throw new HttpError(400, RESET_LINK_INVALID, { reason: 'reset_link_invalid' });
  await context.sessions.endAll(customerId, now);
}
