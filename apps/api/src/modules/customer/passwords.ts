import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`, which a const enum cannot give at run time under isolated modules. */
const ARGON2ID: Algorithm.Argon2id = 2;

/**
 * argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum),
 * about 30 ms a hash here. The parameters are stored in each hash, so raising them later still verifies
 * old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A hash of nothing anyone knows: checked when the account does not exist, so both cases take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
