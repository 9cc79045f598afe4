import { describe, expect, it } from 'vitest';
import { addressesMatch, checkCustomer, isoBirthDate, riskProfileGap } from './customers';

const address = { street: 'Hugo-Junkers-Str. 5', zip: '60386', city: 'Frankfurt am Main', country: 'DE' };
const customer = (body: Record<string, unknown>) => ({
  id: 's-cst-1',
  view: checkCustomer({ firstname: 'Peter', lastname: 'Universum', ...body }, '2026-11-27'),
});

describe('customers', () => {
  it("reads both of Unzer's birth date notations and refuses impossible dates", () => {
    expect(isoBirthDate('1989-12-24')).toBe('1989-12-24');
    expect(isoBirthDate('24.12.1989')).toBe('1989-12-24');
    expect(isoBirthDate('1989-02-30')).toBeNull();
    expect(isoBirthDate('12/24/1989')).toBeNull();
  });

  it('refuses a missing or too long name, an unknown salutation, a future birth date and a bad phone', () => {
    const codeOf = (body: Record<string, unknown>) => {
      try {
        checkCustomer(body, '2026-11-27');
        return 'accepted';
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(codeOf({ firstname: 'Peter' })).toBe('API.410.200.001');
    expect(codeOf({ lastname: 'Universum' })).toBe('API.410.200.004');
    expect(codeOf({ firstname: 'Peter', lastname: 'x'.repeat(41) })).toBe('API.410.200.002');
    expect(codeOf({ firstname: 'Peter', lastname: 'U', salutation: 'dr' })).toBe('API.410.200.007');
    expect(codeOf({ firstname: 'Peter', lastname: 'U', birthDate: '2027-01-01' })).toBe('API.410.200.011');
    expect(codeOf({ firstname: 'Peter', lastname: 'U', email: 'peter' })).toBe('API.410.200.013');
    expect(codeOf({ firstname: 'Peter', lastname: 'U', phone: '069/123' })).toBe('API.500.300.999');
    expect(codeOf({ company: 'Unzer GmbH', companyInfo: { registrationType: 'registered' } })).toBe(
      'accepted',
    );
    expect(
      codeOf({ firstname: 'Max', lastname: 'M', companyInfo: { registrationType: 'not_registered' } }),
    ).toBe('API.500.300.999');
  });

  it('has what pay-later needs with a birth date and one full address', () => {
    expect(riskProfileGap(customer({ birthDate: '1989-12-24', billingAddress: address }))).toBeNull();
    expect(riskProfileGap(customer({ billingAddress: address }))).toContain('birthDate');
    expect(
      riskProfileGap(customer({ birthDate: '1989-12-24', billingAddress: { city: 'Frankfurt' } })),
    ).toContain('address');
  });

  it('ships to the billing address when the shipping address is the same, absent or says so', () => {
    expect(addressesMatch(customer({ billingAddress: address, shippingAddress: address }))).toBe(true);
    expect(addressesMatch(customer({ billingAddress: address }))).toBe(true);
    expect(
      addressesMatch(
        customer({ billingAddress: address, shippingAddress: { shippingType: 'equals-billing' } }),
      ),
    ).toBe(true);
    expect(
      addressesMatch(
        customer({ billingAddress: address, shippingAddress: { ...address, street: 'Gartenweg 1' } }),
      ),
    ).toBe(false);
  });
});
