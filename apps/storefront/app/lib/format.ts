import { findStoreView, formatDate, formatPrice, type StoreView } from '@hortus/core';

/** A price in minor units as the store view shows it (sign, separators, fraction digits). */
export function price(amountMinor: number, storeView: StoreView): string {
  return formatPrice(amountMinor, storeView);
}

/** An amount of an order, in the currency of the store view it was placed in (not the page's). */
export function orderPrice(amountMinor: number, order: { store_code: string }, page: StoreView): string {
  return formatPrice(amountMinor, findStoreView(order.store_code) ?? page);
}

/** A date as the shop shows dates (HH:mm D-M-YYYY), in the shop's time zone. */
export function dateTime(value: string | Date): string {
  return formatDate(typeof value === 'string' ? new Date(value) : value, 'Europe/Berlin');
}

/**
 * The last minute of a calendar day ('2030-12-31' -> '23:59 31-12-2030'): a special price's to-date counts
 * the whole day (spec 4), and a bare date has no time zone to convert, so none is applied.
 */
export function endOfDay(date: string): string {
  return formatDate(new Date(`${date}T23:59:00Z`), 'UTC');
}
