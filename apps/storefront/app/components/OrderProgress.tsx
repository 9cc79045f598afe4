import type { OrderWithHistory } from '@hortus/api-contract';
import { orderPrice } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';

type Parcel = NonNullable<OrderWithHistory['history'][number]['parcel']>;

/** A parcel's tracking number, a link to its carrier's tracking page where the shop knows the carrier. */
function TrackingNumber({ parcel }: { parcel: Parcel }) {
  if (!parcel.tracking_url) return <>{parcel.tracking_number}</>;
  return (
    <a href={parcel.tracking_url} rel="noopener noreferrer" target="_blank">
      {parcel.tracking_number}
    </a>
  );
}

/**
 * What happened to an order since it was placed, as the customer may see it (the API leaves out notes,
 * staff and references): its payment state, its history oldest first and its shipments with their tracking
 * numbers as links.
 */
export function OrderProgress({ order }: { order: OrderWithHistory }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const money = (amount: number) => orderPrice(amount, order, storeView);
  const { state, balance } = order.payment_state;
  return (
    <>
      <p>
        {t('orderProgress.paymentState')}:{' '}
        {t(`orderProgress.paymentStates.${state}`, { amount: money(Math.abs(balance)) })}
      </p>
      <section aria-labelledby="order-progress-title">
        <h2 id="order-progress-title">{t('orderProgress.title')}</h2>
        <ol className="order-progress">
          {order.history.map((entry, index) => (
            // The history never changes order: an entry's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <time dateTime={entry.at.replace(' ', 'T').concat('Z')}>{entry.at.slice(0, 10)}</time>{' '}
              {t(`orderProgress.${entry.type}`, {
                amount: entry.amount === null ? '' : money(entry.amount),
                carrier: entry.parcel?.carrier_name ?? '',
              })}
              {entry.parcel && (
                <>
                  {' '}
                  ({t('orderProgress.trackingNumber')}: <TrackingNumber parcel={entry.parcel} />)
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
      {order.shipments.length > 0 && (
        <section aria-labelledby="order-shipments-title">
          <h2 id="order-shipments-title">{t('orderProgress.shipments')}</h2>
          {order.shipments.map((shipment) => (
            <div key={`${shipment.carrier}-${shipment.tracking_number}`}>
              <p>
                {t('orderProgress.shippedOn', {
                  date: shipment.shipped_at.slice(0, 10),
                  carrier: shipment.carrier_name,
                })}
                {' · '}
                {t('orderProgress.trackingNumber')}: <TrackingNumber parcel={shipment} />
              </p>
              <ul>
                {shipment.lines.map((line) => (
                  <li key={line.sku}>
                    {line.qty} × {line.name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </>
  );
}
