import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '@hortus/core';
import type { ContactSubject } from '@hortus/core/contact-form';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FieldErrors } from '../lib/form-errors';
import { useTranslation } from '../lib/i18n';
import type { ContactAnswer } from '../lib/service-pages';
import { FormField } from './FormField';
import { FormNotice } from './FormNotice';

const SUBJECTS: readonly ContactSubject[] = ['order', 'product', 'delivery', 'other'];

/**
 * The contact page's form, posted to the page's own action: it works without JavaScript, keeps what was
 * typed when a field needs fixing, and gives way to the thank-you once the message is sent. The browser's
 * own checks are off (noValidate) so every message appears at its field in the store's language.
 */
export function ContactForm({ answer }: { answer: ContactAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  if (answer?.sent) {
    return (
      <section className="contact-form" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t('contact.heading')}</h2>
        <FormNotice notice={answer.notice} />
      </section>
    );
  }
  const values = answer?.values;
  const errors = answer?.errors;
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.heading')}</h2>
      <p>{t('contact.intro')}</p>
      <Form method="post" className="account-form" noValidate>
        <FormNotice notice={answer?.notice} />
        <FormField
          name="name"
          label={t('contact.name')}
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX_LENGTH}
          defaultValue={values?.name ?? ''}
          errors={errors}
        />
        <FormField
          name="email"
          type="email"
          label={t('session.email')}
          autoComplete="email"
          maxLength={254}
          defaultValue={values?.email ?? ''}
          errors={errors}
        />
        <SubjectField defaultValue={values?.subject ?? ''} errors={errors} />
        <FormField
          name="orderNumber"
          label={t('contact.orderNumber')}
          required={false}
          maxLength={32}
          defaultValue={values?.orderNumber ?? ''}
          errors={errors}
        />
        <MessageField defaultValue={values?.message ?? ''} errors={errors} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('contact.send')}
        </button>
      </Form>
    </section>
  );
}

function SubjectField({ defaultValue, errors }: { defaultValue: string; errors: FieldErrors | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const error = errors?.subject;
  return (
    <div className="field">
      <label htmlFor={id}>{t('contact.subject')}</label>
      <select
        id={id}
        name="subject"
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('contact.subjectChoose')}</option>
        {SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(`contact.subjects.${subject}`)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

function MessageField({ defaultValue, errors }: { defaultValue: string; errors: FieldErrors | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const error = errors?.message;
  return (
    <div className="field">
      <label htmlFor={id}>{t('contact.message')}</label>
      <textarea
        id={id}
        name="message"
        required
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="hint">
          {t('contact.messageHint')}
        </p>
      )}
    </div>
  );
}
