import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { signingSecrets } from './tables';

/** What the API signs with: customers' access tokens, and rendered prices (`sgn`). */
export interface SigningSecrets {
  accessToken: string;
  price: string;
}

/**
 * The signing secrets: each one configured (TOKEN_SIGNING_SECRET, PRICE_SIGNING_SECRET; production must
 * set both), else the one kept in the database, made at random on the first start (ADR 0016). Called once
 * when the app is built, after the migrations.
 */
export async function resolveSigningSecrets(
  db: Database,
  configured: { accessToken: string | undefined; price: string | undefined },
): Promise<SigningSecrets> {
  return {
    accessToken: configured.accessToken ?? (await keptSecret(db, 'access-token')),
    price: configured.price ?? (await keptSecret(db, 'price-signature')),
  };
}

/**
 * The secret kept for a purpose, made now if there is none. Processes starting at once on a new database
 * all offer one; the first insert wins and every process reads that one.
 */
async function keptSecret(db: Database, purpose: string): Promise<string> {
  await db
    .insert(signingSecrets)
    .values({ purpose, secret: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: signingSecrets.secret })
    .from(signingSecrets)
    .where(eq(signingSecrets.purpose, purpose));
  if (!row) throw new Error(`the ${purpose} signing secret was not kept`);
  return row.secret;
}
