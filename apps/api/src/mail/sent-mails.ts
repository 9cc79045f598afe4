import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Mailer } from './mailer';
import { sentMails } from './tables';

/**
 * Sends a keyed mail (an order confirmation, a contact message's mails) once: it is recorded right after
 * the SMTP server or the outbox took it, and a mail already recorded is not sent again, so a job that runs
 * again after its process died sends only what had not gone out. A mail without a key (a reset link, a
 * newsletter confirmation: each one new) is sent as it is.
 */
export function sendKeyedMailsOnce(db: Database, mailer: Mailer): Mailer {
  return {
    async send(mail) {
      if (!mail.key) return mailer.send(mail);
      const [sent] = await db
        .select({ key: sentMails.key })
        .from(sentMails)
        .where(eq(sentMails.key, mail.key));
      if (sent) return;
      await mailer.send(mail);
      await db.insert(sentMails).values({ key: mail.key }).onConflictDoNothing();
    },
  };
}
