import { Form } from 'react-router';
import { useBackOfficeTexts } from './texts';

/** A labelled field whose error is tied to it (aria-describedby, aria-invalid), for screen readers. */
export function Field({
  name,
  id = name,
  label,
  error,
  hint,
  ...input
}: {
  name: string;
  /** When one form's field name appears more than once on a page (a form per store view). */
  id?: string | undefined;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="bo-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="bo-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled choice; `any` puts a first, empty option with that text before the others (a filter left open). */
export function SelectField({
  name,
  id = name,
  label,
  options,
  any,
  ...select
}: {
  name: string;
  id?: string | undefined;
  label: string;
  /** Each option's value and text. */
  options: readonly (readonly [string, string])[];
  any?: string | undefined;
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} {...select}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list's search: one field named `query`, sent in the page's address (a search can be bookmarked). */
export function SearchForm({ label, hint, query }: { label: string; hint: string; query: string }) {
  const { t } = useBackOfficeTexts();
  return (
    <Form method="get" role="search" className="bo-inline-form">
      <Field name="query" type="search" label={label} hint={hint} defaultValue={query} />
      <button type="submit" className="bo-button">
        {t('search')}
      </button>
    </Form>
  );
}
