import { describe, expect, it } from 'vitest';
import {
  DEALER_COUNTRIES,
  isDealerCountry,
  isPostcodeOf,
  normalizePostcode,
  postcodePrefixes,
} from './postcodes';

describe('dealer postcodes', () => {
  it('covers the sixteen selling countries and nothing else', () => {
    expect(DEALER_COUNTRIES).toHaveLength(16);
    expect(isDealerCountry('DE')).toBe(true);
    expect(isDealerCountry('OT')).toBe(false);
    expect(isDealerCountry('de')).toBe(false);
  });

  it('accepts each country’s postcodes as people write them', () => {
    expect(isPostcodeOf('DE', '80331')).toBe(true);
    expect(isPostcodeOf('AT', '1010')).toBe(true);
    expect(isPostcodeOf('NL', '1012 AB')).toBe(true);
    expect(isPostcodeOf('PL', '00-950')).toBe(true);
    expect(isPostcodeOf('SE', '111 22')).toBe(true);
    expect(isPostcodeOf('GB', 'SW1A 1AA')).toBe(true);
    expect(isPostcodeOf('GB', 'm1')).toBe(true);
    expect(isPostcodeOf('IE', 'D02 X285')).toBe(true);
    expect(isPostcodeOf('LU', 'L-1009')).toBe(true);
    expect(isPostcodeOf('US', '10001-1234')).toBe(true);
  });

  it('refuses postcodes of the wrong length or with other characters', () => {
    expect(isPostcodeOf('DE', '8033')).toBe(false);
    expect(isPostcodeOf('DE', '80331a')).toBe(false);
    expect(isPostcodeOf('AT', '10100')).toBe(false);
    expect(isPostcodeOf('GB', '12345')).toBe(false);
    expect(isPostcodeOf('FR', '75 001;')).toBe(false);
  });

  it('normalises to capitals without spaces and hyphens, Luxembourg without its L', () => {
    expect(normalizePostcode('GB', 'sw1a 1aa')).toBe('SW1A1AA');
    expect(normalizePostcode('PL', '00-950')).toBe('00950');
    expect(normalizePostcode('LU', 'L-1009')).toBe('1009');
  });

  it('lists the prefixes longest first', () => {
    expect(postcodePrefixes('803')).toEqual(['803', '80', '8']);
  });
});
