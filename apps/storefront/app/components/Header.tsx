import { ROOT_CATEGORY_ID } from '@hortus/core';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { useUiState } from '../state/ui-state';
import { CategoryMenu } from './CategoryMenu';
import { Icon } from './Icon';

// The panels load on first use: a visitor who never opens them never downloads them.
const SearchPanel = lazy(() => import('./SearchPanel'));
const Sidebar = lazy(() => import('./Sidebar'));

export function Header() {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const ui = useUiState();
  const store = storeView.storeCode;
  const menuButton = useRef<HTMLAnchorElement>(null);
  const searchButton = useRef<HTMLAnchorElement>(null);
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link
          ref={menuButton}
          to={urls.search(store)}
          className="icon-button only-mobile"
          aria-label={t('header.menu')}
          onClick={(event) => {
            event.preventDefault();
            ui.open('sidebar');
          }}
        >
          <Icon name="menu" />
        </Link>
        <Link to={urls.home(store)} className="logo" aria-label={t('header.home')}>
          <Icon name="logo" />
          <span>Hortus</span>
        </Link>
        <div className="only-desktop grow">
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
          <Link to={urls.account(store)} className="icon-button" aria-label={t('header.account')}>
            <Icon name="account" />
          </Link>
          {!storeView.catalogMode && (
            <Link to={urls.cart(store)} className="icon-button" aria-label={t('header.cart')}>
              <Icon name="cart" />
            </Link>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {ui.state.open === 'searchpanel' && <SearchPanel returnFocus={searchButton} />}
        {ui.state.open === 'sidebar' && <Sidebar returnFocus={menuButton} />}
      </Suspense>
    </header>
  );
}
