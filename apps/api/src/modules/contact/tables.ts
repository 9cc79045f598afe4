import type { ContactSubject } from '@hortus/core/contact-form';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages to customer service from the contact page, kept as sent: the mails are made from the row, so a
 * retried mail job sends what the shopper wrote. Personal data: name, e-mail address and message.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** The store view it was sent from (the language of the acknowledgement). */
    storeCode: text('store_code').notNull(),
    name: text('name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    subject: text('subject').$type<ContactSubject>().notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a member of staff marked it answered, and who (their name then: staff come and go). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
  },
  (t) => [
    // The inbox is newest first by id (the key's index); the open ones have their own. The retention's
    // deletion reads the oldest.
    index('contact_messages_open_idx').on(t.id).where(sql`answered_at IS NULL`),
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_subject_check', sql`subject IN ('order', 'product', 'delivery', 'other')`),
    check('contact_messages_message_check', sql`char_length(message) BETWEEN 1 AND 2000`),
  ],
);
