import { assertMinorUnits } from '../money/minor-units';

/** 100 % in basis points: a rate of 1900 bp is 19 %. */
export const BASIS_POINTS_PER_WHOLE = 10_000;
const WHOLE = BigInt(BASIS_POINTS_PER_WHOLE);

function assertRateBp(rateBp: number): void {
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) {
    throw new RangeError(`rateBp must be a non-negative integer number of basis points, got ${rateBp}`);
  }
}

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero (what "half-up" means
 * for money: -0.5 cent rounds to -1 cent, so a refund mirrors its sale). BigInt keeps the product exact
 * where amount × 10 000 would leave the range of exact JS numbers.
 */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

/** The net amount in a tax-inclusive amount at `rateBp`, rounded half-up to the minor unit. */
export function netFromGross(grossMinor: number, rateBp: number): number {
  assertMinorUnits(grossMinor, 'grossMinor');
  assertRateBp(rateBp);
  return divideRoundingHalfUp(BigInt(grossMinor) * WHOLE, WHOLE + BigInt(rateBp));
}

/** The tax-inclusive amount for a net amount at `rateBp`, rounded half-up to the minor unit. */
export function grossFromNet(netMinor: number, rateBp: number): number {
  assertMinorUnits(netMinor, 'netMinor');
  assertRateBp(rateBp);
  return divideRoundingHalfUp(BigInt(netMinor) * (WHOLE + BigInt(rateBp)), WHOLE);
}

/** The tax contained in a tax-inclusive amount; net plus tax always gives the gross amount back exactly. */
export function taxFromGross(grossMinor: number, rateBp: number): number {
  return grossMinor - netFromGross(grossMinor, rateBp);
}

/** The tax on a net amount; net plus tax always equals `grossFromNet`. */
export function taxFromNet(netMinor: number, rateBp: number): number {
  return grossFromNet(netMinor, rateBp) - netMinor;
}
