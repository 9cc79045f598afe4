import { paymentFlowOf } from '../checkout/payment-flows';

/**
 * The order lifecycle: one state machine every change of a placed order goes through (a staff action, a
 * line of a bank statement, a payment provider's webhook, the reservation's expiry), so each rule below
 * holds whoever acts. It decides only: the API records the event, writes the new state and carries out the
 * effects in one transaction (apps/api/src/modules/order/lifecycle.ts).
 *
 * The status is stored; the payment state is derived from the amounts (`paymentStateOf`) and never stored,
 * so it cannot disagree with the payments booked.
 *
 * | event              | allowed from                             | refused (reason)                                                                 | then                                   |
 * | ------------------ | ---------------------------------------- | -------------------------------------------------------------------------------- | -------------------------------------- |
 * | payment            | every status (a canceled order then shows the money as to be refunded) | amount not > 0 (amount_invalid), other currency (payment_currency_mismatch), bad date (order_event_invalid) | status kept; first payment stops the expiry; confirms; mail |
 * | authorization      | pending, processing                      | other status; amount not > 0, other currency                                      | status kept; first one stops the expiry; confirms |
 * | authorization_released | every status                         | amount not > 0 or above what is authorized (amount_invalid)                        | nothing but the amount                 |
 * | refund             | every status                             | amount not > 0, other currency, more than paid - refunded (refund_exceeds_paid)   | status kept; mail                      |
 * | fulfilment_started | pending                                  | other status (order_transition_not_allowed); prepaid/provider method not fully paid or authorized (order_not_paid) | processing     |
 * | shipment           | pending (as fulfilment_started), processing | other status; not paid as above; no lines, unknown or repeated line, qty outside 1..remaining (shipment_lines_invalid); empty carrier or number (order_event_invalid) | shipped when every unit is, else processing; an open authorization captured; mail |
 * | delivered          | shipped                                  | other status                                                                     | delivered                              |
 * | cancellation       | pending, processing with nothing shipped | other status; a unit shipped (order_has_shipments); empty reason                 | canceled; stock released; an open authorization released; mail if confirmed |
 * | expiry             | pending with nothing paid or authorized  | other status; any payment booked or authorized (order_has_payments)              | canceled; stock released; mail if confirmed |
 * | note               | every status                             | empty text                                                                       | nothing but the history                |
 *
 * Edge cases decided here:
 * - "Fully paid" means paid - refunded >= grand total: a refund after payment makes the order unpaid again
 *   for fulfilment (staff refund first when they mean to cancel).
 * - Cash on delivery and purchase on account (core's offline payment flow) ship unpaid; every other method
 *   (bank transfer, the providers) ships only when paid. An order without a payment method must be paid.
 * - A canceled order owes nothing: all money on it is to be refunded (`paymentStateOf` shows it as overpaid).
 * - Stock is released only by the step into `canceled`, which is never left: it is released at most once.
 * - An authorization (a provider holds the buyer's money or grants the invoice) is not money received: it
 *   counts towards fulfilment, and the first shipment captures it; a payment `fromAuthorization` is that
 *   capture arriving and moves its amount from authorized to paid.
 * - An order paid through a provider is confirmed (its confirmation mail sent) when the provider first
 *   authorizes or pays it, not when it is placed: a shopper who abandons the provider's page gets no
 *   confirmation, and no cancellation mail when the reservation then runs out.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'canceled'] as const;
export type OrderLifecycleStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENT_TYPES = [
  'payment',
  'authorization',
  'authorization_released',
  'refund',
  'fulfilment_started',
  'shipment',
  'delivered',
  'cancellation',
  'expiry',
  'note',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const PAYMENT_SOURCES = ['staff', 'bank_statement', 'provider'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export interface ShipmentLine {
  orderItemId: number;
  qty: number;
}

/** Something that happened to an order. Amounts are integer minor units of the order's currency. */
export type OrderEvent =
  | {
      type: 'payment';
      amount: number;
      currency: string;
      /** The day the money was booked (YYYY-MM-DD), as the bank statement or the provider says. */
      bookedOn: string;
      /** What the payer wrote, or the provider's transaction id. */
      reference: string;
      source: PaymentSource;
      /** The capture of an earlier authorization (its amount is no longer only authorized). */
      fromAuthorization?: boolean;
    }
  | {
      type: 'authorization';
      amount: number;
      currency: string;
      /** The provider's payment or charge id. */
      reference: string;
    }
  | { type: 'authorization_released'; amount: number; reason: string }
  | { type: 'refund'; amount: number; currency: string; reason: string }
  | { type: 'fulfilment_started' }
  | { type: 'shipment'; carrier: string; trackingNumber: string; lines: ShipmentLine[] }
  | { type: 'delivered' }
  | { type: 'cancellation'; reason: string }
  | { type: 'expiry' }
  | { type: 'note'; text: string };

/** What the machine needs to know of an order. */
export interface OrderLifecycleState {
  status: OrderLifecycleStatus;
  paymentMethodCode: string | null;
  grandTotal: number;
  currency: string;
  /** The sum of the payments booked. */
  paid: number;
  /** The sum of the refunds made. */
  refunded: number;
  /** What providers hold authorized and not yet captured. */
  authorized: number;
  /** Whether the customer has had the order's confirmation (placed, or first authorized or paid). */
  confirmed: boolean;
  /** The ordered lines with how many of their units have been shipped. */
  lines: { id: number; qty: number; shipped: number }[];
}

/** The mails the customer gets for an event. */
export type OrderMail = 'payment_received' | 'shipment' | 'cancellation' | 'refund';

/** What the API must do beside writing the new state. */
export type OrderEffect =
  /** Give the order's reserved units back to stock (cancellation or expiry; at most once per order). */
  | { kind: 'release_stock' }
  /** Money arrived: the unpaid order's reservation no longer runs out. */
  | { kind: 'stop_reservation_expiry' }
  /** The provider took the order: send its confirmation now. */
  | { kind: 'confirm' }
  /** Take the authorized money at the provider (the order ships). */
  | { kind: 'capture_authorization' }
  /** Give the authorized money back at the provider (the order is cancelled). */
  | { kind: 'release_authorization' }
  | { kind: 'mail'; mail: OrderMail };

/** Why an event was refused; the API answers 400 for what was malformed and 409 for the rest. */
export const ORDER_EVENT_REFUSALS = [
  'order_transition_not_allowed',
  'order_not_paid',
  'order_has_payments',
  'order_has_shipments',
  'payment_currency_mismatch',
  'amount_invalid',
  'refund_exceeds_paid',
  'shipment_lines_invalid',
  'order_event_invalid',
] as const;
export type OrderEventRefusal = (typeof ORDER_EVENT_REFUSALS)[number];

/** The refusals that say the event itself was malformed, whatever the order's state. */
export const MALFORMED_ORDER_EVENT: ReadonlySet<OrderEventRefusal> = new Set([
  'amount_invalid',
  'order_event_invalid',
]);

export type OrderEventOutcome =
  | { ok: true; next: OrderLifecycleState; effects: OrderEffect[] }
  | { ok: false; reason: OrderEventRefusal; message: string };

const refuse = (reason: OrderEventRefusal, message: string): OrderEventOutcome => ({
  ok: false,
  reason,
  message,
});

const notFrom = (event: OrderEventType, status: OrderLifecycleStatus) =>
  refuse(
    'order_transition_not_allowed',
    `An order that is ${status} cannot take a ${event.replace('_', ' ')}.`,
  );

/** Whether an order may go to the warehouse unpaid: cash on delivery and purchase on account are paid later. */
export function shipsUnpaid(paymentMethodCode: string | null): boolean {
  return paymentMethodCode !== null && paymentFlowOf(paymentMethodCode) === 'offline';
}

const isAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

function isDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

const unitsLeft = (state: OrderLifecycleState) =>
  state.lines.reduce((sum, line) => sum + line.qty - line.shipped, 0);
const unitsShipped = (state: OrderLifecycleState) => state.lines.reduce((sum, line) => sum + line.shipped, 0);

/** Why fulfilment may not start now, or null when it may. */
function fulfilmentRefusal(state: OrderLifecycleState): OrderEventOutcome | null {
  if (shipsUnpaid(state.paymentMethodCode)) return null;
  if (state.paid - state.refunded + state.authorized >= state.grandTotal) return null;
  return refuse(
    'order_not_paid',
    'The order is not paid in full yet; it ships once the payment has arrived.',
  );
}

/** The first money or authorization on an order: its reservation stops running out, and it is confirmed. */
function firstMoneyEffects(state: OrderLifecycleState): OrderEffect[] {
  const effects: OrderEffect[] = [];
  if (state.paid === 0 && state.authorized === 0) effects.push({ kind: 'stop_reservation_expiry' });
  if (!state.confirmed) effects.push({ kind: 'confirm' });
  return effects;
}

/** What a step into `canceled` does: stock back, an open authorization released, a mail if confirmed. */
function cancellationEffects(state: OrderLifecycleState): OrderEffect[] {
  const effects: OrderEffect[] = [{ kind: 'release_stock' }];
  if (state.authorized > 0) effects.push({ kind: 'release_authorization' });
  if (state.confirmed) effects.push({ kind: 'mail', mail: 'cancellation' });
  return effects;
}

/**
 * Applies an event to an order: the state after it and what must be done, or why it is refused. Pure: the
 * same state and event always give the same answer. See the table above for the rules.
 */
export function applyOrderEvent(state: OrderLifecycleState, event: OrderEvent): OrderEventOutcome {
  switch (event.type) {
    case 'payment': {
      if (!isAmount(event.amount)) return refuse('amount_invalid', 'A payment must be a positive amount.');
      if (event.currency !== state.currency)
        return refuse(
          'payment_currency_mismatch',
          `The order is in ${state.currency}; a payment in ${event.currency} cannot be booked on it.`,
        );
      if (!isDay(event.bookedOn))
        return refuse('order_event_invalid', 'The booking date must be a day (YYYY-MM-DD).');
      const effects = firstMoneyEffects(state);
      effects.push({ kind: 'mail', mail: 'payment_received' });
      const captured = event.fromAuthorization ? Math.min(event.amount, state.authorized) : 0;
      return {
        ok: true,
        next: {
          ...state,
          paid: state.paid + event.amount,
          authorized: state.authorized - captured,
          confirmed: true,
        },
        effects,
      };
    }
    case 'authorization': {
      if (state.status !== 'pending' && state.status !== 'processing')
        return notFrom(event.type, state.status);
      if (!isAmount(event.amount))
        return refuse('amount_invalid', 'An authorization must be a positive amount.');
      if (event.currency !== state.currency)
        return refuse(
          'payment_currency_mismatch',
          `The order is in ${state.currency}; an authorization in ${event.currency} cannot be booked on it.`,
        );
      return {
        ok: true,
        next: { ...state, authorized: state.authorized + event.amount, confirmed: true },
        effects: firstMoneyEffects(state),
      };
    }
    case 'authorization_released': {
      if (!isAmount(event.amount) || event.amount > state.authorized)
        return refuse(
          'amount_invalid',
          'A released authorization must be a positive amount, at most what is authorized.',
        );
      return { ok: true, next: { ...state, authorized: state.authorized - event.amount }, effects: [] };
    }
    case 'refund': {
      if (!isAmount(event.amount)) return refuse('amount_invalid', 'A refund must be a positive amount.');
      if (event.currency !== state.currency)
        return refuse(
          'payment_currency_mismatch',
          `The order is in ${state.currency}; a refund in ${event.currency} cannot be made on it.`,
        );
      if (event.amount > state.paid - state.refunded)
        return refuse(
          'refund_exceeds_paid',
          'A refund cannot be more than what was paid and not yet refunded.',
        );
      return {
        ok: true,
        next: { ...state, refunded: state.refunded + event.amount },
        effects: [{ kind: 'mail', mail: 'refund' }],
      };
    }
    case 'fulfilment_started': {
      if (state.status !== 'pending') return notFrom(event.type, state.status);
      const notPaid = fulfilmentRefusal(state);
      if (notPaid) return notPaid;
      return { ok: true, next: { ...state, status: 'processing' }, effects: [] };
    }
    case 'shipment': {
      if (state.status !== 'pending' && state.status !== 'processing')
        return notFrom(event.type, state.status);
      if (event.carrier.trim() === '' || event.trackingNumber.trim() === '')
        return refuse('order_event_invalid', 'A shipment needs its carrier and tracking number.');
      if (state.status === 'pending') {
        const notPaid = fulfilmentRefusal(state);
        if (notPaid) return notPaid;
      }
      if (event.lines.length === 0)
        return refuse('shipment_lines_invalid', 'A shipment must contain at least one unit.');
      const shipping = new Map<number, number>();
      for (const line of event.lines) {
        const ordered = state.lines.find((candidate) => candidate.id === line.orderItemId);
        if (!ordered || shipping.has(line.orderItemId))
          return refuse(
            'shipment_lines_invalid',
            `Line ${line.orderItemId} is not a line of this order, or is named twice.`,
          );
        if (!Number.isSafeInteger(line.qty) || line.qty < 1 || line.qty > ordered.qty - ordered.shipped)
          return refuse(
            'shipment_lines_invalid',
            `Line ${line.orderItemId} has ${ordered.qty - ordered.shipped} units left to ship, not ${line.qty}.`,
          );
        shipping.set(line.orderItemId, line.qty);
      }
      const lines = state.lines.map((line) => ({
        ...line,
        shipped: line.shipped + (shipping.get(line.id) ?? 0),
      }));
      const next: OrderLifecycleState = { ...state, lines, status: 'processing' };
      if (unitsLeft(next) === 0) next.status = 'shipped';
      const effects: OrderEffect[] = [{ kind: 'mail', mail: 'shipment' }];
      if (state.authorized > 0) effects.unshift({ kind: 'capture_authorization' });
      return { ok: true, next, effects };
    }
    case 'delivered': {
      if (state.status !== 'shipped') return notFrom(event.type, state.status);
      return { ok: true, next: { ...state, status: 'delivered' }, effects: [] };
    }
    case 'cancellation': {
      if (state.status !== 'pending' && state.status !== 'processing')
        return notFrom(event.type, state.status);
      if (event.reason.trim() === '')
        return refuse('order_event_invalid', 'A cancellation needs its reason.');
      if (unitsShipped(state) > 0)
        return refuse(
          'order_has_shipments',
          'Part of the order has been shipped; it can no longer be cancelled.',
        );
      return { ok: true, next: { ...state, status: 'canceled' }, effects: cancellationEffects(state) };
    }
    case 'expiry': {
      if (state.status !== 'pending') return notFrom(event.type, state.status);
      if (state.paid > 0 || state.authorized > 0)
        return refuse(
          'order_has_payments',
          'A payment has been booked or authorized on the order; its reservation no longer expires.',
        );
      return { ok: true, next: { ...state, status: 'canceled' }, effects: cancellationEffects(state) };
    }
    case 'note': {
      if (event.text.trim() === '') return refuse('order_event_invalid', 'A note needs its text.');
      return { ok: true, next: state, effects: [] };
    }
  }
}

export const PAYMENT_STATES = [
  'unpaid',
  'partly_paid',
  'paid',
  'overpaid',
  'partly_refunded',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface OrderPayment {
  state: PaymentState;
  /**
   * What was paid (less refunds) beyond what the order owes, in minor units: positive is too much (to be
   * refunded), negative is still missing. A canceled order owes nothing.
   */
  balance: number;
  /** What is still to be paid: never negative, never above the grand total. */
  due: number;
}

/**
 * The payment state of an order from its amounts, never stored. A refund decides the state once one is
 * made (`partly_refunded` while money is still held, `refunded` when none is); before that the money
 * held against what the order owes.
 */
export function paymentStateOf(order: {
  status: OrderLifecycleStatus;
  grandTotal: number;
  paid: number;
  refunded: number;
}): OrderPayment {
  const owed = order.status === 'canceled' ? 0 : order.grandTotal;
  const held = order.paid - order.refunded;
  const balance = held - owed;
  const due = Math.min(order.grandTotal, Math.max(0, -balance));
  let state: PaymentState;
  if (order.refunded > 0) state = held <= 0 ? 'refunded' : 'partly_refunded';
  // A free order owes nothing and is paid; a canceled one with nothing paid stays unpaid.
  else if (order.paid === 0) state = owed === 0 && order.status !== 'canceled' ? 'paid' : 'unpaid';
  else if (balance < 0) state = 'partly_paid';
  else if (balance === 0) state = 'paid';
  else state = 'overpaid';
  return { state, balance, due };
}
