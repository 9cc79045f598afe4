import { SavedProducts } from '../components/SavedProducts';
import { useTranslation } from '../lib/i18n';

/** The wishlist page: the products this browser keeps (state/shopper-storage.ts). */
export default function Page() {
  const { t } = useTranslation();
  return (
    <div className="container narrow">
      <title>{`${t('wishlist.title')} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('wishlist.title')}</h1>
      <SavedProducts list="wishlist" empty="wishlist.empty" />
    </div>
  );
}
