import type { Redis } from 'ioredis';
import { rateLimit } from '../../security/rate-limit';

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
