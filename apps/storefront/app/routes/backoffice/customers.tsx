import { Link } from 'react-router';
import { SearchForm } from '../../backoffice/BackOfficeForm';
import { customerCare, requireSection } from '../../backoffice/catalogue.server';
import { DataTable } from '../../backoffice/DataTable';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
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
      <SearchForm label={t('customers.query')} hint={t('customers.queryHint')} query={query} />
      <DataTable
        caption={query ? t('customers.foundFor', { query }) : t('customers.newest')}
        empty={t('customers.none')}
        columns={[
          { key: 'name', label: t('customers.name'), rowHeader: true },
          { key: 'email', label: t('customers.email'), className: 'bo-long' },
          { key: 'store', label: t('customers.store') },
          { key: 'since', label: t('customers.since') },
          { key: 'state', label: t('customers.state') },
        ]}
        rows={found.customers}
        rowKey={(customer) => customer.id}
        cells={(customer) => ({
          name: (
            <Link to={`/backoffice/customers/${customer.id}`}>
              {customer.firstname} {customer.lastname}
            </Link>
          ),
          email: customer.email,
          store: customer.store_code,
          since: moment(customer.created_at, language),
          state: customer.blocked_at ? (
            <span className="bo-badge blocked">{t('customers.blocked')}</span>
          ) : (
            t('customers.active')
          ),
        })}
      />
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
  return <ErrorHeading error={error} />;
}
