/** What the shop knows of an order when it reserves its stock. */
export interface ReservationContext {
  paymentMethodCode: string;
  /** Whether the method is paid outside the shop (bank transfer, cash on delivery, on account). */
  offline: boolean;
  placedAt: Date;
}

/**
 * How long a placed order keeps the units it took while it is unpaid. Chosen in apps/api/src/policies.ts;
 * the default is `createDefaultReservationPolicy()`. An order that is cancelled always gives its units
 * back; one whose reservation expires unpaid is cancelled and gives them back then.
 */
export interface ReservationPolicy {
  /** When the reservation of an unpaid order ends; null: it holds until the order is shipped or cancelled. */
  expiresAt(order: ReservationContext): Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A prepayment order (bank transfer) holds its units for `prepaymentDays` (the customer's bank needs a few
 * working days); cash on delivery and purchase on account are paid after delivery, so theirs hold; a
 * provider payment holds for `providerMinutes` while the shopper is at the provider (the payment issue's
 * flows confirm or cancel it sooner).
 */
export function createDefaultReservationPolicy(
  options: { prepaymentDays?: number; providerMinutes?: number } = {},
): ReservationPolicy {
  const prepaymentMs = (options.prepaymentDays ?? 10) * DAY_MS;
  const providerMs = (options.providerMinutes ?? 60) * 60 * 1000;
  return {
    expiresAt({ paymentMethodCode, offline, placedAt }) {
      if (paymentMethodCode.startsWith('banktransfer')) return new Date(placedAt.getTime() + prepaymentMs);
      if (offline) return null;
      return new Date(placedAt.getTime() + providerMs);
    },
  };
}

export const defaultReservationPolicy: ReservationPolicy = createDefaultReservationPolicy();
