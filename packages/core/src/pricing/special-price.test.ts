import { describe, expect, it } from 'vitest';
import {
  isSpecialPriceActive,
  isWithinCalendarDays,
  type SpecialPriceInput,
  selectFinalPrice,
} from './special-price';

const summerSale: SpecialPriceInput = {
  regularPriceMinor: 129900,
  specialPriceMinor: 99900,
  specialFromDate: '2026-07-01',
  specialToDate: '2026-07-31',
  now: new Date('2026-07-15T12:00:00Z'),
};

describe('special price', () => {
  it('applies when it is set, below the regular price and now is inside its dates', () => {
    expect(selectFinalPrice(summerSale)).toEqual({
      regularPriceMinor: 129900,
      finalPriceMinor: 99900,
      specialPriceMinor: 99900,
    });
  });

  it('does not apply when it is not set, and is then zeroed', () => {
    expect(selectFinalPrice({ ...summerSale, specialPriceMinor: null })).toEqual({
      regularPriceMinor: 129900,
      finalPriceMinor: 129900,
      specialPriceMinor: 0,
    });
    expect(isSpecialPriceActive({ ...summerSale, specialPriceMinor: 0 })).toBe(false);
  });

  it('is zeroed when the final price would be at or above the regular price', () => {
    expect(selectFinalPrice({ ...summerSale, specialPriceMinor: 129900 })).toEqual({
      regularPriceMinor: 129900,
      finalPriceMinor: 129900,
      specialPriceMinor: 0,
    });
    expect(selectFinalPrice({ ...summerSale, specialPriceMinor: 139900 }).specialPriceMinor).toBe(0);
  });

  it('applies from the start of its from day', () => {
    expect(isSpecialPriceActive({ ...summerSale, now: new Date('2026-07-01T00:00:00Z') })).toBe(true);
    expect(isSpecialPriceActive({ ...summerSale, now: new Date('2026-06-30T23:59:59Z') })).toBe(false);
  });

  it('applies through the end of its to day', () => {
    expect(isSpecialPriceActive({ ...summerSale, now: new Date('2026-07-31T23:59:59.999Z') })).toBe(true);
    expect(selectFinalPrice({ ...summerSale, now: new Date('2026-08-01T00:00:00Z') })).toEqual({
      regularPriceMinor: 129900,
      finalPriceMinor: 129900,
      specialPriceMinor: 0,
    });
  });

  it('has no bound where a date is null', () => {
    const longAgo = new Date('2001-01-01T00:00:00Z');
    const farAhead = new Date('2099-12-31T00:00:00Z');
    expect(isSpecialPriceActive({ ...summerSale, specialFromDate: null, now: longAgo })).toBe(true);
    expect(isSpecialPriceActive({ ...summerSale, specialToDate: null, now: farAhead })).toBe(true);
    expect(isWithinCalendarDays(null, null, farAhead)).toBe(true);
  });

  it('reads the dates as calendar days of the given time zone', () => {
    // 22:30 UTC on 31 July is already 1 August in Berlin.
    const lateOnTheLastDay = new Date('2026-07-31T22:30:00Z');
    expect(isSpecialPriceActive({ ...summerSale, now: lateOnTheLastDay })).toBe(true);
    expect(isSpecialPriceActive({ ...summerSale, now: lateOnTheLastDay, timeZone: 'Europe/Berlin' })).toBe(
      false,
    );
  });

  it('ignores the time part of a date written with one', () => {
    expect(
      isSpecialPriceActive({
        ...summerSale,
        specialFromDate: '2026-07-15 00:00:00',
        specialToDate: '2026-07-15',
      }),
    ).toBe(true);
  });

  it('rejects a date that is not a calendar day with a RangeError', () => {
    expect(() => isSpecialPriceActive({ ...summerSale, specialToDate: '31.07.2026' })).toThrow(RangeError);
  });

  it('rejects prices that are not integer minor units with a RangeError', () => {
    expect(() => selectFinalPrice({ ...summerSale, specialPriceMinor: 999.5 })).toThrow(RangeError);
  });
});
