import { createHash } from 'node:crypto';
import { refuse } from './errors';

/** At most 32 characters of [A-Za-z0-9_-] (idempotency page; facts 2.1). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface SavedAnswer {
  status: number;
  body: string;
}

/**
 * Amazon's idempotency for POST requests: the key is required; the first answer is saved with it for good
 * (keys are per merchant account and kept indefinitely) and given again for the same request, while the
 * same key with another request is DuplicateIdempotencyKey. "The same request" is the same method, path
 * and body bytes.
 */
export class IdempotencyKeys {
  private readonly answers = new Map<string, { fingerprint: string; answer: SavedAnswer }>();

  /** The key of a POST, refused when missing or malformed. */
  keyOf(header: string | string[] | undefined): string {
    if (header === undefined) throw refuse.missingHeader('x-amz-pay-idempotency-key');
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!KEY_PATTERN.test(key)) {
      throw refuse.invalidHeaderValue(
        'x-amz-pay-idempotency-key',
        'at most 32 characters of A-Z, a-z, 0-9, _ and -',
      );
    }
    return key;
  }

  /** The saved answer for a repeated request, null for a new key; a changed request is refused. */
  replay(key: string, method: string, path: string, body: string): SavedAnswer | null {
    const saved = this.answers.get(key);
    if (!saved) return null;
    if (saved.fingerprint !== fingerprint(method, path, body)) throw refuse.duplicateIdempotencyKey();
    return saved.answer;
  }

  save(key: string, method: string, path: string, body: string, answer: SavedAnswer): void {
    this.answers.set(key, { fingerprint: fingerprint(method, path, body), answer });
  }
}

function fingerprint(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');
}
