import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimit {
  /** Counts one attempt; the seconds to wait when the limit is reached, else null. */
  hit(key: string): Promise<number | null>;
  /** The seconds to wait when the key has used up its attempts, else null; counts nothing. */
  blocked(key: string): Promise<number | null>;
  /** Forgets the attempts of a key (a successful login clears the account's failures). */
  reset(key: string): Promise<void>;
}

/**
 * A fixed-window limit per key (rate-limiter-flexible, in this process). With several API processes the
 * same limiter class has a Redis store; the in-process one is right for one process and the embedded shop.
 */
export function rateLimit(points: number, windowSeconds: number): RateLimit {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
    async blocked(key) {
      const state = await limiter.get(key);
      if (!state || state.remainingPoints > 0) return null;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * Login and registration limits: per client address every attempt counts (20 in 15 minutes), per account
 * only failed logins (5 in 15 minutes), so a guesser is stopped without locking a customer out for good.
 * Reset mails: 10 an hour per address, 3 an hour per account, so nobody can flood an inbox.
 */
export function customerRateLimits() {
  return {
    loginByAddress: rateLimit(20, 15 * 60),
    loginFailuresByAccount: rateLimit(5, 15 * 60),
    registrationByAddress: rateLimit(10, 60 * 60),
    resetByAddress: rateLimit(10, 60 * 60),
    resetByAccount: rateLimit(3, 60 * 60),
  };
}

export type CustomerRateLimits = ReturnType<typeof customerRateLimits>;
