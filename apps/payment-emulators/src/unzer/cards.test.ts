import { describe, expect, it } from 'vitest';
import { brandOf, expiryEnd, hasValidLuhn, maskedCardNumber } from './cards';

describe('cards', () => {
  it('accepts numbers whose Luhn check digit holds and refuses one digit off', () => {
    for (const number of ['4711100000000000', '5453010000059543', '4444333322221111', '6799851000000032']) {
      expect(hasValidLuhn(number)).toBe(true);
    }
    expect(hasValidLuhn('4711100000000001')).toBe(false);
    expect(hasValidLuhn('4444333322221112')).toBe(false);
  });

  it('names the scheme by the prefix', () => {
    expect(brandOf('4711100000000000')).toBe('VISA');
    expect(brandOf('5453010000059543')).toBe('MASTER');
    expect(brandOf('2221000000000009')).toBe('MASTER');
    expect(brandOf('378282246310005')).toBe('AMEX');
    expect(brandOf('6799851000000032')).toBe('MAESTRO');
  });

  it('shows the first six and the last four digits only', () => {
    expect(maskedCardNumber('4711100000000000')).toBe('471110******0000');
  });

  it('reads MM/YYYY and MM/YY as the end of that month, and nothing else', () => {
    expect(expiryEnd('02/2028')?.toISOString()).toBe('2028-02-29T23:59:59.999Z');
    expect(expiryEnd('12/30')?.toISOString()).toBe('2030-12-31T23:59:59.999Z');
    expect(expiryEnd('13/2030')).toBeNull();
    expect(expiryEnd('1/2030')).toBeNull();
    expect(expiryEnd('2030-12')).toBeNull();
  });
});
