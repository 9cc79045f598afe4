import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react';
import { Fragment, type ReactNode } from 'react';
import { errorTextOf } from '../lib/form-errors';
import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';

/** A field's first problem in the store's language, tied to it for screen readers by Conform's ids. */
export function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  const message = field.errors?.[0];
  return message ? (
    <p id={field.errorId} className="field-error">
      {t(errorTextOf(message))}
    </p>
  ) : null;
}

/** A labelled text input (or textarea) of a Conform form, with its error under it. */
export function ConformField({
  field,
  label,
  type = 'text',
  required = true,
  multiline = false,
  autoComplete,
  maxLength,
  minLength,
  inputMode,
  onChange,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  minLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  onChange?: (value: string) => void;
}) {
  const extra = {
    required,
    ...(autoComplete ? { autoComplete } : {}),
    ...(maxLength ? { maxLength } : {}),
    ...(minLength ? { minLength } : {}),
    ...(inputMode ? { inputMode } : {}),
  };
  const { key, ...textareaProps } = getTextareaProps(field);
  const { key: inputKey, ...inputProps } = getInputProps(field, { type });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {multiline ? (
        <textarea key={key} {...textareaProps} {...extra} rows={3} />
      ) : (
        <input
          key={inputKey}
          {...inputProps}
          {...extra}
          {...(onChange ? { onChange: (event) => onChange(event.currentTarget.value) } : {})}
        />
      )}
      <FieldError field={field} />
    </div>
  );
}

export function ConformCheckbox({ field, label }: { field: FieldMetadata<unknown>; label: ReactNode }) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox' });
  return (
    <div className="field">
      <label className="checkbox">
        <input key={key} {...props} /> <span>{label}</span>
      </label>
      <FieldError field={field} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** A price in minor units shown beside the label (a surcharge, a delivery price). */
  price: number | null;
  hint?: string | null;
  /** What the choice asks for more (a payment method's fields), shown under it while it is chosen. */
  detail?: ReactNode;
}

/** A group of radio buttons (delivery or payment method) with its legend and error. */
export function ChoiceList({
  field,
  legend,
  choices,
  empty,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  choices: Choice[];
  empty: string;
}) {
  const { storeView } = useStore();
  const chosen = typeof field.value === 'string' ? field.value : field.initialValue;
  return (
    <fieldset
      className="choice-list"
      aria-invalid={field.errors ? true : undefined}
      aria-describedby={field.errors ? field.errorId : undefined}
    >
      <legend>{legend}</legend>
      {choices.length === 0 && <p className="hint">{empty}</p>}
      {choices.map((choice) => (
        <Fragment key={choice.value}>
          <label className="choice">
            <input
              type="radio"
              name={field.name}
              form={field.formId}
              value={choice.value}
              defaultChecked={chosen === choice.value}
              // The choice the page was rendered with: without scripts, the review's priced total holds
              // only while it stays chosen (styles.css).
              data-rendered-choice={chosen === choice.value ? '' : undefined}
              required
            />
            <span className="choice-label">
              <span>{choice.label}</span>
              {choice.hint && <span className="hint">{choice.hint}</span>}
            </span>
            {choice.price !== null && <span className="choice-price">{price(choice.price, storeView)}</span>}
          </label>
          {choice.detail && <div className="choice-detail">{choice.detail}</div>}
        </Fragment>
      ))}
      <FieldError field={field} />
    </fieldset>
  );
}
