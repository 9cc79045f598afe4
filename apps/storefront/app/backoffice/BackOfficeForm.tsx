/** A labelled field whose error is tied to it (aria-describedby, aria-invalid), for screen readers. */
export function Field({
  name,
  label,
  error,
  hint,
  ...input
}: {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="bo-field">
      <label htmlFor={name}>{label}</label>
      {hint && (
        <p id={`${name}-hint`} className="bo-hint">
          {hint}
        </p>
      )}
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <p id={`${name}-error`} className="bo-error">
          {error}
        </p>
      )}
    </div>
  );
}
