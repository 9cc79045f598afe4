import { cartSyncAction } from '../cart/cart-sync.server';
import { methodNotAllowed } from '../lib/http.server';

export const action = cartSyncAction;

export function loader() {
  return methodNotAllowed(['POST']);
}
