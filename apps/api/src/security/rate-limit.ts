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
  /** The seconds to wait when the key has used up its attempts, else null; counts nothing. */
  blocked(key: string): Promise<number | null>;
  /** Forgets the attempts of a key (a successful login clears the account's failures). */
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
    async blocked(key) {
      const state = await limiter.get(tokenHash(key));
      if (!state || state.remainingPoints > 0) return null;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async reset(key) {
      await limiter.delete(tokenHash(key));
    },
  };
}
