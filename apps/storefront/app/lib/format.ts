import {
  dateOnlyFormat,
  findStoreView,
  formatDate,
  formatLength,
  formatPrice,
  type StoreView,
} from '@hortus/core';

/** The shop's time zone: dates and times are shown as the shop's clock reads them. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

/** A price in minor units as the store view shows it (sign, separators, fraction digits). */
export function price(amountMinor: number, storeView: StoreView): string {
  return formatPrice(amountMinor, storeView);
}

/** An amount of an order, in the currency of the store view it was placed in (not the page's). */
export function orderPrice(amountMinor: number, order: { store_code: string }, page: StoreView): string {
  return formatPrice(amountMinor, findStoreView(order.store_code) ?? page);
}

/**
 * A date and time in the store view's date format (the spec's 'HH:mm D-M-YYYY' without one), in the
 * shop's time zone.
 */
export function dateTime(value: string | Date, storeView?: StoreView): string {
  return formatDate(toDate(value), SHOP_TIME_ZONE, storeView?.i18n.dateFormat);
}

/** A calendar date without its time (a blog post's or a job offer's publication), as the store writes dates. */
export function calendarDate(value: string | Date, storeView?: StoreView): string {
  const format = storeView ? dateOnlyFormat(storeView.i18n.dateFormat) : 'D-M-YYYY';
  return formatDate(toDate(value), SHOP_TIME_ZONE, format);
}

/**
 * The last minute of a calendar day ('2030-12-31' -> '23:59 31-12-2030'): a special price's to-date counts
 * the whole day (spec 4), and a bare date has no time zone to convert, so none is applied.
 */
export function endOfDay(date: string, storeView?: StoreView): string {
  return formatDate(new Date(`${date}T23:59:00Z`), 'UTC', storeView?.i18n.dateFormat);
}

/** A product measure given in cm: '200 cm', with inches beside it in the US store ('200 cm (78.7 in)'). */
export function length(cm: number, storeView: StoreView): string {
  return formatLength(cm, storeView);
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}
