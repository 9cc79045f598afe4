import type { Database } from '../../db/database';
import { cancelUnpaidOrder } from '../order';
import { releaseReservation } from '../stock';

/**
 * The job of 'stock-reservation-expiry' (queued with the order for the time the reservation policy gives):
 * an order still unpaid then is cancelled and its units go back to stock, in one transaction. An order paid
 * or cancelled meanwhile is left alone; a second run finds nothing to do. Answers the units given back.
 */
export async function expireReservation(db: Database, orderId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) =>
    (await cancelUnpaidOrder(tx, orderId)) ? releaseReservation(tx, orderId, now) : 0,
  );
}
