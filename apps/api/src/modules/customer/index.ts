import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { CustomerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { accessTokens } from './access-tokens';
import { customerRateLimits } from './rate-limits';
import { customerRoutes, passwordResetRoutes } from './routes';
import type { CustomerContext } from './service';
import { sessions } from './sessions';

export { type CustomerContext, requireCustomer } from './service';

/** Everything the customer module needs, made once per app (the rate limits live in it). */
export function createCustomerContext(
  db: Database,
  config: CustomerConfig,
  services: { mailer: Mailer; shopUrl: string; log: FastifyBaseLogger; redis?: Redis | undefined },
): CustomerContext {
  const { redis, ...rest } = services;
  return {
    ...rest,
    db,
    tokens: accessTokens(config.tokenSigningSecret, config.accessTokenTtlSeconds),
    sessions: sessions(db, config.refreshTokenTtlDays),
    limits: customerRateLimits(redis),
  };
}

/** Customers: registration, login and sessions (access and refresh tokens), profile, password and its reset. */
export const customerModule: FastifyPluginAsync<{ context: CustomerContext }> = async (app, options) => {
  await app.register(customerRoutes, options);
  await app.register(passwordResetRoutes, options);
};
