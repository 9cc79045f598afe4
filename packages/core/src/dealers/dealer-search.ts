import { formatNumber } from '../money/format-price';
import { lengthUnitsOf } from '../store-view/length';
import type { StoreView } from '../store-view/store-view';
import { type GeoPoint, greatCircleKm } from './great-circle';

const KM_PER_MILE = 1.609344;

/**
 * The dealers with their distance from where the shopper is, nearest first; dealers the same distance
 * away keep their order (alphabetical, as the table gives them).
 */
export function rankDealersByDistance<Dealer extends GeoPoint>(
  origin: GeoPoint,
  dealers: readonly Dealer[],
): (Dealer & { distanceKm: number })[] {
  return dealers
    .map((dealer) => ({ ...dealer, distanceKm: Math.round(greatCircleKm(origin, dealer) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/**
 * A distance as the store view writes it, in its number style: one decimal below 10 ('3,2 km'), whole
 * numbers from there ('152 km'), where a tenth tells the shopper nothing; miles in the US store ('2.1 mi').
 */
export function formatDistance(km: number, storeView: StoreView): string {
  const imperial = lengthUnitsOf(storeView) === 'imperial';
  const distance = imperial ? km / KM_PER_MILE : km;
  const rounded = distance < 10 ? Math.round(distance * 10) / 10 : Math.round(distance);
  return `${formatNumber(rounded, storeView, 1)}\u00a0${imperial ? 'mi' : 'km'}`;
}
