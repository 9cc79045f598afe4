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
