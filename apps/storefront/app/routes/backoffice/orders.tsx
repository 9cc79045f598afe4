import { ORDER_STATUSES, STORE_VIEWS } from '@hortus/core';
import { Form, Link } from 'react-router';
import { SelectField } from '../../backoffice/BackOfficeForm';
import { DataTable } from '../../backoffice/DataTable';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
import { backOfficeLanguage } from '../../backoffice/languages.server';
import { orderAmount, PAYMENT_METHODS, readableMoment } from '../../backoffice/order-format';
import { requireOrdersRole, staffOrders } from '../../backoffice/staff-orders.server';
import { type TextKey, useBackOfficeTexts } from '../../backoffice/texts';
import type { Route } from './+types/orders';

/** The filter's fields as the page's form names them, the API's query parameters. */
const FILTER_FIELDS = ['q', 'store_code', 'status', 'payment_method', 'placed_from', 'placed_to'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireOrdersRole(request, context.clientAddress);
  const language = await backOfficeLanguage(request);
  const search = new URL(request.url).searchParams;
  const filter: Partial<Record<(typeof FILTER_FIELDS)[number], string>> = {};
  for (const field of FILTER_FIELDS) {
    const value = search.get(field)?.trim();
    if (value) filter[field] = value;
  }
  const cursor = search.get('cursor') ?? undefined;
  const answer = await staffOrders.list(
    token,
    { ...filter, ...(cursor ? { cursor } : {}) },
    context.clientAddress,
  );
  const exportSearch = new URLSearchParams(filter).toString();
  if (answer.status !== 200)
    return { filter, exportSearch, error: answer.result, rows: [], total: null, older: null, newer: null };
  const { items, total_count, total_more, older, newer } = answer.result;
  return {
    filter,
    exportSearch,
    error: null,
    rows: items.map((row) => ({
      id: row.entity_id,
      number: row.increment_id,
      placed: readableMoment(row.created_at, language),
      storeCode: row.store_code,
      customer: row.customer_name,
      email: row.email,
      total: orderAmount(row.grand_total, row.currency_code, row.store_code),
      paymentState: row.payment_state,
      status: row.status,
    })),
    total: { count: total_count, more: total_more },
    older: older && `?${new URLSearchParams({ ...filter, cursor: older })}`,
    newer: newer && `?${new URLSearchParams({ ...filter, cursor: newer })}`,
  };
}

export default function BackOfficeOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useBackOfficeTexts();
  const { filter, rows, total, older, newer, error, exportSearch } = loaderData;
  return (
    <>
      <h1>{t('orders.heading')}</h1>
      <Form method="get" className="bo-filters" aria-label={t('orders.filters')}>
        <div className="bo-field bo-filter-query">
          <label htmlFor="orders-q">{t('orders.query')}</label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            aria-describedby="orders-q-hint"
          />
          <p id="orders-q-hint" className="bo-hint">
            {t('orders.queryHint')}
          </p>
        </div>
        <SelectField
          name="store_code"
          id="orders-store_code"
          label={t('orders.storeView')}
          any={t('orders.any')}
          defaultValue={filter.store_code ?? ''}
          options={STORE_VIEWS.map((view) => [view.storeCode, `${view.storeCode} · ${view.name}`])}
        />
        <SelectField
          name="status"
          id="orders-status"
          label={t('orders.status')}
          any={t('orders.any')}
          defaultValue={filter.status ?? ''}
          options={ORDER_STATUSES.map((status) => [status, t(`status.${status}` as TextKey)])}
        />
        <SelectField
          name="payment_method"
          id="orders-payment_method"
          label={t('orders.paymentMethod')}
          any={t('orders.any')}
          defaultValue={filter.payment_method ?? ''}
          options={PAYMENT_METHODS.map((method) => [method, t(`method.${method}` as TextKey)])}
        />
        <div className="bo-field">
          <label htmlFor="orders-from">{t('orders.placedFrom')}</label>
          <input id="orders-from" name="placed_from" type="date" defaultValue={filter.placed_from} />
        </div>
        <div className="bo-field">
          <label htmlFor="orders-to">{t('orders.placedTo')}</label>
          <input id="orders-to" name="placed_to" type="date" defaultValue={filter.placed_to} />
        </div>
        <div className="bo-filter-buttons">
          <button type="submit" className="bo-button">
            {t('orders.apply')}
          </button>
          <Link to="/backoffice/orders" className="bo-button secondary">
            {t('orders.reset')}
          </Link>
        </div>
      </Form>
      {error && (
        <p className="bo-alert" role="alert">
          {t('orders.badFilter', { message: error })}
        </p>
      )}
      {total && (
        <div className="bo-list-head">
          <p className="bo-count" aria-live="polite">
            {total.more
              ? t('orders.countMore', { count: String(total.count) })
              : total.count === 1
                ? t('orders.countOne')
                : t('orders.count', { count: String(total.count) })}
          </p>
          {/* A plain link: the browser downloads the file, the page stays. */}
          <a
            className="bo-button secondary"
            href={`/backoffice/orders.csv${exportSearch ? `?${exportSearch}` : ''}`}
            download
          >
            {t('orders.export')}
          </a>
        </div>
      )}
      {total && (
        <DataTable
          caption={t('orders.caption')}
          empty={t('orders.none')}
          columns={[
            { key: 'number', label: t('orders.col.number'), rowHeader: true },
            { key: 'date', label: t('orders.col.date'), className: 'bo-when' },
            { key: 'storeView', label: t('orders.col.storeView'), className: 'bo-when' },
            { key: 'customer', label: t('orders.col.customer') },
            { key: 'email', label: t('orders.col.email'), className: 'bo-email' },
            { key: 'total', label: t('orders.col.total'), numeric: true },
            { key: 'payment', label: t('orders.col.payment') },
            { key: 'status', label: t('orders.col.status') },
          ]}
          rows={rows}
          rowKey={(row) => row.id}
          cells={(row) => ({
            number: <Link to={`/backoffice/orders/${row.id}`}>{row.number}</Link>,
            date: row.placed,
            storeView: row.storeCode,
            customer: row.customer,
            email: row.email,
            total: row.total,
            payment: (
              <span className={`bo-badge payment-${row.paymentState}`}>
                {t(`payment.${row.paymentState}` as TextKey)}
              </span>
            ),
            status: (
              <span className={`bo-badge status-${row.status}`}>{t(`status.${row.status}` as TextKey)}</span>
            ),
          })}
        />
      )}
      {(newer || older) && (
        <nav className="bo-paging" aria-label={t('orders.paging')}>
          {newer && (
            <Link to={newer} className="bo-button secondary" rel="prev">
              ← {t('orders.newer')}
            </Link>
          )}
          {older && (
            <Link to={older} className="bo-button secondary" rel="next">
              {t('orders.older')} →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorHeading error={error} otherwise="section.empty" />;
}
