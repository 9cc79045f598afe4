import { PRICE_FRACTION_DIGITS_WITHOUT_I18N } from '../constants';
import type { StoreView } from '../store-view/store-view';
import { assertMinorUnits, MINOR_UNIT_DIGITS } from './minor-units';

function groupThousands(integerDigits: string, group: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** Digits of a non-negative minor amount at the given number of fraction digits, rounded half-up. */
function splitDigits(absoluteMinor: number, fractionDigits: number): { integer: string; fraction: string } {
  let scaled = BigInt(absoluteMinor);
  if (fractionDigits > MINOR_UNIT_DIGITS) {
    scaled *= 10n ** BigInt(fractionDigits - MINOR_UNIT_DIGITS);
  } else if (fractionDigits < MINOR_UNIT_DIGITS) {
    const divisor = 10n ** BigInt(MINOR_UNIT_DIGITS - fractionDigits);
    scaled = (scaled * 2n + divisor) / (divisor * 2n);
  }
  const digits = scaled.toString().padStart(fractionDigits + 1, '0');
  return {
    integer: digits.slice(0, digits.length - fractionDigits),
    fraction: digits.slice(digits.length - fractionDigits),
  };
}

/**
 * A price for display. With a store view: the store's fraction digits, separators and sign placement, with
 * thousands always grouped (Intl leaves 4-digit amounts ungrouped in pl, hu, es and it; shops there group
 * them, and one rule keeps price lists aligned). Without one ("without i18n"): two decimals, '.', no
 * grouping, no sign. A negative amount gets a leading minus before everything, sign included: '-1.299,00 €'.
 * Throws a RangeError when the amount is not an integer number of minor units.
 */
export function formatPrice(amountMinor: number, storeView?: StoreView): string {
  assertMinorUnits(amountMinor);
  const minus = amountMinor < 0 ? '-' : '';
  if (!storeView) {
    const { integer, fraction } = splitDigits(Math.abs(amountMinor), PRICE_FRACTION_DIGITS_WITHOUT_I18N);
    return `${minus}${integer}.${fraction}`;
  }
  const { fractionDigits, currencyDecimal, currencyGroup, currencySign, priceFormat } = storeView.i18n;
  const { integer, fraction } = splitDigits(Math.abs(amountMinor), fractionDigits);
  const amount = groupThousands(integer, currencyGroup) + (fraction ? currencyDecimal + fraction : '');
  // Function replacers: a string replacement would read the '$' of the US dollar sign as a pattern.
  return minus + priceFormat.replace('{amount}', () => amount).replace('{sign}', () => currencySign);
}

/**
 * A whole number for display in the store view's style (the thousands separator of its prices), so counts
 * and prices on one page group digits alike: 11112 -> '11.112' in de-de. Plain digits without a store view.
 */
export function formatCount(count: number, storeView?: StoreView): string {
  const digits = Math.trunc(Math.abs(count)).toString();
  const sign = count < 0 ? '-' : '';
  return sign + (storeView ? groupThousands(digits, storeView.i18n.currencyGroup) : digits);
}

/**
 * A number that is not a count (a tax rate such as 8.1) in the store view's style of plain numbers: its
 * decimal separator and thousands groups ('8,1' in fr-CH, '8.1' in de-CH). At most `maxFractionDigits`
 * decimals, trailing zeros dropped. Without a store view as JavaScript writes it.
 */
export function formatNumber(value: number, storeView?: StoreView, maxFractionDigits = 2): string {
  if (!storeView) return String(value);
  const [integer = '0', fraction = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const sign = value < 0 ? '-' : '';
  return (
    sign + groupThousands(integer, storeView.i18n.group) + (trimmed ? storeView.i18n.decimal + trimmed : '')
  );
}
