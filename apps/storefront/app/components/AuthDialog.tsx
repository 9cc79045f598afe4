import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { shareNonceWithDialogs } from '../lib/dialog-nonce';
import { useTranslation } from '../lib/i18n';
import { useUiState } from '../state/ui-state';
import { Icon } from './Icon';
import { LoginForm, RegisterForm, ResetRequestForm } from './SessionForms';

shareNonceWithDialogs();

type View = 'login' | 'register' | 'reset';

/**
 * The auth element of spec 2 (login by default, registration, password reset) as a dialog over the page,
 * opened from the header's account button; without JavaScript that button is a link to the account page,
 * which shows the same forms.
 */
export default function AuthDialog({ returnFocus }: { returnFocus: React.RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const ui = useUiState();
  const [view, setView] = useState<View>('login');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && ui.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="panel panel-side auth-dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="panel-head">
            <Dialog.Title className="panel-title">{t('account.title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('a11y.closeDialog')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {view === 'login' && <LoginForm onDone={() => ui.close()} />}
          {view === 'register' && <RegisterForm onDone={() => ui.close()} />}
          {view === 'reset' && <ResetRequestForm />}
          <div className="auth-switch">
            {view !== 'login' && (
              <button type="button" className="button-link" onClick={() => setView('login')}>
                {t('session.toLogin')}
              </button>
            )}
            {view !== 'register' && (
              <button type="button" className="button-link" onClick={() => setView('register')}>
                {t('session.toRegister')}
              </button>
            )}
            {view !== 'reset' && (
              <button type="button" className="button-link" onClick={() => setView('reset')}>
                {t('session.toReset')}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
