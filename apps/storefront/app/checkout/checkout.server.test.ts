import { ORDER_KEY_OTHER_REQUEST, UNPAID_ORDERS_OPEN } from '@hortus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../session/session.server';
import { placeOrderFromForm } from './checkout.server';

/** A checkout form that passes every rule, as the page sends it. */
function validForm(lines: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    'details.email': 'anna@example.de',
    'details.firstname': 'Anna',
    'details.lastname': 'Grün',
    'shipping.address.firstname': 'Anna',
    'shipping.address.lastname': 'Grün',
    'shipping.address.street1': 'Gartenweg 1',
    'shipping.address.postcode': '10115',
    'shipping.address.city': 'Berlin',
    'shipping.address.country_id': 'DE',
    'shipping.address.telephone': '+49 30 1234567',
    'shipping.method': 'flatrate|flatrate',
    'payment.sameAsShipping': 'on',
    'payment.method': 'banktransfer',
    'review.terms': 'on',
    orderKey: 'a'.repeat(32),
    lines,
  })) {
    form.set(name, value);
  }
  return form;
}

// Refused before the session is asked for anything: any use of it would throw.
const untouchedSession = new Proxy({} as Session, {
  get: () => {
    throw new Error('the session was used');
  },
});

describe('placing an order from the checkout form', () => {
  it.each(['{"sku"', '{"sku":"A","qty":1}', '"A"'])(
    'refuses lines that are not a list of lines (%s) with a clear error, asking nothing of the API',
    async (lines) => {
      const outcome = await placeOrderFromForm(untouchedSession, validForm(lines));
      expect(outcome).toMatchObject({
        status: 'refused',
        httpStatus: 400,
        notice: { type: 'error', id: 'form.invalid' },
      });
    },
  );

  describe("the API's refusal of the order", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    /** A guest's session with a cart, from the shopper's own address. */
    const guestSession = {
      store: 'de-de',
      clientAddress: '203.0.113.7',
      customer: null,
      cart: { id: 'cart-1' },
      accessToken: async () => undefined,
    } as unknown as Session;

    /** Answers every API call with this status and message; answers the requests it was sent. */
    function apiAnswers(status: number, result: string): Request[] {
      const sent: Request[] = [];
      vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
        sent.push(new Request(url, init));
        return new Response(JSON.stringify({ code: status, result }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      });
      return sent;
    }

    const lines = JSON.stringify([{ sku: 'A', qty: 1 }]);

    it('tells the shopper with open unpaid orders to pay them or choose another payment method, at the method', async () => {
      const sent = apiAnswers(409, UNPAID_ORDERS_OPEN);
      const outcome = await placeOrderFromForm(guestSession, validForm(lines));
      expect(outcome).toMatchObject({
        status: 'refused',
        httpStatus: 409,
        notice: { type: 'error', id: 'checkout.unpaidOrdersOpen' },
      });
      // The API counts the shopper's address, not the storefront's.
      expect(sent[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    });

    it('says that this checkout already placed an order when its key comes back with other details', async () => {
      apiAnswers(409, ORDER_KEY_OTHER_REQUEST);
      expect(await placeOrderFromForm(guestSession, validForm(lines))).toMatchObject({
        status: 'refused',
        httpStatus: 409,
        notice: { type: 'error', id: 'checkout.alreadyOrdered' },
      });
    });
  });
});
