import { checkoutCallAction } from '../checkout/checkout-calls.server';
import { postOnly } from '../lib/http.server';

export const action = checkoutCallAction;

export function loader() {
  return postOnly();
}
