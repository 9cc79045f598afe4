import { getStoreView, isStoreCode } from '@hortus/core';
import type { ContactMessage } from '@hortus/core/contact-form';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tooManyRequests } from '../../http/envelope';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import { acknowledgementMail, serviceMail } from './contact-mails';
import type { ContactRateLimits } from './rate-limits';
import { contactMessages } from './tables';

export interface ContactContext {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  limits: ContactRateLimits;
  now: () => Date;
}

/**
 * Stores a message to customer service and queues its mails in the same transaction, so a stored message
 * is always mailed (at least once, by the job) and a failed one never. Counted per client address first.
 */
export async function receiveContactMessage(
  context: ContactContext,
  input: ContactMessage & { clientAddress: string },
): Promise<{ id: number }> {
  const wait = await context.limits.messagesByAddress.hit(input.clientAddress);
  if (wait !== null) throw tooManyRequests(wait);
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        storeCode: input.store,
        name: input.name,
        email: input.email,
        subject: input.subject,
        orderNumber: input.orderNumber ?? null,
        message: input.message,
        createdAt: context.now(),
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('the contact message was not stored');
    await context.jobs.enqueue(tx, 'contact-message-mail', { contactMessageId: row.id }, String(row.id));
    return row;
  });
}

/**
 * The job of a stored message: the message to customer service, then the acknowledgement to the sender.
 * Each mail is keyed and recorded once sent (`sent_mails`), so a retry after a failure between the two
 * sends only the one not yet sent.
 */
export async function sendContactMails(
  context: { db: Database; mailer: Mailer; serviceAddress: string },
  contactMessageId: number,
): Promise<void> {
  const [message] = await context.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, contactMessageId));
  if (!message) return;
  const language = isStoreCode(message.storeCode) ? getStoreView(message.storeCode).i18n.language : 'en';
  await context.mailer.send(serviceMail(message, context.serviceAddress));
  await context.mailer.send(acknowledgementMail(message, language));
}
