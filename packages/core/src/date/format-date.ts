import { DATE_FORMAT } from '../constants';
import { padDatePart, readDateParts } from './date-parts';

/** The day.js tokens a store view's `dateFormat` may use; anything else is written as it stands. */
const DATE_TOKENS = /YYYY|MM|M|DD|D|HH|H|hh|h|mm|A/g;

/**
 * A display date in `timeZone` in a day.js-style `format` (the store view's `dateFormat`): YYYY, M/MM,
 * D/DD, H/HH (24 h), h/hh with A (12 h, AM/PM), mm. Without a format the spec's 'HH:mm D-M-YYYY':
 * '09:05 3-7-2026' (day and month without zeros).
 */
export function formatDate(date: Date, timeZone = 'UTC', format: string = DATE_FORMAT): string {
  const { year, month, day, hour, minute } = readDateParts(date, timeZone);
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  const values: Record<string, string> = {
    YYYY: padDatePart(year, 4),
    MM: padDatePart(month),
    M: String(month),
    DD: padDatePart(day),
    D: String(day),
    HH: padDatePart(hour),
    H: String(hour),
    hh: padDatePart(twelveHour),
    h: String(twelveHour),
    mm: padDatePart(minute),
    A: hour < 12 ? 'AM' : 'PM',
  };
  return format.replace(DATE_TOKENS, (token) => values[token] ?? token);
}

/**
 * The date part of a date-and-time format, for dates whose time means nothing to a shopper (a blog post's
 * publication): 'DD.MM.YYYY HH:mm' -> 'DD.MM.YYYY', 'HH:mm D-M-YYYY' -> 'D-M-YYYY', 'M/D/YYYY h:mm A' -> 'M/D/YYYY'.
 */
export function dateOnlyFormat(format: string): string {
  return format
    .replace(/\s*(HH|H|hh|h)[:.]mm(\s*A)?\s*/g, ' ')
    .replace(/\s*,\s*$/, '')
    .trim();
}

/** The spec's order and transaction-log date 'YYYY-MM-DD hh:mm:ss', 24 h, always in UTC. */
export function formatOrderDate(date: Date): string {
  const { year, month, day, hour, minute, second } = readDateParts(date, 'UTC');
  return (
    `${padDatePart(year, 4)}-${padDatePart(month)}-${padDatePart(day)} ` +
    `${padDatePart(hour)}:${padDatePart(minute)}:${padDatePart(second)}`
  );
}
