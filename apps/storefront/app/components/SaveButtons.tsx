import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';
import { notify } from '../state/notifications';
import { type SavedProduct, toggleSaved, useSavedList } from '../state/shopper-storage';
import { Icon } from './Icon';

/**
 * Wish list and compare toggles for a product. The lists live in this browser, so the buttons are hidden
 * until the page's scripts run (a button that does nothing without them would mislead; styles.css
 * `[data-scripts]`). They are in the server's markup all the same: adding them to every card after
 * hydration was the page's longest task on a slow phone.
 */
export function SaveButtons({ product }: { product: SavedProduct }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const wished = useSavedList('wishlist', store).some((entry) => entry.sku === product.sku);
  const compared = useSavedList('compare', store).some((entry) => entry.sku === product.sku);
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
