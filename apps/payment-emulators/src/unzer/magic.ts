/**
 * The emulator's test data: which inputs succeed, ask for the buyer, or fail. Card numbers and the 3-D
 * Secure password are Unzer's sandbox test data where the facts have them (facts 1.6); the rest is the
 * emulator's own choice, since Unzer's test-data page could not be read (UNCONFIRMED there). README.md
 * has the same table for people.
 */

/** A transaction's processing message: `message{code, merchant, customer}` in Unzer's answers. */
export interface ProcessingMessage {
  code: string;
  merchant: string;
  customer: string;
}

/** Cards that pass without a challenge (java-sdk tests charge 4444333322221111 with 3-D Secure off). */
export const FRICTIONLESS_CARDS = new Set(['4444333322221111', '6799851000000032']);

/**
 * Unzer's documented sandbox cards (Visa 4711100000000000, Mastercard 5453010000059543) ask for 3-D
 * Secure with the password `secret3`; so does every other valid card the emulator does not list.
 */
export const THREE_D_SECURE_PASSWORD = 'secret3';

/** The emulator's declined card (its choice: a Luhn-valid Visa number no real card has). */
export const DECLINED_CARDS = new Set(['4000000000000002']);

/** Amounts whose cents are this value are declined by the card's issuer ("amount exceeds credit"). */
export const DEFAULT_DECLINED_CENTS = 13;

/** A checksum-valid German IBAN whose direct debit the bank refuses (the emulator's choice). */
export const FAILING_IBAN = 'DE31370400440000000666';

/**
 * Pay-later rejections by the customer's last name, one per reason the shop's invoice form explains
 * (spec 8, "Invoice payment rejected"). The codes are the emulator's choice within Unzer's risk codes
 * (`SDM.*`) and core codes (facts 1.7); the real ones are UNCONFIRMED.
 */
export const PAYLATER_REJECTIONS: Record<string, ProcessingMessage> = {
  'reject-fields': {
    code: 'SDM.DATA_FORMAT_ERROR',
    merchant: 'The customer data is incomplete or wrongly formatted.',
    customer: 'Please check that your name, address and date of birth are correct.',
  },
  'reject-moved': {
    code: 'SDM.NEGATIVE_TRAIT_FOUND',
    merchant: 'The customer has recently moved to the given address.',
    customer: 'Invoice is not possible for an address you have moved to recently.',
  },
  'reject-name': {
    code: 'SDM.LIMIT_EXCEEDED',
    merchant: 'The customer name has recently changed.',
    customer: 'Invoice is not possible after a recent change of name.',
  },
  'reject-residence': {
    code: 'COR.400.100.101',
    merchant: 'Address untraceable: the address is not a residential address.',
    customer: 'Invoice is only possible to a residential address.',
  },
  'reject-risk': {
    code: 'SDM.INCREASED_RISK',
    merchant: 'The automated risk check suggests another payment method.',
    customer: 'Please choose another payment method.',
  },
  'reject-overdue': {
    code: 'SDM.CURRENT_INSURANCE_EVENT',
    merchant: 'The customer has an overdue open invoice.',
    customer: 'Invoice is not possible while an earlier invoice is overdue.',
  },
};

export function successMessage(mode: 's' | 'p'): ProcessingMessage {
  return mode === 's'
    ? {
        code: 'COR.000.100.112',
        merchant: "Request successfully processed in 'Merchant in Connector Test Mode'",
        customer: 'Your payments have been successfully processed in sandbox mode.',
      }
    : {
        code: 'COR.000.000.000',
        merchant: 'Transaction succeeded',
        customer: 'Your payments have been successfully processed.',
      };
}

/** Processing outcomes; the codes after `COR.` follow Unzer's core code list (facts 1.7, an inference). */
export const MESSAGES = {
  pending: {
    code: 'COR.000.200.000',
    merchant: 'Transaction pending',
    customer: 'Your payment is pending. Please complete it on the page you are taken to.',
  },
  cardDeclined: {
    code: 'COR.800.100.152',
    merchant: 'transaction declined by authorization system',
    customer: 'Your card was declined. Please use another card or payment method.',
  },
  amountDeclined: {
    code: 'COR.800.100.155',
    merchant: 'transaction declined (amount exceeds credit)',
    customer: 'Your card was declined. Please use another card or payment method.',
  },
  authenticationFailed: {
    code: 'COR.100.380.401',
    merchant: 'User Authentication Failed',
    customer: 'The authentication of your card failed. Please try again or use another payment method.',
  },
  canceledByUser: {
    code: 'COR.100.396.101',
    merchant: 'Cancelled by user',
    customer: 'You have cancelled the payment.',
  },
  expired: {
    code: 'COR.100.396.103',
    merchant: 'Previously pending transaction timed out',
    customer: 'The payment was not completed in time. Please try again.',
  },
  bankDetailsIncorrect: {
    code: 'COR.000.100.201',
    merchant: 'Account or Bank Details Incorrect',
    customer: 'The direct debit was refused by your bank. Please check your IBAN or use another method.',
  },
} satisfies Record<string, ProcessingMessage>;
