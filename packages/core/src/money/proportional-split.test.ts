import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitInProportion } from './proportional-split';

describe('splitInProportion', () => {
  it('gives each weight its share, the leftover units to the largest remainders', () => {
    expect(splitInProportion([100, 200], 30)).toEqual([10, 20]);
    expect(splitInProportion([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(splitInProportion([60, 40], 4900)).toEqual([2940, 1960]);
  });

  it('gives nothing when there is nothing to weigh by', () => {
    expect(splitInProportion([0, 0], 10)).toEqual([0, 0]);
    expect(splitInProportion([], 10)).toEqual([]);
  });

  it('stays exact where weight × amount leaves the range of exact JS numbers', () => {
    const parts = splitInProportion([5_716_237_310, 3], 5_716_237_313);
    expect(parts).toEqual([5_716_237_310, 3]);
  });

  it('for any weights and amount: whole parts that add up to the amount, each within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (weights, amount) => {
          const parts = splitInProportion(weights, amount);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total === 0 ? 0 : amount);
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            if (total === 0) return;
            const exact = ((weights[index] ?? 0) * amount) / total;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6 * exact);
          });
        },
      ),
    );
  });
});
