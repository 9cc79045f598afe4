/**
 * Unzer's refusals: an HTTP status, a code and two messages (facts 2026-11-23, 1.7). Codes marked
 * "emulator's choice" are not confirmed for that case in Unzer's documentation or SDKs; they reuse the
 * closest documented code so a client never needs to know a code Unzer would not send. README.md lists them.
 */
export class UnzerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly merchantMessage: string,
    readonly customerMessage = 'An error occurred. Please contact the merchant or choose another payment method.',
  ) {
    super(code);
  }
}

/** Unzer's own way of naming a key in an error ("s-p****123"): enough to recognise it, not to use it. */
export function maskedKey(key: string): string {
  return key.length <= 6 ? '****' : `${key.slice(0, 3)}****${key.slice(-3)}`;
}

const invalid = (code: string, merchantMessage: string, customerMessage?: string) =>
  new UnzerError(400, code, merchantMessage, customerMessage);

export const refusal = {
  missingKey: () => new UnzerError(401, 'API.710.000.002', 'The key is missing or invalid.'),
  unknownKey: (key: string) =>
    new UnzerError(401, 'API.320.000.002', `The given key ${maskedKey(key)} is unknown or invalid.`),
  /** The emulator speaks HTTP Basic only (what the v1 API and the SDKs use), not the newer bearer tokens. */
  wrongAuthenticationMethod: () =>
    new UnzerError(401, 'API.710.000.007', 'Wrong authentication method: use HTTP Basic with your key.'),
  publicKeyOnPrivateResource: () =>
    new UnzerError(403, 'API.710.000.005', 'Insufficient permission: this resource needs the private key.'),
  /** A card created with the private key means card data passed the merchant's server (java-sdk ErrorTest). */
  noPciPermission: () =>
    new UnzerError(
      403,
      'API.710.000.003',
      'You do not have permission to access this resource. Create card types with the public key.',
    ),
  notFound: () => new UnzerError(404, 'API.000.000.999', 'The requested resource does not exist.'),
  methodNotAllowed: () =>
    new UnzerError(405, 'API.000.000.999', 'The method is not allowed on this resource.'),
  unsupportedMediaType: () =>
    new UnzerError(415, 'API.000.000.999', 'Unsupported media type: send application/json.'),
  bodyTooLarge: () => new UnzerError(413, 'API.500.300.999', 'The request body is too large.'),
  /** API.500.300.999 "request data is invalid" (php-sdk), the generic code; the message names the field. */
  invalidRequest: (merchantMessage: string) => invalid('API.500.300.999', merchantMessage),
  fieldMissing: (field: string) => invalid('API.710.200.100', `The field ${field} is missing.`),

  paymentNotFound: () => new UnzerError(404, 'API.310.100.003', 'Payment not found.'),
  customerNotFound: () => new UnzerError(404, 'API.410.100.100', 'Customer does not exist.'),
  basketItemImageInvalid: () => invalid('API.600.630.004', 'The basket item imageUrl is not a valid URL.'),
  basketNotFound: () => new UnzerError(404, 'API.600.410.024', 'Basket not found.'),
  resourceNotOfMerchant: (id: string) =>
    invalid('API.320.200.145', `The resource ${id} does not belong to this merchant.`),

  typeIdMissing: () => invalid('API.320.200.143', 'Resources: type id is missing.'),
  returnUrlMissing: () => invalid('API.320.100.203', 'Return URL is missing.'),
  orderIdInUse: (orderId: string) => invalid('API.320.200.138', `The orderId ${orderId} is already in use.`),
  amountMissing: () => invalid('API.340.200.130', 'Amount is missing or invalid.'),
  currencyNotSupported: (currency: string) =>
    invalid('API.330.100.202', `The currency ${currency} is not supported.`),
  authorizeNotAllowed: (type: string) =>
    invalid('API.320.000.004', `Authorize is not allowed for the payment type ${type}.`),
  chargeNotAllowed: (type: string) =>
    invalid('API.330.000.004', `Charge is not allowed for the payment type ${type}.`),
  cancelNotAllowed: () => invalid('API.340.000.004', 'Cancel is not allowed for this payment.'),
  requiresCustomer: (detail: string) =>
    invalid('API.330.100.008', `This payment type requires a customer: ${detail}.`),
  requiresBasket: () => invalid('API.330.100.023', 'This payment type requires a basket.'),
  addressesDoNotMatch: () =>
    invalid('API.330.100.106', 'The billing address and the shipping address do not match.'),
  chargedAmountTooHigh: () => invalid('API.330.100.007', 'The charged amount is higher than expected.'),
  cancelReasonMissing: () =>
    invalid(
      'API.340.100.024',
      'The reason code is mandatory for this payment type: CANCEL, RETURN or CREDIT.',
    ),
  alreadyCanceled: () => invalid('API.340.100.014', 'The transaction is already canceled.'),
  /** Emulator's choice: Unzer's code for a basket whose total differs from the amount is not documented. */
  basketTotalMismatch: (detail: string) => invalid('API.500.300.999', detail),

  /** Card and account checks answer Unzer's core codes (facts 1.7: 100.100.101, .150, .303, .600). */
  cardNumberInvalid: () =>
    invalid(
      'COR.100.100.101',
      'invalid creditcard, bank account number or bank name',
      'The card number is invalid.',
    ),
  cardExpired: () => invalid('COR.100.100.303', 'card expired', 'The card has expired.'),
  cvcInvalid: () => invalid('COR.100.100.600', 'invalid or empty CVV', 'The security code (CVC) is invalid.'),
  ibanInvalid: () =>
    invalid(
      'COR.100.100.101',
      'invalid creditcard, bank account number or bank name',
      'The IBAN is invalid.',
    ),
  bicInvalid: () => invalid('COR.100.100.150', 'invalid BIC', 'Please choose your bank from the list.'),

  customerIdInUse: (customerId: string) =>
    invalid('API.410.200.010', `The customerId ${customerId} already exists.`),
  lastNameMissing: () => invalid('API.410.200.001', 'The lastname is missing.'),
  lastNameTooLong: () => invalid('API.410.200.002', 'The lastname must not exceed 40 characters.'),
  firstNameMissing: () => invalid('API.410.200.004', 'The firstname is missing.'),
  firstNameTooLong: () => invalid('API.410.200.005', 'The firstname must not exceed 40 characters.'),
  salutationInvalid: () => invalid('API.410.200.007', 'The salutation is invalid: use mr, mrs or unknown.'),
  birthDateInvalid: () =>
    invalid('API.410.200.011', 'The birthDate is invalid: use yyyy-MM-dd or dd.MM.yyyy, in the past.'),
  emailInvalid: () => invalid('API.410.200.013', 'The email has an invalid format.'),

  webhookEventRegistered: (event: string) =>
    invalid('API.510.310.009', `The webhook event ${event} is already registered for this URL.`),
  webhookNotFound: () => new UnzerError(404, 'API.510.310.008', 'Webhook not found.'),
} as const;

/** Where an error body is answered: who asked (merchant messages go to the private key only), and what. */
export interface ErrorContext {
  mode: 's' | 'p';
  url: string;
  /** Unzer's `yyyy-MM-dd HH:mm:ss`. */
  timestamp: string;
  privateKey: boolean;
  errorId: string;
}

/**
 * Unzer's error body (facts 1.7): `{id, isSuccess, isPending, isError, url, timestamp, traceId, errors}`,
 * each error with its code and messages. `merchantMessage` is only given to calls with the private key.
 */
export function errorBody(error: UnzerError, context: ErrorContext, extra: Record<string, unknown> = {}) {
  return {
    id: context.errorId,
    isSuccess: false,
    isPending: false,
    isError: true,
    url: context.url,
    timestamp: context.timestamp,
    traceId: context.errorId.replace(/^[sp]-err-/, ''),
    errors: [
      {
        code: error.code,
        ...(context.privateKey ? { merchantMessage: error.merchantMessage } : {}),
        customerMessage: error.customerMessage,
      },
    ],
    ...extra,
  };
}
