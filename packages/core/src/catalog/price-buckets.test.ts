import { describe, expect, it } from 'vitest';
import { findStoreView } from '../store-view/store-views';
import { PRICE_BUCKETS, parsePriceBucket, priceBucketLabel, priceBucketOf } from './price-buckets';

const NBSP = '\u00a0';

function labelsIn(code: string): string[] {
  const storeView = findStoreView(code);
  if (!storeView) throw new Error(`no store view ${code}`);
  return PRICE_BUCKETS.map((bucket) => priceBucketLabel(bucket, storeView));
}

describe('price buckets', () => {
  it('has the ranges 0-50, 50-100, 100-150 and 150 and above, in major and minor units', () => {
    expect(PRICE_BUCKETS.map((bucket) => [bucket.key, bucket.fromMajor, bucket.toMajor])).toEqual([
      ['0-50', 0, 50],
      ['50-100', 50, 100],
      ['100-150', 100, 150],
      ['150-*', 150, null],
    ]);
    expect(PRICE_BUCKETS.map((bucket) => [bucket.fromMinor, bucket.toMinor])).toEqual([
      [0, 5000],
      [5000, 10000],
      [10000, 15000],
      [15000, null],
    ]);
  });

  it('puts a price in the range from its lower bound up to but not including its upper bound', () => {
    expect(priceBucketOf(0)).toBe('0-50');
    expect(priceBucketOf(4999)).toBe('0-50');
    expect(priceBucketOf(5000)).toBe('50-100');
    expect(priceBucketOf(14999)).toBe('100-150');
    expect(priceBucketOf(15000)).toBe('150-*');
    expect(priceBucketOf(12990000)).toBe('150-*');
  });

  it('rejects negative and non-integer prices with a RangeError', () => {
    expect(() => priceBucketOf(-1)).toThrow(RangeError);
    expect(() => priceBucketOf(49.99)).toThrow(RangeError);
  });

  it("labels the first range with '<' and the last with '>', using the currency sign", () => {
    expect(labelsIn('de-de')).toEqual([
      `< 50${NBSP}€`,
      `50${NBSP}€ - 100${NBSP}€`,
      `100${NBSP}€ - 150${NBSP}€`,
      `> 150${NBSP}€`,
    ]);
  });

  it("places the sign as the store's price format does", () => {
    expect(labelsIn('gb-en')).toEqual(['< £50', '£50 - £100', '£100 - £150', '> £150']);
    expect(labelsIn('ch-de')).toEqual([
      `< CHF${NBSP}50`,
      `CHF${NBSP}50 - CHF${NBSP}100`,
      `CHF${NBSP}100 - CHF${NBSP}150`,
      `> CHF${NBSP}150`,
    ]);
    expect(labelsIn('pl-pl')[3]).toBe(`> 150${NBSP}zł`);
  });

  it('labels a range given by its key as the range itself', () => {
    const seEn = findStoreView('se-en');
    if (!seEn) throw new Error('no se-en');
    expect(priceBucketLabel('50-100', seEn)).toBe(`50${NBSP}kr - 100${NBSP}kr`);
  });

  it('reads any whole range from a filter value, and nothing else', () => {
    expect(parsePriceBucket('1000-1500')).toEqual({
      key: '1000-1500',
      fromMajor: 1000,
      toMajor: 1500,
      fromMinor: 100000,
      toMinor: 150000,
    });
    expect(parsePriceBucket('2500-*')?.toMinor).toBeNull();
    expect(parsePriceBucket('150-*')).toEqual(PRICE_BUCKETS[3]);
    for (const bad of ['', '50', '100-50', '50-50', '-1-5', '1.5-2', '01-5', '0-*5', '0-30000000', ' 0-50']) {
      expect(parsePriceBucket(bad), bad).toBeUndefined();
    }
  });
});
