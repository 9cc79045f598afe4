/**
 * The buyer's user-provided data for purchase (spec: e-mail, phone and names hashed with SHA-256), as
 * Google's enhanced conversions take it (checkout facts 4.4): each value normalised, then the hex SHA-256
 * of its UTF-8 bytes; the clear values never reach the dataLayer. Loaded only when an order is tracked.
 */

export interface Buyer {
  email: string;
  /** As typed at the checkout ('+43 660 1234567', '0660 1234567', '0043…'). */
  telephone?: string | null;
  firstname: string;
  lastname: string;
}

/** The field names of gtag's user_data (facts 4.4). */
export interface HashedUserData {
  sha256_email_address?: string;
  sha256_phone_number?: string;
  address?: { sha256_first_name?: string; sha256_last_name?: string };
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * Trimmed and lower-cased; for gmail.com and googlemail.com only, the dots before the @ removed (Google's
 * rule). A '+alias' stays: removing it is third parties' advice, not Google's (facts 4.4, unconfirmed).
 */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  const domain = trimmed.slice(at + 1);
  return GMAIL_DOMAINS.has(domain) ? `${trimmed.slice(0, at).replaceAll('.', '')}@${domain}` : trimmed;
}

/**
 * Lower-cased, trimmed, digits, punctuation and symbols removed (GA4 Measurement Protocol and Data Manager
 * rules, facts 4.4); letters with accents stay as they are. 'Anne-Marie ' -> 'annemarie'.
 */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\p{N}\p{P}\p{S}]/gu, '')
    .trim();
}

/**
 * Country calling codes and national trunk prefixes of the countries the shop sells to, to write a
 * number given without its country code in E.164. Italy, Spain, Poland and Luxembourg dial no trunk
 * prefix (Italy's leading 0 belongs to the number).
 */
const CALLING_CODES: Record<string, { code: string; trunk: string }> = {
  AT: { code: '43', trunk: '0' },
  BE: { code: '32', trunk: '0' },
  CH: { code: '41', trunk: '0' },
  DE: { code: '49', trunk: '0' },
  ES: { code: '34', trunk: '' },
  FI: { code: '358', trunk: '0' },
  FR: { code: '33', trunk: '0' },
  GB: { code: '44', trunk: '0' },
  HU: { code: '36', trunk: '06' },
  IE: { code: '353', trunk: '0' },
  IT: { code: '39', trunk: '' },
  LU: { code: '352', trunk: '' },
  NL: { code: '31', trunk: '0' },
  PL: { code: '48', trunk: '' },
  SE: { code: '46', trunk: '0' },
  US: { code: '1', trunk: '1' },
};

/**
 * The number in E.164 ('+' and the country code, digits only): '+43 660 1234567' and '0043 660 1234567'
 * as they are, a national '0660 1234567' with the calling code of `country` (the billing address's) and
 * without its trunk prefix. Null when it cannot be told (a national number of an unknown country, or not
 * 8 to 15 digits in the end): a wrong number hashed would be worse than none.
 */
export function phoneInE164(telephone: string, country: string | null | undefined): string | null {
  const trimmed = telephone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else {
    const calling = CALLING_CODES[(country ?? '').toUpperCase()];
    if (!calling) return null;
    const national =
      calling.trunk && digits.startsWith(calling.trunk) ? digits.slice(calling.trunk.length) : digits;
    digits = calling.code + national;
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** The hex SHA-256 of the text's UTF-8 bytes (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The buyer's hashed user_data; a field that is empty after normalising is left out. Without Web Crypto
 * (a page over plain HTTP on another host than localhost) there is none: the purchase goes out without it.
 */
export async function hashedUserData(
  buyer: Buyer,
  country: string | null | undefined,
): Promise<HashedUserData> {
  if (!globalThis.crypto?.subtle) return {};
  const hash = (value: string | null) => (value ? sha256Hex(value) : Promise.resolve(undefined));
  const phone = buyer.telephone ? phoneInE164(buyer.telephone, country) : null;
  const [email, telephone, firstname, lastname] = await Promise.all([
    hash(normaliseEmail(buyer.email)),
    hash(phone),
    hash(normaliseName(buyer.firstname)),
    hash(normaliseName(buyer.lastname)),
  ]);
  const address = {
    ...(firstname ? { sha256_first_name: firstname } : {}),
    ...(lastname ? { sha256_last_name: lastname } : {}),
  };
  return {
    ...(email ? { sha256_email_address: email } : {}),
    ...(telephone ? { sha256_phone_number: telephone } : {}),
    ...(firstname || lastname ? { address } : {}),
  };
}
