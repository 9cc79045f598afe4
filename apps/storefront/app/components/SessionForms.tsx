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

/** `onDone` runs once the shopper is logged in (the dialog closes). */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const form = useSessionForm('login', onDone);
  return (
    <form
      method="post"
      action={form.action}
      onSubmit={form.onSubmit}
      className="session-form"
      aria-labelledby="login-title"
    >
      <h2 id="login-title">{t('session.loginTitle')}</h2>
      {form.hidden}
      <FormField
        name="email"
        type="email"
        label={t('session.email')}
        autoComplete="email"
        errors={form.errors}
        maxLength={254}
      />
      <FormField
        name="password"
        type="password"
        label={t('session.password')}
        autoComplete="current-password"
        errors={form.errors}
        maxLength={256}
      />
      <button type="submit" className="button button-primary" disabled={form.busy}>
        {t('session.login')}
      </button>
    </form>
  );
}

export function RegisterForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const form = useSessionForm('register', onDone);
  return (
    <form
      method="post"
      action={form.action}
      onSubmit={form.onSubmit}
      className="session-form"
      aria-labelledby="register-title"
    >
      <h2 id="register-title">{t('session.registerTitle')}</h2>
      {form.hidden}
      <FormField
        name="firstname"
        label={t('session.firstname')}
        autoComplete="given-name"
        errors={form.errors}
        maxLength={40}
      />
      <FormField
        name="lastname"
        label={t('session.lastname')}
        autoComplete="family-name"
        errors={form.errors}
        maxLength={40}
      />
      <FormField
        name="email"
        type="email"
        label={t('session.email')}
        autoComplete="email"
        errors={form.errors}
        maxLength={254}
      />
      <FormField
        name="password"
        type="password"
        label={t('session.newPassword')}
        autoComplete="new-password"
        errors={form.errors}
        maxLength={256}
      />
      <FormField
        name="retypePassword"
        type="password"
        label={t('session.retypePassword')}
        autoComplete="new-password"
        errors={form.errors}
        maxLength={256}
      />
      <button type="submit" className="button button-primary" disabled={form.busy}>
        {t('session.register')}
      </button>
    </form>
  );
}

export function ResetRequestForm() {
  const { t } = useTranslation();
  const form = useSessionForm('reset');
  return (
    <form
      method="post"
      action={form.action}
      onSubmit={form.onSubmit}
      className="session-form"
      aria-labelledby="reset-title"
    >
      <h2 id="reset-title">{t('session.resetTitle')}</h2>
      <p className="hint">{t('session.resetText')}</p>
      {form.hidden}
      <FormField
        name="email"
        type="email"
        label={t('session.email')}
        autoComplete="email"
        errors={form.errors}
        maxLength={254}
      />
      <button
        type="submit"
        className="button"
        disabled={form.busy}
        onClick={(event) => {
          // Spec 8: the reset needs the server; offline the shopper is told instead of waiting.
          if (!navigator.onLine) {
            event.preventDefault();
            notify({ type: 'error', message: t('session.resetOffline') });
          }
        }}
      >
        {t('session.resetSubmit')}
      </button>
    </form>
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
