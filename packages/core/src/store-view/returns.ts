import type { StoreView } from './store-view';

export interface ReturnsPolicy {
  days: number;
  /** The law's right of withdrawal (EU, UK); false where the shop grants returns of its own accord. */
  statutory: boolean;
}

/**
 * How long a store view's shoppers may send goods back: the 14-day right of withdrawal of the EU and the UK,
 * and in Switzerland, whose law gives none for online purchases, the 30 days the shop grants voluntarily
 * (as its terms there say).
 */
export function returnsPolicyOf(storeView: StoreView): ReturnsPolicy {
  return storeView.i18n.country === 'CH' ? { days: 30, statutory: false } : { days: 14, statutory: true };
}
