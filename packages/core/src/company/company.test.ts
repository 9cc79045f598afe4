import { describe, expect, it } from 'vitest';
import { checkVatNumber } from '../checkout/vat-number';
import { DEMO_COMPANY, phoneLink, postcodeAndCity } from './company';

describe('the demo company', () => {
  it('has a VAT number whose format and checksum hold, written as invoices write it', () => {
    const check = checkVatNumber(DEMO_COMPANY.vatId);
    expect(check.valid).toBe(true);
    expect(check.vatId).toBe(DEMO_COMPANY.vatId);
  });
});

describe('a company address', () => {
  it('writes the postcode before the town', () => {
    expect(postcodeAndCity({ postcode: '20457', city: 'Hamburg' })).toBe('20457 Hamburg');
  });
});

describe('a phone link', () => {
  it('keeps only the plus sign and the digits', () => {
    expect(phoneLink('+49 40 1234 5670')).toBe('tel:+494012345670');
    expect(phoneLink('+1 (503) 555-0100')).toBe('tel:+15035550100');
  });
});
