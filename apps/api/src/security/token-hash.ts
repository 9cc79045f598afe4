import { createHash } from 'node:crypto';

/** SHA-256 of a token or key, base64url: what is stored instead of a token (refresh, reset, confirmation) or a rate-limit key. */
export function tokenHash(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
