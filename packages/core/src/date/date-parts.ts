export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl.DateTimeFormat is slow compared with using one, and dates are formatted in lists. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar fields of an instant as a clock in `timeZone` shows them (an IANA name such as
 * 'Europe/Berlin'). Throws a RangeError for an invalid date or an unknown time zone.
 */
export function readDateParts(date: Date, timeZone: string): DateParts {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  // UTC needs no time zone data: the first Intl.DateTimeFormat of a browser page costs it tens of ms.
  if (timeZone === 'UTC') {
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    };
  }
  const parts = formatterFor(timeZone).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

export function padDatePart(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The calendar day of an instant in `timeZone` as 'YYYY-MM-DD'. */
export function toCalendarDay(date: Date, timeZone = 'UTC'): string {
  const { year, month, day } = readDateParts(date, timeZone);
  return `${padDatePart(year, 4)}-${padDatePart(month)}-${padDatePart(day)}`;
}
