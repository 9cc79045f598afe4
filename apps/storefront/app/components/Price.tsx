import type { PricedFields } from '../lib/catalog-types';
import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';

type ShownPrices = Pick<
  PricedFields,
  'final_price_incl_tax' | 'original_price_incl_tax' | 'special_price_incl_tax'
>;

/**
 * Whether the price is really reduced: a running special price below the regular price (the API zeroes
 * special prices that are not below the regular price or outside their dates). The catalogue's `sale`
 * flag only says the product is in the sale category, not that its price is lower.
 */
export function isReduced(product: ShownPrices): boolean {
  return product.special_price_incl_tax > 0 && product.final_price_incl_tax < product.original_price_incl_tax;
}

/** The shown price: gross in every store; a reduced price shows with the regular price struck through. */
export function Price({ product, large = false }: { product: ShownPrices; large?: boolean }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const special = isReduced(product);
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
