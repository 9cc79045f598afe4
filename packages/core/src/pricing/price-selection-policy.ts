import type { FinalPrice, SpecialPriceInput } from './special-price';
import type { TierPrice } from './tier-price';

/** The facts that decide the price of one product line: its prices, the quantity and the shopper's group. */
export interface PriceSelectionInput extends SpecialPriceInput {
  tierPrices: readonly TierPrice[];
  qty: number;
  /** The shopper's customer group; null when there is none (guest without a default group). */
  customerGroupId: number | null;
}

/** Which of the product's prices won. */
export type PriceSource = 'regular' | 'special' | 'tier';

export interface SelectedPrice extends FinalPrice {
  /** The lowest tier or group price that applies, whether or not it won; null when none applies. */
  tierPriceMinor: number | null;
  source: PriceSource;
}

/**
 * Decides which price a product sells at: regular, special or tier/group price. Called for every product
 * priced for a store view (product pages, lists, search documents, cart totals), so it runs very often and
 * must stay cheap. Chosen per store view in apps/api/src/policies.ts; the default is
 * `defaultPriceSelectionPolicy`.
 */
export interface PriceSelectionPolicy {
  selectPrice(input: PriceSelectionInput): SelectedPrice;
}
