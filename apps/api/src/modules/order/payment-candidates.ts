import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from './tables';

/** What the bank statement import needs to know of an order a transfer's reference names. */
export interface OrderToPay {
  orderId: number;
  orderNumber: string;
  storeCode: string;
  currency: string;
  /** What is still to be paid, minor units of `currency`. */
  totalDue: number;
  paymentMethodCode: string | null;
  canceled: boolean;
}

const orderToPayColumns = {
  orderId: orders.id,
  orderNumber: orders.incrementId,
  storeCode: orders.storeCode,
  currency: orders.currencyCode,
  totalDue: orders.totalDue,
  paymentMethodCode: orders.paymentMethodCode,
  status: orders.status,
};

const asOrderToPay = ({
  status,
  ...order
}: { status: string } & Omit<OrderToPay, 'canceled'>): OrderToPay => ({
  ...order,
  canceled: status === 'canceled',
});

/** The orders of every store view with one of these numbers (each store view counts its own). */
export async function ordersToPayByNumber(db: Database, numbers: readonly string[]): Promise<OrderToPay[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select(orderToPayColumns)
    .from(orders)
    .where(inArray(orders.incrementId, [...numbers]))
    .orderBy(orders.id);
  return rows.map(asOrderToPay);
}

/** One order by id, as the bank statement import needs it; null when there is none. */
export async function orderToPay(db: Database, orderId: number): Promise<OrderToPay | null> {
  const [row] = await db.select(orderToPayColumns).from(orders).where(eq(orders.id, orderId));
  return row ? asOrderToPay(row) : null;
}
