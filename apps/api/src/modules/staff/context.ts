import type { Redis } from 'ioredis';
import type { Database } from '../../db/database';
import { rateLimit } from '../../security/rate-limit';
import { type TotpSecretBox, totpSecretBox } from './totp';

/**
 * Sign-in limits of the back office, as strict as the customers' and counted apart from them: per client
 * address every attempt (20 in 15 minutes, times ADDRESS_LIMIT_FACTOR), per account 5 password guesses and
 * 5 second-factor codes in 15 minutes, each counted before it is checked and cleared by a right one.
 */
function staffRateLimits(redis: Redis | undefined, addressFactor: number) {
  return {
    signInByAddress: rateLimit('staff-sign-in-address', 20 * addressFactor, 15 * 60, redis),
    passwordGuessesByAccount: rateLimit('staff-password-account', 5, 15 * 60, redis),
    codeGuessesByAccount: rateLimit('staff-code-account', 5, 15 * 60, redis),
  };
}

/** What the staff module works with, made once per app. */
export interface StaffContext {
  db: Database;
  /** The clock of sessions, challenges and TOTP steps; a test sets its own. */
  now: () => Date;
  totpSecrets: TotpSecretBox;
  /** The keyed hash of a client address the audit log keeps (the checkout's, ADR 0014). */
  clientAddressHash: (address: string) => string;
  limits: ReturnType<typeof staffRateLimits>;
}

export function createStaffContext(
  db: Database,
  options: {
    /** The access-token signing secret (configured or kept with the data): TOTP secrets are encrypted with a key derived from it. */
    signingSecret: string;
    clientAddressHash: (address: string) => string;
    redis?: Redis | undefined;
    addressLimitFactor: number;
    now?: () => Date;
  },
): StaffContext {
  return {
    db,
    now: options.now ?? (() => new Date()),
    totpSecrets: totpSecretBox(options.signingSecret),
    clientAddressHash: options.clientAddressHash,
    limits: staffRateLimits(options.redis, options.addressLimitFactor),
  };
}
