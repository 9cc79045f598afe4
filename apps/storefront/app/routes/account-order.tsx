import { data, Link } from 'react-router';
import { OrderDetails } from '../components/OrderDetails';
import { OrderProgress } from '../components/OrderProgress';
import { useTranslation } from '../lib/i18n';
import { notFound, requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { loadCustomerOrder } from '../session/orders.server';
import { openSession } from '../session/session.server';
import type { Route } from './+types/account-order';

/** One of the customer's orders; another customer's order is a page that does not exist. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const token = await session.accessToken();
  if (!token) return data({ order: null }, { headers: await session.headers() });
  if (!/^\d{1,9}$/.test(params.orderId)) return notFound(storeView);
  const order = await loadCustomerOrder(token, storeView.storeCode, params.orderId);
  if (order === 'missing') return notFound(storeView);
  return data({ order }, { headers: await session.headers() });
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const { order } = loaderData;
  if (!order) return null;
  return (
    <>
      <h1>{t('account.order', { orderId: order.increment_id })}</h1>
      <p>
        {t('account.orderPlaced', { date: order.created_at.slice(0, 10) })} ·{' '}
        {t(`orderStatus.${order.status}`)}
      </p>
      <OrderProgress order={order} />
      <OrderDetails order={order} />
      <p className="order-back">
        <Link to={`${urls.account(storeView.storeCode)}/orders`}>{t('account.backToOrders')}</Link>
      </p>
    </>
  );
}
