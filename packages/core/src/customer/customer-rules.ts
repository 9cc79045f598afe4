import { z } from 'zod';

import {
  EMAIL_INVALID,
  EMAIL_MAX_LENGTH,
  FIELD_REQUIRED,
  NAME_MAX_LENGTH,
  NAME_MIN_LETTERS,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPACES,
  PASSWORD_TOO_SHORT,
  PHONE_INVALID,
  POSTCODE_TOO_SHORT,
  STREET_MAX_LENGTH,
  STREET_TOO_LONG,
  TAX_ID_TOO_SHORT,
} from '../messages';

const required = (schema: z.ZodString) => schema.trim().min(1, FIELD_REQUIRED);
/** A text field the shopper must fill: a missing field and an empty one read 'Field is required'. */
const requiredText = () => required(z.string({ error: FIELD_REQUIRED }));

/**
 * Payments spec 5 "Name at least 2 letters" counts letters, not characters: any script's letters
 * (Unicode \p{L}, after NFC so a decomposed accent does not count twice), while apostrophes, hyphens,
 * dots and spaces do not count. So 'Ng', 'Li', 'Ó Sé' and 'Åsa' pass, and 'J', 'J.' and "O'" (an initial
 * or half a name, which is what the rule keeps out of invoices) are refused, where a count of characters
 * would let 'J.' through. The cost: a name written with a single ideograph (李) is refused too; the shop's
 * markets write names in Latin script.
 */
function hasEnoughLetters(name: string): boolean {
  return (name.normalize('NFC').match(/\p{L}/gu)?.length ?? 0) >= NAME_MIN_LETTERS;
}

export const firstnameSchema = required(z.string({ error: FIELD_REQUIRED }))
  .max(NAME_MAX_LENGTH, NAME_TOO_LONG)
  // An empty name is 'Field is required' alone.
  .refine((name) => name === '' || hasEnoughLetters(name), NAME_TOO_SHORT);
export const lastnameSchema = firstnameSchema;

/** E-mail addresses are compared without regard to case: stored and looked up in lower case. */
export const emailSchema = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(EMAIL_MAX_LENGTH, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID))
  .transform((email) => email.toLowerCase());

/**
 * A new password: at least 8 characters (payments spec 5), without leading or trailing spaces (the spec's
 * variant text), at most 256.
 */
export const newPasswordSchema = z
  .string({ error: FIELD_REQUIRED })
  .min(1, FIELD_REQUIRED)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Password must have at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => password.trim() === password, PASSWORD_SPACES);

/** A password given to log in or to confirm a change: only bounded, never judged by today's rules. */
export const givenPasswordSchema = z
  .string({ error: FIELD_REQUIRED })
  .min(1, FIELD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH, `Password must have at most ${PASSWORD_MAX_LENGTH} characters`);

/** The fields of an address, each with the payments spec's limit and message (spec 5). */
export const streetLineSchema = requiredText().max(STREET_MAX_LENGTH, STREET_TOO_LONG);
export const citySchema = requiredText().max(100);
export const postcodeSchema = requiredText().min(3, POSTCODE_TOO_SHORT).max(12);
export const countryIdSchema = z
  .string({ error: FIELD_REQUIRED })
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter ISO code')
  .transform((code) => code.toUpperCase());
export const companySchema = z.string().trim().max(100);
export const telephoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9 ]*$/, PHONE_INVALID);
export const taxIdSchema = z.string().trim().min(3, TAX_ID_TOO_SHORT).max(20);

/** A customer's address (spec 3: region, country, street, company, telephone, postcode, city, names). */
export const addressSchema = z.object({
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  company: companySchema.optional(),
  street: z.array(streetLineSchema).min(1, FIELD_REQUIRED).max(3),
  city: citySchema,
  postcode: postcodeSchema,
  country_id: countryIdSchema,
  region: z.string().trim().max(100).optional(),
  telephone: telephoneSchema.optional(),
  vat_id: taxIdSchema.optional(),
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressSchema>;
