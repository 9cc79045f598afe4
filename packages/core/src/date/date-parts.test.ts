import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDateParts, toCalendarDay } from './date-parts';

describe('readDateParts', () => {
  it('reads UTC without Intl exactly as Intl reads the same instant in Etc/UTC', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (date) => {
          expect(readDateParts(date, 'UTC')).toEqual(readDateParts(date, 'Etc/UTC'));
        },
      ),
    );
  });
});

describe('toCalendarDay', () => {
  it('gives the calendar day of an instant in UTC by default', () => {
    expect(toCalendarDay(new Date('2026-07-03T23:59:59Z'))).toBe('2026-07-03');
  });

  it('gives the calendar day a clock in the given time zone shows', () => {
    expect(toCalendarDay(new Date('2026-07-03T23:30:00Z'), 'Europe/Warsaw')).toBe('2026-07-04');
  });

  it('rejects an unknown time zone with a RangeError', () => {
    expect(() => toCalendarDay(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
