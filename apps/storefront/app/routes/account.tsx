import { data, NavLink, Outlet } from 'react-router';
import { LoginForm, LogoutForm, RegisterForm, ResetRequestForm } from '../components/SessionForms';
import { useTranslation } from '../lib/i18n';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { currentCustomer } from '../session/customer.server';
import { openSession } from '../session/session.server';
import type { Route } from './+types/account';

/** The account area: the customer's pages, or for a guest the way in (spec 6: login required). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const customer = await currentCustomer(session);
  return data({ customer }, { headers: await session.headers() });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  if (!loaderData.customer) {
    return (
      <div className="container account-login">
        <title>{`${t('account.title')} | Hortus`}</title>
        <meta name="robots" content="noindex" />
        <h1>{t('account.title')}</h1>
        <p role="alert" className="notice">
          {t('account.loginRequired')}
        </p>
        <div className="session-forms">
          <LoginForm />
          <RegisterForm />
          <ResetRequestForm />
        </div>
      </div>
    );
  }
  const base = urls.account(store);
  const pages = [
    { to: base, label: t('account.profile'), end: true },
    { to: `${base}/addresses`, label: t('account.addresses') },
    { to: `${base}/orders`, label: t('account.orders') },
    { to: `${base}/newsletter`, label: t('account.newsletter') },
    { to: `${base}/recently-viewed`, label: t('account.recentlyViewed') },
    { to: `/${store}/wishlist`, label: t('account.wishlist') },
  ];
  return (
    <div className="container account-layout">
      <title>{`${t('account.title')} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <nav aria-label={t('account.title')} className="account-nav">
        <p className="account-greeting">{t('account.hello', { name: loaderData.customer.firstname })}</p>
        <ul>
          {pages.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end={page.end}>
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <LogoutForm />
      </nav>
      <div className="account-page">
        <Outlet />
      </div>
    </div>
  );
}
