/**
 * Unzer takes amounts as decimals and answers them as strings with four decimals ("119.0000", facts 1.3).
 * The emulator keeps them as whole ten-thousandths so that sums and comparisons (basket total against
 * amount, charged against authorized) are exact, never floating point.
 */
export const UNITS_PER_MAJOR = 10_000;

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,4}))?$/;

/** An amount as JSON gives it (a number or a numeric string, at most four decimals, not negative), or null. */
export function unitsOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  return Number(match[1]) * UNITS_PER_MAJOR + Number((match[2] ?? '').padEnd(4, '0'));
}

/** Ten-thousandths as Unzer writes them back: "119.0000". */
export function decimalOf(units: number): string {
  const sign = units < 0 ? '-' : '';
  const text = String(Math.abs(units)).padStart(5, '0');
  return `${sign}${text.slice(0, -4)}.${text.slice(-4)}`;
}

/** The currencies the emulated merchant account accepts (the shop's stores' and their neighbours'). */
export const CURRENCIES = new Set(['EUR', 'CHF', 'GBP', 'PLN', 'HUF', 'SEK', 'DKK', 'NOK', 'CZK', 'USD']);
