/** One paylater installment plan, amounts in ten-thousandths (shown as decimals, facts 1.3 "plans"). */
export interface InstallmentPlan {
  numberOfRates: number;
  totalAmountUnits: number;
  /** Yearly, in per cent. */
  nominalInterestRate: number;
  effectiveInterestRate: number;
  rates: Array<{ date: string; amountUnits: number }>;
}

/**
 * The plans the emulated account offers: the numbers of rates of Unzer's plans fixture (3, 6, 9, 12, 24);
 * the interest rates are the emulator's choice (free up to 6 months, then a typical consumer credit rate).
 */
const OFFERS = [
  { numberOfRates: 3, nominalInterestRate: 0 },
  { numberOfRates: 6, nominalInterestRate: 0 },
  { numberOfRates: 9, nominalInterestRate: 7.9 },
  { numberOfRates: 12, nominalInterestRate: 9.9 },
  { numberOfRates: 24, nominalInterestRate: 9.9 },
];

const CENT = 100;

/** The yearly effective rate of a monthly compounded nominal rate (PAngV's rule), two decimals. */
export function effectiveRateOf(nominalInterestRate: number): number {
  const yearly = ((1 + nominalInterestRate / 1200) ** 12 - 1) * 100;
  return Math.round(yearly * 100) / 100;
}

function monthsAfter(start: Date, months: number): string {
  const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The plans for an amount: an annuity per offer, each rate whole cents, the first due on the first of the
 * next month. Without interest the last rate takes the rounding, so the rates add up to the amount exactly.
 */
export function installmentPlans(amountUnits: number, today: Date): InstallmentPlan[] {
  const principalCents = Math.round(amountUnits / CENT);
  return OFFERS.map(({ numberOfRates, nominalInterestRate }) => {
    const monthly = nominalInterestRate / 1200;
    const rateCents =
      monthly === 0
        ? Math.floor(principalCents / numberOfRates)
        : Math.round((principalCents * monthly) / (1 - (1 + monthly) ** -numberOfRates));
    const lastCents = monthly === 0 ? principalCents - rateCents * (numberOfRates - 1) : rateCents;
    const rates = Array.from({ length: numberOfRates }, (_, index) => ({
      date: monthsAfter(today, index + 1),
      amountUnits: (index === numberOfRates - 1 ? lastCents : rateCents) * CENT,
    }));
    return {
      numberOfRates,
      nominalInterestRate,
      effectiveInterestRate: effectiveRateOf(nominalInterestRate),
      totalAmountUnits: rates.reduce((total, rate) => total + rate.amountUnits, 0),
      rates,
    };
  });
}
