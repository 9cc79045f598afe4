import { formatPrice } from '../money/format-price';
import { assertMinorUnits, MINOR_UNITS_PER_MAJOR } from '../money/minor-units';
import type { StoreView } from '../store-view/store-view';

export const PRICE_BUCKET_KEYS = ['0-50', '50-100', '100-150', '150-*'] as const;
export type PriceBucketKey = (typeof PRICE_BUCKET_KEYS)[number];

/**
 * A price range of the category price filter, in major units of the store's currency (spec section 9),
 * and in minor units for comparing with prices. From is inclusive, to exclusive; null means no upper end.
 */
export interface PriceBucket {
  key: PriceBucketKey;
  fromMajor: number;
  toMajor: number | null;
  fromMinor: number;
  toMinor: number | null;
}

function bucket(key: PriceBucketKey, fromMajor: number, toMajor: number | null): PriceBucket {
  return {
    key,
    fromMajor,
    toMajor,
    fromMinor: fromMajor * MINOR_UNITS_PER_MAJOR,
    toMinor: toMajor === null ? null : toMajor * MINOR_UNITS_PER_MAJOR,
  };
}

export const PRICE_BUCKETS: readonly PriceBucket[] = [
  bucket('0-50', 0, 50),
  bucket('50-100', 50, 100),
  bucket('100-150', 100, 150),
  bucket('150-*', 150, null),
];

function findPriceBucket(key: PriceBucketKey): PriceBucket {
  const found = PRICE_BUCKETS.find((range) => range.key === key);
  if (!found) throw new RangeError(`Unknown price range '${key}'`);
  return found;
}

/** The key of the price range an amount falls in; a bound belongs to the higher range (50,00 is '50-100'). */
export function priceBucketOf(amountMinor: number): PriceBucketKey {
  assertMinorUnits(amountMinor);
  if (amountMinor < 0) throw new RangeError(`A price cannot be negative, got ${amountMinor}`);
  const found = PRICE_BUCKETS.find((range) => range.toMinor === null || amountMinor < range.toMinor);
  return found?.key ?? '150-*';
}

/** Whole amounts: range bounds are round numbers and '< 50,00 €' reads worse than '< 50 €'. */
function formatBound(amountMinor: number, storeView: StoreView): string {
  return formatPrice(amountMinor, { ...storeView, i18n: { ...storeView.i18n, fractionDigits: 0 } });
}

/**
 * The filter label of a price range (given by key or bucket) in the store's price format: '< 50 €',
 * '50 € - 100 €' and '> 150 €' in de-de; '< £50', '£50 - £100' and '> £150' in gb-en. Sign and amount are
 * joined by the store's no-break space; the '<', '>' and '-' by ordinary spaces, where a long label may wrap.
 */
export function priceBucketLabel(bucket: PriceBucketKey | PriceBucket, storeView: StoreView): string {
  const range = typeof bucket === 'string' ? findPriceBucket(bucket) : bucket;
  const from = formatBound(range.fromMinor, storeView);
  if (range.toMinor === null) return `> ${from}`;
  const to = formatBound(range.toMinor, storeView);
  if (range.fromMinor === 0) return `< ${to}`;
  return `${from} - ${to}`;
}
