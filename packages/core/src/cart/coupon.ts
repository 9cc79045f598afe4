import { isWithinCalendarDays } from '../pricing/special-price';

/** Payments spec 5: the message for a coupon code that does not apply. */
export const COUPON_INVALID = "You've entered an incorrect coupon code. Please try again.";

export interface Coupon {
  discountType: 'percent' | 'fixed';
  /** Percent in basis points (1000 = 10 %), or a fixed gross amount in minor units. */
  value: number;
  fromDate: string | null;
  toDate: string | null;
  usageLimit: number | null;
  timesUsed: number;
}

/** Coupon codes are compared without regard to case or surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a coupon may be used now: inside its dates (whole calendar days) and below its usage limit. */
export function isCouponUsable(coupon: Coupon, now: Date, timeZone?: string): boolean {
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return false;
  return isWithinCalendarDays(coupon.fromDate, coupon.toDate, now, timeZone);
}

/**
 * The gross discount a coupon gives on goods worth `goodsInclTax`: a percentage rounded half up, or the
 * fixed amount; never more than the goods are worth.
 */
export function couponDiscount(coupon: Coupon, goodsInclTax: number): number {
  const amount =
    coupon.discountType === 'percent' ? Math.round((goodsInclTax * coupon.value) / 10_000) : coupon.value;
  return Math.min(Math.max(0, amount), goodsInclTax);
}
