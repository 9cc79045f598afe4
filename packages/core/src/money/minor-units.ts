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
