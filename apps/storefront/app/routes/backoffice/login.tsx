import { Form } from 'react-router';
import { Field } from '../../backoffice/BackOfficeForm';
import { keepSignIn, staffSignIn } from '../../backoffice/staff-session.server';
import { type TextKey, useBackOfficeTexts } from '../../backoffice/texts';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/login';

/** Step one: e-mail and password. The API's answer says whether a code or an enrolment comes next. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const fields: { email?: TextKey; password?: TextKey } = {};
  if (!email) fields.email = 'error.required';
  if (!password) fields.password = 'error.required';
  if (fields.email || fields.password) return { email, fields, error: undefined };
  const answer = await staffSignIn.password({ email, password }, context.clientAddress);
  if (answer.status === 200) {
    const step = answer.result;
    const cookie = await keepSignIn(request, {
      challenge: step.challenge,
      step: step.step,
      ...(step.step === 'enrol' ? { secret: step.secret, otpauthUri: step.otpauth_uri } : {}),
    });
    return redirectInShop(step.step === 'enrol' ? '/backoffice/login/enrol' : '/backoffice/login/code', {
      headers: { 'Set-Cookie': cookie },
    });
  }
  const error: TextKey = answer.status === 429 ? 'error.too_many_requests' : 'error.login_failed';
  return { email, fields, error };
}

export default function StaffLoginPage({ actionData }: Route.ComponentProps) {
  const { t } = useBackOfficeTexts();
  const fields = actionData?.fields ?? {};
  return (
    <main id="main" className="bo-sign-in">
      <h1>{t('login.heading')}</h1>
      {actionData?.error && (
        <p className="bo-alert" role="alert" id="sign-in-error">
          {t(actionData.error)}
        </p>
      )}
      <Form method="post" noValidate aria-describedby={actionData?.error ? 'sign-in-error' : undefined}>
        <Field
          name="email"
          type="email"
          autoComplete="username"
          required
          label={t('login.email')}
          defaultValue={actionData?.email}
          error={fields.email && t(fields.email)}
        />
        <Field
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t('login.password')}
          error={fields.password && t(fields.password)}
        />
        <button type="submit" className="bo-button">
          {t('login.submit')}
        </button>
      </Form>
    </main>
  );
}
