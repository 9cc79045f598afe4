import { cartSyncAction } from '../cart/cart-sync.server';
import { postOnly } from '../lib/http.server';

export const action = cartSyncAction;

export function loader() {
  return postOnly();
}
