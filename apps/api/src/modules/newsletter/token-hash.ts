import { createHash } from 'node:crypto';

/** SHA-256 of a token or key, base64url: what is stored instead of a confirmation token or a limit key. */
export function tokenHash(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
