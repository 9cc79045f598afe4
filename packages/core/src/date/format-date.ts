import { padDatePart, readDateParts } from './date-parts';

/** The spec's display date 'HH:mm D-M-YYYY' in `timeZone`: '09:05 3-7-2026' (day and month without zeros). */
export function formatDate(date: Date, timeZone = 'UTC'): string {
  const { year, month, day, hour, minute } = readDateParts(date, timeZone);
  return `${padDatePart(hour)}:${padDatePart(minute)} ${day}-${month}-${padDatePart(year, 4)}`;
}

/** The spec's order and transaction-log date 'YYYY-MM-DD hh:mm:ss', 24 h, always in UTC. */
export function formatOrderDate(date: Date): string {
  const { year, month, day, hour, minute, second } = readDateParts(date, 'UTC');
  return (
    `${padDatePart(year, 4)}-${padDatePart(month)}-${padDatePart(day)} ` +
    `${padDatePart(hour)}:${padDatePart(minute)}:${padDatePart(second)}`
  );
}
