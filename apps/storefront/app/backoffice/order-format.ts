import { decimalOfMinorUnits, findStoreView, formatPrice } from '@hortus/core';

/**
 * The back office shows every time in the shop's own time zone, whoever looks: staff in one warehouse
 * compare times with each other, not with their browser's clock.
 */
export const BACK_OFFICE_TIME_ZONE = 'Europe/Berlin';

/**
 * The payment methods the back office names (the order list's filter, an order's page): the shop's own and
 * its provider's most used ones; any other shows as its code.
 */
export const PAYMENT_METHODS = [
  'banktransfer',
  'cashondelivery',
  'purchaseonaccount',
  'unzer_creditcard',
  'unzer_paypal',
  'unzer_dd',
  'unzer_su',
] as const;

/** An order's amount as its store view writes its currency; a store view the shop lost falls back to the code. */
export function orderAmount(amountMinor: number, currency: string, storeCode: string): string {
  const storeView = findStoreView(storeCode);
  if (storeView && storeView.i18n.currencyCode === currency) return formatPrice(amountMinor, storeView);
  return `${decimalOfMinorUnits(amountMinor)} ${currency}`;
}

/**
 * A moment readable in the staff member's language ("26 Nov 2026, 14:05"), in the shop's time zone.
 * Formatted on the server only, so the page a browser hydrates has the same text.
 */
export function readableMoment(moment: string, language: string): string {
  const date = new Date(moment.includes('T') ? moment : `${moment.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return moment;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BACK_OFFICE_TIME_ZONE,
  }).format(date);
}

/** A calendar day (YYYY-MM-DD) readable in the staff member's language. */
export function readableDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * An amount as staff type it, in minor units; null for what is not one. Plain ('24.90', '24,9', '1068') or
 * with thousands groups and then its decimals ('1.299,00', '1,299.00', "1'299.50"). A group alone ('1.299')
 * is refused: it could be 1299 or 1.299, and a payment booked a thousand times too high is worse than a
 * question.
 */
export function minorUnitsTyped(text: string): number | null {
  const typed = text.trim();
  const plain = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(typed);
  const grouped =
    /^(\d{1,3}(?:[.'\u2019\u00a0 ]\d{3})+),(\d{2})$/.exec(typed) ??
    /^(\d{1,3}(?:[,'\u2019\u00a0 ]\d{3})+)\.(\d{2})$/.exec(typed);
  const match = plain ?? grouped;
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/\D/g, '');
  const minor = Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
