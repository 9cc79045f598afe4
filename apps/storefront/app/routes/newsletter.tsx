import { Form, Link, useNavigation } from 'react-router';
import { FormNotice } from '../components/FormNotice';
import { useTranslation } from '../lib/i18n';
import { pathInStore } from '../lib/redirects';
import { requireStoreView } from '../lib/store.server';
import { type NewsletterAnswer, newsletterSignupAction } from '../session/newsletter.server';
import type { Route } from './+types/newsletter';

/**
 * The mail's confirmation link lands here with `?token=` and, when the sign-up named a page of the shop
 * (payments spec 7's redirectUrl), `&redirect=` with its path; without a token the page is the sign-up form.
 * The API kept only paths of the shop; here only a page of this store view is followed.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const query = new URL(request.url).searchParams;
  const token = query.get('token');
  return {
    token: token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null,
    next: pathInStore(query.get('redirect') ?? '', storeView.storeCode),
  };
}

export const action = newsletterSignupAction;

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const answer = actionData as NewsletterAnswer | undefined;
  const confirmed = answer?.status === 'subscribed';
  return (
    <div className="container narrow">
      <title>{`${t('account.newsletter')} | Hortus`}</title>
      <h1>{t('account.newsletter')}</h1>
      {loaderData.token && !confirmed ? (
        <Form method="post" className="account-form">
          <p>{t('newsletter.confirmText')}</p>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('newsletter.confirm')}
          </button>
          <FormNotice notice={answer?.notice} />
        </Form>
      ) : confirmed ? (
        <>
          <FormNotice notice={answer?.notice} />
          {loaderData.next && (
            <p>
              <Link className="button button-primary" to={loaderData.next}>
                {t('cart.continueShopping')}
              </Link>
            </p>
          )}
        </>
      ) : (
        <Form method="post" className="account-form">
          <p>{t('newsletter.intro')}</p>
          <div className="field">
            <label htmlFor="newsletter-email">{t('session.email')}</label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
            />
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('newsletter.subscribe')}
          </button>
          <FormNotice notice={answer?.notice} />
        </Form>
      )}
    </div>
  );
}
