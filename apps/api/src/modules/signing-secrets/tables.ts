import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The secrets the API signs with when none is configured (the embedded default): made at random on the
 * first start and kept with the data, so every later start and every API process on the same database signs
 * alike. One row per purpose. See ADR 0016.
 */
export const signingSecrets = pgTable('signing_secrets', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
