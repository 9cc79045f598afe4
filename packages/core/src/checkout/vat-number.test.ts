import { describe, expect, it } from 'vitest';
import { checkVatNumber } from './vat-number';

describe('checkVatNumber', () => {
  it('accepts numbers whose format and checksum hold, written as people write them', () => {
    expect(checkVatNumber('DE 136 695 976')).toEqual({
      vatId: 'DE136695976',
      valid: true,
      country: 'DE',
      viesCountry: 'DE',
    });
    expect(checkVatNumber('atu13585627')).toMatchObject({ valid: true, country: 'AT', viesCountry: 'AT' });
    expect(checkVatNumber('FR40303265045')).toMatchObject({ valid: true, country: 'FR', viesCountry: 'FR' });
    expect(checkVatNumber('EL094259216')).toMatchObject({ valid: true, country: 'GR', viesCountry: 'EL' });
  });

  it('refuses a wrong checksum or an unknown format', () => {
    expect(checkVatNumber('DE123456789')).toMatchObject({ valid: false, country: 'DE' });
    expect(checkVatNumber('XX123')).toMatchObject({ valid: false, country: null, viesCountry: null });
  });

  it('leaves numbers VIES cannot confirm without a VIES country', () => {
    expect(checkVatNumber('CHE-123.456.788 MWST')).toMatchObject({
      valid: true,
      country: 'CH',
      viesCountry: null,
    });
    expect(checkVatNumber('GB980780684')).toMatchObject({ valid: true, country: 'GB', viesCountry: null });
    expect(checkVatNumber('XI980780684')).toMatchObject({ valid: true, country: 'GB', viesCountry: 'XI' });
  });
});
