import { PRICE_BUCKETS, type PriceBucket, parsePriceBucket } from './price-buckets';

const ROUND_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 7.5];

/**
 * The round amounts (major units) where a listing's price ranges may be cut: 1, 1.5, 2, 2.5, 3, 4, 5 and
 * 7.5 times a power of ten, from 10 to 20 million (whose minor units still fit a PostgreSQL integer). The
 * spec's bounds 50, 100 and 150 are among them, so the spec's ranges can be counted from the same slots.
 */
export const PRICE_RANGE_BOUNDS: readonly number[] = [10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]
  .flatMap((power) => ROUND_STEPS.map((step) => step * power))
  .filter((bound) => bound <= 20_000_000);

/**
 * How many products of a listing cost how much: entry 0 counts the prices below the first bound, entry i
 * those from bound i-1 up to bound i, the last entry those from the last bound up (PostgreSQL's
 * `width_bucket` numbering). Missing entries count nothing.
 */
export type PriceHistogram = readonly number[];

export interface PriceRangeCount {
  bucket: PriceBucket;
  count: number;
}

/** The spec's ranges stay while none of them holds more than this share of the products. */
const SPEC_MAX_SHARE = 0.5;
/** At most four derived ranges, as the spec has, and about three products a range in a small listing. */
const MAX_RANGES = 4;
const PRODUCTS_PER_RANGE = 3;

/**
 * The price ranges of a listing's filter, from its products' prices: the spec's ranges (0-50, 50-100,
 * 100-150, 150+) where they split the products so that none holds more than half of them; otherwise up to
 * four ranges (fewer in a small listing: about three products each) cut at the round amounts nearest the
 * quantiles of the prices (ten sheds at 959-5,479 EUR get '< 1,500', '1,500-2,500', '> 2,500'). Only
 * ranges that hold a product; none at all when the prices fit one range, since a lone range filters nothing.
 */
export function priceRangesFor(histogram: PriceHistogram): PriceRangeCount[] {
  const below: number[] = [];
  let running = 0;
  for (const [index] of PRICE_RANGE_BOUNDS.entries()) {
    running += histogram[index] ?? 0;
    below.push(running);
  }
  const total = running + (histogram[PRICE_RANGE_BOUNDS.length] ?? 0);
  const countBelow = (bound: number) => below[PRICE_RANGE_BOUNDS.indexOf(bound)] ?? 0;

  const spec = rangesCutAt(
    PRICE_BUCKETS.slice(1).map((range) => range.fromMajor),
    countBelow,
    total,
  ).filter((range) => range.count > 0);
  if (spec.length >= 2 && spec.every((range) => range.count <= total * SPEC_MAX_SHARE)) return spec;

  // Cuts that leave products on both sides, nearest each quartile (the lower amount on a tie).
  const candidates = PRICE_RANGE_BOUNDS.filter((bound) => countBelow(bound) > 0 && countBelow(bound) < total);
  if (candidates.length === 0) return [];
  const rangeCount = Math.min(MAX_RANGES, Math.max(2, Math.floor(total / PRODUCTS_PER_RANGE)));
  const cuts = new Map<number, number>();
  for (let cut = 1; cut < rangeCount; cut++) {
    const target = (cut / rangeCount) * total;
    let best = candidates[0] as number;
    for (const bound of candidates) {
      if (Math.abs(countBelow(bound) - target) < Math.abs(countBelow(best) - target)) best = bound;
    }
    // Two cuts with the same count below would leave an empty range between them.
    if (![...cuts.values()].includes(countBelow(best))) cuts.set(best, countBelow(best));
  }
  return rangesCutAt(
    [...cuts.keys()].sort((a, b) => a - b),
    countBelow,
    total,
  );
}

function rangesCutAt(
  cuts: number[],
  countBelow: (bound: number) => number,
  total: number,
): PriceRangeCount[] {
  const bounds = [0, ...cuts];
  return bounds.map((from, index) => {
    const to = bounds[index + 1] ?? null;
    const bucket = parsePriceBucket(`${from}-${to ?? '*'}`) as PriceBucket;
    return { bucket, count: (to === null ? total : countBelow(to)) - (from === 0 ? 0 : countBelow(from)) };
  });
}
