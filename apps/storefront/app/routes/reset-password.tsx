import { Form, Link, useNavigation } from 'react-router';
import { FormField } from '../components/FormField';
import { FormNotice } from '../components/FormNotice';
import { ResetRequestForm } from '../components/SessionForms';
import { useTranslation } from '../lib/i18n';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import {
  type CreatePasswordAnswer,
  createPasswordAction,
  resetTokenOf,
} from '../session/create-password.server';
import type { Route } from './+types/reset-password';

/** The link of the reset mail lands here (`?resetToken=`); without a token the page asks for a new mail. */
export function loader({ params, request }: Route.LoaderArgs) {
  requireStoreView(params);
  return { resetToken: resetTokenOf(request) };
}

export const action = createPasswordAction;

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const busy = useNavigation().state === 'submitting';
  const answer = actionData as CreatePasswordAnswer | undefined;
  return (
    <div className="container narrow">
      <title>{`${t('account.resetPassword')} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('account.resetPassword')}</h1>
      {answer?.done ? (
        <>
          <FormNotice notice={answer.notice} />
          <Link to={urls.account(storeView.storeCode)} className="button button-primary">
            {t('session.loginTitle')}
          </Link>
        </>
      ) : loaderData.resetToken ? (
        <Form method="post" className="account-form">
          <input type="hidden" name="resetToken" value={loaderData.resetToken} />
          <FormField
            name="password"
            type="password"
            label={t('session.newPassword')}
            autoComplete="new-password"
            minLength={8}
            maxLength={256}
            errors={answer?.errors}
          />
          <FormField
            name="retypePassword"
            type="password"
            label={t('session.retypePassword')}
            autoComplete="new-password"
            maxLength={256}
            errors={answer?.errors}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('session.savePassword')}
          </button>
          <FormNotice notice={answer?.notice} />
        </Form>
      ) : (
        <>
          <p>{t('session.resetLinkMissing')}</p>
          <ResetRequestForm />
        </>
      )}
    </div>
  );
}
