import type { Order, OrderAddress } from '@hortus/api-contract';
import { data, Link } from 'react-router';
import { PostalAddress } from '../components/PostalAddress';
import { ApiError, callApi, pathSegment } from '../lib/api.server';
import { orderPrice } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { notFound, requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { openSession } from '../session/session.server';
import type { Route } from './+types/account-order';

/** One of the customer's orders; another customer's order is a page that does not exist. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const token = await session.accessToken();
  if (!token) return data({ order: null }, { headers: await session.headers() });
  if (!/^\d{1,9}$/.test(params.orderId)) return notFound(storeView);
  const reply = await callApi<Order>(`/api/user/order/${pathSegment(params.orderId)}`, {
    token,
    query: { storeCode: storeView.storeCode },
  });
  if (reply.status === 404) return notFound(storeView);
  if (reply.status === 401) return data({ order: null }, { headers: await session.headers() });
  if (reply.status !== 200) throw new ApiError(reply.status, 'order unavailable');
  return data({ order: reply.result }, { headers: await session.headers() });
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress | null }) {
  const { t } = useTranslation();
  if (!address) return null;
  return (
    <section>
      <h2>{title}</h2>
      <PostalAddress address={address} />
    </section>
  );
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const { order } = loaderData;
  if (!order) return null;
  const money = (amount: number) => orderPrice(amount, order, storeView);
  return (
    <>
      <h1>{t('account.order', { orderId: order.increment_id })}</h1>
      <p>
        {t('account.orderPlaced', { date: order.created_at.slice(0, 10) })} ·{' '}
        {t(`orderStatus.${order.status}`)}
      </p>
      <table className="orders-table">
        <caption className="visually-hidden">{t('account.orderItems')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.product')}</th>
            <th scope="col">{t('product.quantity')}</th>
            <th scope="col">{t('account.orderTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.sku}>
              <th scope="row">
                {item.name}
                <br />
                <span className="hint">{t('product.sku', { sku: item.sku })}</span>
              </th>
              <td>{item.qty}</td>
              <td>{money(item.row_total_incl_tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-totals">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(order.subtotal_incl_tax)}</dd>
        </div>
        {order.discount_amount !== 0 && (
          <div>
            <dt>{t('cart.discount', { code: '' })}</dt>
            <dd>{money(-Math.abs(order.discount_amount))}</dd>
          </div>
        )}
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{money(order.shipping_incl_tax)}</dd>
        </div>
        {order.payment_fee_incl_tax > 0 && (
          <div>
            <dt>{t('cart.paymentFee')}</dt>
            <dd>{money(order.payment_fee_incl_tax)}</dd>
          </div>
        )}
        <div className="cart-grand-total">
          <dt>{t('cart.grandTotal')}</dt>
          <dd>{money(order.grand_total)}</dd>
        </div>
      </dl>
      <div className="order-addresses">
        <AddressBlock
          title={t('account.shippingAddress')}
          address={order.addresses.shipping ? { ...order.addresses.shipping, vat_id: null } : null}
        />
        <AddressBlock title={t('account.billingAddress')} address={order.addresses.billing} />
      </div>
      <Link to={`${urls.account(storeView.storeCode)}/orders`}>{t('account.backToOrders')}</Link>
    </>
  );
}
