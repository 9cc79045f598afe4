import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The keyed mails the SMTP server (or the outbox) has taken, recorded right after each send: a job run
 * again after its process died skips the mails it had already sent, so only the ones in flight at the
 * crash can go out twice (ADR 0010).
 */
export const sentMails = pgTable('sent_mails', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
