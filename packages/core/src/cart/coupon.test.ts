import { describe, expect, it } from 'vitest';
import { type Coupon, couponDiscount, isCouponUsable, normaliseCouponCode } from './coupon';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  discountType: 'percent',
  value: 1000,
  fromDate: null,
  toDate: null,
  usageLimit: null,
  timesUsed: 0,
  ...overrides,
});

describe('coupons', () => {
  it('give a percentage rounded half up, or a fixed amount, never more than the goods', () => {
    expect(couponDiscount(coupon(), 1299_00)).toBe(129_90);
    expect(couponDiscount(coupon({ value: 1500 }), 3)).toBe(0);
    expect(couponDiscount(coupon({ value: 1500 }), 10)).toBe(2);
    expect(couponDiscount(coupon({ discountType: 'fixed', value: 20_00 }), 150_00)).toBe(20_00);
    expect(couponDiscount(coupon({ discountType: 'fixed', value: 20_00 }), 15_00)).toBe(15_00);
  });

  it('apply inside their dates and below their usage limit', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(isCouponUsable(coupon({ fromDate: '2026-11-24', toDate: '2026-11-24' }), now)).toBe(true);
    expect(isCouponUsable(coupon({ toDate: '2026-11-23' }), now)).toBe(false);
    expect(isCouponUsable(coupon({ fromDate: '2026-11-25' }), now)).toBe(false);
    expect(isCouponUsable(coupon({ usageLimit: 5, timesUsed: 4 }), now)).toBe(true);
    expect(isCouponUsable(coupon({ usageLimit: 5, timesUsed: 5 }), now)).toBe(false);
  });

  it('codes are read without case and spaces', () => {
    expect(normaliseCouponCode('  garten10 ')).toBe('GARTEN10');
  });
});
