import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { cartStoreOf } from '../cart/cart-store';
import type { FieldErrors } from '../lib/form-errors';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';
import { backgroundTasks } from '../state/background-tasks';
import { notify } from '../state/notifications';
import { clearShopperData } from '../state/shopper-storage';
import { FormField } from './FormField';

interface SessionAnswer {
  notice: {
    type: 'success' | 'warning' | 'error';
    id: string;
    values?: Record<string, string | number>;
  } | null;
  errors?: FieldErrors;
  ok?: boolean;
  loggedOut?: boolean;
}

/**
 * A form of the session route (routes/session.ts). Without JavaScript it posts and comes back to this
 * page with a notice; with it, the answer arrives as data: field errors next to their fields, the notice
 * as a notification, and the page's data loaded again (logged in or out).
 */
function useSessionForm(intent: string, onDone?: () => void) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const fetcher = useFetcher<SessionAnswer>();
  const location = useLocation();
  const answer = fetcher.data;
  // t is new on every render; the answer is what matters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!answer?.notice) return;
    notify({ type: answer.notice.type, message: t(answer.notice.id, answer.notice.values) });
    if (answer.ok) onDone?.();
    if (answer.loggedOut) {
      cartStoreOf(store).reset();
      clearShopperData();
      void backgroundTasks().clearUnsent();
    }
  }, [answer, store]);
  const action = `/${store}/session`;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('_data', '1');
    fetcher.submit(form, { method: 'post', action });
  };
  const hidden = (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
    </>
  );
  return { fetcher, action, onSubmit, hidden, errors: answer?.errors ?? {}, busy: fetcher.state !== 'idle' };
}

type SessionFormState = ReturnType<typeof useSessionForm>;

/** What the session's fields are: one definition per field, shared by the forms that ask for it. */
const FIELDS = {
  firstname: { label: 'session.firstname', autoComplete: 'given-name', maxLength: 40 },
  lastname: { label: 'session.lastname', autoComplete: 'family-name', maxLength: 40 },
  email: { label: 'session.email', type: 'email', autoComplete: 'email', maxLength: 254 },
  password: { label: 'session.password', type: 'password', autoComplete: 'current-password', maxLength: 256 },
  newPassword: {
    label: 'session.newPassword',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: 256,
  },
  retypePassword: {
    label: 'session.retypePassword',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: 256,
  },
} as const;

/** A session form: its heading names it for screen readers, its fields are named in FIELDS. */
function SessionForm({
  form,
  id,
  title,
  fields,
  submit,
  intro,
  primary = true,
  onSubmitClick,
}: {
  form: SessionFormState;
  id: string;
  title: string;
  /** [field name, definition] pairs; the name is what the action reads. */
  fields: [string, (typeof FIELDS)[keyof typeof FIELDS]][];
  submit: string;
  intro?: string;
  primary?: boolean;
  onSubmitClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      method="post"
      action={form.action}
      onSubmit={form.onSubmit}
      className="session-form"
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      {intro && <p className="hint">{intro}</p>}
      {form.hidden}
      {fields.map(([name, field]) => (
        <FormField
          key={name}
          name={name}
          label={t(field.label)}
          type={'type' in field ? field.type : 'text'}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          errors={form.errors}
        />
      ))}
      <button
        type="submit"
        className={primary ? 'button button-primary' : 'button'}
        disabled={form.busy}
        onClick={onSubmitClick}
      >
        {submit}
      </button>
    </form>
  );
}

/** `onDone` runs once the shopper is logged in (the dialog closes). */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  return (
    <SessionForm
      form={useSessionForm('login', onDone)}
      id="login-title"
      title={t('session.loginTitle')}
      fields={[
        ['email', FIELDS.email],
        ['password', FIELDS.password],
      ]}
      submit={t('session.login')}
    />
  );
}

export function RegisterForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  return (
    <SessionForm
      form={useSessionForm('register', onDone)}
      id="register-title"
      title={t('session.registerTitle')}
      fields={[
        ['firstname', FIELDS.firstname],
        ['lastname', FIELDS.lastname],
        ['email', FIELDS.email],
        ['password', FIELDS.newPassword],
        ['retypePassword', FIELDS.retypePassword],
      ]}
      submit={t('session.register')}
    />
  );
}

export function ResetRequestForm() {
  const { t } = useTranslation();
  return (
    <SessionForm
      form={useSessionForm('reset')}
      id="reset-title"
      title={t('session.resetTitle')}
      intro={t('session.resetText')}
      fields={[['email', FIELDS.email]]}
      submit={t('session.resetSubmit')}
      primary={false}
      onSubmitClick={(event) => {
        // Spec 8: the reset needs the server; offline the shopper is told instead of waiting.
        if (!navigator.onLine) {
          event.preventDefault();
          notify({ type: 'error', message: t('session.resetOffline') });
        }
      }}
    />
  );
}

export function LogoutForm() {
  const { t } = useTranslation();
  const form = useSessionForm('logout');
  return (
    <form method="post" action={form.action} onSubmit={form.onSubmit} className="logout-form">
      {form.hidden}
      <button type="submit" className="button">
        {t('session.logout')}
      </button>
    </form>
  );
}
