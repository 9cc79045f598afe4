import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random id part like Unzer's ("s-crd-6tg6nwdkrcdk"): lower-case letters and digits. */
export function randomPart(length = 12): string {
  const bytes = randomBytes(length);
  let text = '';
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
  return text;
}

/** Ids in Unzer's format `<mode>-<code>-<random>` (facts 1.2): `s-pay-…`, `s-cst-…`, `p-bsk-…`. */
export function idMaker(mode: 's' | 'p'): (code: string) => string {
  return (code) => `${mode}-${code}-${randomPart()}`;
}
