import { findStoreView, formatPrice } from '@hortus/core';

/** The shop's clock: staff read times as the shop in Germany does. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

/** An amount in minor units in the currency and style of the store view it belongs to. */
export function amountIn(amountMinor: number, storeCode: string): string {
  const storeView = findStoreView(storeCode);
  return storeView ? formatPrice(amountMinor, storeView) : formatPrice(amountMinor);
}

/** A moment as staff read it in their language: "27 Nov 2026, 14:05" / "27.11.2026, 14:05". */
export function moment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as staff read it, without a time zone to convert. */
export function day(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
