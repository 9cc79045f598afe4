import { LIST_THUMBNAIL_SIZE } from '@hortus/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../lib/catalog-types';
import { useTranslation } from '../lib/i18n';
import { mediaUrl, urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { savedProductOf } from '../state/shopper-storage';
import { isReduced, Price } from './Price';
import { SaveButtons } from './SaveButtons';

interface ColourVariant {
  label: string;
  swatch: string;
  sku: string;
  image: string | null;
}

/** A configurable product's colours, each with its first variant (whose page and picture it leads to). */
function colourVariants(product: Product): ColourVariant[] {
  const colour = product.configurable_options?.find((option) => option.attribute_code === 'color');
  if (!colour) return [];
  return colour.values.flatMap((value) => {
    const child = product.configurable_children?.find((candidate) => candidate.color === value.value_index);
    if (!child || !value.value_data?.startsWith('#')) return [];
    return [{ label: value.label, swatch: value.value_data, sku: child.sku, image: mediaUrl(child.image) }];
  });
}

function Rating({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation();
  const stars = Math.round(rating);
  return (
    <p className="card-rating">
      <span aria-hidden="true">
        <span className="stars">{'★'.repeat(stars)}</span>
        <span className="stars stars-empty">{'★'.repeat(5 - stars)}</span> ({count})
      </span>
      <span className="visually-hidden">{t('product.rating', { rating, count })}</span>
    </p>
  );
}

/**
 * The level of the cards' titles: one below the heading the grid stands under, so that no level is
 * skipped (h3 under the home page's section headings, h2 right under a listing's h1).
 */
export type CardHeadingLevel = 2 | 3;

function ProductCard({
  product,
  eager = false,
  headingLevel,
}: {
  product: Product;
  eager?: boolean;
  headingLevel: CardHeadingLevel;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const colours = colourVariants(product);
  // Pointing at a colour shows its picture on the card (the link leads to that colour's page).
  const [shownImage, setShownImage] = useState<string | null>(null);
  const image = shownImage ?? mediaUrl(product.image);
  const reduced = isReduced(product);
  const discount = reduced
    ? new Intl.NumberFormat(storeView.i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(
        product.final_price_incl_tax / product.original_price_incl_tax - 1,
      )
    : null;
  return (
    <article className="product-card">
      <Link to={urls.product(store, product.slug)} prefetch="intent" className="card-link">
        <div className="card-image">
          {image && (
            <img
              src={image}
              alt=""
              width={LIST_THUMBNAIL_SIZE.width}
              height={LIST_THUMBNAIL_SIZE.height}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
          {reduced ? (
            <span className="badge badge-sale">
              {t('product.sale')} {discount}
            </span>
          ) : (
            product.new && <span className="badge">{t('product.new')}</span>
          )}
        </div>
        <Title className="card-title">{product.name}</Title>
      </Link>
      {colours.length > 1 && (
        <ul className="card-swatches" aria-label={t('category.colours')}>
          {colours.map((colour) => (
            <li key={colour.sku}>
              <Link
                to={urls.product(store, product.slug, colour.sku)}
                className="card-swatch"
                aria-label={t('category.colourVariant', { name: product.name, colour: colour.label })}
                title={colour.label}
                onMouseEnter={() => setShownImage(colour.image)}
                onFocus={() => setShownImage(colour.image)}
              >
                <span className="swatch-colour" style={{ background: colour.swatch }} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {typeof product.rating === 'number' && product.rating > 0 && (product.rating_count ?? 0) > 0 && (
        <Rating rating={product.rating} count={product.rating_count ?? 0} />
      )}
      {!product.inquiry_product && <Price product={product} />}
      {product.stock && !product.stock.is_in_stock && (
        <p className="stock stock-out">{t('product.outOfStock')}</p>
      )}
      <SaveButtons product={savedProductOf(product)} />
    </article>
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel,
}: {
  products: Product[];
  eagerCount?: number;
  headingLevel: CardHeadingLevel;
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
