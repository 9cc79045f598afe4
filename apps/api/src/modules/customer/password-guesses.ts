import { tooManyRequests } from '../../http/envelope';
import type { RateLimit } from '../../security/rate-limit';
import { verifyPassword } from './passwords';

/**
 * Checks one password guess on an account: a login, a password change or an e-mail change. The guess takes
 * one of the account's attempts before the password is checked (an atomic count, in Redis when several API
 * processes share it), so a burst of parallel guesses cannot all pass a lock that none of them has counted
 * yet: five attempts are five checked passwords at any concurrency. With none left the right password is
 * refused too (429), or a guesser would only have to wait for it. The right password clears the count.
 */
export async function checkPasswordGuess(
  guesses: RateLimit,
  account: { email: string; passwordHash: string | undefined },
  password: string,
): Promise<boolean> {
  const wait = await guesses.hit(account.email);
  if (wait !== null) throw tooManyRequests(wait);
  if (!(await verifyPassword(account.passwordHash, password))) return false;
  await guesses.reset(account.email);
  return true;
}
