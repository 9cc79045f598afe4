import { ROOT_CATEGORY_ID } from '@hortus/core';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { shareNonceWithDialogs } from '../lib/dialog-nonce';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { useUiState } from '../state/ui-state';
import { Icon } from './Icon';

/** The mobile menu: every category as a plain nested list in a modal side panel. */
shareNonceWithDialogs();

export default function Sidebar({ returnFocus }: { returnFocus: React.RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { storeView, menu } = useStore();
  const ui = useUiState();
  const store = storeView.storeCode;
  const childrenOf = (id: number) =>
    menu.filter((category) => category.parentId === id).sort((a, b) => a.position - b.position);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && ui.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="panel panel-side"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The panel opens from a header link, not a Radix trigger: give the focus back to it.
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="panel-head">
            <Dialog.Title className="panel-title">{t('header.menu')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('a11y.closeDialog')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('a11y.mainNavigation')}>
            <ul className="sidebar-list">
              {childrenOf(ROOT_CATEGORY_ID).map((category) => (
                <li key={category.id}>
                  <Link to={urls.category(store, category.slug)} onClick={() => ui.close()}>
                    {category.name}
                  </Link>
                  {childrenOf(category.id).length > 0 && (
                    <ul>
                      {childrenOf(category.id).map((child) => (
                        <li key={child.id}>
                          <Link to={urls.category(store, child.slug)} onClick={() => ui.close()}>
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
              <li>
                <Link to={urls.blogList(store)} onClick={() => ui.close()}>
                  {t('footer.blog')}
                </Link>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
