import { describe, expect, it } from 'vitest';
import { assertMinorUnits } from './minor-units';

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
