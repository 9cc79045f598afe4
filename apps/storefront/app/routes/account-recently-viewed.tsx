import { SavedProducts } from '../components/SavedProducts';
import { useTranslation } from '../lib/i18n';

export default function AccountRecentlyViewed() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('account.recentlyViewed')}</h1>
      <SavedProducts list="recently-viewed" empty="account.noRecentlyViewed" />
    </>
  );
}
