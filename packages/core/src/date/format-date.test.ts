import { describe, expect, it } from 'vitest';
import { formatDate, formatOrderDate } from './format-date';

describe('formatDate', () => {
  it('shows hours and minutes with two digits and day and month without a leading zero', () => {
    expect(formatDate(new Date('2026-07-03T09:05:00Z'))).toBe('09:05 3-7-2026');
  });

  it('shows two-digit days and months unchanged', () => {
    expect(formatDate(new Date('2026-12-24T18:30:59Z'))).toBe('18:30 24-12-2026');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDate(new Date('2026-01-01T00:00:00Z'))).toBe('00:00 1-1-2026');
  });

  it('shows the clock and calendar of the given time zone', () => {
    const lateEvening = new Date('2026-07-03T22:30:00Z');
    expect(formatDate(lateEvening, 'Europe/Berlin')).toBe('00:30 4-7-2026');
    expect(formatDate(lateEvening, 'America/New_York')).toBe('18:30 3-7-2026');
    expect(formatDate(new Date('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe('13:00 15-1-2026');
  });

  it('rejects an invalid date with a RangeError', () => {
    expect(() => formatDate(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('formatOrderDate', () => {
  it('writes order dates as YYYY-MM-DD hh:mm:ss in 24-hour UTC', () => {
    expect(formatOrderDate(new Date('2026-07-03T21:05:09Z'))).toBe('2026-07-03 21:05:09');
    expect(formatOrderDate(new Date('2026-07-03T23:05:09+02:00'))).toBe('2026-07-03 21:05:09');
  });

  it('writes midnight as 00:00:00', () => {
    expect(formatOrderDate(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01 00:00:00');
  });
});
