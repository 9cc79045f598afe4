import type { Endpoint } from '@hortus/api-contract';
import { type Answer, type CallInput, callEndpoint } from '../lib/api.server';
import type { Session } from '../session/session.server';

/** A cart endpoint's input without what the session adds: the cart, the token, the store, the address. */
type CartInput<E extends Endpoint> = Omit<CallInput<E>, 'token' | 'clientAddress' | 'store' | 'query'> & {
  query?: Omit<NonNullable<CallInput<E>['query']>, 'cartId'>;
};

/** How often a cart call is made again after its cart or its token turned out to be gone (spec 4 bypass). */
const MAX_BYPASS_ATTEMPTS = 1;

/**
 * A call on the session's cart, with the storefront's one rule for a cart or a token that is gone (spec 4
 * "bypass"):
 * - a token the API no longer takes (401) ends the session, whatever the call;
 * - a cart the API no longer gives this shopper (404: ordered, merged, another customer's after a logout)
 *   is dropped;
 * - a call that may start a cart (`start`: the cart's own calls, adding) makes one when there is none,
 *   and after either of the two is made once more, with a new cart (as a guest after a 401);
 * - a checkout call (`start: false`) works on the cart the shopper reviewed and is never made on another:
 *   without a cart it answers null, and its refusal stands (the checkout says the cart is gone).
 * The 404 of a call whose own resource can be missing (the checkout log's id) is not the cart's: such
 * a call passes `cartGoneOn404: false`.
 */
export async function cartCall<E extends Endpoint>(
  session: Session,
  endpoint: E,
  input: CartInput<E>,
  options: { start: true; create: (session: Session) => Promise<string>; cartGoneOn404?: boolean },
): Promise<Answer<E>>;
export async function cartCall<E extends Endpoint>(
  session: Session,
  endpoint: E,
  input: CartInput<E>,
  options: { start: false; cartGoneOn404?: boolean },
): Promise<Answer<E> | null>;
export async function cartCall<E extends Endpoint>(
  session: Session,
  endpoint: E,
  input: CartInput<E>,
  options: { start: boolean; create?: (session: Session) => Promise<string>; cartGoneOn404?: boolean },
): Promise<Answer<E> | null> {
  for (let attempt = 0; ; attempt += 1) {
    let cartId = session.cart?.id;
    if (!cartId) {
      if (!options.start || !options.create) return null;
      cartId = await options.create(session);
    }
    const reply = await callEndpoint(endpoint, {
      ...input,
      query: { ...input.query, cartId },
      token: await session.accessToken(),
      clientAddress: session.clientAddress,
      store: session.store,
    } as unknown as CallInput<E>);
    const cartGone = reply.status === 404 && options.cartGoneOn404 !== false;
    if (reply.status === 401) {
      session.logOut();
      session.ended = true;
    } else if (cartGone) {
      session.setCart(null);
    }
    if (!(cartGone || reply.status === 401) || !options.start || attempt >= MAX_BYPASS_ATTEMPTS) return reply;
  }
}
