import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';

/**
 * What the cart's total says about delivery, under it: before the checkout the total holds none, so the
 * note says it comes on top, from the cheapest rate to the store's country ("zzgl. Versand ab 49,00 €");
 * once a delivery was chosen at checkout, that it is included.
 */
export function CartShippingNote({
  shippingIncluded,
  shippingFrom,
}: {
  shippingIncluded: boolean;
  /** The cheapest delivery to the store's country, gross minor units; null when the shop cannot say. */
  shippingFrom: number | null;
}) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const text = shippingIncluded
    ? t('cart.shippingIncluded')
    : shippingFrom === null
      ? t('cart.plusShipping')
      : shippingFrom === 0
        ? t('cart.freeShipping')
        : t('cart.plusShippingFrom', { price: price(shippingFrom, storeView) });
  return <p className="cart-shipping-note">{text}</p>;
}
