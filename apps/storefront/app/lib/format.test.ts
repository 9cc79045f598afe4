import { describe, expect, it } from 'vitest';
import { dateTime, endOfDay } from './format';

describe('shop formats', () => {
  it('shows a special price to-date as the last minute of that day, in any time zone of the server', () => {
    expect(endOfDay('2030-12-31')).toBe('23:59 31-12-2030');
    expect(endOfDay('2026-03-01')).toBe('23:59 1-3-2026');
  });

  it('shows an instant in the shop time zone', () => {
    expect(dateTime('2026-07-01T10:30:00Z')).toBe('12:30 1-7-2026');
    expect(dateTime('2026-01-15T10:30:00Z')).toBe('11:30 15-1-2026');
  });
});
