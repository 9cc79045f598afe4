import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { CmsPage } from '../lib/catalog-types';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { CmsContent } from './CmsContent';

/** The 404 page (the store's CMS page 'page-not-found') or the error page, inside the store's layout. */
export function StoreErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const page = (error.data as { page?: CmsPage | null } | null)?.page;
    return <NotFoundContent page={page ?? null} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorContent />;
}

/** The shop's error message with a way home; also the error route's page (routes/error.tsx). */
export function ErrorContent({ className = 'container narrow page-message' }: { className?: string }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  return (
    <div className={className}>
      <title>{`${t('meta.errorTitle')} | Hortus`}</title>
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <Link to={urls.home(storeView.storeCode)} className="button">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}

function NotFoundContent({ page }: { page: CmsPage | null }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  return (
    <div className="container narrow page-message">
      <title>{`${t('meta.notFoundTitle')} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <h1>{page?.title ?? t('notFound.title')}</h1>
      {page ? <CmsContent html={page.content} /> : <p>{t('notFound.text')}</p>}
      <Link to={urls.home(storeView.storeCode)} className="button">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
