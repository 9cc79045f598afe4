import { Form, Link, useLocation } from 'react-router';
import { useAddToCart } from '../../cart/add-to-cart';
import { useTranslation } from '../../lib/i18n';
import { mediaUrl, urls } from '../../lib/urls';
import { useStore } from '../../lib/use-store';
import { Price } from '../Price';
import type { Accessory } from './accessories';

/**
 * The accessories that fit the product shown (a shed's floor plate and anchoring set), each a small card
 * with its price and, where the store sells, a button that adds one to the cart (a form that works before
 * the page's JavaScript has loaded too).
 */
export function Accessories({
  accessories,
  purchasable,
}: {
  accessories: Accessory[];
  purchasable: boolean;
}) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  if (accessories.length === 0) return null;
  return (
    <section className="accessories" aria-labelledby="accessories-title">
      <h2 id="accessories-title">{t('product.accessories')}</h2>
      <ul className="accessory-list">
        {accessories.map((accessory) => {
          const image = mediaUrl(accessory.image);
          return (
            <li key={accessory.id} className="accessory-card">
              {image && <img src={image} alt="" width="96" height="72" loading="lazy" decoding="async" />}
              <div className="accessory-body">
                <Link to={urls.product(storeView.storeCode, accessory.slug)} className="accessory-name">
                  {accessory.name}
                </Link>
                <Price product={accessory} />
                {purchasable &&
                  (accessory.stock?.is_in_stock ? (
                    <AddAccessory accessory={accessory} />
                  ) : (
                    <p className="stock stock-out">{t('product.outOfStock')}</p>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AddAccessory({ accessory }: { accessory: Accessory }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const location = useLocation();
  const addToCart = useAddToCart(storeView.storeCode);
  return (
    <Form
      method="post"
      action={urls.cart(storeView.storeCode)}
      onSubmit={(event) => {
        event.preventDefault();
        void addToCart(
          {
            sku: accessory.sku,
            name: accessory.name,
            price_incl_tax: accessory.final_price_incl_tax,
            image: accessory.image,
            url_key: accessory.slug,
            parent_sku: null,
            type_id: accessory.type_id,
          },
          1,
        );
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <input type="hidden" name="sku" value={accessory.sku} />
      <input type="hidden" name="qty" value="1" />
      {/* The name says which accessory; it starts with the visible text, so voice control finds it too. */}
      <button
        type="submit"
        className="button button-small"
        aria-label={`${t('product.addToCart')}: ${accessory.name}`}
      >
        {t('product.addToCart')}
      </button>
    </Form>
  );
}
