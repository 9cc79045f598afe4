import { assertMinorUnits } from '../money/minor-units';

/** A tier price or customer-group price: the price per unit from `qty` units on. */
export interface TierPrice {
  qty: number;
  priceMinor: number;
  /** The customer group the price is for; null for all groups. */
  customerGroupId: number | null;
}

/** True when the tier applies to this quantity and customer group (a tier without a group applies to all). */
export function isTierPriceApplicable(tier: TierPrice, qty: number, customerGroupId: number | null): boolean {
  return qty >= tier.qty && (tier.customerGroupId === null || tier.customerGroupId === customerGroupId);
}

/**
 * The lowest tier or group price that applies to buying `qty` units as a member of `customerGroupId`
 * (null when the shopper has no group: then only tiers for all groups apply); undefined when none applies.
 */
export function selectTierPrice(
  tiers: readonly TierPrice[],
  qty: number,
  customerGroupId: number | null,
): number | undefined {
  let lowest: number | undefined;
  for (const tier of tiers) {
    if (!isTierPriceApplicable(tier, qty, customerGroupId)) continue;
    assertMinorUnits(tier.priceMinor, 'tier priceMinor');
    if (lowest === undefined || tier.priceMinor < lowest) lowest = tier.priceMinor;
  }
  return lowest;
}
