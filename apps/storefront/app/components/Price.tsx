import type { PricedFields } from '../lib/catalog-types';
import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';

/**
 * The shown price: gross in every store; a special price shows with the regular price struck through
 * (the API zeroes special prices that are not below the regular price or outside their dates).
 */
export function Price({
  product,
  large = false,
}: {
  product: Pick<PricedFields, 'final_price_incl_tax' | 'original_price_incl_tax' | 'special_price_incl_tax'>;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const special =
    product.special_price_incl_tax > 0 && product.final_price_incl_tax < product.original_price_incl_tax;
  return (
    <p className={large ? 'price price-large' : 'price'}>
      {special ? (
        <>
          <span className="visually-hidden">{t('product.specialPrice')}</span>
          <span className="price-special">{price(product.final_price_incl_tax, storeView)}</span>{' '}
          <span className="visually-hidden">{t('product.regularPrice')}</span>
          <del className="price-regular">{price(product.original_price_incl_tax, storeView)}</del>
        </>
      ) : (
        <span>{price(product.final_price_incl_tax, storeView)}</span>
      )}
    </p>
  );
}
