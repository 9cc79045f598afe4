import { toCalendarDay } from '../date/date-parts';
import { assertMinorUnits } from '../money/minor-units';

/** The facts that decide whether a product's special price applies at a moment. */
export interface SpecialPriceInput {
  regularPriceMinor: number;
  /** Null (or 0, the catalogue's "zeroed" value) when the product has no special price. */
  specialPriceMinor: number | null;
  /** First day of the special price, 'YYYY-MM-DD', inclusive; null for no start. */
  specialFromDate: string | null;
  /** Last day of the special price, 'YYYY-MM-DD', inclusive through the end of that day; null for no end. */
  specialToDate: string | null;
  now: Date;
  /** IANA time zone whose calendar days the dates name; UTC when not given. */
  timeZone?: string;
}

export interface FinalPrice {
  regularPriceMinor: number;
  finalPriceMinor: number;
  /**
   * The special price that applies; 0 ("zeroed") when the final price is at or above the regular price.
   */
  specialPriceMinor: number;
}

const CALENDAR_DAY = /^(\d{4}-\d{2}-\d{2})(?:[ T][\d:.]*Z?)?$/;

/** The 'YYYY-MM-DD' day of a date field, ignoring a time part ('2026-07-03 00:00:00' in exports). */
function calendarDayOf(value: string, field: string): string {
  const day = CALENDAR_DAY.exec(value.trim())?.[1];
  if (!day) throw new RangeError(`${field} must be a 'YYYY-MM-DD' date, got '${value}'`);
  return day;
}

/**
 * True when `now` falls on or after the from day and on or before the to day (missing bounds are open): the
 * validity of special prices and of coupons.
 */
export function isWithinCalendarDays(
  fromDate: string | null,
  toDate: string | null,
  now: Date,
  timeZone = 'UTC',
): boolean {
  const today = toCalendarDay(now, timeZone);
  // Calendar days in 'YYYY-MM-DD' sort as strings, so no Date arithmetic (and no DST edge) is needed.
  if (fromDate !== null && today < calendarDayOf(fromDate, 'fromDate')) return false;
  if (toDate !== null && today > calendarDayOf(toDate, 'toDate')) return false;
  return true;
}

/**
 * True when the special price applies: it is set, below the regular price and `now` is inside its dates.
 * A special price of 0 counts as not set, because the catalogue zeroes special prices that do not apply.
 */
export function isSpecialPriceActive(input: SpecialPriceInput): boolean {
  const { regularPriceMinor, specialPriceMinor } = input;
  assertMinorUnits(regularPriceMinor, 'regularPriceMinor');
  if (specialPriceMinor === null) return false;
  assertMinorUnits(specialPriceMinor, 'specialPriceMinor');
  if (specialPriceMinor <= 0 || specialPriceMinor >= regularPriceMinor) return false;
  return isWithinCalendarDays(input.specialFromDate, input.specialToDate, input.now, input.timeZone);
}

/**
 * The price a product sells at by the spec's special-price rules: the special price when it applies,
 * otherwise the regular price, with the special price zeroed when it does not apply.
 */
export function selectFinalPrice(input: SpecialPriceInput): FinalPrice {
  const { regularPriceMinor } = input;
  if (isSpecialPriceActive(input) && input.specialPriceMinor !== null) {
    return {
      regularPriceMinor,
      finalPriceMinor: input.specialPriceMinor,
      specialPriceMinor: input.specialPriceMinor,
    };
  }
  return { regularPriceMinor, finalPriceMinor: regularPriceMinor, specialPriceMinor: 0 };
}
