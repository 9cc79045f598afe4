import { data, Form, useNavigation } from 'react-router';
import { FormNotice } from '../components/FormNotice';
import { useTranslation } from '../lib/i18n';
import { requireStoreView } from '../lib/store.server';
import { accountNewsletterAction, newsletterStatus } from '../session/newsletter.server';
import { openSession } from '../session/session.server';
import type { Route } from './+types/account-newsletter';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  return data({ status: await newsletterStatus(session) }, { headers: await session.headers() });
}

export const action = accountNewsletterAction;

/** Newsletter preferences: subscribed, waiting for the mail's confirmation, or not. */
export default function AccountNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const status = actionData?.status ?? loaderData.status ?? 'none';
  return (
    <>
      <h1>{t('account.newsletter')}</h1>
      <p>{t('newsletter.intro')}</p>
      <p role="status">{t(`newsletter.status.${status}`)}</p>
      <Form method="post" className="account-form">
        <input type="hidden" name="subscribed" value={status === 'none' ? '1' : '0'} />
        <button
          type="submit"
          className={status === 'none' ? 'button button-primary' : 'button'}
          disabled={busy}
        >
          {status === 'none' ? t('newsletter.subscribe') : t('newsletter.unsubscribe')}
        </button>
        <FormNotice notice={actionData?.notice} />
      </Form>
    </>
  );
}
