import { formatDate, formatPrice, type StoreView } from '@hortus/core';

/** A price in minor units as the store view shows it (sign, separators, fraction digits). */
export function price(amountMinor: number, storeView: StoreView): string {
  return formatPrice(amountMinor, storeView);
}

/** A date as the shop shows dates (HH:mm D-M-YYYY), in the shop's time zone. */
export function dateTime(value: string | Date): string {
  return formatDate(typeof value === 'string' ? new Date(value) : value, 'Europe/Berlin');
}
