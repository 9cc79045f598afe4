import { cartStoreOf } from '../cart/cart-store';
import { dropOfflineOrder } from './offline-orders';
import { clearSavedCheckout } from './saved-details';

/**
 * Spec 4 "Place order", once the shop has the order: the browser's cart is emptied without a sync (the
 * server closed it), and the saved details, the attempt's key and any order kept offline are dropped.
 */
export function forgetPlacedOrder(store: string): void {
  cartStoreOf(store).reset();
  clearSavedCheckout(store);
  dropOfflineOrder(store);
}
