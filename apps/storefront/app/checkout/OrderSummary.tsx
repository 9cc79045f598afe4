import type { CartTotalsResult } from '@hortus/api-contract';
import { Link } from 'react-router';
import { CartTotals } from '../components/CartTotals';
import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';

/** What the shopper is ordering, beside the steps: the lines and the amounts priced by the server. */
export function OrderSummary({ cart, priced }: { cart: CartTotalsResult; priced: boolean }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  return (
    <aside className="cart-summary checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('cart.summary')}</h2>
      <ul className="checkout-lines">
        {cart.items.map((item) => (
          <li key={item.sku}>
            <span>
              {item.qty} × {item.name}
            </span>
            <span>{price(item.row_total_incl_tax, storeView)}</span>
          </li>
        ))}
      </ul>
      <CartTotals totals={cart} withShipping={priced} />
      {!priced && <p className="hint">{t('checkout.totalsFollow')}</p>}
      <Link to={urls.cart(storeView.storeCode)} className="button button-link">
        {t('checkout.backToCart')}
      </Link>
    </aside>
  );
}
