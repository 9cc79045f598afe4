import { isDeepStrictEqual } from 'node:util';
import {
  applyOrderEvent,
  MALFORMED_ORDER_EVENT,
  type OrderEvent,
  type OrderEventType,
  type OrderLifecycleStatus,
  type OrderPayment,
  paymentStateOf,
} from '@hortus/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { violatedConstraint } from '../../db/errors';
import { HttpError, notFound } from '../../http/envelope';
import type { JobQueue } from '../../jobs/job-queue';
import { holdReservation, releaseReservation } from '../stock';
import { ORDER_NOT_FOUND } from './service';
import { type OrderActorKind, orderEvents, orderItems, orders } from './tables';

/** Who caused an event: a staff member (id and name for the history), the customer, the system, ... */
export interface OrderActor {
  kind: OrderActorKind;
  id?: string | null;
  name?: string | null;
}

export interface RecordOrderEventInput {
  orderId: number;
  /**
   * The event's idempotency key, unique over all orders: `staff:<uuid>` (made by the back office per
   * action), `bank:<entry key>`, `unzer:<payment id>:<tx id>`, `expiry:<order id>`.
   */
  eventId: string;
  event: OrderEvent;
  actor: OrderActor;
  /** When it happened (defaults to now). */
  at?: Date;
}

/** The order as the lifecycle left it. */
export interface LifecycleOrder {
  id: number;
  status: OrderLifecycleStatus;
  currency: string;
  grandTotal: number;
  paid: number;
  refunded: number;
  payment: OrderPayment;
}

export interface RecordedOrderEvent {
  /** `already_recorded`: the event id was seen before with the same event; nothing changed. */
  outcome: 'recorded' | 'already_recorded';
  order: LifecycleOrder;
  /** The units given back to stock by this call (a cancellation or expiry), 0 otherwise. */
  stockReleased: number;
}

/** The events the customer's order page shows: never notes, nor the start of fulfilment. */
const VISIBLE_TO_CUSTOMER: ReadonlySet<OrderEventType> = new Set([
  'payment',
  'refund',
  'shipment',
  'delivered',
  'cancellation',
  'expiry',
]);

const EVENT_CONFLICT = 'This event id was already recorded for another event.';

const eventConflict = () => new HttpError(409, EVENT_CONFLICT, { reason: 'event_conflict' });

/** The event as stored: its fields without `type`, as JSON would give them back. */
function eventData(event: OrderEvent): Record<string, unknown> {
  const { type: _type, ...data } = event;
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

function reasonOf(event: OrderEvent): string | null {
  if (event.type === 'cancellation' || event.type === 'refund') return event.reason;
  return null;
}

function amountOf(event: OrderEvent): number | null {
  return 'amount' in event ? event.amount : null;
}

function lifecycleOrderOf(row: {
  id: number;
  status: OrderLifecycleStatus;
  currencyCode: string;
  grandTotal: number;
  paidAmount: number;
  refundedAmount: number;
}): LifecycleOrder {
  return {
    id: row.id,
    status: row.status,
    currency: row.currencyCode,
    grandTotal: row.grandTotal,
    paid: row.paidAmount,
    refunded: row.refundedAmount,
    payment: paymentStateOf({
      status: row.status,
      grandTotal: row.grandTotal,
      paid: row.paidAmount,
      refunded: row.refundedAmount,
    }),
  };
}

/**
 * Records an event of an order: the one way an order changes after it is placed (staff actions, bank
 * statement lines, provider webhooks, the reservation's expiry). One transaction: the order row is locked,
 * an event id seen before answers `already_recorded` (with other content: 409 `event_conflict`), core's
 * lifecycle decides (a refusal is 400 for a malformed event, 409 otherwise, and changes nothing), and the
 * event, the order's new amounts and status, the shipped units, the stock given back (once) and the
 * customer's mail job are written together: either all of it happened or none.
 *
 * Two calls with the same event id at once meet at the order's lock: the second sees the first's event.
 * The same event id on two orders at once meets at the unique index, and the later one is refused.
 */
export async function recordOrderEvent(
  db: Database,
  jobs: JobQueue,
  input: RecordOrderEventInput,
): Promise<RecordedOrderEvent> {
  const at = input.at ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const [earlier] = await tx
        .select({ orderId: orderEvents.orderId, type: orderEvents.type, data: orderEvents.data })
        .from(orderEvents)
        .where(eq(orderEvents.eventId, input.eventId));
      if (earlier) {
        const same =
          earlier.orderId === input.orderId &&
          earlier.type === input.event.type &&
          isDeepStrictEqual(earlier.data, eventData(input.event));
        if (!same) throw eventConflict();
        return { outcome: 'already_recorded' as const, order: lifecycleOrderOf(order), stockReleased: 0 };
      }
      const lines = await tx
        .select({ id: orderItems.id, qty: orderItems.qty, shipped: orderItems.qtyShipped })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const decision = applyOrderEvent(
        {
          status: order.status,
          paymentMethodCode: order.paymentMethodCode,
          grandTotal: order.grandTotal,
          currency: order.currencyCode,
          paid: order.paidAmount,
          refunded: order.refundedAmount,
          authorized: order.authorizedAmount,
          confirmed: order.confirmed,
          lines,
        },
        input.event,
      );
      if (!decision.ok)
        throw new HttpError(MALFORMED_ORDER_EVENT.has(decision.reason) ? 400 : 409, decision.message, {
          reason: decision.reason,
        });
      const { next, effects } = decision;
      const [event] = await tx
        .insert(orderEvents)
        .values({
          orderId: order.id,
          eventId: input.eventId,
          type: input.event.type,
          data: eventData(input.event),
          amount: amountOf(input.event),
          actorKind: input.actor.kind,
          actorId: input.actor.id ?? null,
          actorName: input.actor.name ?? null,
          reason: reasonOf(input.event),
          visibleToCustomer: VISIBLE_TO_CUSTOMER.has(input.event.type),
          createdAt: at,
        })
        .returning({ id: orderEvents.id });
      const payment = paymentStateOf(next);
      // Money arrived: the order gives up its unpaid places (ADR 0014) for good. Were it to keep them, a
      // later refund that makes it due again would meet another order that took the place meanwhile.
      const givesUpPlaces = effects.some((effect) => effect.kind === 'stop_reservation_expiry');
      const [updated] = await tx
        .update(orders)
        .set({
          status: next.status,
          paidAmount: next.paid,
          refundedAmount: next.refunded,
          authorizedAmount: next.authorized,
          confirmed: next.confirmed,
          totalDue: payment.due,
          ...(givesUpPlaces ? { unpaidEmailSlot: null, unpaidAddressSlot: null } : {}),
        })
        .where(eq(orders.id, order.id))
        .returning();
      for (const line of next.lines) {
        const before = lines.find((candidate) => candidate.id === line.id);
        if (before && before.shipped !== line.shipped)
          await tx
            .update(orderItems)
            .set({ qtyShipped: line.shipped })
            .where(and(eq(orderItems.id, line.id), eq(orderItems.orderId, order.id)));
      }
      let stockReleased = 0;
      for (const effect of effects) {
        if (effect.kind === 'release_stock') stockReleased += await releaseReservation(tx, order.id, at);
        else if (effect.kind === 'stop_reservation_expiry') await holdReservation(tx, order.id);
        // The same key as a placement's confirmation: an order is confirmed once, whoever asks.
        else if (effect.kind === 'confirm')
          await jobs.enqueue(tx, 'order-confirmation-mail', { orderId: order.id }, String(order.id));
        else if (effect.kind === 'capture_authorization')
          await jobs.enqueue(tx, 'payment-capture', { orderId: order.id }, input.eventId);
        else if (effect.kind === 'release_authorization')
          await jobs.enqueue(tx, 'payment-release', { orderId: order.id }, input.eventId);
        // One mail per event: the job's key is the event id, so a retried transaction queues it once.
        else if (event) await jobs.enqueue(tx, 'order-event-mail', { orderEventId: event.id }, input.eventId);
      }
      return {
        outcome: 'recorded' as const,
        order: lifecycleOrderOf(updated ?? order),
        stockReleased,
      };
    });
  } catch (error) {
    // The same event id recorded on another order at the same moment: the unique index says so.
    if (violatedConstraint(error) === 'order_events_event_id_idx') throw eventConflict();
    throw error;
  }
}
