import { Outlet, useMatches } from 'react-router';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { StoreChooser } from '../components/StoreChooser';
import { StoreErrorPage } from '../components/StoreErrorPage';
import { useTranslation } from '../lib/i18n';

export interface RouteHandle {
  /** Pages that show the country and language bar (payments spec 2). */
  storeChooser?: boolean;
}

function DefaultLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const showChooser = matches.some((match) => (match.handle as RouteHandle | undefined)?.storeChooser);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      {showChooser && <StoreChooser />}
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

export default function Layout() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}

/** Unknown paths and failed pages keep the shop around them: header, menu and footer still work. */
export function ErrorBoundary() {
  return (
    <DefaultLayout>
      <StoreErrorPage />
    </DefaultLayout>
  );
}
