import { describe, expect, it } from 'vitest';
import { createDefaultReservationPolicy, defaultReservationPolicy } from './reservation-policy';

const placedAt = new Date('2026-11-24T10:00:00Z');

describe('the default reservation policy', () => {
  it('holds a bank transfer order for ten days, then lets its units go', () => {
    expect(
      defaultReservationPolicy.expiresAt({ paymentMethodCode: 'banktransfer', offline: true, placedAt }),
    ).toEqual(new Date('2026-12-04T10:00:00Z'));
  });

  it('holds orders paid after delivery until they ship or are cancelled', () => {
    for (const paymentMethodCode of ['cashondelivery', 'purchaseonaccount']) {
      expect(defaultReservationPolicy.expiresAt({ paymentMethodCode, offline: true, placedAt })).toBeNull();
    }
  });

  it('holds a provider payment for an hour, or as configured', () => {
    expect(
      defaultReservationPolicy.expiresAt({ paymentMethodCode: 'unzer_paypal', offline: false, placedAt }),
    ).toEqual(new Date('2026-11-24T11:00:00Z'));
    expect(
      createDefaultReservationPolicy({ providerMinutes: 15 }).expiresAt({
        paymentMethodCode: 'unzer_card',
        offline: false,
        placedAt,
      }),
    ).toEqual(new Date('2026-11-24T10:15:00Z'));
  });

  it('limits the open unpaid prepayment orders of one e-mail address to 3 and of one client address to 5', () => {
    expect(
      defaultReservationPolicy.unpaidOrderLimits({ paymentMethodCode: 'banktransfer', offline: true }),
    ).toEqual({ perEmail: 3, perClientAddress: 5 });
    expect(
      createDefaultReservationPolicy({
        unpaidPrepaymentOrders: { perEmail: 1, perClientAddress: 2 },
      }).unpaidOrderLimits({ paymentMethodCode: 'banktransfer', offline: true }),
    ).toEqual({ perEmail: 1, perClientAddress: 2 });
  });

  it('does not limit orders paid on delivery, on account or at a provider', () => {
    for (const [paymentMethodCode, offline] of [
      ['cashondelivery', true],
      ['purchaseonaccount', true],
      ['unzer_paypal', false],
    ] as const) {
      expect(defaultReservationPolicy.unpaidOrderLimits({ paymentMethodCode, offline })).toBeNull();
    }
  });
});
