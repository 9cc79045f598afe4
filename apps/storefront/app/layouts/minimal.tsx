import { Link, Outlet, useRouteLoaderData } from 'react-router';
import { Icon } from '../components/Icon';
import { StoreErrorPage } from '../components/StoreErrorPage';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { ConsentBanner } from '../tracking/ConsentBanner';
import { trackingSettings } from '../tracking/consent.server';
import type { Route } from './+types/minimal';

/** The tracking consent of the page (the banner); the minimal layout has no other data of its own. */
export function loader({ request }: Route.LoaderArgs) {
  return { tracking: trackingSettings(request) };
}

/** Checkout, payment and error pages: the logo and the page, nothing that leads away. */
function MinimalLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const tracking = useRouteLoaderData<typeof loader>('layouts/minimal')?.tracking;
  return (
    <>
      {tracking && <ConsentBanner settings={tracking} />}
      <header className="site-header minimal">
        <div className="container header-row">
          <Link to={urls.home(storeView.storeCode)} className="logo" aria-label={t('header.home')}>
            <Icon name="logo" />
            <span>Hortus</span>
          </Link>
          <span className="hint">{t('checkout.secure')}</span>
        </div>
      </header>
      <main id="main" className="container narrow">
        {children}
      </main>
    </>
  );
}

export default function Layout() {
  return (
    <MinimalLayout>
      <Outlet />
    </MinimalLayout>
  );
}

export function ErrorBoundary() {
  return (
    <MinimalLayout>
      <StoreErrorPage />
    </MinimalLayout>
  );
}
