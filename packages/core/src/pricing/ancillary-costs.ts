import { splitInProportion } from '../money/proportional-split';
import { taxFromGross } from './tax';

/** A gross amount taxed at one rate (basis points). */
export interface RatedAmount {
  grossMinor: number;
  rateBp: number;
}

/**
 * The parts of an ancillary cost (shipping, a payment method's fee) by tax rate. An ancillary cost is part
 * of the supply of the goods it comes with and is taxed as they are (EU VAT: the ancillary follows the
 * principal supply): at the goods' rate when they have one, and with goods at several rates split over those
 * rates in proportion to the gross value of the goods at each. Whole minor units that add up to the amount
 * exactly. `goods` are what is paid for each line; when they are worth nothing (a coupon took all), the cost
 * still follows them, so the caller passes their value before the discount. No goods at all: one part at
 * rate 0, there is nothing it could follow.
 */
export function ancillaryParts(amountMinor: number, goods: readonly RatedAmount[]): RatedAmount[] {
  const byRate = new Map<number, number>();
  for (const line of goods) byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0) + line.grossMinor);
  // Highest rate first, so the split (and which part a leftover unit goes to) never depends on line order.
  const rates = [...byRate.entries()].filter(([, value]) => value > 0).sort(([a], [b]) => b - a);
  if (rates.length === 0) return [{ grossMinor: amountMinor, rateBp: 0 }];
  const parts = splitInProportion(
    rates.map(([, value]) => value),
    amountMinor,
  );
  return rates.map(([rateBp], index) => ({ grossMinor: parts[index] ?? 0, rateBp }));
}

/** The tax contained in gross amounts, each at its own rate. */
export function taxOfRatedAmounts(amounts: readonly RatedAmount[]): number {
  return amounts.reduce((sum, part) => sum + taxFromGross(part.grossMinor, part.rateBp), 0);
}
