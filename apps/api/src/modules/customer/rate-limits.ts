import type { Redis } from 'ioredis';
import { rateLimit } from '../../security/rate-limit';

/**
 * Login and registration limits: per client address every attempt counts (20 in 15 minutes), per account
 * every password guess (5 in 15 minutes, counted before the check, cleared by the right password; a login,
 * a password change or an e-mail change), so a guesser is stopped without locking a customer out for good.
 * Reset mails: 10 an hour per address, 3 an hour per account, so nobody can flood an inbox. The per-address
 * limits are multiplied by `addressFactor` (ADDRESS_LIMIT_FACTOR).
 */
export function customerRateLimits(redis?: Redis, addressFactor = 1) {
  return {
    loginByAddress: rateLimit('login-address', 20 * addressFactor, 15 * 60, redis),
    passwordGuessesByAccount: rateLimit('login-account', 5, 15 * 60, redis),
    registrationByAddress: rateLimit('registration-address', 10 * addressFactor, 60 * 60, redis),
    resetByAddress: rateLimit('reset-address', 10 * addressFactor, 60 * 60, redis),
    resetByAccount: rateLimit('reset-account', 3, 60 * 60, redis),
  };
}

export type CustomerRateLimits = ReturnType<typeof customerRateLimits>;
