import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';

export const meta = () => [{ title: 'Hortus' }, { name: 'robots', content: 'noindex' }];

/** The error page of the route table (minimal layout), where failed flows send the shopper. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const { storeView } = useStore();
  return (
    <div className="page-message">
      <title>{`${t('meta.errorTitle')} | Hortus`}</title>
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <Link to={urls.home(storeView.storeCode)} className="button">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
