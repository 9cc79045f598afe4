import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, FIELD_REQUIRED } from '../messages';
import { type PaymentFlowName, paymentFlowOf } from './payment-flows';

/**
 * The checkout's payment form area (payments spec 2, 3 "Payment details"): what each provider method asks of
 * the shopper beside the choice of method, checked the same way in the browser, on the storefront's server
 * and (for what reaches it) by the provider. Card numbers are not among them: the browser sends them to the
 * provider itself and the shop sees only the card's payment type id (`type_id`).
 */

export const IBAN_INVALID = 'Invalid IBAN';
export const MONTHLY_RATE_REQUIRED = 'Please select a monthly rate.';
export const BIRTHDATE_INVALID = 'Please enter a valid date of birth.';
export const BIRTHDATE_UNDER_AGE = 'Payment by invoice or in instalments is possible from the age of 18.';
export const CARD_NUMBER_INVALID = 'Please enter a valid card number.';
export const CARD_EXPIRY_INVALID = 'Please enter the expiry date as MM/YY.';
export const CARD_EXPIRED = 'This card has expired.';
export const CARD_CVC_INVALID = 'Please enter the 3- or 4-digit security code.';
export const AMAZON_PAY_FIRST = 'Please choose your address and payment with the Amazon Pay button first.';

/** The IBAN as the bank and the provider take it: no spaces, upper case; null when it is no valid IBAN. */
export function ibanOf(text: string): string | null {
  const iban = electronicFormatIBAN(text.replace(/\s+/g, ''));
  return iban && isValidIBAN(iban) ? iban : null;
}

const MIN_AGE_YEARS = 18;
const MAX_AGE_YEARS = 120;

/** A date of birth as YYYY-MM-DD (an `<input type="date">`'s value): a real day, 18 to 120 years ago. */
export function birthdateProblem(text: string, today: Date = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return BIRTHDATE_INVALID;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return BIRTHDATE_INVALID;
  const ageOn = (years: number) => Date.UTC(year + years, month - 1, day);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (ageOn(MAX_AGE_YEARS) < now || date.getTime() > now) return BIRTHDATE_INVALID;
  return ageOn(MIN_AGE_YEARS) > now ? BIRTHDATE_UNDER_AGE : null;
}

const text = (max: number) => z.string().trim().max(max).optional();

/** The fields of the payment form area (`payment.details.*`); which are needed depends on the method. */
export const paymentDetailsSchema = z
  .object({
    /** The card's payment type, made by the browser at the provider with the shop's public key. */
    type_id: z
      .string()
      .regex(/^[sp]-crd-[A-Za-z0-9]{1,60}$/)
      .optional(),
    iban: text(64),
    holder: text(100),
    /** The iDEAL bank the shopper picked. */
    bic: text(11),
    /** The PayPal account's address, when it is not the order's. */
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, EMAIL_INVALID)
      .pipe(z.union([z.literal(''), z.email(EMAIL_INVALID)]))
      .optional(),
    birthdate: text(10),
    /** The installment plans' inquiry at the provider, and the plan (its number of monthly rates) chosen. */
    inquiry_id: text(100),
    number_of_rates: z
      .string()
      .regex(/^\d{1,3}$/)
      .optional(),
    /** The Amazon Pay checkout session the buyer made with Amazon's button. */
    checkout_session_id: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,100}$/)
      .optional(),
    /** The fraud-screening session of this checkout (payments spec 3). */
    threat_metrix_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/)
      .optional(),
  })
  .optional();
export type PaymentDetails = NonNullable<z.output<typeof paymentDetailsSchema>>;

/** The methods whose form area has fields the shopper must fill in, by flow. */
const NEEDS_BIRTHDATE: ReadonlySet<PaymentFlowName> = new Set([
  'paylater_invoice',
  'secured_invoice',
  'installment',
]);

/**
 * The payment form area's problems for the chosen method (payments spec 5 "Rules that must hold": the
 * IBAN correct for installment, a monthly rate selected), each at its field under `details`.
 */
export function checkPaymentDetails(
  method: string,
  details: PaymentDetails | undefined,
  context: z.RefinementCtx,
  today?: Date,
): void {
  const flow = paymentFlowOf(method);
  const problem = (field: keyof PaymentDetails, message: string) =>
    context.addIssue({ code: 'custom', path: ['details', field], message });
  const entered = details ?? {};
  if ((flow === 'direct_debit' || flow === 'installment') && !ibanOf(entered.iban ?? ''))
    problem('iban', entered.iban ? IBAN_INVALID : FIELD_REQUIRED);
  if (flow === 'installment') {
    if (!entered.holder) problem('holder', FIELD_REQUIRED);
    if (!entered.inquiry_id || !entered.number_of_rates) problem('number_of_rates', MONTHLY_RATE_REQUIRED);
  }
  if (flow === 'ideal' && !entered.bic) problem('bic', FIELD_REQUIRED);
  if (flow === 'amazon_pay' && !entered.checkout_session_id) problem('checkout_session_id', AMAZON_PAY_FIRST);
  if (NEEDS_BIRTHDATE.has(flow)) {
    const birthdate = entered.birthdate ? birthdateProblem(entered.birthdate, today) : FIELD_REQUIRED;
    if (birthdate) problem('birthdate', birthdate);
  }
}

/** The `payment_method_additional` of an order: the form area's fields the chosen method uses. */
export function paymentMethodAdditionalOf(
  method: string,
  details: PaymentDetails | undefined,
): Record<string, string> {
  const flow = paymentFlowOf(method);
  const entered = details ?? {};
  const fields: Partial<Record<keyof PaymentDetails, string | undefined>> = {
    threat_metrix_id: entered.threat_metrix_id,
  };
  if (flow === 'card') fields.type_id = entered.type_id;
  if (flow === 'direct_debit' || flow === 'installment')
    fields.iban = ibanOf(entered.iban ?? '') ?? undefined;
  if (flow === 'direct_debit' || flow === 'installment' || flow === 'bancontact')
    fields.holder = entered.holder;
  if (flow === 'ideal') fields.bic = entered.bic;
  if (flow === 'paypal') fields.email = entered.email;
  if (flow === 'amazon_pay') fields.checkout_session_id = entered.checkout_session_id;
  if (NEEDS_BIRTHDATE.has(flow)) fields.birthdate = entered.birthdate;
  if (flow === 'installment') {
    fields.inquiry_id = entered.inquiry_id;
    fields.number_of_rates = entered.number_of_rates;
  }
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The Luhn check digit test of a card number's digits. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardEntry {
  number: string;
  /** MM/YY as typed (MM/YYYY and MMYY are taken too). */
  expiry: string;
  cvc: string;
}

/**
 * The card fields' problems before the browser sends them to the provider (which checks them again): a
 * number of 12 to 19 digits that passes Luhn, an expiry month not past, a 3- or 4-digit code.
 */
export function cardEntryProblems(
  card: CardEntry,
  today: Date = new Date(),
): Partial<Record<keyof CardEntry, string>> {
  const problems: Partial<Record<keyof CardEntry, string>> = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.number = CARD_NUMBER_INVALID;
  const expiry = expiryOf(card.expiry);
  if (!expiry) problems.expiry = CARD_EXPIRY_INVALID;
  else if (expiry.year * 12 + expiry.month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
    problems.expiry = CARD_EXPIRED;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = CARD_CVC_INVALID;
  return problems;
}

/** An expiry as typed, as month and four-digit year; null when it is none. */
export function expiryOf(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}
