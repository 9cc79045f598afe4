import { z } from 'zod';

/** Payments spec 5: the limits of a customer's names, street and password, and its messages. */
export const NAME_MAX_LENGTH = 40;
export const STREET_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 reads every byte; a limit keeps a huge "password" from costing the server more than a login. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

export const FIELD_REQUIRED = 'Field is required';
export const PASSWORDS_NOT_IDENTICAL = 'Passwords must be identical';
export const PASSWORD_TOO_SHORT = `Password must have at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_SPACES = 'Password must not begin or end with a space';
export const NAME_TOO_LONG = `At most ${NAME_MAX_LENGTH} characters`;
export const STREET_TOO_LONG = `At most ${STREET_MAX_LENGTH} characters`;
export const EMAIL_INVALID = 'Please enter a valid e-mail address';

const required = (schema: z.ZodString) => schema.trim().min(1, FIELD_REQUIRED);

export const firstnameSchema = required(z.string({ error: FIELD_REQUIRED })).max(
  NAME_MAX_LENGTH,
  NAME_TOO_LONG,
);
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

/** A customer's address (spec 3: region, country, street, company, telephone, postcode, city, names). */
export const addressSchema = z.object({
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  company: z.string().trim().max(100).optional(),
  street: z.array(required(z.string()).max(STREET_MAX_LENGTH, STREET_TOO_LONG)).min(1, FIELD_REQUIRED).max(3),
  city: required(z.string()).max(100),
  postcode: required(z.string()).min(3, 'Postcode must have at least 3 characters').max(12),
  country_id: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter ISO code')
    .transform((code) => code.toUpperCase()),
  region: z.string().trim().max(100).optional(),
  telephone: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[0-9 ]*$/, 'Phone number must not contain special characters')
    .optional(),
  vat_id: z.string().trim().min(3, 'Tax ID must have at least 3 characters').max(20).optional(),
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressSchema>;
