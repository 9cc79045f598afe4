import type { Order, OrderHistoryEntry, OrderShipment, OrderWithHistory } from '@hortus/api-contract';
import { findCarrier, formatOrderDate, type OrderEvent, trackingLinkOf } from '@hortus/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderEvents, orderItems } from './tables';

type ShipmentData = Omit<Extract<OrderEvent, { type: 'shipment' }>, 'type'>;

/** A shipment's parcel as the customer sees it: the carrier's name and tracking page where the shop knows it. */
export function parcelOf(shipment: Pick<ShipmentData, 'carrier' | 'trackingNumber'>) {
  return {
    carrier: shipment.carrier,
    carrier_name: findCarrier(shipment.carrier)?.name ?? shipment.carrier,
    tracking_number: shipment.trackingNumber,
    tracking_url: trackingLinkOf(shipment.carrier, shipment.trackingNumber),
  };
}

const HISTORY_TYPE = {
  payment: 'payment',
  refund: 'refund',
  shipment: 'shipment',
  delivered: 'delivered',
  cancellation: 'canceled',
  expiry: 'canceled',
} as const satisfies Partial<Record<OrderEvent['type'], OrderHistoryEntry['type']>>;

/**
 * The order with the customer's part of its history and its shipments (the account's and the guest's order
 * page): only the events marked visible to the customer, and of them only what the customer may read (no
 * references, reasons, staff names or notes). Two reads, each a range of an index of the order.
 */
export async function withHistory(db: Database, order: Order): Promise<OrderWithHistory> {
  const [events, lines] = await Promise.all([
    db
      .select({
        type: orderEvents.type,
        data: orderEvents.data,
        amount: orderEvents.amount,
        at: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.entity_id), eq(orderEvents.visibleToCustomer, true)))
      .orderBy(asc(orderEvents.id)),
    db
      .select({ id: orderItems.id, sku: orderItems.sku, name: orderItems.name })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.entity_id)),
  ]);
  const history: OrderHistoryEntry[] = [{ type: 'placed', at: order.created_at, amount: null, parcel: null }];
  const shipments: OrderShipment[] = [];
  for (const event of events) {
    const type = HISTORY_TYPE[event.type as keyof typeof HISTORY_TYPE];
    if (!type) continue;
    const at = formatOrderDate(event.at);
    const shipment = event.type === 'shipment' ? (event.data as ShipmentData) : null;
    history.push({ type, at, amount: event.amount, parcel: shipment && parcelOf(shipment) });
    if (shipment)
      shipments.push({
        ...parcelOf(shipment),
        shipped_at: at,
        lines: shipment.lines.map((line) => {
          const item = lines.find((candidate) => candidate.id === line.orderItemId);
          return { sku: item?.sku ?? '', name: item?.name ?? '', qty: line.qty };
        }),
      });
  }
  return { ...order, history, shipments };
}
