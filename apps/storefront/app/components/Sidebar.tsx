import * as Dialog from '@radix-ui/react-dialog';
import { shareNonceWithDialogs } from '../lib/dialog-nonce';
import { useTranslation } from '../lib/i18n';
import { useUiState } from '../state/ui-state';
import { CategoryTree } from './CategoryMenu';
import { Icon } from './Icon';

/** The mobile menu: every category as a plain nested list in a modal side panel. */
shareNonceWithDialogs();

export default function Sidebar({ returnFocus }: { returnFocus: React.RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const ui = useUiState();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && ui.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="panel panel-side"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The panel opens from the header's menu button, not a Radix trigger: give the focus back to it.
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
            <CategoryTree onNavigate={() => ui.close()} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
