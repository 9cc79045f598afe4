import { Link } from 'react-router';
import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { mediaUrl } from '../lib/urls';
import { useHydrated } from '../lib/use-hydrated';
import { useStore } from '../lib/use-store';
import { type ListName, removeSaved, useSavedList } from '../state/shopper-storage';

/** A list the shopper keeps in this browser (wish list, compare, recently viewed), with a remove button. */
export function SavedProducts({ list, empty }: { list: ListName; empty: string }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const products = useSavedList(list, store);
  const hydrated = useHydrated();
  if (!hydrated) return <p className="hint">{t('common.loading')}</p>;
  if (products.length === 0) return <p>{t(empty)}</p>;
  return (
    <ul className="saved-products">
      {products.map((product) => {
        const image = mediaUrl(product.image);
        return (
          <li key={product.sku} className="saved-product">
            {image ? <img src={image} alt="" width={96} height={96} loading="lazy" /> : <span />}
            <div>
              <Link to={`/${store}${product.path}`}>{product.name}</Link>
              <p>{price(product.price_incl_tax, storeView)}</p>
            </div>
            <button
              type="button"
              className="button button-link"
              onClick={() => removeSaved(list, store, product.sku)}
            >
              {t('wishlist.remove')}
              <span className="visually-hidden"> {product.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
