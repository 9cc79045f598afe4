import { decimalOfMinorUnits, minorUnitsOfDecimal } from '@hortus/core';

/**
 * ISO 4217 minor-unit digits of the currencies the shop may take through Unzer. A table, not
 * `Intl.NumberFormat`: Intl answers CLDR's display digits (0 for HUF), while ISO 4217 and the shop's minor
 * units (hundredths for every currency, core's MINOR_UNITS_PER_MAJOR) have 2.
 */
const FRACTION_DIGITS: Record<string, number> = {
  EUR: 2,
  GBP: 2,
  CHF: 2,
  PLN: 2,
  HUF: 2,
  SEK: 2,
  DKK: 2,
  NOK: 2,
  USD: 2,
};

/** An amount as the shop keeps money: whole minor units of a currency. */
export interface Money {
  amountMinor: number;
  currency: string;
}

export function fractionDigitsOf(currency: string): number {
  const digits = FRACTION_DIGITS[currency];
  if (digits === undefined) throw new RangeError(`Unzer amounts in ${currency} are not supported`);
  return digits;
}

/** Minor units as the decimal number Unzer's JSON takes (119.5 for 11950 EUR cents), exact in JSON. */
export function unzerAmountOf({ amountMinor, currency }: Money): number {
  return Number(decimalOfMinorUnits(amountMinor, fractionDigitsOf(currency)));
}

/**
 * Unzer's decimal answer ("119.5000", four decimals) in minor units; null when it is no amount or has a
 * fraction finer than the currency's (which the shop could not book).
 */
export function minorUnitsOfUnzerAmount(text: string, currency: string): number | null {
  const digits = fractionDigitsOf(currency);
  const [whole, fraction = ''] = text.trim().split('.');
  if (fraction.slice(digits).replace(/0/g, '') !== '') return null;
  return minorUnitsOfDecimal(fraction ? `${whole}.${fraction.slice(0, digits)}` : (whole ?? ''), digits);
}
