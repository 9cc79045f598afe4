/** The Luhn (mod 10) check digit rule every card number satisfies. */
export function hasValidLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme by its number's prefix, in Unzer's brand names. */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTER';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(5[06-9]|6)/.test(digits)) return 'MAESTRO';
  return 'UNKNOWN';
}

/** How a stored card shows its number: the first six and the last four digits. */
export function maskedCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}

/**
 * The last moment a card's expiry allows, or null when the text is no expiry: "MM/YYYY" (what the SDKs
 * send) or "MM/YY" (what the docs write). A card is valid through the last day of its month.
 */
export function expiryEnd(text: string): Date | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return new Date(Date.UTC(year, month, 1) - 1);
}
