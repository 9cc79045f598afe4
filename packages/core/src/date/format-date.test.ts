import { describe, expect, it } from 'vitest';
import { dateOnlyFormat, formatDate, formatOrderDate } from './format-date';

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

describe('formatDate in a store view format', () => {
  const evening = new Date('2026-07-03T21:05:00Z');

  it('writes the day.js tokens of the format and keeps everything else', () => {
    expect(formatDate(evening, 'UTC', 'DD.MM.YYYY HH:mm')).toBe('03.07.2026 21:05');
    expect(formatDate(evening, 'UTC', 'YYYY. MM. DD. HH:mm')).toBe('2026. 07. 03. 21:05');
    expect(formatDate(evening, 'UTC', 'DD-MM-YYYY HH:mm')).toBe('03-07-2026 21:05');
  });

  it('writes a 12-hour clock with AM and PM for h and A', () => {
    expect(formatDate(evening, 'UTC', 'MM/DD/YYYY h:mm A')).toBe('07/03/2026 9:05 PM');
    expect(formatDate(new Date('2026-07-03T00:30:00Z'), 'UTC', 'h:mm A')).toBe('12:30 AM');
    expect(formatDate(new Date('2026-07-03T12:00:00Z'), 'UTC', 'hh:mm A')).toBe('12:00 PM');
  });
});

describe('dateOnlyFormat', () => {
  it('drops the time of a date-and-time format, wherever it stands', () => {
    expect(dateOnlyFormat('DD.MM.YYYY HH:mm')).toBe('DD.MM.YYYY');
    expect(dateOnlyFormat('HH:mm D-M-YYYY')).toBe('D-M-YYYY');
    expect(dateOnlyFormat('MM/DD/YYYY h:mm A')).toBe('MM/DD/YYYY');
    expect(dateOnlyFormat('YYYY. MM. DD. HH:mm')).toBe('YYYY. MM. DD.');
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
