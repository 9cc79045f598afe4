import { data, Link } from 'react-router';
import { orderPrice } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { loadOrderHistory } from '../session/orders.server';
import { openSession } from '../session/session.server';
import type { Route } from './+types/account-orders';

/** The customer's orders, newest first, a page of the spec's 20 at a time. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const token = await session.accessToken();
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1),
  );
  if (!token) return data({ history: null, page }, { headers: await session.headers() });
  const history = await loadOrderHistory(token, storeView.storeCode, page);
  return data({ history, page }, { headers: await session.headers() });
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const { history, page } = loaderData;
  const pages = history ? Math.max(1, Math.ceil(history.total_count / history.page_size)) : 1;
  return (
    <>
      <h1>{t('account.orders')}</h1>
      {!history || history.items.length === 0 ? (
        <p>{t('account.noOrders')}</p>
      ) : (
        <table className="orders-table">
          <caption className="visually-hidden">{t('account.orders')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.orderNumber')}</th>
              <th scope="col">{t('account.orderDate')}</th>
              <th scope="col">{t('account.orderStatus')}</th>
              <th scope="col">{t('account.orderTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {history.items.map((order) => (
              <tr key={order.entity_id}>
                <th scope="row">
                  <Link to={`${urls.account(store)}/orders/${order.entity_id}`}>{order.increment_id}</Link>
                </th>
                <td>{order.created_at.slice(0, 10)}</td>
                <td>{t(`orderStatus.${order.status}`)}</td>
                <td>{orderPrice(order.grand_total, order, storeView)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav aria-label={t('a11y.pagination')} className="pagination">
          {page > 1 && <Link to={`?page=${page - 1}`}>{t('category.previous')}</Link>}
          <span>{t('category.currentPage', { page, pages })}</span>
          {page < pages && <Link to={`?page=${page + 1}`}>{t('category.next')}</Link>}
        </nav>
      )}
    </>
  );
}
