import { Form } from 'react-router';
import { Field } from '../../backoffice/BackOfficeForm';
import { landingPathFor } from '../../backoffice/navigation';
import {
  endSignIn,
  signInUnderWay,
  staffSignIn,
  startStaffSessionCookie,
} from '../../backoffice/staff-session.server';
import { type TextKey, useBackOfficeTexts } from '../../backoffice/texts';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/login-code';

export async function loader({ request }: Route.LoaderArgs) {
  const signIn = await signInUnderWay(request);
  if (signIn?.step !== 'second_factor') throw redirectInShop('/backoffice/login');
  return null;
}

/** Step two: the authenticator's code or a recovery code; a session cookie on success. */
export async function action({ request, context }: Route.ActionArgs) {
  const signIn = await signInUnderWay(request);
  if (signIn?.step !== 'second_factor') throw redirectInShop('/backoffice/login');
  const form = await request.formData().catch(() => new FormData());
  const code = String(form.get('code') ?? '').replace(/\s+/g, '');
  const recoveryCode = String(form.get('recovery_code') ?? '').trim();
  if (!/^\d{6}$/.test(code) && !recoveryCode) return { error: 'error.code' as TextKey };
  const answer = await staffSignIn.secondFactor(
    {
      challenge: signIn.challenge,
      ...(recoveryCode && !code ? { recovery_code: recoveryCode } : { code }),
    },
    context.clientAddress,
  );
  if (answer.status === 200) {
    const headers = new Headers();
    headers.append('Set-Cookie', await startStaffSessionCookie(request, answer.result.session));
    headers.append('Set-Cookie', await endSignIn(request));
    return redirectInShop(landingPathFor(answer.result.staff.role), { headers });
  }
  if (answer.status === 401 && answer.reason === 'sign_in_expired')
    throw redirectInShop('/backoffice/login', { headers: { 'Set-Cookie': await endSignIn(request) } });
  const error: TextKey =
    answer.status === 429
      ? 'error.too_many_requests'
      : answer.status === 400
        ? 'error.code'
        : 'error.second_factor_failed';
  return { error };
}

export default function SecondFactorPage({ actionData }: Route.ComponentProps) {
  const { t } = useBackOfficeTexts();
  return (
    <main id="main" className="bo-sign-in">
      <h1>{t('code.heading')}</h1>
      <p>{t('code.intro')}</p>
      <Form method="post" noValidate>
        <Field
          name="code"
          label={t('code.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={7}
          autoFocus
          error={actionData?.error && t(actionData.error)}
        />
        <details className="bo-recovery">
          <summary>{t('code.recovery')}</summary>
          <Field
            name="recovery_code"
            label={t('code.recovery')}
            hint={t('code.recoveryHint')}
            autoComplete="off"
          />
        </details>
        <button type="submit" className="bo-button">
          {t('code.submit')}
        </button>
      </Form>
    </main>
  );
}
