import type { PurchaseTerms } from '@hortus/api-contract';
import type { Product } from '../../lib/catalog-types';
import { price } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useStore } from '../../lib/use-store';
import type { DeliveryDays } from './delivery-time';

/** Neutral marks of our own for the kinds of payment (no provider's artwork); the text names the method. */
const PAYMENT_MARKS: Record<string, string> = {
  banktransfer: 'M3 10h18l-9-6zM5 10v8m4.7-8v8m4.6-8v8M19 10v8M3 20h18',
  cashondelivery: 'M2 7h20v10H2zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M5 10v4m14-4v4',
  purchaseonaccount: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
};
const CARD_MARK = 'M2 6h20v12H2zM2 10h20M6 15h4';

const TRUCK = 'M2 6h11v10H2zM13 10h4l4 4v2h-8M6 19a1.5 1.5 0 1 0 0-.1M17 19a1.5 1.5 0 1 0 0-.1';
const BOX = 'M3 8l9-4 9 4v9l-9 4-9-4zM3 8l9 4 9-4M12 12v9';
const DOWNLOAD = 'M12 3v12M7 10l5 5 5-5M4 19h16';

function Mark({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/**
 * Beside the buy button, what a shopper asks before paying: when it arrives, what delivery costs in the
 * store's country (the cheapest method; free kerbside delivery where that costs nothing) and how to pay.
 * A product that is not shipped (a file to download, a service) promises neither delivery days nor a
 * shipping price: what comes after payment, and that it costs no shipping.
 */
export function PurchasePromise({
  terms,
  typeId,
  days,
}: {
  terms: PurchaseTerms;
  typeId: Product['type_id'];
  days: DeliveryDays | null;
}) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const standard = terms.shipped ? terms.shipping_methods[0] : undefined;
  return (
    <div className="purchase-promise">
      <ul className="promise-list">
        {!terms.shipped && (
          <li className="no-delivery">
            <Mark path={typeId === 'downloadable' ? DOWNLOAD : BOX} />
            <span>
              {typeId === 'downloadable' ? t('product.downloadAfterPayment') : t('product.serviceNoShipping')}
            </span>
          </li>
        )}
        {terms.shipped && days && (
          <li className="delivery-time">
            <Mark path={BOX} />
            <span>{t('product.deliveryTime', { min: days.min, max: days.max })}</span>
          </li>
        )}
        {standard && (
          <li className="shipping-cost">
            <Mark path={TRUCK} />
            <span>
              {standard.price_incl_tax === 0
                ? t('product.freeDelivery')
                : t('product.shippingCost', { price: price(standard.price_incl_tax, storeView) })}
              <span className="hint"> · {standard.title}</span>
            </span>
          </li>
        )}
      </ul>
      {terms.payment_methods.length > 0 && (
        <>
          <p className="small-heading" id="payment-methods-title">
            {t('product.paymentMethods')}
          </p>
          <ul className="payment-marks" aria-labelledby="payment-methods-title">
            {terms.payment_methods.map((method) => (
              <li key={method.code} className="payment-mark">
                <Mark path={PAYMENT_MARKS[method.code] ?? CARD_MARK} />
                <span>{method.title}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
