import { describe, expect, it } from 'vitest';
import {
  FIELD_REQUIRED,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  PASSWORD_SPACES,
  PASSWORD_TOO_SHORT,
  STREET_TOO_LONG,
} from '../messages';
import {
  addressSchema,
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  newPasswordSchema,
} from './customer-rules';

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

  it('a first or last name has at least 2 letters, of any alphabet; a one-letter name is refused', () => {
    for (const schema of [firstnameSchema, lastnameSchema]) {
      expect(messages(schema.safeParse('J'))).toEqual([NAME_TOO_SHORT]);
      expect(messages(schema.safeParse(' J '))).toEqual([NAME_TOO_SHORT]);
      expect(schema.safeParse('Jo').success).toBe(true);
    }
    for (const name of ['Ng', 'Li', 'Åsa', 'Ó Sé', 'Łu', "D'Arcy", 'Żak', 'Őz', 'Müller-Lüdenscheidt']) {
      expect(firstnameSchema.safeParse(name).success, name).toBe(true);
    }
    // Punctuation and digits are no letters: an initial with a dot or half a name is still one letter.
    for (const name of ['J.', "O'", 'J-', 'A1', '1 2', '.']) {
      expect(messages(firstnameSchema.safeParse(name)), name).toEqual([NAME_TOO_SHORT]);
    }
    // An accent written as a combining mark is part of its letter, not a second one.
    expect(messages(firstnameSchema.safeParse('E\u0301'))).toEqual([NAME_TOO_SHORT]);
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
