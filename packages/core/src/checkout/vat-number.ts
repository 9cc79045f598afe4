import { checkVAT, countries } from 'jsvat';
import { EU_MEMBER_STATES } from './eu-member-states';

/**
 * The prefixes of the VAT numbers VIES confirms: the member states' codes, Greece as EL, and XI for Northern
 * Ireland's goods.
 */
export const VIES_COUNTRY_CODES: ReadonlySet<string> = new Set([
  ...[...EU_MEMBER_STATES].map((code) => (code === 'GR' ? 'EL' : code)),
  'XI',
]);

export interface VatNumberCheck {
  /** The number as written on invoices: upper case, without spaces, dots, dashes or slashes. */
  vatId: string;
  /** Its country's format and checksum hold (jsvat); says nothing of whether it is registered. */
  valid: boolean;
  /** ISO country of the number ('GR' for an EL number); null when no country's format matches. */
  country: string | null;
  /** The prefix VIES takes ('EL' for Greece), when VIES can confirm numbers of that country. */
  viesCountry: string | null;
}

/**
 * Checks a VAT number offline by its country's format and checksum (jsvat: a dependency-free table of the
 * European formats and their checksums, see docs/architecture.md "Libraries and why"). Whether the number
 * is registered is VIES's answer; a number that fails here never reaches VIES. A subpath of its own
 * (`@hortus/core/vat-number`), so that pages without a VAT field do not ship jsvat.
 */
export function checkVatNumber(input: string): VatNumberCheck {
  const result = checkVAT(input.trim().toUpperCase(), countries);
  const vatId = result.value ?? input.replace(/[\s./-]/g, '').toUpperCase();
  const country = result.country?.isoCode.short ?? null;
  const prefix = vatId.slice(0, 2);
  // jsvat knows no XI (Northern Ireland): its numbers are GB numbers with another prefix.
  if (prefix === 'XI') {
    const asGb = checkVAT(`GB${vatId.slice(2)}`, countries);
    return { vatId, valid: asGb.isValid, country: 'GB', viesCountry: 'XI' };
  }
  return {
    vatId,
    valid: result.isValid,
    country,
    viesCountry: VIES_COUNTRY_CODES.has(prefix) && country ? prefix : null,
  };
}
