import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import type { JobQueue } from '../../jobs/job-queue';
import { recordOrderEvent } from '../order';

/**
 * The job of 'stock-reservation-expiry' (queued with the order for the time the reservation policy gives):
 * the order's `expiry` event through the order lifecycle, as the system, so an order still pending with
 * nothing paid is cancelled, its units go back to stock and the customer is told, in one transaction, and
 * the cancellation stands in its history. An order with a payment booked, shipped or cancelled meanwhile is
 * left alone (the lifecycle refuses the expiry); its one event id makes a second run do nothing. Answers
 * the units given back.
 */
export async function expireReservation(
  db: Database,
  jobs: JobQueue,
  orderId: number,
  now: Date,
): Promise<number> {
  try {
    const { stockReleased } = await recordOrderEvent(db, jobs, {
      orderId,
      eventId: `expiry:${orderId}`,
      event: { type: 'expiry' },
      actor: { kind: 'system' },
      at: now,
    });
    return stockReleased;
  } catch (error) {
    // Refused: the order was paid, shipped, cancelled or deleted meanwhile; there is nothing to expire.
    if (error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 404)) return 0;
    throw error;
  }
}
