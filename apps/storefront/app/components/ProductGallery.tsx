import { GALLERY_IMAGE_SIZE } from '@hortus/core';
import { type LengthUnits, type PictureView, picturesOfPath } from '@hortus/core/pictures';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Product, ProductChild } from '../lib/catalog-types';
import { useTranslation } from '../lib/i18n';
import { mediaUrl } from '../lib/urls';

const GalleryZoom = lazy(() => import('./GalleryZoom'));

/** One picture of the gallery: its media path and the accessible name of its view in the chosen colour. */
export interface GalleryPicture {
  key: string;
  src: string;
  label: string;
}

/**
 * The pictures to show for the product in the chosen variant: every view of the variant's own picture
 * model (so a colour or size chosen shows its own pictures at once, without asking the API), with the
 * dimension drawing in the store's units; products without a model show their media gallery.
 */
function galleryPicturesOf(
  product: Product,
  variant: ProductChild | null,
  units: LengthUnits,
  label: (view: PictureView | null, index: number, count: number) => string,
): GalleryPicture[] {
  const image = variant?.image ?? product.image;
  const modelled = image ? picturesOfPath(image, units) : undefined;
  if (modelled)
    return modelled.map((picture, index) => ({
      key: picture.view,
      src: mediaUrl(picture.path) ?? '',
      label: label(picture.view, index, modelled.length),
    }));
  const images = [
    ...(image && image !== 'no_selection' ? [image] : []),
    ...product.media_gallery.map((item) => item.image).filter((candidate) => candidate !== image),
  ];
  return images.map((path, index) => ({
    key: path,
    src: mediaUrl(path) ?? '',
    label: label(null, index, images.length),
  }));
}

/** The colour of the variant shown (its option label), else the product's own colour, for the pictures' names. */
function colourLabelOf(product: Product, variant: ProductChild | null): string | undefined {
  const option = product.configurable_options?.find((candidate) => candidate.attribute_code === 'color');
  const value = variant?.color;
  const chosen = option?.values.find((candidate) => candidate.value_index === value)?.label;
  return chosen ?? product.attribute_labels?.color;
}

/**
 * The product page's pictures: the main picture (a link to the full picture that opens the zoom dialog
 * once scripts run) and a row of thumbnails as tabs, which arrow keys, Home and End move through. The
 * dialog (Radix) is loaded on first use, so the page ships only this small component.
 */
export function ProductGallery({
  product,
  variant,
  units,
}: {
  product: Product;
  variant: ProductChild | null;
  units: LengthUnits;
}) {
  const { t } = useTranslation();
  const colour = colourLabelOf(product, variant);
  const name = variant?.name ?? product.name;
  const pictures = galleryPicturesOf(product, variant, units, (view, index, count) => {
    const viewName = view ? t(`gallery.view.${view}`) : t('a11y.imageOf', { index: index + 1, count });
    return colour ? t('gallery.withColour', { view: viewName, colour }) : viewName;
  });
  // The view is kept when the colour changes: a shopper looking at the side sees the side in the new colour.
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const mainLink = useRef<HTMLAnchorElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosenIndex = Math.max(
    0,
    pictures.findIndex((picture) => picture.key === chosenKey),
  );
  const chosen = pictures[chosenIndex];
  if (!chosen) return <section className="gallery" aria-label={t('a11y.gallery')} />;

  const choose = (index: number) => {
    const next = pictures[(index + pictures.length) % pictures.length];
    if (!next) return;
    setChosenKey(next.key);
    tabs.current[(index + pictures.length) % pictures.length]?.focus();
  };
  const panelId = `gallery-${product.id}-panel`;
  return (
    <section className="gallery" aria-label={t('a11y.gallery')}>
      <div className="gallery-main" id={panelId} role="tabpanel" aria-label={chosen.label}>
        <a
          ref={mainLink}
          href={chosen.src}
          className="gallery-zoom"
          aria-label={t('gallery.zoom', { picture: chosen.label })}
          onClick={(event) => {
            event.preventDefault();
            setZoomed(true);
          }}
        >
          <img
            src={chosen.src}
            alt={chosenIndex === 0 ? name : chosen.label}
            width={GALLERY_IMAGE_SIZE.width}
            height={GALLERY_IMAGE_SIZE.height}
            fetchPriority="high"
          />
        </a>
      </div>
      {pictures.length > 1 && (
        <div className="gallery-thumbnails" role="tablist" aria-label={t('gallery.thumbnails')}>
          {pictures.map((picture, index) => (
            <button
              key={picture.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              aria-selected={index === chosenIndex}
              aria-controls={panelId}
              aria-label={picture.label}
              tabIndex={index === chosenIndex ? 0 : -1}
              onClick={() => setChosenKey(picture.key)}
              onKeyDown={(event) => {
                const moves: Record<string, number> = {
                  ArrowRight: index + 1,
                  ArrowDown: index + 1,
                  ArrowLeft: index - 1,
                  ArrowUp: index - 1,
                  Home: 0,
                  End: pictures.length - 1,
                };
                const target = moves[event.key];
                if (target === undefined) return;
                event.preventDefault();
                choose(target);
              }}
            >
              <img src={picture.src} alt="" width={96} height={96} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <GalleryZoom
            title={chosen.label}
            src={chosen.src}
            returnFocus={mainLink}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
