import { describe, expect, it } from 'vitest';
import {
  FIELD_REQUIRED,
  NAME_TOO_LONG,
  PASSWORD_SPACES,
  PASSWORD_TOO_SHORT,
  STREET_TOO_LONG,
} from '../messages';
import { addressSchema, emailSchema, firstnameSchema, newPasswordSchema } from './customer-rules';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('customer field rules (payments spec 5)', () => {
  it('names are required and at most 40 characters', () => {
    expect(firstnameSchema.safeParse('Anna').success).toBe(true);
    expect(firstnameSchema.safeParse('a'.repeat(40)).success).toBe(true);
    expect(messages(firstnameSchema.safeParse('a'.repeat(41)))).toEqual([NAME_TOO_LONG]);
    expect(messages(firstnameSchema.safeParse('   '))).toEqual([FIELD_REQUIRED]);
    expect(messages(firstnameSchema.safeParse(undefined))).toEqual([FIELD_REQUIRED]);
  });

  it('passwords have at least 8 characters and no spaces around them', () => {
    expect(newPasswordSchema.safeParse('eight ch').success).toBe(true);
    expect(messages(newPasswordSchema.safeParse('seven c'))).toEqual([PASSWORD_TOO_SHORT]);
    expect(messages(newPasswordSchema.safeParse(' leading spaces'))).toEqual([PASSWORD_SPACES]);
    expect(messages(newPasswordSchema.safeParse(''))).toContain(FIELD_REQUIRED);
  });

  it('e-mail addresses are checked and kept in lower case', () => {
    expect(emailSchema.parse(' Anna.Gruen@Example.DE ')).toBe('anna.gruen@example.de');
    expect(emailSchema.safeParse('not-an-address').success).toBe(false);
  });

  it('a street line has at most 64 characters', () => {
    const address = {
      firstname: 'Anna',
      lastname: 'Grün',
      street: ['Gartenweg 1'],
      city: 'Linz',
      postcode: '4020',
      country_id: 'at',
    };
    expect(addressSchema.parse(address).country_id).toBe('AT');
    expect(messages(addressSchema.safeParse({ ...address, street: ['x'.repeat(65)] }))).toEqual([
      STREET_TOO_LONG,
    ]);
    expect(addressSchema.safeParse({ ...address, telephone: '+43 660 1234567' }).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, telephone: '0660/123' }).success).toBe(false);
  });
});
