import {
  EMAIL_INVALID,
  FIELD_REQUIRED,
  NAME_TOO_LONG,
  PASSWORD_SPACES,
  PASSWORD_TOO_SHORT,
  PASSWORDS_NOT_IDENTICAL,
  STREET_TOO_LONG,
} from '@hortus/core/customer';
import type { FieldErrors } from './form-errors';

/**
 * The spec's field messages (payments spec 5, English in the shared rules) as UI texts, so that a
 * shopper reads them in the store's language; a message without a text of its own reads as invalid input.
 */
const textOf: Record<string, string> = {
  [FIELD_REQUIRED]: 'form.required',
  [EMAIL_INVALID]: 'form.email',
  [NAME_TOO_LONG]: 'form.nameTooLong',
  [STREET_TOO_LONG]: 'form.streetTooLong',
  [PASSWORD_TOO_SHORT]: 'form.passwordTooShort',
  [PASSWORD_SPACES]: 'form.passwordSpaces',
  [PASSWORDS_NOT_IDENTICAL]: 'form.passwordsNotIdentical',
};

/** The first problem of each field, as UI text ids. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= textOf[issue.message] ?? 'form.invalid';
  }
  return errors;
}
