import { GALLERY_IMAGE_SIZE } from '@hortus/core';
import * as Dialog from '@radix-ui/react-dialog';
import { shareNonceWithDialogs } from '../lib/dialog-nonce';
import { useTranslation } from '../lib/i18n';
import { Icon } from './Icon';

shareNonceWithDialogs();

/** A product picture enlarged over the page; Escape, the close button or a tap outside close it. */
export default function GalleryZoom({
  title,
  src,
  returnFocus,
  onClose,
}: {
  title: string;
  src: string;
  returnFocus: React.RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="gallery-dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="panel-head">
            <Dialog.Title className="panel-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('a11y.closeDialog')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <img src={src} alt={title} width={GALLERY_IMAGE_SIZE.width} height={GALLERY_IMAGE_SIZE.height} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
