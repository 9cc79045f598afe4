import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ancillaryParts, taxOfRatedAmounts } from './ancillary-costs';
import { taxFromGross } from './tax';

describe('ancillaryParts', () => {
  it('taxes shipping at the rate of the goods it comes with', () => {
    expect(ancillaryParts(49_00, [{ grossMinor: 959_00, rateBp: 1900 }])).toEqual([
      { grossMinor: 49_00, rateBp: 1900 },
    ]);
  });

  it('splits it over the goods’ rates in proportion to the gross value of the goods at each rate', () => {
    // 60 % of the goods at 7 %, 40 % at 19 %: 60 % of the shipping at 7 %, 40 % at 19 %.
    const parts = ancillaryParts(4_90, [
      { grossMinor: 20_00, rateBp: 1900 },
      { grossMinor: 60_00, rateBp: 700 },
      { grossMinor: 20_00, rateBp: 1900 },
    ]);
    expect(parts).toEqual([
      { grossMinor: 1_96, rateBp: 1900 },
      { grossMinor: 2_94, rateBp: 700 },
    ]);
    expect(taxOfRatedAmounts(parts)).toBe(taxFromGross(1_96, 1900) + taxFromGross(2_94, 700));
  });

  it('leaves a cost with no goods to follow untaxed', () => {
    expect(ancillaryParts(6_00, [])).toEqual([{ grossMinor: 6_00, rateBp: 0 }]);
    expect(ancillaryParts(6_00, [{ grossMinor: 0, rateBp: 1900 }])).toEqual([
      { grossMinor: 6_00, rateBp: 0 },
    ]);
  });

  it('for any goods and any amount: whole parts at the goods’ rates that add up to the amount, tax within them', () => {
    const line = fc.record({
      grossMinor: fc.integer({ min: 0, max: 5_000_000_000 }),
      rateBp: fc.constantFrom(0, 500, 700, 810, 1900, 2000, 2100, 2700),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (goods, amount) => {
          const parts = ancillaryParts(amount, goods);
          expect(parts.reduce((sum, part) => sum + part.grossMinor, 0)).toBe(amount);
          const rates = new Set<number>(goods.filter((g) => g.grossMinor > 0).map((g) => g.rateBp));
          for (const part of parts) {
            expect(Number.isInteger(part.grossMinor)).toBe(true);
            expect(part.grossMinor).toBeGreaterThanOrEqual(0);
            expect(rates.size === 0 ? part.rateBp === 0 : rates.has(part.rateBp)).toBe(true);
          }
          const tax = taxOfRatedAmounts(parts);
          expect(Number.isInteger(tax)).toBe(true);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
