import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tokenHash } from './token-hash';

export interface RateLimit {
  /** Counts one attempt; the seconds to wait when the limit is reached, else null. */
  hit(key: string): Promise<number | null>;
}

/**
 * A fixed-window limit per key (rate-limiter-flexible), as the customer module counts its limits: in Redis
 * when the shop has one (REDIS_URL), so every API process counts the same attempts; in this process otherwise.
 */
function rateLimit(name: string, points: number, windowSeconds: number, redis?: Redis): RateLimit {
  const options = { points, duration: windowSeconds, keyPrefix: `hortus:limit:${name}` };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis })
    : new RateLimiterMemory(options);
  // Keys are e-mail and client addresses: only their hashes are stored, in Redis as in memory.
  return {
    async hit(key) {
      try {
        await limiter.consume(tokenHash(key));
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
  };
}

/**
 * Sign-ups: 10 an hour per client address; confirmation mails: 3 an hour per e-mail address, counted for
 * every sign-up of the address whatever its state (so a 429 tells nothing about it), so nobody can flood
 * an inbox from many addresses.
 */
export function newsletterRateLimits(redis?: Redis) {
  return {
    subscribeByAddress: rateLimit('newsletter-address', 10, 60 * 60, redis),
    mailsByEmail: rateLimit('newsletter-email', 3, 60 * 60, redis),
  };
}

export type NewsletterRateLimits = ReturnType<typeof newsletterRateLimits>;
