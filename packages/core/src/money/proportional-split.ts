import { assertMinorUnits } from './minor-units';

/**
 * Splits an amount in proportion to weights, in whole minor units that add up to the amount exactly: each
 * part is its exact share rounded down, and the units left over go to the largest remainders (the earlier
 * weight first on a tie). BigInt keeps the shares exact for any amounts a cart can reach. All weights 0 (or
 * none): every part is 0, nothing can be split by them.
 */
export function splitInProportion(weights: readonly number[], amount: number): number[] {
  assertMinorUnits(amount, 'amount');
  if (amount < 0) throw new RangeError(`amount must not be negative, got ${amount}`);
  for (const weight of weights) {
    assertMinorUnits(weight, 'weight');
    if (weight < 0) throw new RangeError(`weights must not be negative, got ${weight}`);
  }
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n || amount === 0) return weights.map(() => 0);
  const whole = BigInt(amount);
  const exact = weights.map((weight) => BigInt(weight) * whole);
  const shares = exact.map((value) => value / total);
  const remainders = exact.map((value, index) => ({ index, rest: value % total }));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  let left = whole - shares.reduce((sum, share) => sum + share, 0n);
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
