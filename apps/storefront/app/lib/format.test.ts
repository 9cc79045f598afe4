import { findStoreView, type StoreView } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { calendarDate, dateTime, endOfDay, length } from './format';

const view = (code: string) => findStoreView(code) as StoreView;

describe('shop formats', () => {
  it('shows a special price to-date as the last minute of that day, in any time zone of the server', () => {
    expect(endOfDay('2030-12-31')).toBe('23:59 31-12-2030');
    expect(endOfDay('2026-03-01')).toBe('23:59 1-3-2026');
    expect(endOfDay('2030-12-31', view('de-de'))).toBe('31.12.2030 23:59');
    expect(endOfDay('2030-12-31', view('us-en'))).toBe('12/31/2030 11:59 PM');
  });

  it('shows an instant in the shop time zone', () => {
    expect(dateTime('2026-07-01T10:30:00Z')).toBe('12:30 1-7-2026');
    expect(dateTime('2026-01-15T10:30:00Z')).toBe('11:30 15-1-2026');
    expect(dateTime('2026-01-15T10:30:00Z', view('nl-nl'))).toBe('15-01-2026 11:30');
  });

  it('shows publication dates without a time, as each market writes dates', () => {
    expect(calendarDate('2026-07-03T09:05:00Z', view('de-de'))).toBe('03.07.2026');
    expect(calendarDate('2026-07-03T09:05:00Z', view('gb-en'))).toBe('03/07/2026');
    expect(calendarDate('2026-07-03T09:05:00Z', view('us-en'))).toBe('07/03/2026');
    expect(calendarDate('2026-07-03T09:05:00Z', view('hu-hu'))).toBe('2026. 07. 03.');
    // Late evening in UTC is the next day on the shop's clock.
    expect(calendarDate('2026-07-03T22:30:00Z', view('fr-fr'))).toBe('04/07/2026');
  });

  it('writes measures in centimetres, with inches beside them in the US store', () => {
    expect(length(200, view('us-en'))).toBe('200\u00a0cm (78.7\u00a0in)');
    expect(length(200, view('de-de'))).toBe('200\u00a0cm');
  });
});
