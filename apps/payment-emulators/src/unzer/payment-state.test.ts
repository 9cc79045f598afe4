import { describe, expect, it } from 'vitest';
import { successMessage } from './magic';
import { amountsOf, stateOf } from './payment-state';
import type { Payment, Transaction } from './state';

const message = successMessage('s');

function payment(...transactions: Array<Pick<Transaction, 'kind' | 'status' | 'amountUnits'>>): Payment {
  return {
    id: 's-pay-1',
    orderId: 'o1',
    invoiceId: '',
    currency: 'EUR',
    typeId: 's-crd-1',
    customerId: '',
    basketId: '',
    traceId: 't',
    createdAt: new Date(0),
    chargedBack: false,
    inReview: false,
    transactions: transactions.map((tx, index) => ({ ...tx, id: `tx${index}`, date: new Date(0), message })),
  };
}

describe('payment amounts and states', () => {
  it('is pending with everything remaining while an authorization is not charged', () => {
    const authorized = payment({ kind: 'authorize', status: 'success', amountUnits: 100 });
    expect(amountsOf(authorized)).toEqual({ total: 100, charged: 0, canceled: 0, remaining: 100 });
    expect(stateOf(authorized)).toBe(0);
  });

  it('is partly charged, then completed when the charges reach the total', () => {
    const partly = payment(
      { kind: 'authorize', status: 'success', amountUnits: 100 },
      { kind: 'charge', status: 'success', amountUnits: 20 },
    );
    expect(amountsOf(partly)).toEqual({ total: 100, charged: 20, canceled: 0, remaining: 80 });
    expect(stateOf(partly)).toBe(3);
    const completed = payment(
      { kind: 'authorize', status: 'success', amountUnits: 100 },
      { kind: 'charge', status: 'success', amountUnits: 20 },
      { kind: 'charge', status: 'success', amountUnits: 80 },
    );
    expect(stateOf(completed)).toBe(1);
  });

  it('is canceled when its first transaction failed, or everything was reversed or refunded', () => {
    expect(stateOf(payment({ kind: 'charge', status: 'error', amountUnits: 100 }))).toBe(2);
    const reversed = payment(
      { kind: 'authorize', status: 'success', amountUnits: 100 },
      { kind: 'cancel-authorize', status: 'success', amountUnits: 100 },
    );
    expect(amountsOf(reversed)).toEqual({ total: 0, charged: 0, canceled: 100, remaining: 0 });
    expect(stateOf(reversed)).toBe(2);
    const refunded = payment(
      { kind: 'charge', status: 'success', amountUnits: 100 },
      { kind: 'cancel-charge', status: 'success', amountUnits: 100 },
    );
    expect(stateOf(refunded)).toBe(2);
  });

  it('stays completed after a partial refund, and a reversal of the rest completes a partly charged one', () => {
    const partlyRefunded = payment(
      { kind: 'charge', status: 'success', amountUnits: 100 },
      { kind: 'cancel-charge', status: 'success', amountUnits: 30 },
    );
    expect(amountsOf(partlyRefunded)).toEqual({ total: 100, charged: 100, canceled: 30, remaining: 0 });
    expect(stateOf(partlyRefunded)).toBe(1);
    const rest = payment(
      { kind: 'authorize', status: 'success', amountUnits: 100 },
      { kind: 'charge', status: 'success', amountUnits: 60 },
      { kind: 'cancel-authorize', status: 'success', amountUnits: 40 },
    );
    expect(amountsOf(rest)).toEqual({ total: 60, charged: 60, canceled: 40, remaining: 0 });
    expect(stateOf(rest)).toBe(1);
  });

  it('is pending while its first transaction waits on the buyer, counting its amount', () => {
    const waiting = payment({ kind: 'charge', status: 'pending', amountUnits: 100 });
    expect(amountsOf(waiting)).toEqual({ total: 100, charged: 0, canceled: 0, remaining: 100 });
    expect(stateOf(waiting)).toBe(0);
  });

  it('is chargeback or in review whatever its amounts say', () => {
    const charged = payment({ kind: 'charge', status: 'success', amountUnits: 100 });
    expect(stateOf({ ...charged, chargedBack: true })).toBe(5);
    expect(stateOf({ ...charged, inReview: true })).toBe(4);
  });
});
