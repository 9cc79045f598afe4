import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertMinorUnits, decimalOfMinorUnits, minorUnitsOfDecimal } from './minor-units';

describe('minor units', () => {
  it('accepts a whole number of minor units, negative ones included', () => {
    expect(() => assertMinorUnits(-129900)).not.toThrow();
  });

  it('rejects fractions, NaN, infinity and integers beyond the exact range with a RangeError', () => {
    for (const amount of [12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => assertMinorUnits(amount)).toThrow(RangeError);
    }
  });
});

describe('amounts as plain decimals', () => {
  it.each([
    ['1299', 129900],
    ['1299.5', 129950],
    ['1299.50', 129950],
    ['0.01', 1],
    [' 7.00 ', 700],
    ['0', 0],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(minorUnitsOfDecimal(text)).toBe(minor);
  });

  it.each([
    '',
    '-5',
    '+5',
    '1,50',
    '1.299,50',
    '1 299',
    '1.505',
    '12.',
    '.5',
    'abc',
    '1e3',
    '9999999999999999',
  ])('refuses %j', (text) => {
    expect(minorUnitsOfDecimal(text)).toBeNull();
  });

  it('reads a currency without decimals by its digits', () => {
    expect(minorUnitsOfDecimal('1500', 0)).toBe(1500);
    expect(minorUnitsOfDecimal('1500.5', 0)).toBeNull();
  });

  it.each([
    [129950, '1299.50'],
    [1, '0.01'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('writes %i minor units as %j', (minor, text) => {
    expect(decimalOfMinorUnits(minor)).toBe(text);
  });

  it('reads back what it writes, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        expect(minorUnitsOfDecimal(decimalOfMinorUnits(minor))).toBe(minor);
      }),
    );
  });
});
