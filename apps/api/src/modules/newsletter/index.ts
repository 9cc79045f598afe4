import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database';
import type { VerifyAccessToken } from '../../http/access-token';
import type { Mailer } from '../../mail/mailer';
import { newsletterRateLimits } from './rate-limits';
import { newsletterRoutes } from './routes';
import type { CustomerEmail } from './service';

export type { CustomerEmail } from './service';

export interface NewsletterOptions {
  db: Database;
  mailer: Mailer;
  /** The storefront's public address, for the confirmation links. */
  shopUrl: string;
  /** Counts the limits across API processes when the shop has Redis. */
  redis?: Redis | undefined;
  verifyAccessToken: VerifyAccessToken;
  customerEmail: CustomerEmail;
}

/**
 * The newsletter with double opt-in: sign-up by e-mail address (a mailed single-use link confirms it),
 * and the account page's switch for the customer's own address.
 */
export const newsletterModule: FastifyPluginAsync<NewsletterOptions> = async (app, options) => {
  const { db, mailer, shopUrl, redis, verifyAccessToken, customerEmail } = options;
  await app.register(newsletterRoutes, {
    context: {
      db,
      mailer,
      shopUrl,
      log: app.log,
      limits: newsletterRateLimits(redis),
      now: () => new Date(),
    },
    verifyAccessToken,
    customerEmail,
  });
};
