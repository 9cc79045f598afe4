/**
 * Amazon Pay's refusal of a request: the HTTP status and the body's reasonCode and message (error-handling
 * page; provider facts 2026-11-23, 2.8). The shop maps reason codes to its own messages; this text is
 * Amazon's, never shown to a buyer as is.
 */
export interface AmazonPayRefusal {
  status: number;
  reasonCode: string;
  message: string;
}

/** What Amazon answered: the value with its HTTP status, or a refusal. */
export type AmazonPayResult<T> =
  | { ok: true; status: number; value: T }
  | { ok: false; refusal: AmazonPayRefusal };

export type UnavailableReason = 'timeout' | 'network' | 'server' | 'unreadable';

/**
 * Amazon Pay did not give a usable answer: no answer in time, no connection, a server error or throttling
 * (429, 5xx: the SDKs retry those), or an answer of another shape. The outcome of a POST is then unknown:
 * retry it with the same idempotency key, or read the object again. The message names no key or signature.
 */
export class AmazonPayUnavailable extends Error {
  override readonly name = 'AmazonPayUnavailable';

  constructor(
    readonly reason: UnavailableReason,
    readonly status: number | null,
    detail: string,
  ) {
    super(`Amazon Pay unavailable (${reason}): ${detail}`);
  }
}
