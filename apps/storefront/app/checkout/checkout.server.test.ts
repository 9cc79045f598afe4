import type { Order, RefusalDetails, RefusalReason } from '@hortus/api-contract';
import { INVOICE_REJECTIONS } from '@hortus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pricedCart } from '../cart/cart-test-support';
import type { LastOrder, Session } from '../session/session.server';
import { orderAnswer } from '../wire/checkout-calls';
import { lastOrderOf, placeOrderFromForm } from './checkout.server';
import { invoiceRejectionText } from './payment-texts';

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

  describe("the API's refusal of the order, told by its reason", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    /** A guest's session with a cart, from the shopper's own address. */
    const guestSession = () =>
      ({
        store: 'de-de',
        clientAddress: '203.0.113.7',
        customer: null,
        cart: { id: 'cart-1' },
        accessToken: async () => undefined,
        setCart(cart: unknown) {
          (this as { cart: unknown }).cart = cart;
        },
      }) as unknown as Session;

    const priced = pricedCart([{ sku: 'A', qty: 1 }], 1000);
    const bankTransfer = { code: 'banktransfer', title: 'Bank transfer', instructions: null, surcharge: 0 };

    /**
     * A stand-in API: `POST /api/order` refuses with this status, reason and details (the message is
     * English that the storefront must not read), every pricing call prices the cart. Answers the requests
     * it was sent.
     */
    function apiRefusesOrder(status: number, reason: RefusalReason, details?: RefusalDetails): Request[] {
      const sent: Request[] = [];
      vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
        sent.push(new Request(url, init));
        const path = new URL(url).pathname;
        const answer = (code: number, body: object) =>
          new Response(JSON.stringify({ code, ...body }), {
            status: code,
            headers: { 'content-type': 'application/json' },
          });
        if (path.endsWith('/api/order')) {
          return answer(status, { result: 'Some words the storefront never reads', reason, details });
        }
        if (path.endsWith('/api/cart/shipping-information')) {
          return answer(200, { result: { totals: priced, payment_methods: [bankTransfer] } });
        }
        if (path.endsWith('/api/cart/collect-totals')) return answer(200, { result: priced });
        return answer(404, { result: 'not here', reason: 'not_found' });
      });
      return sent;
    }

    /** The form as the review sends it, with the total it showed beside the button. */
    const shownForm = () => {
      const form = validForm(JSON.stringify([{ sku: 'A', qty: 1 }]));
      form.set('expectedGrandTotal', String(priced.grand_total));
      return form;
    };

    it('tells the shopper with open unpaid orders to pay them or choose another payment method, at the method', async () => {
      const sent = apiRefusesOrder(409, 'unpaid_orders_open');
      const outcome = await placeOrderFromForm(guestSession(), shownForm());
      expect(outcome).toMatchObject({
        status: 'refused',
        httpStatus: 409,
        notice: { type: 'error', id: 'checkout.unpaidOrdersOpen' },
        reply: { error: { 'payment.method': ['checkout.unpaidOrdersOpen'] } },
      });
      // The API counts the shopper's address, not the storefront's.
      expect(sent[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7');
      expect(new URL(sent[0]?.url ?? '').pathname).toBe('/de-de/api/order');
    });

    it('says that this checkout already placed an order when its key comes back with other details', async () => {
      apiRefusesOrder(409, 'order_key_other_request');
      expect(await placeOrderFromForm(guestSession(), shownForm())).toMatchObject({
        status: 'refused',
        httpStatus: 409,
        notice: { type: 'error', id: 'checkout.alreadyOrdered' },
      });
    });

    it("names the product that is short of stock from the refusal's details", async () => {
      apiRefusesOrder(409, 'not_enough_stock', { product: 'Gartenhaus Kiel' });
      expect(await placeOrderFromForm(guestSession(), shownForm())).toMatchObject({
        status: 'refused',
        httpStatus: 409,
        notice: { type: 'error', id: 'checkout.outOfStock', values: { product: 'Gartenhaus Kiel' } },
      });
    });

    it.each([
      [400, 'island_not_deliverable', 'form.island', 'shipping.address.postcode'],
      [400, 'vat_number_invalid', 'form.vatNumber', 'payment.vat_id'],
      [400, 'payment_method_not_possible', 'checkout.paymentNotPossible', 'payment.method'],
      [400, 'shipping_method_not_possible', 'checkout.shippingNotPossible', 'shipping.method'],
    ] as const)('answers a %i %s at its field (%s)', async (status, reason, id, field) => {
      apiRefusesOrder(status, reason);
      expect(await placeOrderFromForm(guestSession(), shownForm())).toMatchObject({
        status: 'refused',
        httpStatus: 400,
        notice: { type: 'error', id },
        reply: { error: { [field]: [id] } },
      });
    });

    it.each([
      [409, 'cart_changed', 'checkout.cartChanged'],
      [400, 'cart_empty', 'checkout.cartGone'],
      [404, 'not_found', 'checkout.cartGone'],
    ] as const)('answers a %i %s with %s', async (status, reason, id) => {
      apiRefusesOrder(status, reason);
      expect(await placeOrderFromForm(guestSession(), shownForm())).toMatchObject({
        status: 'refused',
        httpStatus: 409,
        notice: { type: 'error', id },
      });
    });

    it.each([
      ...INVOICE_REJECTIONS.map(
        (reason) =>
          [
            { payment_flow: 'paylater_invoice', invoice_rejection: reason },
            invoiceRejectionText(reason),
          ] as const,
      ),
      [{ payment_flow: 'card', payment_failure: 'COR.100.100.101' }, 'payment.refused'],
      [
        { payment_flow: 'amazon_pay', payment_failure: 'amazon_shipping_country' },
        'payment.amazonShippingCountry',
      ],
    ] as const)(
      'answers a refused payment (%o) with %s, at the method, as a new attempt',
      async (details, id) => {
        apiRefusesOrder(402, 'payment_refused', details);
        const outcome = await placeOrderFromForm(guestSession(), shownForm());
        // The browser's answer is built through its schema: every text id must pass it.
        if (outcome.status !== 'refused') throw new Error('placed');
        const { reply, notice, newAttempt } = outcome;
        expect(() => orderAnswer.parse({ status: 'refused', reply, notice, newAttempt })).not.toThrow();
        expect(outcome).toMatchObject({
          status: 'refused',
          httpStatus: 402,
          notice: { type: 'error', id },
          newAttempt: true,
        });
      },
    );

    it('asks to choose again at the method, except for an invoice refused, which its error area says', async () => {
      apiRefusesOrder(402, 'payment_refused', { payment_flow: 'card', payment_failure: 'COR.100.100.101' });
      expect(await placeOrderFromForm(guestSession(), shownForm())).toMatchObject({
        reply: { error: { 'payment.method': ['payment.chooseAnother'] } },
      });
      apiRefusesOrder(402, 'payment_refused', {
        payment_flow: 'installment',
        invoice_rejection: 'risk_check',
      });
      const refused = await placeOrderFromForm(guestSession(), shownForm());
      expect(refused.status === 'refused' && refused.reply.error).toEqual({
        '': ['payment.invoiceRejected.riskCheck'],
      });
    });

    it('names the countries a store ships to when Amazon has another delivery country', async () => {
      apiRefusesOrder(402, 'payment_refused', {
        payment_flow: 'amazon_pay',
        payment_failure: 'amazon_shipping_country',
      });
      expect(await placeOrderFromForm(guestSession(), shownForm())).toMatchObject({
        notice: { id: 'payment.amazonShippingCountry', values: { country: 'Deutschland' } },
      });
    });

    it('answers a provider out of reach as unavailable, as a new attempt', async () => {
      apiRefusesOrder(503, 'payment_unavailable', { payment_flow: 'paypal' });
      expect(await placeOrderFromForm(guestSession(), shownForm())).toMatchObject({
        status: 'refused',
        httpStatus: 503,
        notice: { type: 'error', id: 'payment.unavailable' },
        newAttempt: true,
      });
    });

    it('comes back with the checkout priced now when the order total changed, to be confirmed', async () => {
      const sent = apiRefusesOrder(409, 'order_total_changed', { grand_total: priced.grand_total });
      const outcome = await placeOrderFromForm(guestSession(), shownForm());
      expect(outcome).toMatchObject({
        status: 'refused',
        httpStatus: 409,
        notice: { type: 'warning', id: 'checkout.totalChanged' },
        priced: { totals: { grand_total: priced.grand_total } },
      });
      expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
        '/de-de/api/order',
        '/de-de/api/cart/shipping-information',
        '/de-de/api/cart/collect-totals',
      ]);
    });
  });

  describe('the thank-you page', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    const placed = { increment_id: '100000123', grand_total: 1000 } as Order;

    /** A guest's session with a cart that remembers the order it placed, as the cookie would. */
    function shopperSession() {
      const session = {
        store: 'de-de',
        clientAddress: '203.0.113.7',
        customer: null,
        cart: { id: 'cart-1', count: 1 } as { id: string; count: number } | null,
        lastOrder: null as LastOrder | null,
        accessToken: async () => undefined,
        setCart(cart: { id: string; count: number } | null) {
          session.cart = cart;
        },
        rememberOrder(order: LastOrder) {
          session.lastOrder = order;
        },
      };
      return session;
    }

    /** The API places the order and finds it by the guest lookup; answers the paths it was asked. */
    function apiPlaces(): string[] {
      const asked: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        asked.push(new URL(url).pathname);
        return new Response(JSON.stringify({ code: 200, result: placed }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      });
      return asked;
    }

    function placedForm() {
      const form = validForm(JSON.stringify([{ sku: 'A', qty: 1 }]));
      form.set('expectedGrandTotal', '1000');
      return form;
    }

    it('shows the order the placement answered, also on reload, without reading it again', async () => {
      const asked = apiPlaces();
      const session = shopperSession();
      const outcome = await placeOrderFromForm(session as unknown as Session, placedForm());
      expect(outcome).toEqual({ status: 'placed', order: placed, payment: null });
      expect(await lastOrderOf(session as unknown as Session)).toEqual(placed);
      expect(await lastOrderOf(session as unknown as Session)).toEqual(placed);
      expect(asked).toEqual(['/de-de/api/order']);
      // The cookie names the order by a receipt, its number and e-mail address: no order data in a URL.
      expect(session.lastOrder).toMatchObject({ number: '100000123', email: 'anna@example.de' });
    });

    it('keeps the cart while the payment waits for the buyer at the provider, and reads the order again once paid', async () => {
      const pending = {
        id: '6201fdac-9641-49a7-850b-7a18aa4f7297',
        status: 'pending',
        order_number: '100000123',
        store: 'de-de',
        redirect_url: 'https://pay.example/redirect/1',
        failure: null,
      };
      vi.stubGlobal('fetch', async () =>
        Response.json({ code: 200, result: { ...placed, payment: pending } }, { status: 200 }),
      );
      const session = shopperSession();
      const form = placedForm();
      form.set('payment.method', 'unzer_paypal');
      const outcome = await placeOrderFromForm(session as unknown as Session, form);
      expect(outcome).toEqual({ status: 'placed', order: placed, payment: pending });
      expect(session.cart).toEqual({ id: 'cart-1', count: 1 });
      expect(session.lastOrder).toEqual({ number: '100000123', email: 'anna@example.de' });
    });

    it('sends the method’s own fields with the order, the IBAN without spaces, and no other method’s', async () => {
      const bodies: unknown[] = [];
      vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return Response.json({ code: 200, result: placed }, { status: 200 });
      });
      const form = placedForm();
      form.set('payment.method', 'unzer_dd');
      form.set('payment.details.iban', 'de89 3704 0044 0532 0130 00');
      form.set('payment.details.holder', 'Anna Grün');
      form.set('payment.details.birthdate', '1980-05-17');
      await placeOrderFromForm(shopperSession() as unknown as Session, form);
      expect(bodies[0]).toMatchObject({
        addressInformation: {
          payment_method_code: 'unzer_dd',
          payment_method_additional: { iban: 'DE89370400440532013000', holder: 'Anna Grün' },
        },
      });
      expect(JSON.stringify(bodies[0])).not.toContain('1980-05-17');
    });

    it("reads the order through the guest lookup once this server no longer keeps it (another server's)", async () => {
      const asked = apiPlaces();
      const session = shopperSession();
      session.lastOrder = {
        number: '100000123',
        email: 'anna@example.de',
        receipt: '00000000-0000-4000-8000-000000000000',
      };
      expect(await lastOrderOf(session as unknown as Session)).toEqual(placed);
      expect(asked).toEqual(['/de-de/api/order/lookup']);
    });
  });
});
