import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { CustomerConfig } from '../../config';
import { type Database, queryRows } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { accessTokens } from './access-tokens';
import { customerRateLimits } from './rate-limits';
import { customerRoutes, passwordResetRoutes } from './routes';
import type { CustomerContext } from './service';
import { sessions } from './sessions';
import { customers } from './tables';

export { checkPasswordGuess } from './password-guesses';
export { hashPassword } from './passwords';
export type { CustomerContext } from './service';

/** Everything the customer module needs, made once per app (the rate limits live in it). */
export function createCustomerContext(
  db: Database,
  config: CustomerConfig,
  services: {
    mailer: Mailer;
    shopUrl: string;
    serviceEmail: string;
    log: FastifyBaseLogger;
    redis?: Redis | undefined;
    /** The configured secret or the one kept in the database (modules/signing-secrets). */
    tokenSigningSecret: string;
  },
): CustomerContext {
  const { redis, tokenSigningSecret, ...rest } = services;
  return {
    ...rest,
    db,
    tokens: accessTokens(tokenSigningSecret, config.accessTokenTtlSeconds),
    sessions: sessions(db, config.refreshTokenTtlDays),
    limits: customerRateLimits(redis, config.addressLimitFactor),
  };
}

/** A customer's account e-mail address (lower case), for other modules; null when the account is gone. */
export async function customerEmail(context: CustomerContext, customerId: number): Promise<string | null> {
  const [row] = await context.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.email ?? null;
}

/** When a customer registered and the code of their group, for a payment's risk data; null when gone. */
export async function customerStanding(
  context: CustomerContext,
  customerId: number,
): Promise<{ registeredOn: string; customerGroup: string } | null> {
  const [row] = await queryRows<{ registered_on: string; group_code: string | null }>(
    context.db,
    sql`SELECT to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS registered_on, g.code AS group_code
      FROM customers c LEFT JOIN customer_groups g ON g.id = c.group_id WHERE c.id = ${customerId}`,
  );
  return row ? { registeredOn: row.registered_on, customerGroup: row.group_code ?? 'GENERAL' } : null;
}

/** Customers: registration, login and sessions (access and refresh tokens), profile, password and its reset. */
export const customerModule: FastifyPluginAsync<{ context: CustomerContext }> = async (app, options) => {
  await app.register(customerRoutes, options);
  await app.register(passwordResetRoutes, options);
};
export {
  CUSTOMER_PAGE_SIZE,
  type CustomerRecord,
  type CustomerSummary,
  customerRecord,
  findCustomers,
  sendResetLinkTo,
  setCustomerBlocked,
} from './customer-care';
