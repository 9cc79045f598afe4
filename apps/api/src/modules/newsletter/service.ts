import { randomBytes } from 'node:crypto';
import { NEWSLETTER_LINK_INVALID, type NewsletterStatus } from '@hortus/api-contract';
import { findStoreView, type Language, type StoreView } from '@hortus/core';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError, tooManyRequests } from '../../http/envelope';
import type { Mailer } from '../../mail/mailer';
import { tokenHash } from '../../security/token-hash';
import { newsletterConfirmMail } from './confirm-mail';
import type { NewsletterRateLimits } from './rate-limits';
import { newsletterSubscriptions } from './tables';

/** How long a confirmation link works. */
const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The account e-mail address of a customer, null when the account is gone (given by app.ts). */
export type CustomerEmail = (customerId: number) => Promise<string | null>;

export interface NewsletterContext {
  db: Database;
  limits: NewsletterRateLimits;
  mailer: Mailer;
  /** The storefront's public address, for the links in mails. */
  shopUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** What is safe to log of a failed delivery: never the message, which may quote the recipient's address. */
function deliveryFailure(error: unknown) {
  if (!(error instanceof Error)) return { name: typeof error };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return { name: error.name, code, responseCode };
}

/**
 * Puts an address into `pending` with a new confirmation token (an earlier link of it stops working),
 * unless it is subscribed already: one statement, so two sign-ups at once cannot both miss the row.
 * The token of the link to mail, or null for a subscribed address.
 */
async function startDoubleOptIn(
  context: NewsletterContext,
  input: { email: string; storeCode: string; customerId?: number },
): Promise<{ id: number; token: string } | null> {
  const now = context.now();
  const token = randomBytes(32).toString('base64url');
  const pending = {
    storeCode: input.storeCode,
    status: 'pending' as const,
    confirmTokenHash: tokenHash(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    ...(input.customerId === undefined ? {} : { customerId: input.customerId }),
  };
  const [row] = await context.db
    .insert(newsletterSubscriptions)
    .values({ ...pending, email: input.email, createdAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: pending,
      setWhere: sql`${newsletterSubscriptions.status} <> 'subscribed'`,
    })
    .returning({ id: newsletterSubscriptions.id });
  return row ? { id: row.id, token } : null;
}

/** What a sign-up may choose of its confirmation mail (payments spec 7's language and redirectUrl). */
export interface ConfirmationChoice {
  /** The mail's language; the store view's when absent. */
  language?: Language | undefined;
  /** A path of the shop (checked by shopPathOf) the confirmation page leads to once confirmed. */
  returnPath?: string | null | undefined;
}

/**
 * Mails the confirmation link in the chosen language (else the store view's); after the answer, so its
 * time tells nothing. The link opens the store view of the same country in that language where the shop
 * has one (ch-de asked in French: ch-fr), so page and mail speak alike; else the store view asked from.
 */
function sendConfirmation(
  context: NewsletterContext,
  subscription: { id: number; token: string },
  email: string,
  storeView: StoreView,
  choice: ConfirmationChoice = {},
): void {
  const language = choice.language ?? storeView.i18n.language;
  const country = storeView.storeCode.split('-')[0];
  const linkStore = findStoreView(`${country}-${language}`) ?? storeView;
  const link = new URL(`${context.shopUrl}/${linkStore.storeCode}/newsletter/confirm`);
  link.searchParams.set('token', subscription.token);
  if (choice.returnPath) link.searchParams.set('redirect', choice.returnPath);
  const mail = newsletterConfirmMail({ to: email, language, link: link.href });
  context.mailer.send(mail).catch((error: unknown) => {
    context.log.error(
      { subscriptionId: subscription.id, failure: deliveryFailure(error) },
      'the newsletter confirmation mail could not be sent',
    );
  });
}

/**
 * A sign-up from the newsletter form: mails a confirmation link unless the address is subscribed already.
 * The caller answers the same in every case; the limits count every sign-up, whatever the address's state.
 */
export async function subscribe(
  context: NewsletterContext,
  input: { email: string; storeView: StoreView; clientAddress: string; choice?: ConfirmationChoice },
): Promise<void> {
  const addressWait = await context.limits.subscribeByAddress.hit(input.clientAddress);
  if (addressWait !== null) throw tooManyRequests(addressWait);
  const email = input.email.toLowerCase();
  const emailWait = await context.limits.mailsByEmail.hit(email);
  if (emailWait !== null) throw tooManyRequests(emailWait);
  const started = await startDoubleOptIn(context, { email, storeCode: input.storeView.storeCode });
  if (started) sendConfirmation(context, started, email, input.storeView, input.choice);
}

/** Spends a confirmation link: the address is subscribed. Unknown, used and expired links are all a 400. */
export async function confirm(context: NewsletterContext, token: string): Promise<{ email: string }> {
  const now = context.now();
  const [confirmed] = await context.db
    .update(newsletterSubscriptions)
    .set({ status: 'subscribed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash(token)),
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  if (!confirmed) throw new HttpError(400, NEWSLETTER_LINK_INVALID, { reason: 'newsletter_link_invalid' });
  return confirmed;
}

/** The state of an address as the account page shows it: a link that has expired is no request any more. */
export async function statusOf(context: NewsletterContext, email: string): Promise<NewsletterStatus> {
  const [row] = await context.db
    .select({
      status: newsletterSubscriptions.status,
      confirmExpiresAt: newsletterSubscriptions.confirmExpiresAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
  if (row?.status === 'subscribed') return 'subscribed';
  if (row?.status === 'pending' && row.confirmExpiresAt && row.confirmExpiresAt > context.now()) {
    return 'pending';
  }
  return 'none';
}

/**
 * The account page's switch for the customer's own address. On: a subscribed address stays so; otherwise a
 * confirmation link is mailed (double opt-in, as for the form: an account's address was never confirmed).
 * Off: unsubscribed at once, and a link still out stops working.
 */
export async function updateSubscription(
  context: NewsletterContext,
  input: { customerId: number; email: string; storeView: StoreView; subscribed: boolean },
): Promise<NewsletterStatus> {
  const email = input.email.toLowerCase();
  if (!input.subscribed) {
    await context.db
      .update(newsletterSubscriptions)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: context.now(),
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(
        and(eq(newsletterSubscriptions.email, email), ne(newsletterSubscriptions.status, 'unsubscribed')),
      );
    return 'none';
  }
  if ((await statusOf(context, email)) === 'subscribed') return 'subscribed';
  const wait = await context.limits.mailsByEmail.hit(email);
  if (wait !== null) throw tooManyRequests(wait);
  const started = await startDoubleOptIn(context, {
    email,
    storeCode: input.storeView.storeCode,
    customerId: input.customerId,
  });
  // Confirmed from another tab between the two statements.
  if (!started) return 'subscribed';
  sendConfirmation(context, started, email, input.storeView);
  return 'pending';
}
