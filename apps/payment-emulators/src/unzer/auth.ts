import { refusal } from './errors';

/** Which of the merchant's two keys a request came with. */
export type KeyRole = 'private' | 'public';

/** The key pair a merchant's sandbox (`s-`) or production (`p-`) account has. */
export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

const KEY_PATTERN = /^([sp])-(priv|pub)-[A-Za-z0-9]+$/;

/** The mode letter a key pair is in ('s' sandbox, 'p' production); throws for keys Unzer would never issue. */
export function modeOfKeys(keys: KeyPair): 's' | 'p' {
  const privateMatch = KEY_PATTERN.exec(keys.privateKey);
  const publicMatch = KEY_PATTERN.exec(keys.publicKey);
  if (privateMatch?.[2] !== 'priv' || publicMatch?.[2] !== 'pub' || !privateMatch || !publicMatch) {
    throw new Error('The emulator needs a private key like s-priv-... and a public key like s-pub-...');
  }
  if (privateMatch[1] !== publicMatch[1]) throw new Error('Both keys must be of one mode (s- or p-)');
  return privateMatch[1] as 's' | 'p';
}

/**
 * Checks a request's Authorization header as Unzer's v1 API does: HTTP Basic, the key as the user name and
 * an empty password (facts 1.1). A key of the other mode, of another merchant or of a shape Unzer never
 * issues is unknown (API.320.000.002); so is a key sent with a password.
 */
export function authenticate(header: string | undefined, keys: KeyPair): KeyRole {
  if (!header) throw refusal.missingKey();
  const [scheme, credentials] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() !== 'basic') throw refusal.wrongAuthenticationMethod();
  if (!credentials || !/^[A-Za-z0-9+/]+=*$/.test(credentials)) throw refusal.missingKey();
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const key = colon === -1 ? decoded : decoded.slice(0, colon);
  const password = colon === -1 ? '' : decoded.slice(colon + 1);
  if (password !== '') throw refusal.unknownKey(key);
  if (key === keys.privateKey) return 'private';
  if (key === keys.publicKey) return 'public';
  throw refusal.unknownKey(key);
}
