import { Link } from 'react-router';
import { requireSection, staffAccounts } from '../../backoffice/catalogue.server';
import { DataTable } from '../../backoffice/DataTable';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
import { moment } from '../../backoffice/formats';
import { useBackOfficeTexts } from '../../backoffice/texts';
import type { Route } from './+types/audit-log';

const PAGE_SIZE = 50;

/** The owner's audit log: who did what to which object, and how it ended, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireSection(request, context.clientAddress, 'audit-log');
  const before = Number(new URL(request.url).searchParams.get('before'));
  const page = await staffAccounts.auditLog(
    { token, clientAddress: context.clientAddress },
    { limit: PAGE_SIZE, ...(Number.isSafeInteger(before) && before > 0 ? { before } : {}) },
  );
  return { page, paged: Number.isSafeInteger(before) && before > 0 };
}

/**
 * The details as short "key: value" pairs, nested ones by their path ("after.price: 129900"), empty ones
 * left out; they hold no personal data (the API's rule).
 */
function detailsText(details: Record<string, unknown>, prefix = ''): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) =>
      typeof value === 'object' && !Array.isArray(value)
        ? detailsText(value as Record<string, unknown>, `${prefix}${key}.`)
        : `${prefix}${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    )
    .filter(Boolean)
    .join('; ');
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useBackOfficeTexts();
  const { page, paged } = loaderData;
  return (
    <>
      <h1>{t('nav.audit-log')}</h1>
      <p className="bo-hint">{t('audit.intro')}</p>
      <DataTable
        caption={paged ? t('audit.older') : t('audit.newest')}
        className="bo-audit"
        columns={[
          { key: 'when', label: t('audit.when') },
          { key: 'who', label: t('audit.who') },
          { key: 'action', label: t('audit.action') },
          { key: 'object', label: t('audit.object') },
          { key: 'outcome', label: t('audit.outcome') },
          { key: 'details', label: t('audit.details'), className: 'bo-details' },
        ]}
        rows={page.entries}
        rowKey={(entry) => entry.id}
        cells={(entry) => ({
          when: moment(entry.at, language),
          who: entry.staff_email ?? t('audit.unknown'),
          action: <code>{entry.action}</code>,
          object: entry.object_type ? `${entry.object_type} ${entry.object_id ?? ''}` : '–',
          outcome: (
            <span className={entry.outcome === 'success' ? 'bo-badge' : 'bo-badge blocked'}>
              {entry.outcome}
            </span>
          ),
          details: detailsText(entry.details) || '–',
        })}
      />
      <p className="bo-actions">
        {paged && (
          <Link className="bo-button secondary" to="/backoffice/audit-log">
            {t('audit.toNewest')}
          </Link>
        )}
        {page.next_before && (
          <Link className="bo-button secondary" to={`?before=${page.next_before}`}>
            {t('audit.next')}
          </Link>
        )}
      </p>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorHeading error={error} />;
}
