import { decimalOfMinorUnits, minorUnitsOfDecimal } from '@hortus/core';

/**
 * The currencies Amazon Pay charges in (the .NET SDK's Currency enum; provider facts 2026-11-23, 2.3), with
 * their ISO 4217 decimals. Of the shop's currencies PLN is not among them.
 */
const FRACTION_DIGITS = {
  AUD: 2,
  CHF: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  JPY: 0,
  NOK: 2,
  NZD: 2,
  SEK: 2,
  USD: 2,
  ZAR: 2,
} as const;

export type AmazonPayCurrency = keyof typeof FRACTION_DIGITS;

/** An amount in the currency's minor units (ISO 4217: cents, öre; yen for JPY), never a float. */
export interface Money {
  amountMinor: number;
  currency: AmazonPayCurrency;
}

/** Amazon's form of an amount: a decimal string and the currency code. */
export interface AmazonAmount {
  amount: string;
  currencyCode: string;
}

export const isAmazonPayCurrency = (code: string): code is AmazonPayCurrency => code in FRACTION_DIGITS;

export function amazonAmountOf(money: Money): AmazonAmount {
  return {
    amount: decimalOfMinorUnits(money.amountMinor, FRACTION_DIGITS[money.currency]),
    currencyCode: money.currency,
  };
}

/** Amazon's amount in minor units, or null when it is not one Amazon would write in that currency. */
export function moneyOf(amount: AmazonAmount): Money | null {
  if (!isAmazonPayCurrency(amount.currencyCode)) return null;
  const amountMinor = minorUnitsOfDecimal(amount.amount, FRACTION_DIGITS[amount.currencyCode]);
  return amountMinor === null ? null : { amountMinor, currency: amount.currencyCode };
}
