import type { PriceSelectionPolicy } from './price-selection-policy';
import { selectFinalPrice } from './special-price';
import { selectTierPrice } from './tier-price';

/**
 * The product sells at the lowest of its regular price, its special price (when it applies by the spec's
 * rules) and the tier or group price for the quantity and customer group; on a tie the earlier one wins.
 */
export const defaultPriceSelectionPolicy: PriceSelectionPolicy = {
  selectPrice(input) {
    const final = selectFinalPrice(input);
    const tierPriceMinor = selectTierPrice(input.tierPrices, input.qty, input.customerGroupId) ?? null;
    if (tierPriceMinor !== null && tierPriceMinor < final.finalPriceMinor) {
      return { ...final, finalPriceMinor: tierPriceMinor, tierPriceMinor, source: 'tier' };
    }
    const source = final.finalPriceMinor < final.regularPriceMinor ? 'special' : 'regular';
    return { ...final, tierPriceMinor, source };
  },
};
