import { LIST_THUMBNAIL_SIZE } from '@hortus/core';
import { Link } from 'react-router';
import type { Product } from '../lib/catalog-types';
import { useTranslation } from '../lib/i18n';
import { mediaUrl, urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { savedProductOf } from '../state/shopper-storage';
import { Price } from './Price';
import { SaveButtons } from './SaveButtons';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const image = mediaUrl(product.image);
  return (
    <article className="product-card">
      <Link to={urls.product(storeView.storeCode, product.slug)} prefetch="intent" className="card-link">
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
          {(product.sale || product.new) && (
            <span className={product.sale ? 'badge badge-sale' : 'badge'}>
              {product.sale ? t('product.sale') : t('product.new')}
            </span>
          )}
        </div>
        <h3 className="card-title">{product.name}</h3>
      </Link>
      {!product.inquiry_product && <Price product={product} />}
      {product.stock && !product.stock.is_in_stock && (
        <p className="stock stock-out">{t('product.outOfStock')}</p>
      )}
      <SaveButtons product={savedProductOf(product)} />
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 0 }: { products: Product[]; eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
