import { Outlet } from 'react-router';
import { StoreErrorPage } from '../components/StoreErrorPage';

/** Full-screen tools such as the configurator: the page alone. */
export default function Layout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="container narrow">
      <StoreErrorPage />
    </main>
  );
}
