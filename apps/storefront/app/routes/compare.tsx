import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Price } from '../components/Price';
import type { Product } from '../lib/catalog-types';
import { useTranslation } from '../lib/i18n';
import { mediaUrl, urls } from '../lib/urls';
import { useHydrated } from '../lib/use-hydrated';
import { useStore } from '../lib/use-store';
import { removeSaved, useSavedList } from '../state/shopper-storage';

const FIELDS = [
  'sku',
  'name',
  'slug',
  'image',
  'final_price_incl_tax',
  'original_price_incl_tax',
  'special_price_incl_tax',
  'width_cm',
  'depth_cm',
  'height_cm',
  'stock',
];

const DIMENSIONS = [
  ['width', 'width_cm'],
  ['depth', 'depth_cm'],
  ['height', 'height_cm'],
] as const;

/**
 * The products the shopper put side by side (at most four, kept in this browser), read fresh from the
 * catalogue so that prices and stock are today's: price, the measures and availability in one table.
 */
export default function Compare() {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const hydrated = useHydrated();
  const saved = useSavedList('compare', store);
  const skus = saved.map((entry) => entry.sku).join(',');
  const [products, setProducts] = useState<Product[] | null>(null);

  useEffect(() => {
    if (!skus) {
      setProducts([]);
      return;
    }
    const controller = new AbortController();
    fetch(`/${store}/api/catalog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'product',
        filters: { sku: skus.split(',') },
        size: 4,
        aggregations: [],
        _sourceInclude: FIELDS,
      }),
      signal: controller.signal,
    })
      .then((response) => response.json() as Promise<{ result: { items: Product[] } }>)
      .then((envelope) => {
        const order = skus.split(',');
        setProducts([...envelope.result.items].sort((a, b) => order.indexOf(a.sku) - order.indexOf(b.sku)));
      })
      .catch(() => {
        if (!controller.signal.aborted) setProducts([]);
      });
    return () => controller.abort();
  }, [skus, store]);

  return (
    <div className="container">
      <title>{`${t('compare.title')} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('compare.title')}</h1>
      {!hydrated || products === null ? (
        <p className="hint">{t('common.loading')}</p>
      ) : products.length === 0 ? (
        <p>{t('compare.empty')}</p>
      ) : (
        <div className="compare-scroll">
          <table className="compare-table">
            <caption className="visually-hidden">{t('compare.title')}</caption>
            <thead>
              <tr>
                <td />
                {products.map((product) => (
                  <th key={product.sku} scope="col">
                    {product.image && (
                      <img
                        src={mediaUrl(product.image) ?? ''}
                        alt=""
                        width={150}
                        height={150}
                        loading="lazy"
                      />
                    )}
                    <Link to={urls.product(store, product.slug)}>{product.name}</Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('compare.price')}</th>
                {products.map((product) => (
                  <td key={product.sku}>
                    <Price product={product} />
                  </td>
                ))}
              </tr>
              {DIMENSIONS.map(([label, field]) => (
                <tr key={field}>
                  <th scope="row">{t(`product.${label}`)}</th>
                  {products.map((product) => (
                    <td key={product.sku}>
                      {typeof product[field] === 'number' ? `${product[field]} cm` : '–'}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{t('compare.availability')}</th>
                {products.map((product) => (
                  <td key={product.sku}>
                    {product.stock?.is_in_stock ? t('product.inStock') : t('product.outOfStock')}
                  </td>
                ))}
              </tr>
              <tr>
                <td />
                {products.map((product) => (
                  <td key={product.sku}>
                    <button
                      type="button"
                      className="button-link"
                      onClick={() => removeSaved('compare', store, product.sku)}
                    >
                      {t('wishlist.remove')}
                      <span className="visually-hidden"> {product.name}</span>
                    </button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
