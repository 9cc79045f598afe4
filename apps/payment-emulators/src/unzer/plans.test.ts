import { describe, expect, it } from 'vitest';
import { effectiveRateOf, installmentPlans } from './plans';

describe('installment plans', () => {
  const today = new Date('2026-11-27T10:00:00Z');

  it('splits an interest-free amount into rates that add up to it exactly', () => {
    const plan = installmentPlans(1000_0000, today).find((candidate) => candidate.numberOfRates === 3);
    expect(plan?.rates.map((rate) => rate.amountUnits)).toEqual([333_3300, 333_3300, 333_3400]);
    expect(plan?.totalAmountUnits).toBe(1000_0000);
  });

  it('adds interest to plans over six months, and their total is the sum of their rates', () => {
    for (const plan of installmentPlans(1588_9000, today).filter(
      (candidate) => candidate.nominalInterestRate > 0,
    )) {
      const sum = plan.rates.reduce((total, rate) => total + rate.amountUnits, 0);
      expect(sum).toBe(plan.totalAmountUnits);
      expect(plan.totalAmountUnits).toBeGreaterThan(1588_9000);
      expect(plan.rates.every((rate) => rate.amountUnits % 100 === 0)).toBe(true);
    }
  });

  it('dues the first rate on the first of next month, then monthly', () => {
    const plan = installmentPlans(500_0000, today)[0];
    expect(plan?.rates.map((rate) => rate.date)).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
  });

  it('gives the effective rate of a monthly compounded nominal rate', () => {
    expect(effectiveRateOf(0)).toBe(0);
    expect(effectiveRateOf(9.9)).toBe(10.36);
  });
});
