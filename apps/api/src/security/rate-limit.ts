import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tokenHash } from './token-hash';

export interface RateLimit {
  /**
   * Takes one attempt, atomically (one increment in Redis or in this process), before the work it guards:
   * the seconds to wait when the key has none left, else null. Parallel callers never see the same count.
   */
  hit(key: string): Promise<number | null>;
  /** Forgets the attempts of a key (the right password clears the account's guesses). */
  reset(key: string): Promise<void>;
}

/**
 * A fixed-window limit per key (rate-limiter-flexible): counted in Redis when the shop has one (REDIS_URL),
 * so every API process counts the same attempts; in this process otherwise (one process, the embedded shop).
 */
export function rateLimit(name: string, points: number, windowSeconds: number, redis?: Redis): RateLimit {
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
    async reset(key) {
      await limiter.delete(tokenHash(key));
    },
  };
}
