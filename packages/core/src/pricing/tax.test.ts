import { describe, expect, it } from 'vitest';
import { grossFromNet, netFromGross, taxFromGross, taxFromNet } from './tax';

describe('tax', () => {
  it('takes 19 % out of a gross amount', () => {
    expect(netFromGross(119000, 1900)).toBe(100000);
    expect(taxFromGross(119000, 1900)).toBe(19000);
  });

  it('adds 8.1 % to a net amount', () => {
    expect(grossFromNet(100000, 810)).toBe(108100);
    expect(taxFromNet(100000, 810)).toBe(8100);
  });

  it('rounds half-up to the minor unit', () => {
    // 1.05 × 0.5 % = 0.525 cent of tax on top of 105 cents: 105.525 rounds to 106.
    expect(grossFromNet(105, 50)).toBe(106);
    // 10 cents at 25 %: 12.5 rounds up to 13.
    expect(grossFromNet(10, 2500)).toBe(13);
    // 999 cents gross at 19 %: 839.49... rounds down to 839.
    expect(netFromGross(999, 1900)).toBe(839);
  });

  it('rounds negative amounts the mirror way, so a refund equals its sale', () => {
    expect(grossFromNet(-10, 2500)).toBe(-13);
    expect(netFromGross(-119000, 1900)).toBe(-100000);
    expect(taxFromGross(-999, 1900)).toBe(-taxFromGross(999, 1900));
  });

  it('gives the gross amount back exactly as net plus tax', () => {
    for (const gross of [1, 99, 12345, 129900, 99999999]) {
      expect(netFromGross(gross, 2300) + taxFromGross(gross, 2300)).toBe(gross);
    }
  });

  it('leaves amounts unchanged at a rate of 0', () => {
    expect(netFromGross(12345, 0)).toBe(12345);
    expect(taxFromGross(12345, 0)).toBe(0);
  });

  it('stays exact for amounts far beyond any order total', () => {
    expect(netFromGross(9_007_199_254_740_991, 0)).toBe(9_007_199_254_740_991);
    expect(grossFromNet(1_000_000_000_000, 1900)).toBe(1_190_000_000_000);
  });

  it('rejects non-integer amounts and rates with a RangeError', () => {
    expect(() => netFromGross(10.5, 1900)).toThrow(RangeError);
    expect(() => grossFromNet(1000, 19.5)).toThrow(RangeError);
    expect(() => grossFromNet(1000, -1)).toThrow(RangeError);
  });
});
