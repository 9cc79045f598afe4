import type { CartTotalsResult } from '@hortus/api-contract';
import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';

/** The cart's amounts as the cart page and the checkout show them (gross, the included tax below). */
export function CartTotals({
  totals,
  withShipping = true,
}: {
  totals: CartTotalsResult;
  /** False before a delivery method is chosen: no 'shipping 0.00' that would read as free delivery. */
  withShipping?: boolean;
}) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const rows = [
    { id: 'subtotal', label: t('cart.subtotal'), value: totals.subtotal_incl_tax },
    // The API gives the discount as the amount taken off; the shopper reads it as a minus.
    ...(totals.discount_amount !== 0
      ? [
          {
            id: 'discount',
            label: t('cart.discount', { code: totals.coupon_code ?? '' }),
            value: -Math.abs(totals.discount_amount),
          },
        ]
      : []),
    ...(withShipping ? [{ id: 'shipping', label: t('cart.shipping'), value: totals.shipping_incl_tax }] : []),
    ...(totals.payment_fee_incl_tax > 0
      ? [{ id: 'payment', label: t('cart.paymentFee'), value: totals.payment_fee_incl_tax }]
      : []),
  ];
  return (
    <dl className="cart-totals">
      {rows.map((row) => (
        <div key={row.id}>
          <dt>{row.label}</dt>
          <dd>{price(row.value, storeView)}</dd>
        </div>
      ))}
      <div className="cart-grand-total">
        <dt>{t('cart.grandTotal')}</dt>
        <dd>{price(totals.grand_total, storeView)}</dd>
      </div>
      <div className="hint">
        {/* A reverse-charge (tax-free intra-Community) sale: net amounts, the buyer accounts for the VAT. */}
        <dt>{totals.reverse_charge ? t('order.reverseCharge') : t('cart.taxIncluded')}</dt>
        <dd>{price(totals.tax_amount, storeView)}</dd>
      </div>
    </dl>
  );
}
