import { Link, Outlet } from 'react-router';
import { Icon } from '../components/Icon';
import { StoreErrorPage } from '../components/StoreErrorPage';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';

/** Checkout, payment and error pages: the logo and the page, nothing that leads away. */
function MinimalLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  return (
    <>
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
