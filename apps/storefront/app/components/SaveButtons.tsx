import { useTranslation } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';
import { useStore } from '../lib/use-store';
import { notify } from '../state/notifications';
import { type SavedProduct, toggleSaved, useSavedList } from '../state/shopper-storage';
import { Icon } from './Icon';

/**
 * Wish list and compare toggles for a product. The lists live in this browser, so the buttons appear
 * once the page's scripts run (a button that does nothing without them would mislead).
 */
export function SaveButtons({ product }: { product: SavedProduct }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const hydrated = useHydrated();
  const wished = useSavedList('wishlist', store).some((entry) => entry.sku === product.sku);
  const compared = useSavedList('compare', store).some((entry) => entry.sku === product.sku);
  if (!hydrated) return null;
  return (
    <div className="save-buttons">
      <button
        type="button"
        className="icon-button"
        aria-pressed={wished}
        aria-label={t('wishlist.toggle', { name: product.name })}
        onClick={() => {
          const added = toggleSaved('wishlist', store, product);
          notify({
            type: 'success',
            message: t(added ? 'wishlist.added' : 'wishlist.removed', { name: product.name }),
            ...(added ? { action: { label: t('wishlist.title'), to: `/${store}/wishlist` } } : {}),
          });
        }}
      >
        <Icon name="heart" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-pressed={compared}
        aria-label={t('compare.toggle', { name: product.name })}
        onClick={() => {
          const added = toggleSaved('compare', store, product);
          notify({
            type: 'success',
            message: t(added ? 'compare.added' : 'compare.removed', { name: product.name }),
            ...(added ? { action: { label: t('compare.title'), to: `/${store}/compare` } } : {}),
          });
        }}
      >
        <Icon name="compare" />
      </button>
    </div>
  );
}
