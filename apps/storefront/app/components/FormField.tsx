import { useId } from 'react';
import type { FieldErrors } from '../lib/form-errors';
import { useTranslation } from '../lib/i18n';

/** A labelled input with its error text tied to it for screen readers. */
export function FormField({
  name,
  label,
  errors,
  type = 'text',
  required = true,
  ...input
}: {
  name: string;
  label: string;
  errors: FieldErrors | undefined;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  minLength?: number;
  defaultValue?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = errors?.[name];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
