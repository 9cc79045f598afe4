import { refuse } from './errors';
import { isJsonObject } from './http';

/**
 * The currencies Amazon Pay takes (the .NET SDK's Currency enum; provider facts 2.3) with their ISO 4217
 * decimals: JPY has none.
 */
const CURRENCY_DIGITS: Record<string, number> = {
  AUD: 2,
  GBP: 2,
  DKK: 2,
  EUR: 2,
  HKD: 2,
  JPY: 0,
  NZD: 2,
  NOK: 2,
  ZAR: 2,
  SEK: 2,
  CHF: 2,
  USD: 2,
};

/** The most one charge may be, in minor units, where Amazon states it (charge page; facts 2.3). */
const MAXIMUM_CHARGE_MINOR: Record<string, number> = {
  USD: 15_000_000,
  GBP: 15_000_000,
  EUR: 15_000_000,
  JPY: 10_000_000,
};

/** An amount as Amazon's JSON carries it, kept in minor units so comparing amounts never meets a float. */
export interface Price {
  minor: number;
  currencyCode: string;
}

/**
 * Reads `{amount, currencyCode}` (amount a decimal string, no more decimals than the currency has), or
 * refuses it as InvalidParameterValue naming the field.
 */
export function readPrice(value: unknown, field: string): Price {
  if (!isJsonObject(value)) throw refuse.invalidParameterValue(field);
  const { amount, currencyCode } = value;
  if (typeof currencyCode !== 'string' || !(currencyCode in CURRENCY_DIGITS)) {
    throw refuse.invalidParameterValue(`${field}.currencyCode`);
  }
  const digits = CURRENCY_DIGITS[currencyCode] ?? 2;
  const match = typeof amount === 'string' ? /^(\d{1,12})(?:\.(\d+))?$/.exec(amount) : null;
  const fraction = match?.[2] ?? '';
  if (!match || fraction.length > digits) throw refuse.invalidParameterValue(`${field}.amount`);
  const minor = Number(`${match[1]}${fraction.padEnd(digits, '0')}`);
  if (minor > (MAXIMUM_CHARGE_MINOR[currencyCode] ?? Number.MAX_SAFE_INTEGER)) {
    throw refuse.transactionAmountExceeded();
  }
  return { minor, currencyCode };
}

/** The price as Amazon writes it back: a decimal string with the currency's decimals. */
export function writePrice(price: Price): { amount: string; currencyCode: string } {
  const digits = CURRENCY_DIGITS[price.currencyCode] ?? 2;
  const text = String(price.minor).padStart(digits + 1, '0');
  const amount = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return { amount, currencyCode: price.currencyCode };
}
