import type { StaffOrderDetail, StaffOrderEventBody, StaffOrderListRow } from '@hortus/api-contract';
import { applyOrderEvent, type OrderEvent, type OrderLifecycleState, paymentStateOf } from '@hortus/core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../http/envelope';
import { parcelOf } from './history';
import type { OrderListRow } from './order-list';
import { ORDER_NOT_FOUND, orderDocumentOf, orderWithParts } from './service';
import { orderEvents, orderItems, orders } from './tables';

/** A row of the back office's list as the contract answers it, with its derived payment state. */
export function staffListRowOf(row: OrderListRow): StaffOrderListRow {
  return {
    entity_id: row.id,
    increment_id: row.incrementId,
    store_code: row.storeCode,
    created_at: row.createdAt,
    status: row.status as StaffOrderListRow['status'],
    customer_name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    currency_code: row.currencyCode,
    grand_total: row.grandTotal,
    total_due: row.totalDue,
    payment_method_code: row.paymentMethodCode,
    payment_state: paymentStateOf({
      status: row.status as StaffOrderListRow['status'],
      grandTotal: row.grandTotal,
      paid: row.paidAmount,
      refunded: row.refundedAmount,
    }).state,
  };
}

/** The event the lifecycle takes for a staff action: the amounts in the order's currency, booked by staff. */
export function orderEventOf(body: StaffOrderEventBody, currency: string): OrderEvent {
  switch (body.type) {
    case 'payment':
      return {
        type: 'payment',
        amount: body.amount,
        currency,
        bookedOn: body.booked_on,
        reference: body.reference,
        source: 'staff',
      };
    case 'refund':
      return { type: 'refund', amount: body.amount, currency, reason: body.reason };
    case 'shipment':
      return {
        type: 'shipment',
        carrier: body.carrier,
        trackingNumber: body.tracking_number,
        lines: body.lines.map((line) => ({ orderItemId: line.order_item_id, qty: line.qty })),
      };
    case 'cancellation':
      return { type: 'cancellation', reason: body.reason };
    case 'note':
      return { type: 'note', text: body.text };
    default:
      return { type: body.type };
  }
}

type StaffEventType = StaffOrderDetail['allowed_events'][number];

/**
 * The staff events the lifecycle would take now, asked of core with the smallest event of each kind (one
 * minor unit, one unit of a line left to ship): the page offers a form only where its action can succeed,
 * and the rules stay in one place.
 */
function allowedEvents(state: OrderLifecycleState): StaffEventType[] {
  const open = state.lines.find((line) => line.qty > line.shipped);
  const probes: Record<StaffEventType, OrderEvent | null> = {
    payment: {
      type: 'payment',
      amount: 1,
      currency: state.currency,
      bookedOn: '2000-01-01',
      reference: '-',
      source: 'staff',
    },
    refund: { type: 'refund', amount: 1, currency: state.currency, reason: '-' },
    fulfilment_started: { type: 'fulfilment_started' },
    shipment: open
      ? { type: 'shipment', carrier: '-', trackingNumber: '-', lines: [{ orderItemId: open.id, qty: 1 }] }
      : null,
    delivered: { type: 'delivered' },
    cancellation: { type: 'cancellation', reason: '-' },
    note: { type: 'note', text: '-' },
  };
  return (Object.entries(probes) as [StaffEventType, OrderEvent | null][])
    .filter(([, probe]) => probe !== null && applyOrderEvent(state, probe).ok)
    .map(([type]) => type);
}

const iso = (date: Date) => date.toISOString();

/** One order as staff see it: everything the customer sees, its lines' ids and shipped units, and the whole history. */
export async function staffOrderDetail(db: Database, orderId: number): Promise<StaffOrderDetail> {
  const [[row], lines, events] = await Promise.all([
    orderWithParts(db).from(orders).where(eq(orders.id, orderId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
  ]);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const state: OrderLifecycleState = {
    status: row.status,
    paymentMethodCode: row.paymentMethodCode,
    grandTotal: row.grandTotal,
    currency: row.currencyCode,
    paid: row.paidAmount,
    refunded: row.refundedAmount,
    authorized: row.authorizedAmount,
    confirmed: row.confirmed,
    lines: lines.map((line) => ({ id: line.id, qty: line.qty, shipped: line.qtyShipped })),
  };
  const payment = paymentStateOf(state);
  const detail: StaffOrderDetail = {
    ...orderDocumentOf(row),
    email: row.email,
    customer_name: `${row.firstname} ${row.lastname}`.trim(),
    customer_id: row.customerId,
    comment: row.comment,
    lines: lines.map((line) => ({
      id: line.id,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      qty_shipped: line.qtyShipped,
      price_incl_tax: line.priceInclTax,
      row_total_incl_tax: line.rowTotalInclTax,
      tax_rate_bp: line.taxRateBp,
    })),
    payment: {
      ...payment,
      paid: row.paidAmount,
      refunded: row.refundedAmount,
      authorized: row.authorizedAmount,
    },
    payments: [],
    refunds: [],
    shipment_list: [],
    history: [
      {
        id: 0,
        type: 'placed',
        at: iso(row.createdAt),
        actor: { kind: 'customer', name: null },
        amount: row.grandTotal,
        reason: null,
        data: {},
        visible_to_customer: true,
      },
    ],
    allowed_events: allowedEvents(state),
  };
  for (const event of events) {
    const at = iso(event.createdAt);
    const data = event.data;
    detail.history.push({
      id: event.id,
      type: event.type,
      at,
      actor: { kind: event.actorKind, name: event.actorKind === 'staff' ? event.actorName : null },
      amount: event.amount,
      reason: event.reason,
      data,
      visible_to_customer: event.visibleToCustomer,
    });
    if (event.type === 'payment')
      detail.payments.push({
        at,
        amount: event.amount ?? 0,
        booked_on: String(data.bookedOn ?? ''),
        reference: String(data.reference ?? ''),
        source: String(data.source ?? ''),
      });
    else if (event.type === 'refund')
      detail.refunds.push({ at, amount: event.amount ?? 0, reason: event.reason ?? '' });
    else if (event.type === 'shipment') {
      const shipment = data as {
        carrier: string;
        trackingNumber: string;
        lines: { orderItemId: number; qty: number }[];
      };
      detail.shipment_list.push({
        at,
        ...parcelOf(shipment),
        lines: shipment.lines.map((shipped) => {
          const line = lines.find((candidate) => candidate.id === shipped.orderItemId);
          return { sku: line?.sku ?? '', name: line?.name ?? '', qty: shipped.qty };
        }),
      });
    }
  }
  return detail;
}
