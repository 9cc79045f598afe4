import { Form, Link } from 'react-router';
import { Field } from '../../backoffice/BackOfficeForm';
import { customerCare, requireSection } from '../../backoffice/catalogue.server';
import { moment } from '../../backoffice/formats';
import { useBackOfficeTexts } from '../../backoffice/texts';
import type { Route } from './+types/customers';

/** Customers: find an account by the beginning of its e-mail address or part of the name, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireSection(request, context.clientAddress, 'customers');
  const url = new URL(request.url);
  const query = url.searchParams.get('query')?.trim().slice(0, 254) ?? '';
  const olderThan = Number(url.searchParams.get('older_than'));
  const found = await customerCare.find(
    { token, clientAddress: context.clientAddress },
    {
      ...(query ? { query } : {}),
      ...(Number.isSafeInteger(olderThan) && olderThan > 0 ? { older_than: olderThan } : {}),
    },
  );
  return { query, found };
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useBackOfficeTexts();
  const { query, found } = loaderData;
  return (
    <>
      <h1>{t('nav.customers')}</h1>
      <Form method="get" role="search" className="bo-inline-form">
        <Field
          name="query"
          type="search"
          label={t('customers.query')}
          hint={t('customers.queryHint')}
          defaultValue={query}
        />
        <button type="submit" className="bo-button">
          {t('search')}
        </button>
      </Form>
      {found.customers.length === 0 ? (
        <p className="bo-empty">{t('customers.none')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption>{query ? t('customers.foundFor', { query }) : t('customers.newest')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.name')}</th>
                <th scope="col">{t('customers.email')}</th>
                <th scope="col">{t('customers.store')}</th>
                <th scope="col">{t('customers.since')}</th>
                <th scope="col">{t('customers.state')}</th>
              </tr>
            </thead>
            <tbody>
              {found.customers.map((customer) => (
                <tr key={customer.id}>
                  <th scope="row">
                    <Link to={`/backoffice/customers/${customer.id}`}>
                      {customer.firstname} {customer.lastname}
                    </Link>
                  </th>
                  <td className="bo-long">{customer.email}</td>
                  <td>{customer.store_code}</td>
                  <td>{moment(customer.created_at, language)}</td>
                  <td>
                    {customer.blocked_at ? (
                      <span className="bo-badge blocked">{t('customers.blocked')}</span>
                    ) : (
                      t('customers.active')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {found.older_than && (
        <p>
          <Link
            className="bo-button secondary"
            to={`?${new URLSearchParams({ ...(query ? { query } : {}), older_than: String(found.older_than) })}`}
          >
            {t('customers.older')}
          </Link>
        </p>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useBackOfficeTexts();
  const status = (error as { status?: number } | undefined)?.status;
  return <h1>{status === 403 ? t('forbidden') : t('error.page')}</h1>;
}
