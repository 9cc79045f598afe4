import { cartPull, checkoutLog, placeOrder } from '@hortus/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../session/session.server';
import { cartCall } from './cart-call.server';

/** A session as the cart calls use it: its cart id, its customer, and what the calls did to them. */
function sessionWith(cartId: string | null, customer = false) {
  const session = {
    store: 'de-de',
    clientAddress: '203.0.113.7',
    customer: customer ? { token: 't', refreshToken: 'r', expiresAt: 0, firstname: 'Anna' } : null,
    cart: cartId ? { id: cartId, count: 1 } : null,
    ended: false,
    accessToken: async () => (session.customer ? 'token' : undefined),
    setCart(cart: { id: string; count: number } | null) {
      session.cart = cart;
    },
    logOut() {
      session.customer = null;
      session.cart = null;
    },
  };
  return session;
}

/** The API answers each call with the next of these statuses; answers the carts the calls named. */
function apiAnswers(...statuses: number[]): string[] {
  const carts: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    carts.push(new URL(url).searchParams.get('cartId') ?? '');
    const status = statuses.shift() ?? 500;
    const body = status === 200 ? { code: 200, result: [] } : { code: status, result: 'No such entity' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return carts;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the one rule for a cart or token that is gone', () => {
  let made = 0;
  const create = async (session: Session) => {
    made += 1;
    session.setCart({ id: `new-${made}`, count: 0 });
    return `new-${made}`;
  };

  it('makes a call that may start a cart again once on a new cart when its cart is gone', async () => {
    made = 0;
    const session = sessionWith('old');
    const carts = apiAnswers(404, 200);
    const reply = await cartCall(session as unknown as Session, cartPull, {}, { start: true, create });
    expect(reply.status).toBe(200);
    expect(carts).toEqual(['old', 'new-1']);
  });

  it('tries only once more: a second refusal is the answer', async () => {
    made = 0;
    const session = sessionWith('old');
    const carts = apiAnswers(404, 404, 200);
    const reply = await cartCall(session as unknown as Session, cartPull, {}, { start: true, create });
    expect(reply.status).toBe(404);
    expect(carts).toEqual(['old', 'new-1']);
  });

  it('ends the session on a refused token and goes on as a guest with a guest cart', async () => {
    made = 0;
    const session = sessionWith('customer-cart', true);
    const carts = apiAnswers(401, 200);
    const reply = await cartCall(session as unknown as Session, cartPull, {}, { start: true, create });
    expect(reply.status).toBe(200);
    expect(session.customer).toBeNull();
    expect(session.ended).toBe(true);
    expect(carts).toEqual(['customer-cart', 'new-1']);
  });

  it('never makes a checkout call on another cart: a cart gone is dropped and its refusal stands', async () => {
    const session = sessionWith('reviewed');
    const carts = apiAnswers(404, 200);
    const reply = await cartCall(
      session as unknown as Session,
      placeOrder,
      { body: {} as never },
      { start: false },
    );
    expect(reply?.status).toBe(404);
    expect(session.cart).toBeNull();
    expect(carts).toEqual(['reviewed']);
  });

  it('asks nothing of the API for a checkout call without a cart', async () => {
    const carts = apiAnswers(200);
    const reply = await cartCall(sessionWith(null) as unknown as Session, cartPull, {}, { start: false });
    expect(reply).toBeNull();
    expect(carts).toEqual([]);
  });

  it("keeps the cart when a 404 is the call's own resource (the checkout log's id)", async () => {
    const session = sessionWith('reviewed');
    apiAnswers(404);
    const reply = await cartCall(
      session as unknown as Session,
      checkoutLog,
      { body: { step: 'details' } },
      { start: false, cartGoneOn404: false },
    );
    expect(reply?.status).toBe(404);
    expect(session.cart).toEqual({ id: 'reviewed', count: 1 });
  });
});
