import { cartCount, ROOT_CATEGORY_ID } from '@hortus/core';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { useCart } from '../cart/cart-store';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useShopper } from '../lib/use-shopper';
import { useStore } from '../lib/use-store';
import { useUiState } from '../state/ui-state';
import { CategoryMenu, CategoryTree } from './CategoryMenu';
import { Icon } from './Icon';

// The panels load on first use: a visitor who never opens them never downloads them.
const SearchPanel = lazy(() => import('./SearchPanel'));
const Sidebar = lazy(() => import('./Sidebar'));
const AuthDialog = lazy(() => import('./AuthDialog'));

export function Header() {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const ui = useUiState();
  const store = storeView.storeCode;
  const shopper = useShopper();
  const cart = useCart(store, undefined);
  // The browser's cart knows better once it has synchronised or holds unsent changes since this page loaded.
  const count =
    cart.pending || cart.syncedAt > shopper.loadedAt
      ? cartCount(cart.items, shopper.cartCountType)
      : shopper.cartCount;
  const menuButton = useRef<HTMLElement>(null);
  const searchButton = useRef<HTMLAnchorElement>(null);
  const accountButton = useRef<HTMLAnchorElement>(null);
  return (
    <header className="site-header">
      <div className="container header-row">
        <MobileMenu summary={menuButton} onOpen={() => ui.open('sidebar')} />
        <Link to={urls.home(store)} className="logo" aria-label={t('header.home')}>
          <Icon name="logo" />
          <span>Hortus</span>
        </Link>
        <div className="header-nav">
          <CategoryMenu rootId={ROOT_CATEGORY_ID} />
        </div>
        <div className="header-actions">
          <Link
            ref={searchButton}
            to={urls.search(store)}
            className="icon-button"
            aria-label={t('header.search')}
            onClick={(event) => {
              event.preventDefault();
              ui.open('searchpanel');
            }}
          >
            <Icon name="search" />
          </Link>
          <Link
            ref={accountButton}
            to={urls.account(store)}
            onClick={(event) => {
              // A guest gets the login dialog over the page; a customer goes to the account.
              if (shopper.customer) return;
              event.preventDefault();
              ui.open('auth');
            }}
            className="icon-button"
            aria-label={
              shopper.customer
                ? t('header.accountOf', { name: shopper.customer.firstname })
                : t('header.account')
            }
          >
            <Icon name="account" />
          </Link>
          {!storeView.catalogMode && <CartLink count={count} />}
        </div>
      </div>
      <Suspense fallback={null}>
        {ui.state.open === 'searchpanel' && <SearchPanel returnFocus={searchButton} />}
        {ui.state.open === 'sidebar' && <Sidebar returnFocus={menuButton} />}
        {ui.state.open === 'auth' && <AuthDialog returnFocus={accountButton} />}
      </Suspense>
    </header>
  );
}

function CartLink({ count }: { count: number }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  return (
    <Link
      to={urls.cart(storeView.storeCode)}
      className="icon-button cart-link"
      aria-label={t('header.cartCount', { count })}
    >
      <Icon name="cart" />
      {count > 0 && (
        <span className="cart-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/**
 * The menu button at phone widths: a disclosure of every category, server-rendered, so the whole range is
 * reachable without JavaScript. With JavaScript the button opens the side panel (Sidebar) instead.
 */
function MobileMenu({ summary, onOpen }: { summary: React.RefObject<HTMLElement | null>; onOpen(): void }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={details} className="mobile-menu">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the native button of its details */}
      <summary
        ref={summary}
        className="icon-button"
        aria-label={t('header.menu')}
        onClick={(event) => {
          // Opened before the page hydrated: let the click close it as it would without JavaScript.
          if (details.current?.open) return;
          event.preventDefault();
          onOpen();
        }}
      >
        <Icon name="menu" />
      </summary>
      <nav aria-label={t('header.menu')} className="mobile-menu-panel">
        <CategoryTree
          onNavigate={() => {
            if (details.current) details.current.open = false;
          }}
        />
      </nav>
    </details>
  );
}
