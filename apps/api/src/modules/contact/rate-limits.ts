import type { Redis } from 'ioredis';
import { rateLimit } from '../../security/rate-limit';

/**
 * Messages: 5 an hour per client address (times ADDRESS_LIMIT_FACTOR, for shops behind one address), so
 * the form cannot be used to flood the service inbox or, through the acknowledgements, anyone's inbox.
 */
export function contactRateLimits(addressLimitFactor: number, redis?: Redis) {
  return {
    messagesByAddress: rateLimit('contact-address', 5 * addressLimitFactor, 60 * 60, redis),
  };
}

export type ContactRateLimits = ReturnType<typeof contactRateLimits>;
