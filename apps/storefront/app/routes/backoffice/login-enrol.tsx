import QRCode from 'qrcode';
import { data, Form, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
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
import type { Route } from './+types/login-enrol';

/** The new secret as text and as a QR code, drawn here as SVG (no script, no image request). */
export async function loader({ request }: Route.LoaderArgs) {
  const signIn = await signInUnderWay(request);
  if (signIn?.step !== 'enrol' || !signIn.secret || !signIn.otpauthUri)
    throw redirectInShop('/backoffice/login');
  const qrSvg = await QRCode.toString(signIn.otpauthUri, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return { secret: signIn.secret.match(/.{1,4}/g)?.join(' ') ?? signIn.secret, qrSvg };
}

/**
 * Once the enrolment is confirmed its challenge cookie is gone, and reading this page's data again would
 * send the staff member to the sign-in before they saw their recovery codes.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === 'object' && 'recoveryCodes' in actionResult) return false;
  return defaultShouldRevalidate;
}

/** The first code confirms the secret; the answer's recovery codes are shown once, on this page. */
export async function action({ request, context }: Route.ActionArgs) {
  const signIn = await signInUnderWay(request);
  if (signIn?.step !== 'enrol') throw redirectInShop('/backoffice/login');
  const form = await request.formData().catch(() => new FormData());
  const code = String(form.get('code') ?? '').replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code)) return { error: 'error.code' as TextKey };
  const answer = await staffSignIn.enrol({ challenge: signIn.challenge, code }, context.clientAddress);
  if (answer.status === 200) {
    const headers = new Headers();
    headers.append('Set-Cookie', await startStaffSessionCookie(request, answer.result.session));
    headers.append('Set-Cookie', await endSignIn(request));
    return data(
      { recoveryCodes: answer.result.recovery_codes, next: landingPathFor(answer.result.staff.role) },
      { headers },
    );
  }
  if (answer.status === 401 && answer.reason === 'sign_in_expired')
    throw redirectInShop('/backoffice/login', { headers: { 'Set-Cookie': await endSignIn(request) } });
  return {
    error: (answer.status === 429 ? 'error.too_many_requests' : 'error.second_factor_failed') as TextKey,
  };
}

export default function EnrolmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useBackOfficeTexts();
  const done = actionData && 'recoveryCodes' in actionData ? actionData : null;
  if (done)
    return (
      <main id="main" className="bo-sign-in">
        <h1>{t('recovery.heading')}</h1>
        <p>{t('recovery.intro')}</p>
        <ul className="bo-codes">
          {done.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <Link className="bo-button" to={done.next} reloadDocument>
          {t('recovery.continue')}
        </Link>
      </main>
    );
  const error = actionData && 'error' in actionData ? (actionData.error as TextKey) : undefined;
  return (
    <main id="main" className="bo-sign-in">
      <h1>{t('enrol.heading')}</h1>
      <p>{t('enrol.intro')}</p>
      <QrCode svg={loaderData.qrSvg} label={t('enrol.qr')} />
      <p>
        {t('enrol.secret')}: <code data-testid="totp-secret">{loaderData.secret}</code>
      </p>
      <Form method="post" noValidate>
        <Field
          name="code"
          label={t('code.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={error && t(error)}
        />
        <button type="submit" className="bo-button">
          {t('enrol.submit')}
        </button>
      </Form>
    </main>
  );
}

/** The QR code qrcode drew on the server: its own SVG of the secret's URI, no markup of anyone's. */
function QrCode({ svg, label }: { svg: string; label: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: qrcode's SVG of our own URI
  return <div className="bo-qr" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
