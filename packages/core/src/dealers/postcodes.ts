/**
 * The countries the dealer search covers (the selling countries of the shop's store views) and what a
 * postcode of each looks like. The patterns check form only (length and characters, after spaces and
 * hyphens are taken out); whether a postcode exists is the postcode table's answer.
 */
export const DEALER_COUNTRIES = [
  'AT',
  'BE',
  'CH',
  'DE',
  'ES',
  'FI',
  'FR',
  'GB',
  'HU',
  'IE',
  'IT',
  'LU',
  'NL',
  'PL',
  'SE',
  'US',
] as const;
export type DealerCountry = (typeof DEALER_COUNTRIES)[number];

export function isDealerCountry(value: string): value is DealerCountry {
  return (DEALER_COUNTRIES as readonly string[]).includes(value);
}

const FOUR_DIGITS = /^\d{4}$/;
const FIVE_DIGITS = /^\d{5}$/;

/** Postcodes as written with their spaces and hyphens removed and letters in capitals. */
const POSTCODE_PATTERNS: Record<DealerCountry, RegExp> = {
  AT: FOUR_DIGITS,
  BE: FOUR_DIGITS,
  CH: FOUR_DIGITS,
  DE: FIVE_DIGITS,
  ES: FIVE_DIGITS,
  FI: FIVE_DIGITS,
  FR: FIVE_DIGITS,
  // The outward code alone ('SW1A') or the full postcode ('SW1A1AA').
  GB: /^[A-Z]{1,2}\d[A-Z\d]?(\d[A-Z]{2})?$/,
  HU: FOUR_DIGITS,
  // An Eircode's routing key alone ('D02') or the whole code ('D02X285').
  IE: /^[A-Z]\d[\dW]([A-Z\d]{4})?$/,
  IT: FIVE_DIGITS,
  // 'L-1234' is written with the country letter too.
  LU: /^(L)?\d{4}$/,
  NL: /^\d{4}([A-Z]{2})?$/,
  PL: FIVE_DIGITS,
  SE: FIVE_DIGITS,
  // ZIP or ZIP+4.
  US: /^\d{5}(\d{4})?$/,
};

/** A postcode the way the postcode table keys it: capitals, no spaces or hyphens, Luxembourg's 'L' dropped. */
export function normalizePostcode(country: DealerCountry, postcode: string): string {
  const compact = postcode.replace(/[\s-]/g, '').toUpperCase();
  return country === 'LU' ? compact.replace(/^L/, '') : compact;
}

/** Whether a postcode has the form of the country's postcodes. */
export function isPostcodeOf(country: DealerCountry, postcode: string): boolean {
  return POSTCODE_PATTERNS[country].test(postcode.replace(/[\s-]/g, '').toUpperCase());
}

/** The prefixes of a normalised postcode, longest first: the table answers for the most precise one it has. */
export function postcodePrefixes(normalized: string): string[] {
  return Array.from({ length: normalized.length }, (_, index) =>
    normalized.slice(0, normalized.length - index),
  );
}
