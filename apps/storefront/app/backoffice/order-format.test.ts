import { describe, expect, it } from 'vitest';
import { minorUnitsTyped, orderAmount } from './order-format';

describe('an amount as staff type it', () => {
  it('reads either decimal separator and thousands groups, in minor units', () => {
    expect(minorUnitsTyped('24.90')).toBe(2490);
    expect(minorUnitsTyped('24,9')).toBe(2490);
    expect(minorUnitsTyped(' 1068 ')).toBe(106800);
    expect(minorUnitsTyped('1.299,00')).toBe(129900);
    expect(minorUnitsTyped('1,299.00')).toBe(129900);
    expect(minorUnitsTyped("1'299.50")).toBe(129950);
    expect(minorUnitsTyped('0,01')).toBe(1);
  });

  it('is none for what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '12.345', '1.299', '1.2.3', '12,50 €', '1e3', '1,299,00'])
      expect(minorUnitsTyped(text)).toBeNull();
  });
});

describe("an order's amount", () => {
  it("is written as its store view writes its currency, else with the currency's code", () => {
    expect(orderAmount(106800, 'EUR', 'de-de')).toBe('1.068,00\u00a0€');
    expect(orderAmount(106800, 'CHF', 'de-de')).toBe('1068.00 CHF');
  });
});
