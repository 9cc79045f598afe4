/** Unzer's account of a refusal or a failed transaction (one entry of its `errors`, or its `message`). */
export interface UnzerErrorDetail {
  code: string;
  /** English, for the merchant's log; Unzer gives it to private-key calls only. */
  merchantMessage: string;
  /** Localised for the buyer. */
  customerMessage: string;
}

/**
 * Unzer could not be asked: no connection, no answer within the timeout, a server error, or an answer of
 * a shape the client does not know. The outcome of a transaction is then unknown: fetch the payment by
 * its order id before trying again. The message names the call, never keys or payment data.
 */
export class UnzerUnavailable extends Error {
  override readonly name = 'UnzerUnavailable';
  constructor(
    readonly call: string,
    readonly reason: 'timeout' | 'unreachable' | 'server_error' | 'unexpected_answer',
    readonly httpStatus?: number,
  ) {
    super(`Unzer unavailable for ${call}: ${reason}${httpStatus ? ` (HTTP ${httpStatus})` : ''}`);
  }
}

/**
 * Unzer refused a call that is not a payment transaction (a type, customer, basket, plans or webhook call):
 * its code says why (`COR.100.100.101` for an invalid IBAN, `API.410.200.011` for a birth date, ...).
 */
export class UnzerRefused extends Error {
  override readonly name = 'UnzerRefused';
  constructor(
    readonly call: string,
    readonly httpStatus: number,
    readonly error: UnzerErrorDetail,
  ) {
    super(`Unzer refused ${call}: ${error.code} (HTTP ${httpStatus})`);
  }
}
