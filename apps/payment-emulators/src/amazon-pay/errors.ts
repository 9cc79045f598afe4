/**
 * A refusal as Amazon Pay answers it: an HTTP status and the body `{reasonCode, message}` (Amazon's
 * error-handling page; provider facts 2026-11-23, 2.8). The statuses of the reason codes the facts leave
 * unconfirmed follow the table two public integrations agree on (400 for request errors, 401/403 for
 * authentication, 404, 409 AmountMismatch, 422 for state errors).
 */
export class AmazonPayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly reasonCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = {
  invalidRequestFormat: (message = 'The request body is not valid JSON.') =>
    new AmazonPayRefusal(400, 'InvalidRequestFormat', message),
  invalidParameterValue: (parameter: string) =>
    new AmazonPayRefusal(400, 'InvalidParameterValue', `The value provided for ${parameter} is invalid.`),
  missingParameterValue: (parameter: string) =>
    new AmazonPayRefusal(400, 'MissingParameterValue', `The mandatory parameter ${parameter} is missing.`),
  unrecognizedField: (field: string) =>
    new AmazonPayRefusal(400, 'UnrecognizedField', `The field ${field} is not recognized.`),
  missingHeader: (header: string) =>
    new AmazonPayRefusal(400, 'MissingHeader', `The mandatory header ${header} is missing.`),
  invalidHeaderValue: (header: string, why: string) =>
    new AmazonPayRefusal(400, 'InvalidHeaderValue', `The value of header ${header} is invalid: ${why}.`),
  unauthorizedAccess: (why: string) => new AmazonPayRefusal(401, 'UnauthorizedAccess', why),
  invalidRequestSignature: (why: string) => new AmazonPayRefusal(403, 'InvalidRequestSignature', why),
  resourceNotFound: (what: string) =>
    new AmazonPayRefusal(404, 'ResourceNotFound', `The requested resource ${what} was not found.`),
  requestNotSupported: () =>
    new AmazonPayRefusal(405, 'RequestNotSupported', 'The HTTP method is not supported for this resource.'),
  invalidSandboxSimulation: (code: string) =>
    new AmazonPayRefusal(
      400,
      'InvalidSandboxSimulationSpecified',
      `The simulation code ${code} is not valid for this operation.`,
    ),
  duplicateIdempotencyKey: () =>
    new AmazonPayRefusal(
      400,
      'DuplicateIdempotencyKey',
      'The idempotency key was already used for a request with different values.',
    ),
  currencyMismatch: () =>
    new AmazonPayRefusal(
      400,
      'CurrencyMismatch',
      'Currency code provided in the request does not match the currency set during checkout.',
    ),
  amountMismatch: () =>
    new AmazonPayRefusal(
      409,
      'AmountMismatch',
      'The chargeAmount does not match the chargeAmount of the Checkout Session.',
    ),
  transactionAmountExceeded: () =>
    new AmazonPayRefusal(
      400,
      'TransactionAmountExceeded',
      'The amount exceeds the amount that may be charged, captured or refunded.',
    ),
  transactionCountExceeded: () =>
    new AmazonPayRefusal(
      422,
      'TransactionCountExceeded',
      'The number of charges, captures or refunds has exceeded the allowed limit.',
    ),
  invalidCheckoutSessionStatus: (state: string) =>
    new AmazonPayRefusal(
      422,
      'InvalidCheckoutSessionStatus',
      `The Checkout Session is in state ${state}, where the operation is not allowed.`,
    ),
  checkoutSessionCanceled: () =>
    new AmazonPayRefusal(
      422,
      'CheckoutSessionCanceled',
      'The buyer canceled checkout or the payment was declined: read statusDetails of the Checkout Session.',
    ),
  invalidChargeStatus: (state: string) =>
    new AmazonPayRefusal(
      422,
      'InvalidChargeStatus',
      `The Charge is in state ${state}, where the operation is not allowed.`,
    ),
  invalidChargePermissionStatus: (state: string) =>
    new AmazonPayRefusal(
      422,
      'InvalidChargePermissionStatus',
      `The Charge Permission is in state ${state}, where the operation is not allowed.`,
    ),
  declined: (reasonCode: 'HardDeclined' | 'SoftDeclined' | 'AmazonRejected') =>
    new AmazonPayRefusal(422, reasonCode, `The payment was declined (${reasonCode}).`),
};
