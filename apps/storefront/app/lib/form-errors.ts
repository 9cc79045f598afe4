import {
  AMAZON_PAY_FIRST,
  BIRTHDATE_INVALID,
  BIRTHDATE_UNDER_AGE,
  CARD_CVC_INVALID,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_NAME_TOO_LONG,
  EMAIL_INVALID,
  FIELD_REQUIRED,
  IBAN_INVALID,
  ISLAND_NOT_DELIVERABLE,
  MONTHLY_RATE_REQUIRED,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  ORDER_NUMBER_INVALID,
  PASSWORD_SPACES,
  PASSWORD_TOO_SHORT,
  PASSWORDS_NOT_IDENTICAL,
  PHONE_INVALID,
  POSTCODE_TOO_SHORT,
  STREET_TOO_LONG,
  TAX_ID_TOO_SHORT,
  TERMS_NOT_ACCEPTED,
  VAT_NUMBER_INVALID,
} from '@hortus/core';

/** A form's problems by field name, each a UI text id. */
export type FieldErrors = Record<string, string>;

/**
 * The spec's field messages (payments spec 5, English in the shared rules) as UI texts, so that a
 * shopper reads them in the store's language; a message without a text of its own reads as invalid input.
 */
const textOf: Record<string, string> = {
  [FIELD_REQUIRED]: 'form.required',
  [EMAIL_INVALID]: 'form.email',
  [NAME_TOO_LONG]: 'form.nameTooLong',
  [NAME_TOO_SHORT]: 'form.nameTooShort',
  [STREET_TOO_LONG]: 'form.streetTooLong',
  [PASSWORD_TOO_SHORT]: 'form.passwordTooShort',
  [PASSWORD_SPACES]: 'form.passwordSpaces',
  [PASSWORDS_NOT_IDENTICAL]: 'form.passwordsNotIdentical',
  [POSTCODE_TOO_SHORT]: 'form.postcodeTooShort',
  [PHONE_INVALID]: 'form.phone',
  [TAX_ID_TOO_SHORT]: 'form.taxIdTooShort',
  [TERMS_NOT_ACCEPTED]: 'form.terms',
  [ISLAND_NOT_DELIVERABLE]: 'form.island',
  [VAT_NUMBER_INVALID]: 'form.vatNumber',
  [CONTACT_NAME_TOO_LONG]: 'contact.nameTooLong',
  [CONTACT_MESSAGE_TOO_LONG]: 'contact.messageTooLong',
  [ORDER_NUMBER_INVALID]: 'contact.orderNumberInvalid',
  [IBAN_INVALID]: 'payment.ibanInvalid',
  [MONTHLY_RATE_REQUIRED]: 'payment.rateRequired',
  [BIRTHDATE_INVALID]: 'payment.birthdateInvalid',
  [BIRTHDATE_UNDER_AGE]: 'payment.underAge',
  [CARD_NUMBER_INVALID]: 'payment.cardNumberInvalid',
  [CARD_EXPIRY_INVALID]: 'payment.cardExpiryInvalid',
  [CARD_EXPIRED]: 'payment.cardExpired',
  [CARD_CVC_INVALID]: 'payment.cardCvcInvalid',
  [AMAZON_PAY_FIRST]: 'payment.amazonPayFirst',
};

/** The UI text of a rule's message; a text id (a refusal the server named) stays as it is. */
export function errorTextOf(message: string): string {
  return textOf[message] ?? (/^[a-z]+\.[a-zA-Z.]+$/.test(message) ? message : 'form.invalid');
}

/** The first problem of each field, as UI text ids. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= errorTextOf(issue.message);
  }
  return errors;
}
