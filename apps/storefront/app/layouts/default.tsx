import { useEffect, useMemo } from 'react';
import { data, Outlet, useMatches, useRouteLoaderData } from 'react-router';
import { CART_COUNT_TYPE } from '../cart/cart.server';
import { undoNotice } from '../cart/cart-notices';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { PageMessage } from '../components/PageMessage';
import { StoreChooser } from '../components/StoreChooser';
import { StoreErrorPage } from '../components/StoreErrorPage';
import { readStorePreference } from '../lib/cookies.server';
import { useTranslation } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { requireStoreView } from '../lib/store.server';
import { isChosenStore } from '../lib/store-choice';
import { urls } from '../lib/urls';
import { useOffline } from '../lib/use-offline';
import { type ShopperData, useShopper } from '../lib/use-shopper';
import { useStore } from '../lib/use-store';
import { openSession } from '../session/session.server';
import { backgroundTasks } from '../state/background-tasks';
import { Notifications } from '../state/notifications';
import { ConsentBanner } from '../tracking/ConsentBanner';
import { trackingSettings } from '../tracking/consent.server';
import type { Route } from './+types/default';

const SESSION_ENDED = 'session.ended';

/**
 * The shopper around every page: logged in or not, how many pieces are in the cart, and the notice an
 * action left for this page. Read from the session's cookies, without a call to the API unless the access
 * token needs renewing.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  await session.accessToken();
  const notice =
    session.takeNotice() ?? (session.ended ? ({ type: 'warning', id: SESSION_ENDED } as const) : null);
  const shopper: ShopperData = {
    customer: session.customer ? { firstname: session.customer.firstname } : null,
    cartCount: session.cart?.count ?? 0,
    cartCountType: CART_COUNT_TYPE,
    notice,
    loadedAt: Date.now(),
  };
  // The visitor chose this very store view: the chooser stays closed (payments spec 4).
  const chooserClosed = isChosenStore(await readStorePreference(request.headers.get('cookie')), storeView);
  return data(
    { ...shopper, tracking: trackingSettings(request), chooserClosed },
    { headers: await session.headers() },
  );
}

function DefaultLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { notice } = useShopper();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const ended = notice?.id === SESSION_ENDED;
  // The notice object is new with each load only; t follows the store's language, which reloads the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes identity on every render
  const fromServer = useMemo(
    () =>
      notice
        ? {
            type: notice.type,
            message: t(notice.id, notice.values),
            // Spec 4: a session that could not be renewed offers the way back in.
            ...(ended ? { action: { label: t('session.loginTitle'), to: urls.account(store) } } : {}),
            // A removal from the cart, posted without JavaScript, offers its undo.
            ...undoNotice(notice, store, t('cart.undo')),
          }
        : null,
    [notice],
  );
  useEffect(() => {
    // Spec 4 "User token": the session ended, so nothing queued for it may still go out.
    if (ended) void backgroundTasks().clearUnsent();
  }, [ended]);
  const matches = useMatches();
  const showChooser = matches.some((match) => (match.handle as RouteHandle | undefined)?.storeChooser);
  const layoutData = useRouteLoaderData<typeof loader>('layouts/default');
  const tracking = layoutData?.tracking;
  return (
    <>
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      {tracking && <ConsentBanner settings={tracking} />}
      {showChooser && !layoutData?.chooserClosed && <StoreChooser />}
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Notifications fromServer={fromServer} />
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

/**
 * Unknown paths and failed pages keep the shop around them: header, menu and footer still work. Here, not in
 * the page's own boundary, because a navigation that fails offline fails this layout's loader too, and the
 * highest failed route's boundary is the one shown.
 */
export function ErrorBoundary() {
  const offline = useOffline();
  const matches = useMatches();
  const offlineText = (matches.at(-1)?.handle as RouteHandle | undefined)?.offlineText;
  return (
    <DefaultLayout>
      {offline && offlineText ? <PageMessage title="error.title" text={offlineText} /> : <StoreErrorPage />}
    </DefaultLayout>
  );
}
