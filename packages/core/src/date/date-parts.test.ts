import { describe, expect, it } from 'vitest';
import { toCalendarDay } from './date-parts';

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
