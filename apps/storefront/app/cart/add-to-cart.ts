import type { StockItem } from '@hortus/api-contract';
import { getStoreView, type StoreCode } from '@hortus/core';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { notify } from '../state/notifications';
import { trackCartChange } from '../tracking';
import { cartStoreOf } from './cart-store';

export interface AddedProduct {
  sku: string;
  name: string;
  price_incl_tax: number;
  image: string | null;
  /** The product page's slug (the parent's for a variant) and the parent's sku for a variant. */
  url_key: string;
  parent_sku: string | null;
  type_id: string;
}

/** The stock of a sku, or null when it cannot be asked (offline): the server checks again at the sync. */
async function stockOf(store: string, sku: string, qty: number): Promise<StockItem['status'] | null> {
  try {
    const query = new URLSearchParams({ storeCode: store, sku, qty: String(qty) });
    const response = await fetch(`/api/stock/check?${query}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: StockItem };
    return body.result?.status ?? null;
  } catch {
    return null;
  }
}

/**
 * Spec 4 "Add to cart" in the browser: the price is checked, then the stock (out of stock adds nothing,
 * volatile adds with a warning), then the browser's cart takes the line and synchronises it with the
 * client state forced. Offline, the line waits in the browser's cart and goes out when the browser is back.
 */
export function useAddToCart(store: StoreCode) {
  const { t } = useTranslation();
  return async (product: AddedProduct, qty: number): Promise<void> => {
    if (product.price_incl_tax <= 0) {
      notify({ type: 'error', message: t('product.priceUnknown') });
      return;
    }
    const stock = navigator.onLine ? await stockOf(store, product.sku, qty) : null;
    if (stock === 'out_of_stock') {
      notify({ type: 'error', message: t('product.cannotAdd') });
      return;
    }
    const outcome = await cartStoreOf(store).add({
      item_id: 0,
      sku: product.sku,
      qty,
      name: product.name,
      product_type: product.type_id,
      quote_id: '',
      parent_sku: product.parent_sku,
      url_key: product.url_key,
      image: product.image,
      product_option: null,
      price_incl_tax: product.price_incl_tax,
      row_total_incl_tax: product.price_incl_tax * qty,
      is_in_stock: true,
    });
    if (outcome === 'refused') {
      notify({ type: 'error', message: t('cart.refusedRestored') });
      return;
    }
    trackCartChange(product, 0, qty, getStoreView(store));
    if (outcome === 'offline') {
      notify({ type: 'warning', message: t('cart.savedOffline') });
      return;
    }
    notify(
      stock === 'volatile'
        ? { type: 'warning', message: t('cart.volatile') }
        : {
            type: 'success',
            message: t('product.addedToCart'),
            action: { label: t('product.proceedToCheckout'), to: urls.checkout(store) },
          },
    );
  };
}
