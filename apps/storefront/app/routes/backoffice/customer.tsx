import { data, Form, Link } from 'react-router';
import { customerCare, requireSection } from '../../backoffice/catalogue.server';
import { DataTable } from '../../backoffice/DataTable';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
import { amountIn, moment } from '../../backoffice/formats';
import { useBackOfficeTexts } from '../../backoffice/texts';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/customer';

const customerId = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data('Not Found', { status: 404 });
  return id;
};

/** A customer's account, addresses and newest orders; block or unblock the account, send a reset link. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { token } = await requireSection(request, context.clientAddress, 'customers');
  const customer = await customerCare.show(
    { token, clientAddress: context.clientAddress },
    customerId(params.id),
  );
  return { customer, done: new URL(request.url).searchParams.get('done') };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { token } = await requireSection(request, context.clientAddress, 'customers');
  const caller = { token, clientAddress: context.clientAddress };
  const id = customerId(params.id);
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get('intent') ?? '');
  // Only the page's three buttons: anything else (a body that was no form) changes nothing.
  if (!['block', 'unblock', 'reset-link'].includes(intent)) throw data('Bad Request', { status: 400 });
  const answer =
    intent === 'reset-link'
      ? await customerCare.resetLink(caller, id)
      : await customerCare.block(caller, id, intent === 'block');
  if (answer.status === 404) throw data('Not Found', { status: 404 });
  if (answer.status !== 200) throw data(answer.result, { status: answer.status });
  const done = intent === 'reset-link' ? 'reset-link' : intent === 'block' ? 'blocked' : 'unblocked';
  return redirectInShop(`/backoffice/customers/${id}?done=${done}`, 303);
}

export default function CustomerPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useBackOfficeTexts();
  const { customer, done } = loaderData;
  return (
    <>
      <p>
        <Link to="/backoffice/customers">{t('customers.back')}</Link>
      </p>
      <h1>
        {customer.firstname} {customer.lastname}
      </h1>
      {done === 'blocked' && (
        <p className="bo-notice" role="status">
          {t('customer.doneBlocked')}
        </p>
      )}
      {done === 'unblocked' && (
        <p className="bo-notice" role="status">
          {t('customer.doneUnblocked')}
        </p>
      )}
      {done === 'reset-link' && (
        <p className="bo-notice" role="status">
          {t('customer.doneResetLink', { email: customer.email })}
        </p>
      )}
      <dl className="bo-facts">
        <dt>{t('customers.email')}</dt>
        <dd>{customer.email}</dd>
        <dt>{t('customers.store')}</dt>
        <dd>{customer.store_code}</dd>
        <dt>{t('customers.since')}</dt>
        <dd>{moment(customer.created_at, language)}</dd>
        <dt>{t('customers.state')}</dt>
        <dd>
          {customer.blocked_at ? (
            <span className="bo-badge blocked">
              {t('customer.blockedSince', { since: moment(customer.blocked_at, language) })}
            </span>
          ) : (
            t('customers.active')
          )}
        </dd>
      </dl>
      <div className="bo-actions">
        <Form method="post">
          <input type="hidden" name="intent" value={customer.blocked_at ? 'unblock' : 'block'} />
          <button type="submit" className={customer.blocked_at ? 'bo-button' : 'bo-button danger'}>
            {customer.blocked_at ? t('customer.unblock') : t('customer.block')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="reset-link" />
          <button type="submit" className="bo-button secondary">
            {t('customer.resetLink')}
          </button>
        </Form>
      </div>
      <p className="bo-hint">{t('customer.blockHint')}</p>

      <h2>{t('customer.orders')}</h2>
      <DataTable
        caption={customer.more_orders ? t('customer.newestOrders') : t('customer.allOrders')}
        empty={t('customer.noOrders')}
        columns={[
          { key: 'number', label: t('customer.orderNumber'), rowHeader: true },
          { key: 'placed', label: t('customer.placed') },
          { key: 'store', label: t('customers.store') },
          { key: 'status', label: t('customer.status') },
          { key: 'total', label: t('customer.total'), numeric: true },
          { key: 'due', label: t('customer.due'), numeric: true },
        ]}
        rows={customer.orders}
        rowKey={(order) => order.id}
        cells={(order) => ({
          number: <Link to={`/backoffice/orders/${order.id}`}>{order.increment_id}</Link>,
          placed: moment(order.created_at, language),
          store: order.store_code,
          status: order.status,
          total: amountIn(order.grand_total, order.store_code),
          due: amountIn(order.total_due, order.store_code),
        })}
      />

      <h2>{t('customer.addresses')}</h2>
      {customer.addresses.length === 0 ? (
        <p className="bo-empty">{t('customer.noAddresses')}</p>
      ) : (
        <ul className="bo-addresses">
          {customer.addresses.map((address, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: addresses have no id in the answer and never reorder here
            <li key={index}>
              <address>
                {address.company && (
                  <>
                    {address.company}
                    <br />
                  </>
                )}
                {address.firstname} {address.lastname}
                <br />
                {address.street.join(', ')}
                <br />
                {address.postcode} {address.city}, {address.country_id}
                {address.telephone && (
                  <>
                    <br />
                    {address.telephone}
                  </>
                )}
              </address>
              {(address.default_billing || address.default_shipping) && (
                <p className="bo-muted">
                  {[
                    address.default_billing ? t('customer.defaultBilling') : '',
                    address.default_shipping ? t('customer.defaultShipping') : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorHeading error={error} notFound="customer.notFound" />;
}
