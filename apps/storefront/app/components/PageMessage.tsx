import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';

/** A page with a heading, a short text and a way back home: the routes whose flows later issues fill. */
export function PageMessage({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  return (
    <div className="container narrow page-message">
      <title>{`${t(title)} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t(title)}</h1>
      {text && <p>{t(text)}</p>}
      <Link to={urls.home(storeView.storeCode)} className="button">
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}
