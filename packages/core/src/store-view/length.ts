import { formatCount, formatNumber } from '../money/format-price';
import type { StoreView } from './store-view';

const CM_PER_INCH = 2.54;

/** Whether a store view's shoppers read inches beside centimetres: stores whose country is the US. */
export function lengthUnitsOf(storeView: StoreView): 'metric' | 'imperial' {
  return storeView.i18n.country === 'US' ? 'imperial' : 'metric';
}

/**
 * A product measure as the store view writes it, in its number style: '200 cm', and for the US store
 * '200 cm (78.7 in)' (inches to one decimal). The catalogue keeps centimetres; inches are only shown.
 */
export function formatLength(cm: number, storeView: StoreView): string {
  const metric = `${Number.isInteger(cm) ? formatCount(cm, storeView) : formatNumber(cm, storeView, 1)}\u00a0cm`;
  if (lengthUnitsOf(storeView) === 'metric') return metric;
  const inches = Math.round((cm / CM_PER_INCH) * 10) / 10;
  return `${metric} (${formatNumber(inches, storeView, 1)}\u00a0in)`;
}
