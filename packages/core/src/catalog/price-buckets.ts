import { formatPrice } from '../money/format-price';
import { assertMinorUnits, MINOR_UNITS_PER_MAJOR } from '../money/minor-units';
import type { StoreView } from '../store-view/store-view';

export const PRICE_BUCKET_KEYS = ['0-50', '50-100', '100-150', '150-*'] as const;
export type PriceBucketKey = (typeof PRICE_BUCKET_KEYS)[number];

/**
 * A price range of the category price filter, in major units of the store's currency (spec section 9),
 * and in minor units for comparing with prices. From is inclusive, to exclusive; null means no upper end.
 * Its key is `from-to` in major units (`0-50`, `1000-1500`, `3000-*`), the value of the `price` filter.
 */
export interface PriceBucket {
  key: string;
  fromMajor: number;
  toMajor: number | null;
  fromMinor: number;
  toMinor: number | null;
}

function bucket(fromMajor: number, toMajor: number | null): PriceBucket {
  return {
    key: `${fromMajor}-${toMajor ?? '*'}`,
    fromMajor,
    toMajor,
    fromMinor: fromMajor * MINOR_UNITS_PER_MAJOR,
    toMinor: toMajor === null ? null : toMajor * MINOR_UNITS_PER_MAJOR,
  };
}

/** The spec's ranges: 0-50, 50-100, 100-150, 150 and above. */
export const PRICE_BUCKETS: readonly PriceBucket[] = [
  bucket(0, 50),
  bucket(50, 100),
  bucket(100, 150),
  bucket(150, null),
];

/** The largest bound a range key may name: 20 million, whose minor units still fit a PostgreSQL integer. */
const MAX_BOUND_MAJOR = 20_000_000;

/**
 * The range a `price` filter value names (`0-50`, `1000-1500`, `3000-*`): whole non-negative bounds in
 * major units, from below to; undefined for anything else. Any such range filters, so a shared link keeps
 * working when the category's ranges move with its prices.
 */
export function parsePriceBucket(key: string): PriceBucket | undefined {
  const match = /^(0|[1-9]\d{0,7})-(\*|[1-9]\d{0,7})$/.exec(key);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === '*' ? null : Number(match[2]);
  if (from > MAX_BOUND_MAJOR || (to !== null && (to <= from || to > MAX_BOUND_MAJOR))) return undefined;
  return bucket(from, to);
}

function findPriceBucket(key: string): PriceBucket {
  const found = parsePriceBucket(key);
  if (!found) throw new RangeError(`Unknown price range '${key}'`);
  return found;
}

/** The key of the spec's price range an amount falls in; a bound belongs to the higher range (50,00 is '50-100'). */
export function priceBucketOf(amountMinor: number): PriceBucketKey {
  assertMinorUnits(amountMinor);
  if (amountMinor < 0) throw new RangeError(`A price cannot be negative, got ${amountMinor}`);
  const found = PRICE_BUCKETS.find((range) => range.toMinor === null || amountMinor < range.toMinor);
  return (found?.key ?? '150-*') as PriceBucketKey;
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
export function priceBucketLabel(bucket: string | PriceBucket, storeView: StoreView): string {
  const range = typeof bucket === 'string' ? findPriceBucket(bucket) : bucket;
  const from = formatBound(range.fromMinor, storeView);
  if (range.toMinor === null) return `> ${from}`;
  const to = formatBound(range.toMinor, storeView);
  if (range.fromMinor === 0) return `< ${to}`;
  return `${from} - ${to}`;
}
