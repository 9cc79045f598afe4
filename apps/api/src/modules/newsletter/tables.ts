import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// The foreign key names the customer module's customers; nothing else is read from it here.
import { customers } from '../customer/tables';

/** Where an address stands: asked (a confirmation link is out), confirmed, or withdrawn. */
export const SUBSCRIPTION_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Newsletter subscriptions by e-mail address (double opt-in): one row per address, `pending` until the
 * mailed link is followed. A subscription belongs to the address, not to an account: a customer who
 * changes their e-mail address leaves it with the old address, and the account pages read the one of the
 * current address. The confirmation token is kept only as a SHA-256 hash, and only while it can be used.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Lower case; unique. */
    email: text('email').notNull(),
    /** The store view it was asked from (the language of its mails). */
    storeCode: text('store_code').notNull(),
    /** The account that asked for it from its account page; the address stays subscribed without it. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<SubscriptionStatus>().notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the address owner last confirmed (the proof of the opt-in). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_token_idx').on(t.confirmTokenHash),
    // Deleting a customer sets their subscriptions' customer_id to null: this index finds them.
    index('newsletter_subscriptions_customer_idx').on(t.customerId).where(sql`customer_id IS NOT NULL`),
    check(
      'newsletter_subscriptions_status_check',
      sql.raw(`status IN (${SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('newsletter_subscriptions_email_check', sql`email = lower(email)`),
    // A pending address has a link out; a subscribed one was confirmed.
    check(
      'newsletter_subscriptions_pending_check',
      sql`status <> 'pending' OR (confirm_token_hash IS NOT NULL AND confirm_expires_at IS NOT NULL)`,
    ),
    check(
      'newsletter_subscriptions_confirmed_check',
      sql`status <> 'subscribed' OR confirmed_at IS NOT NULL`,
    ),
  ],
);
