import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { contactRateLimits } from './rate-limits';
import { contactRoutes } from './routes';

export { type InboxMessage, type InboxPage, inboxMessage, inboxPage, markAnswered } from './inbox';
export { type RetentionContext, runRetention, scheduleRetention } from './retention';
export { sendContactMails } from './service';
export { contactStaffRoutes } from './staff-routes';

export interface ContactOptions {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  addressLimitFactor: number;
  /** Counts the limit across API processes when the shop has Redis. */
  redis?: Redis | undefined;
}

/** The contact page's messages to customer service: stored, then mailed to the service and the sender by a job. */
export const contactModule: FastifyPluginAsync<ContactOptions> = async (app, options) => {
  await app.register(contactRoutes, {
    context: {
      db: options.db,
      jobs: options.jobs,
      limits: contactRateLimits(options.addressLimitFactor, options.redis),
      now: () => new Date(),
    },
  });
};
