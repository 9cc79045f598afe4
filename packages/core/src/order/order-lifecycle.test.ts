import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOrderEvent,
  ORDER_EVENT_TYPES,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderEventType,
  type OrderLifecycleState,
  type OrderLifecycleStatus,
  paymentStateOf,
} from './order-lifecycle';

const order = (overrides: Partial<OrderLifecycleState> = {}): OrderLifecycleState => ({
  status: 'pending',
  paymentMethodCode: 'banktransfer',
  grandTotal: 10_000,
  currency: 'EUR',
  paid: 0,
  refunded: 0,
  authorized: 0,
  confirmed: true,
  lines: [
    { id: 1, qty: 2, shipped: 0 },
    { id: 2, qty: 1, shipped: 0 },
  ],
  ...overrides,
});

const payment = (
  amount: number,
  overrides: Partial<Extract<OrderEvent, { type: 'payment' }>> = {},
): OrderEvent => ({
  type: 'payment',
  amount,
  currency: 'EUR',
  bookedOn: '2026-11-26',
  reference: '100000001',
  source: 'staff',
  ...overrides,
});

const EVENTS: Record<OrderEventType, OrderEvent> = {
  payment: payment(2_500),
  authorization: { type: 'authorization', amount: 10_000, currency: 'EUR', reference: 's-pay-1' },
  authorization_released: { type: 'authorization_released', amount: 500, reason: 'Authorization expired' },
  refund: { type: 'refund', amount: 100, currency: 'EUR', reason: 'Scratched door' },
  fulfilment_started: { type: 'fulfilment_started' },
  shipment: {
    type: 'shipment',
    carrier: 'dhl',
    trackingNumber: '00340434161094042557',
    lines: [{ orderItemId: 1, qty: 1 }],
  },
  delivered: { type: 'delivered' },
  cancellation: { type: 'cancellation', reason: 'Customer asked' },
  expiry: { type: 'expiry' },
  note: { type: 'note', text: 'Called the customer' },
};

/**
 * The typical order of each status: paid on delivery (so fulfilment needs no payment) and unpaid (so an expiry
 * may apply), shipped in full once shipped; a refund's order has 300 paid so the refund can be made.
 */
function typicalOrder(status: OrderLifecycleStatus, event: OrderEventType): OrderLifecycleState {
  const shipped = status === 'shipped' || status === 'delivered';
  return order({
    status,
    paymentMethodCode: 'cashondelivery',
    paid: event === 'refund' ? 300 : 0,
    authorized: event === 'authorization_released' ? 500 : 0,
    lines: [
      { id: 1, qty: 2, shipped: shipped ? 2 : 0 },
      { id: 2, qty: 1, shipped: shipped ? 1 : 0 },
    ],
  });
}

const NO = 'order_transition_not_allowed';

/** Status after the event, or the refusal's reason: one row per status, one column per event type. */
const TRANSITIONS: Record<OrderLifecycleStatus, Record<OrderEventType, string>> = {
  pending: {
    payment: 'pending',
    authorization: 'pending',
    authorization_released: 'pending',
    refund: 'pending',
    fulfilment_started: 'processing',
    shipment: 'processing',
    delivered: NO,
    cancellation: 'canceled',
    expiry: 'canceled',
    note: 'pending',
  },
  processing: {
    payment: 'processing',
    authorization: 'processing',
    authorization_released: 'processing',
    refund: 'processing',
    fulfilment_started: NO,
    shipment: 'processing',
    delivered: NO,
    cancellation: 'canceled',
    expiry: NO,
    note: 'processing',
  },
  shipped: {
    payment: 'shipped',
    authorization: NO,
    authorization_released: 'shipped',
    refund: 'shipped',
    fulfilment_started: NO,
    shipment: NO,
    delivered: 'delivered',
    cancellation: NO,
    expiry: NO,
    note: 'shipped',
  },
  delivered: {
    payment: 'delivered',
    authorization: NO,
    authorization_released: 'delivered',
    refund: 'delivered',
    fulfilment_started: NO,
    shipment: NO,
    delivered: NO,
    cancellation: NO,
    expiry: NO,
    note: 'delivered',
  },
  canceled: {
    payment: 'canceled',
    authorization: NO,
    authorization_released: 'canceled',
    refund: 'canceled',
    fulfilment_started: NO,
    shipment: NO,
    delivered: NO,
    cancellation: NO,
    expiry: NO,
    note: 'canceled',
  },
};

describe('the order lifecycle', () => {
  describe.each(ORDER_STATUSES)('an order that is %s', (status) => {
    it.each(ORDER_EVENT_TYPES)('takes a %s as the table says', (type) => {
      const outcome = applyOrderEvent(typicalOrder(status, type), EVENTS[type]);
      const expected = TRANSITIONS[status][type];
      if (expected === NO) {
        expect(outcome).toMatchObject({ ok: false, reason: NO });
        if (!outcome.ok)
          expect(outcome.message).toMatch(new RegExp(`^An order that is ${status} cannot take`));
      } else {
        expect(outcome).toMatchObject({ ok: true, next: { status: expected } });
      }
    });
  });

  it('books a payment on a canceled order: the money shows as to be refunded', () => {
    const outcome = applyOrderEvent(order({ status: 'canceled' }), payment(4_000));
    expect(outcome.ok && paymentStateOf(outcome.next)).toEqual({ state: 'overpaid', balance: 4_000, due: 0 });
  });

  it('stops the reservation expiry with the first payment only, and mails every payment', () => {
    const first = applyOrderEvent(order(), payment(1_000));
    expect(first).toMatchObject({
      ok: true,
      effects: [{ kind: 'stop_reservation_expiry' }, { kind: 'mail', mail: 'payment_received' }],
    });
    if (!first.ok) return;
    expect(applyOrderEvent(first.next, payment(1_000))).toMatchObject({
      ok: true,
      next: { paid: 2_000 },
      effects: [{ kind: 'mail', mail: 'payment_received' }],
    });
  });

  it('refuses a payment that is not a positive whole amount, in another currency or on no real day', () => {
    for (const amount of [0, -5, 1.5, Number.NaN])
      expect(applyOrderEvent(order(), payment(amount))).toMatchObject({
        ok: false,
        reason: 'amount_invalid',
      });
    expect(applyOrderEvent(order(), payment(100, { currency: 'CHF' }))).toMatchObject({
      ok: false,
      reason: 'payment_currency_mismatch',
    });
    for (const bookedOn of ['2026-02-30', '26-11-2026', ''])
      expect(applyOrderEvent(order(), payment(100, { bookedOn }))).toMatchObject({
        ok: false,
        reason: 'order_event_invalid',
      });
  });

  it('refunds up to what was paid and not yet refunded', () => {
    const paid = order({ paid: 5_000, refunded: 1_000 });
    const refund = (amount: number): OrderEvent => ({
      type: 'refund',
      amount,
      currency: 'EUR',
      reason: 'Goodwill',
    });
    expect(applyOrderEvent(paid, refund(4_000))).toMatchObject({
      ok: true,
      next: { refunded: 5_000 },
      effects: [{ kind: 'mail', mail: 'refund' }],
    });
    expect(applyOrderEvent(paid, refund(4_001))).toMatchObject({ ok: false, reason: 'refund_exceeds_paid' });
    expect(applyOrderEvent(paid, refund(0))).toMatchObject({ ok: false, reason: 'amount_invalid' });
  });

  it('starts fulfilment of a prepayment order only when it is paid in full', () => {
    expect(applyOrderEvent(order({ paid: 9_999 }), EVENTS.fulfilment_started)).toMatchObject({
      ok: false,
      reason: 'order_not_paid',
    });
    expect(applyOrderEvent(order({ paid: 10_000 }), EVENTS.fulfilment_started)).toMatchObject({
      ok: true,
      next: { status: 'processing' },
    });
    // A refund makes the money held less than the total again.
    expect(applyOrderEvent(order({ paid: 10_000, refunded: 1 }), EVENTS.fulfilment_started)).toMatchObject({
      ok: false,
      reason: 'order_not_paid',
    });
  });

  it('ships a provider-paid order only when paid, and cash on delivery or on account unpaid', () => {
    expect(applyOrderEvent(order({ paymentMethodCode: 'unzer_paypal' }), EVENTS.shipment)).toMatchObject({
      ok: false,
      reason: 'order_not_paid',
    });
    expect(applyOrderEvent(order({ paymentMethodCode: null }), EVENTS.shipment)).toMatchObject({
      ok: false,
      reason: 'order_not_paid',
    });
    for (const paymentMethodCode of ['cashondelivery', 'purchaseonaccount'])
      expect(applyOrderEvent(order({ paymentMethodCode }), EVENTS.fulfilment_started)).toMatchObject({
        ok: true,
      });
  });

  it('ships 1 to the remaining units of each named line; the last unit makes the order shipped', () => {
    const paid = order({ paid: 10_000 });
    const ship = (lines: { orderItemId: number; qty: number }[]): OrderEvent => ({
      type: 'shipment',
      carrier: 'dpd',
      trackingNumber: '0123',
      lines,
    });
    const part = applyOrderEvent(paid, ship([{ orderItemId: 1, qty: 2 }]));
    expect(part).toMatchObject({
      ok: true,
      next: { status: 'processing' },
      effects: [{ kind: 'mail', mail: 'shipment' }],
    });
    if (!part.ok) return;
    expect(applyOrderEvent(part.next, ship([{ orderItemId: 1, qty: 1 }]))).toMatchObject({
      ok: false,
      reason: 'shipment_lines_invalid',
    });
    expect(applyOrderEvent(part.next, ship([{ orderItemId: 2, qty: 1 }]))).toMatchObject({
      ok: true,
      next: { status: 'shipped' },
    });
    for (const lines of [
      [],
      [{ orderItemId: 3, qty: 1 }],
      [{ orderItemId: 2, qty: 0 }],
      [
        { orderItemId: 2, qty: 1 },
        { orderItemId: 2, qty: 1 },
      ],
    ])
      expect(applyOrderEvent(paid, ship(lines))).toMatchObject({
        ok: false,
        reason: 'shipment_lines_invalid',
      });
    expect(applyOrderEvent(paid, { ...EVENTS.shipment, trackingNumber: ' ' } as OrderEvent)).toMatchObject({
      ok: false,
      reason: 'order_event_invalid',
    });
  });

  it('cancels only an order of which nothing has shipped, releasing its stock and mailing the customer', () => {
    expect(applyOrderEvent(order(), EVENTS.cancellation)).toMatchObject({
      ok: true,
      effects: [{ kind: 'release_stock' }, { kind: 'mail', mail: 'cancellation' }],
    });
    const partlyShipped = order({
      status: 'processing',
      paid: 10_000,
      lines: [
        { id: 1, qty: 2, shipped: 1 },
        { id: 2, qty: 1, shipped: 0 },
      ],
    });
    expect(applyOrderEvent(partlyShipped, EVENTS.cancellation)).toMatchObject({
      ok: false,
      reason: 'order_has_shipments',
    });
    expect(applyOrderEvent(order(), { type: 'cancellation', reason: '' })).toMatchObject({
      ok: false,
      reason: 'order_event_invalid',
    });
  });

  it('lets the reservation expire only on an order with nothing paid', () => {
    expect(applyOrderEvent(order(), EVENTS.expiry)).toMatchObject({
      ok: true,
      next: { status: 'canceled' },
      effects: [{ kind: 'release_stock' }, { kind: 'mail', mail: 'cancellation' }],
    });
    expect(applyOrderEvent(order({ paid: 1 }), EVENTS.expiry)).toMatchObject({
      ok: false,
      reason: 'order_has_payments',
    });
  });

  it('confirms a provider order at its first authorization or payment, and stops its expiry once', () => {
    const unconfirmed = order({ paymentMethodCode: 'unzer_paylater_invoice', confirmed: false });
    const authorized = applyOrderEvent(unconfirmed, EVENTS.authorization);
    expect(authorized).toMatchObject({
      ok: true,
      next: { authorized: 10_000, confirmed: true, paid: 0 },
      effects: [{ kind: 'stop_reservation_expiry' }, { kind: 'confirm' }],
    });
    const charged = applyOrderEvent(
      order({ paymentMethodCode: 'unzer_creditcard', confirmed: false }),
      payment(10_000, { source: 'provider' }),
    );
    expect(charged).toMatchObject({
      ok: true,
      next: { confirmed: true },
      effects: [{ kind: 'stop_reservation_expiry' }, { kind: 'confirm' }, { kind: 'mail' }],
    });
    expect(
      applyOrderEvent(order({ currency: 'EUR' }), { ...EVENTS.authorization, currency: 'CHF' } as OrderEvent),
    ).toMatchObject({ ok: false, reason: 'payment_currency_mismatch' });
  });

  it('ships an authorized order, capturing the authorization; the capture moves it to paid', () => {
    const authorized = order({ paymentMethodCode: 'unzer_paylater_invoice', authorized: 10_000 });
    expect(applyOrderEvent(authorized, EVENTS.shipment)).toMatchObject({
      ok: true,
      effects: [{ kind: 'capture_authorization' }, { kind: 'mail', mail: 'shipment' }],
    });
    expect(applyOrderEvent(order({ authorized: 9_999 }), EVENTS.fulfilment_started)).toMatchObject({
      ok: false,
      reason: 'order_not_paid',
    });
    const captured = applyOrderEvent(
      authorized,
      payment(10_000, { source: 'provider', fromAuthorization: true }),
    );
    expect(captured).toMatchObject({ ok: true, next: { authorized: 0, paid: 10_000 } });
    expect(captured.ok && captured.effects).toEqual([{ kind: 'mail', mail: 'payment_received' }]);
  });

  it('releases an open authorization when the order is cancelled, and never lets it expire', () => {
    const authorized = order({ paymentMethodCode: 'amazon_pay', authorized: 10_000 });
    expect(applyOrderEvent(authorized, EVENTS.cancellation)).toMatchObject({
      ok: true,
      effects: [
        { kind: 'release_stock' },
        { kind: 'release_authorization' },
        { kind: 'mail', mail: 'cancellation' },
      ],
    });
    expect(applyOrderEvent(authorized, EVENTS.expiry)).toMatchObject({
      ok: false,
      reason: 'order_has_payments',
    });
    expect(
      applyOrderEvent(authorized, { type: 'authorization_released', amount: 10_001, reason: 'x' }),
    ).toMatchObject({ ok: false, reason: 'amount_invalid' });
  });

  it('lets an unconfirmed order (a provider payment never completed) expire without a mail', () => {
    expect(
      applyOrderEvent(order({ paymentMethodCode: 'unzer_paypal', confirmed: false }), EVENTS.expiry),
    ).toEqual({
      ok: true,
      next: expect.objectContaining({ status: 'canceled' }),
      effects: [{ kind: 'release_stock' }],
    });
  });

  it('keeps a note without changing anything, and refuses an empty one', () => {
    const state = order();
    expect(applyOrderEvent(state, EVENTS.note)).toEqual({ ok: true, next: state, effects: [] });
    expect(applyOrderEvent(state, { type: 'note', text: '  ' })).toMatchObject({ ok: false });
  });
});

describe('the payment state', () => {
  const of = (paid: number, refunded = 0, status: OrderLifecycleStatus = 'pending') =>
    paymentStateOf({ status, grandTotal: 10_000, paid, refunded });

  it('says unpaid, partly paid (with what is missing), paid and overpaid (with how much too much)', () => {
    expect(of(0)).toEqual({ state: 'unpaid', balance: -10_000, due: 10_000 });
    expect(of(7_000)).toEqual({ state: 'partly_paid', balance: -3_000, due: 3_000 });
    expect(of(10_000)).toEqual({ state: 'paid', balance: 0, due: 0 });
    expect(of(11_200)).toEqual({ state: 'overpaid', balance: 1_200, due: 0 });
  });

  it('says partly refunded while money is held, refunded when none is', () => {
    expect(of(10_000, 2_000).state).toBe('partly_refunded');
    expect(of(10_000, 10_000)).toEqual({ state: 'refunded', balance: -10_000, due: 10_000 });
    expect(of(10_000, 10_000, 'canceled')).toEqual({ state: 'refunded', balance: 0, due: 0 });
  });

  it('counts a free order as paid and a canceled one as owing nothing', () => {
    expect(paymentStateOf({ status: 'pending', grandTotal: 0, paid: 0, refunded: 0 }).state).toBe('paid');
    expect(of(0, 0, 'canceled')).toEqual({ state: 'unpaid', balance: 0, due: 0 });
    expect(of(3_000, 0, 'canceled')).toEqual({ state: 'overpaid', balance: 3_000, due: 0 });
  });
});

describe('the lifecycle over any sequence of events', () => {
  const event = fc.oneof(
    fc.record({
      type: fc.constant('payment' as const),
      amount: fc.integer({ min: -100, max: 15_000 }),
      currency: fc.constantFrom('EUR', 'CHF'),
      bookedOn: fc.constant('2026-11-26'),
      reference: fc.constant('ref'),
      source: fc.constantFrom('staff' as const, 'bank_statement' as const, 'provider' as const),
      fromAuthorization: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('refund' as const),
      amount: fc.integer({ min: -100, max: 15_000 }),
      currency: fc.constantFrom('EUR', 'CHF'),
      reason: fc.constant('r'),
    }),
    fc.constant({ type: 'fulfilment_started' as const }),
    fc.record({
      type: fc.constant('shipment' as const),
      carrier: fc.constant('ups'),
      trackingNumber: fc.constant('1Z'),
      lines: fc.array(
        fc.record({ orderItemId: fc.integer({ min: 0, max: 3 }), qty: fc.integer({ min: -1, max: 4 }) }),
        {
          maxLength: 3,
        },
      ),
    }),
    fc.record({
      type: fc.constant('authorization' as const),
      amount: fc.integer({ min: -100, max: 15_000 }),
      currency: fc.constantFrom('EUR', 'CHF'),
      reference: fc.constant('s-pay'),
    }),
    fc.record({
      type: fc.constant('authorization_released' as const),
      amount: fc.integer({ min: -100, max: 15_000 }),
      reason: fc.constant('expired'),
    }),
    fc.constant({ type: 'delivered' as const }),
    fc.constant({ type: 'cancellation' as const, reason: 'asked' }),
    fc.constant({ type: 'expiry' as const }),
    fc.constant({ type: 'note' as const, text: 'n' }),
  );

  it('releases stock at most once, only for an order that ends canceled, and keeps every count in bounds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('banktransfer', 'cashondelivery', 'unzer_paypal', 'purchaseonaccount'),
        fc.array(event, { maxLength: 30 }),
        (paymentMethodCode, events) => {
          let state = order({ paymentMethodCode, confirmed: paymentMethodCode !== 'unzer_paypal' });
          let releases = 0;
          let confirmations = 0;
          for (const next of events) {
            const outcome = applyOrderEvent(state, next);
            if (!outcome.ok) continue;
            releases += outcome.effects.filter((effect) => effect.kind === 'release_stock').length;
            confirmations += outcome.effects.filter((effect) => effect.kind === 'confirm').length;
            state = outcome.next;
            expect(state.paid).toBeGreaterThanOrEqual(0);
            expect(state.refunded).toBeGreaterThanOrEqual(0);
            expect(state.refunded).toBeLessThanOrEqual(state.paid);
            expect(state.authorized).toBeGreaterThanOrEqual(0);
            for (const line of state.lines) expect(line.shipped).toBeLessThanOrEqual(line.qty);
            const payment = paymentStateOf(state);
            expect(payment.due).toBeGreaterThanOrEqual(0);
            expect(payment.due).toBeLessThanOrEqual(state.grandTotal);
          }
          expect(releases).toBeLessThanOrEqual(1);
          expect(confirmations).toBeLessThanOrEqual(1);
          if (releases === 1) expect(state.status).toBe('canceled');
        },
      ),
      { numRuns: 500 },
    );
  });
});
