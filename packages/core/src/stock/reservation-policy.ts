/** What the shop knows of an order when it reserves its stock. */
export interface ReservationContext {
  paymentMethodCode: string;
  /** Whether the method is paid outside the shop (bank transfer, cash on delivery, on account). */
  offline: boolean;
  placedAt: Date;
}

/**
 * How many unpaid orders of a kind may hold units at once: per e-mail address (the order's, in any case)
 * and per client address (the network address the order came from; the API multiplies this by
 * ADDRESS_LIMIT_FACTOR for shops whose buyers share one address).
 */
export interface UnpaidOrderLimits {
  perEmail: number;
  perClientAddress: number;
}

/**
 * How long a placed order keeps the units it took while it is unpaid, and how many such orders one buyer may
 * have open. Chosen in apps/api/src/policies.ts; the default is `createDefaultReservationPolicy()`. An order
 * that is cancelled always gives its units back; one whose reservation expires unpaid is cancelled and gives
 * them back then.
 */
export interface ReservationPolicy {
  /** When the reservation of an unpaid order ends; null: it holds until the order is shipped or cancelled. */
  expiresAt(order: ReservationContext): Date | null;
  /**
   * The limits of unpaid orders like this one, asked when an order is placed (ADR 0014): one more than
   * these open at once is refused before it takes anything. Null: orders of this kind are not limited.
   */
  unpaidOrderLimits(
    order: Pick<ReservationContext, 'paymentMethodCode' | 'offline'>,
  ): UnpaidOrderLimits | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const isPrepayment = (paymentMethodCode: string) => paymentMethodCode.startsWith('banktransfer');

/**
 * A prepayment order (bank transfer) holds its units for `prepaymentDays` (the customer's bank needs a few
 * working days); cash on delivery and purchase on account are paid after delivery, so theirs hold; a
 * provider payment holds for `providerMinutes` while the shopper is at the provider (the payment issue's
 * flows confirm or cancel it sooner). Only prepayment orders are limited (`unpaidPrepaymentOrders`, 3 per
 * e-mail address and 5 per client address): they alone hold units for days with nobody looking at them,
 * where an order paid on delivery goes to the warehouse at once and one on account needs a confirmed
 * business customer (ADR 0014).
 */
export function createDefaultReservationPolicy(
  options: {
    prepaymentDays?: number;
    providerMinutes?: number;
    unpaidPrepaymentOrders?: UnpaidOrderLimits;
  } = {},
): ReservationPolicy {
  const prepaymentMs = (options.prepaymentDays ?? 10) * DAY_MS;
  const providerMs = (options.providerMinutes ?? 60) * 60 * 1000;
  const prepaymentLimits = options.unpaidPrepaymentOrders ?? { perEmail: 3, perClientAddress: 5 };
  return {
    expiresAt({ paymentMethodCode, offline, placedAt }) {
      if (isPrepayment(paymentMethodCode)) return new Date(placedAt.getTime() + prepaymentMs);
      if (offline) return null;
      return new Date(placedAt.getTime() + providerMs);
    },
    unpaidOrderLimits({ paymentMethodCode }) {
      return isPrepayment(paymentMethodCode) ? prepaymentLimits : null;
    },
  };
}

export const defaultReservationPolicy: ReservationPolicy = createDefaultReservationPolicy();
