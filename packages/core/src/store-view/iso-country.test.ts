import { describe, expect, it } from 'vitest';
import { isIsoCountryCode } from './iso-country';

describe('ISO 3166-1 country codes', () => {
  it('are the 249 current alpha-2 codes, in any case', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const codes = [...letters].flatMap((first) => [...letters].map((second) => first + second));
    expect(codes.filter(isIsoCountryCode)).toHaveLength(249);
    for (const code of ['DE', 'ch', 'Gb', 'US', 'AX', 'SS', 'BQ', 'AQ'])
      expect(isIsoCountryCode(code), code).toBe(true);
  });

  it('leave out regions, unions, withdrawn and user-assigned codes, and anything else', () => {
    for (const code of [
      'EU',
      'UN',
      'UK',
      'XK',
      'ZZ',
      'QO',
      'IC',
      'YU',
      'SU',
      'OT',
      'XX',
      'DEU',
      'D',
      '',
      '1A',
      'd e',
    ]) {
      expect(isIsoCountryCode(code), code).toBe(false);
    }
  });
});
