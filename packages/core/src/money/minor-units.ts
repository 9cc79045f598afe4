/**
 * Every shop currency (EUR, CHF, SEK, GBP, PLN, USD) has two decimal places in ISO 4217, so one major unit
 * is always 100 minor units. A currency with another exponent would need this per currency.
 */
export const MINOR_UNITS_PER_MAJOR = 100;
export const MINOR_UNIT_DIGITS = 2;

/** Throws a RangeError unless the amount is a whole number of minor units that is exact in a JS number. */
export function assertMinorUnits(amountMinor: number, name = 'amountMinor'): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`${name} must be an integer number of minor units, got ${amountMinor}`);
  }
}

const DECIMAL_AMOUNT = /^(\d{1,15})(?:\.(\d+))?$/;

/**
 * An amount written as a plain decimal ('1299', '1299.5', '1299.50': a file's or a bank's notation, not a
 * store's display format) in minor units, read from its digits and never through floating point. Null for
 * anything else: a sign, a group separator, a comma, more decimals than the currency has.
 */
export function minorUnitsOfDecimal(text: string, digits = MINOR_UNIT_DIGITS): number | null {
  const match = DECIMAL_AMOUNT.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(`${match[1]}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a plain decimal with the currency's digits ('1299.50'): what a file or a bank reads. */
export function decimalOfMinorUnits(amountMinor: number, digits = MINOR_UNIT_DIGITS): string {
  assertMinorUnits(amountMinor);
  const sign = amountMinor < 0 ? '-' : '';
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
