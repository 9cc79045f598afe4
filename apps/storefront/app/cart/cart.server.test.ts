import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCookie } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// A stand-in API that holds one line and refuses every change of it, as it refuses a line it cannot take.
let api: Server;
let cart: typeof import('./cart.server');
let session: typeof import('../session/session.server');

beforeAll(async () => {
  api = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url?.startsWith('/de-de/api/cart/pull')) {
        response.end(JSON.stringify({ code: 200, result: [{ sku: 'SHED-1', qty: 1, name: 'Shed' }] }));
        return;
      }
      response.statusCode = 400;
      response.end(
        JSON.stringify({ code: 400, result: 'Invalid body: cartItem.qty: Quantity must be above 0' }),
      );
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  cart = await import('./cart.server');
  session = await import('../session/session.server');
});
afterAll(() => {
  api.close();
});

async function guestWithCart() {
  const cookie = (await createCookie('hortus_cart').serialize({ id: 'c'.repeat(32), count: 1 })).split(
    ';',
  )[0];
  const request = new Request('http://localhost:3000/de-de/cart', { headers: { cookie: cookie ?? '' } });
  return session.openSession(request, 'de-de', '127.0.0.1');
}

async function refusal(change: Promise<unknown>) {
  try {
    await change;
  } catch (error) {
    if (error instanceof cart.CartError) return error.notice;
    throw error;
  }
  throw new Error('the change was not refused');
}

describe('a cart change the API refuses (without JavaScript)', () => {
  it("says the spec's 'Cannot update cart' for a quantity, never the API's English reason", async () => {
    expect(await refusal(cart.setQuantity(await guestWithCart(), 'SHED-1', 3))).toEqual({
      type: 'error',
      id: 'cart.refusedRestored',
    });
  });

  it("warns 'cart.product.remove.error' (Cannot remove product from cart) for a removal", async () => {
    expect(await refusal(cart.removeFromCart(await guestWithCart(), 'SHED-1'))).toEqual({
      type: 'warning',
      id: 'cart.product.remove.error',
    });
  });
});

describe('the API calls of one add to the cart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A stand-in API that takes every call; answers the calls it was asked, in order. */
  function apiTakes(lines: { sku: string; qty: number; name: string }[]): string[] {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const path = new URL(url).pathname.replace('/de-de', '');
      asked.push(`${init.method} ${path}`);
      const results: Record<string, unknown> = {
        '/api/stock/check': { sku: 'SHED-1', qty: 1, status: 'in_stock' },
        '/api/cart/create': 'c'.repeat(32),
        '/api/cart/pull': lines,
        '/api/cart/update': { sku: 'SHED-1', qty: 3, name: 'Shed' },
      };
      return new Response(JSON.stringify({ code: 200, result: results[path] }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    return asked;
  }

  it('asks the stock first, then reads the cart and grows its line by the quantity added', async () => {
    const asked = apiTakes([{ sku: 'SHED-1', qty: 1, name: 'Shed' }]);
    const shopper = await guestWithCart();
    const outcome = await cart.addToCart(shopper, 'SHED-1', 2);
    expect(outcome).toEqual({ type: 'success', id: 'product.addedToCart' });
    expect(asked).toEqual(['GET /api/stock/check', 'GET /api/cart/pull', 'POST /api/cart/update']);
    expect(shopper.cart?.count).toBe(3);
  });

  it("does not read a guest's cart it has just made: a new guest cart is empty", async () => {
    const asked = apiTakes([]);
    const guest = await session.openSession(new Request('http://localhost:3000/de-de/p/shed'), 'de-de');
    await cart.addToCart(guest, 'SHED-1', 1);
    expect(asked).toEqual(['GET /api/stock/check', 'POST /api/cart/create', 'POST /api/cart/update']);
  });
});
