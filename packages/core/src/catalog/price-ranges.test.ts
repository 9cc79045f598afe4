import { describe, expect, it } from 'vitest';
import { findStoreView } from '../store-view/store-views';
import { priceBucketLabel } from './price-buckets';
import { PRICE_RANGE_BOUNDS, type PriceRangeCount, priceRangesFor } from './price-ranges';

/** The histogram PostgreSQL's width_bucket makes of these prices (major units) over the round bounds. */
function histogramOf(pricesMajor: number[]): number[] {
  const slots = new Array<number>(PRICE_RANGE_BOUNDS.length + 1).fill(0);
  for (const price of pricesMajor) {
    const slot = PRICE_RANGE_BOUNDS.filter((bound) => bound <= price).length;
    slots[slot] = (slots[slot] ?? 0) + 1;
  }
  return slots;
}

const ranges = (prices: number[]) =>
  priceRangesFor(histogramOf(prices)).map(({ bucket, count }) => [bucket.key, count]);

function holds(range: PriceRangeCount, price: number): boolean {
  return price >= range.bucket.fromMajor && (range.bucket.toMajor === null || price < range.bucket.toMajor);
}

/** The sheds of the demo catalogue in de-de (EUR). */
const SHEDS = [959, 1109, 1219, 1479, 1739, 1999, 2269, 3569, 4649, 5479];

describe('price ranges of a listing', () => {
  it('cuts the round bounds 1, 1.5, 2, 2.5, 3, 4, 5 and 7.5 times a power of ten, the spec bounds among them', () => {
    expect(PRICE_RANGE_BOUNDS.slice(0, 9)).toEqual([10, 15, 20, 25, 30, 40, 50, 75, 100]);
    expect(PRICE_RANGE_BOUNDS).toContain(150);
    expect(PRICE_RANGE_BOUNDS.at(-1)).toBe(20_000_000);
  });

  it("keeps the spec's ranges where the prices spread over them", () => {
    expect(ranges([9.9, 22.9, 34.9, 49.9, 52.9, 70.9, 88.9, 109, 119, 139, 169, 219, 249])).toEqual([
      ['0-50', 4],
      ['50-100', 3],
      ['100-150', 3],
      ['150-*', 3],
    ]);
    // An empty spec range is left out; the others are still the spec's.
    expect(ranges([22.9, 34.9, 109, 119, 169, 219])).toEqual([
      ['0-50', 2],
      ['100-150', 2],
      ['150-*', 2],
    ]);
  });

  it('derives ranges from the prices where the spec ranges would put them all in one (the sheds)', () => {
    expect(ranges(SHEDS)).toEqual([
      ['0-1500', 4],
      ['1500-2500', 3],
      ['2500-*', 3],
    ]);
    // Four ranges at most, near the quartiles, once there are products enough for them.
    expect(ranges([...SHEDS, 1059, 1349, 1899, 2899, 3999, 6299])).toEqual([
      ['0-1500', 6],
      ['1500-2000', 3],
      ['2000-3000', 2],
      ['3000-*', 5],
    ]);
  });

  it('makes fewer ranges in a small listing, about three products each', () => {
    expect(ranges([609, 959, 1219, 1739])).toEqual([
      ['0-1000', 2],
      ['1000-*', 2],
    ]);
  });

  it('derives ranges where one spec range would hold most products', () => {
    const prices = [9.9, 34.9, 59, 79, 129, 299, 359, 479, 609, 959, 1219, 1999, 2269, 4649];
    const derived = priceRangesFor(histogramOf(prices));
    expect(derived.length).toBeGreaterThanOrEqual(3);
    expect(derived.map((range) => range.bucket.key)).not.toContain('150-*');
    expect(derived.reduce((sum, range) => sum + range.count, 0)).toBe(prices.length);
    for (const price of prices) expect(derived.filter((range) => holds(range, price))).toHaveLength(1);
    for (const range of derived)
      expect(range.count).toBe(prices.filter((price) => holds(range, price)).length);
  });

  it('gives every range a product, the first from 0 and the last without an upper end', () => {
    for (const prices of [SHEDS, [300_000, 320_000, 410_000, 2_100_000], [5, 5000], [99, 101, 102, 103]]) {
      const derived = priceRangesFor(histogramOf(prices));
      expect(derived.length, String(prices)).toBeGreaterThanOrEqual(2);
      expect(derived[0]?.bucket.fromMajor).toBe(0);
      expect(derived.at(-1)?.bucket.toMajor).toBeNull();
      for (const range of derived) expect(range.count, range.bucket.key).toBeGreaterThan(0);
    }
  });

  it('offers no range when every price falls between the same two round amounts', () => {
    expect(ranges([])).toEqual([]);
    expect(ranges([959])).toEqual([]);
    expect(ranges([1219, 1249, 1479])).toEqual([]);
  });

  it('labels derived ranges in the store format, < for the first and > for the last', () => {
    const deDe = findStoreView('de-de');
    if (!deDe) throw new Error('no de-de');
    expect(priceRangesFor(histogramOf(SHEDS)).map(({ bucket }) => priceBucketLabel(bucket, deDe))).toEqual([
      '< 1.500\u00a0€',
      '1.500\u00a0€ - 2.500\u00a0€',
      '> 2.500\u00a0€',
    ]);
  });
});
