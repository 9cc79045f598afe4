import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238's 30-second step; ASVS 6.5.5 allows no longer. */
const STEP_SECONDS = 30;
/** What the back office is called in an authenticator app. */
const ISSUER = 'Hortus back office';

/** A new TOTP secret: 160 random bits (RFC 4226's recommended length for SHA-1), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI of a secret, for a QR code an authenticator app scans. */
export function otpauthUri(secret: string, email: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    period: STEP_SECONDS,
  }).toString();
}

/** The step a moment falls in. */
export function totpStepAt(moment: Date): number {
  return Math.floor(moment.getTime() / 1000 / STEP_SECONDS);
}

/**
 * The step whose code `code` is, at `moment`: the current step or, for a code typed just before its step
 * ended, the one before; never a later one (a code from the future means a wrong clock or a guess). null
 * when the code is neither. Which steps were already used is the caller's (the account's last step).
 */
export function matchTotpStep(secret: string, code: string, moment: Date): number | null {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), period: STEP_SECONDS });
  const step = totpStepAt(moment);
  for (const candidate of [step, step - 1]) {
    if (totp.validate({ token: code, timestamp: candidate * STEP_SECONDS * 1000, window: 0 }) === 0)
      return candidate;
  }
  return null;
}

/** The code of a step (tests and the demo compute what an authenticator app would show). */
export function totpCodeAt(secret: string, moment: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: STEP_SECONDS }).generate({
    timestamp: moment.getTime(),
  });
}

/**
 * Encrypts TOTP secrets at rest (AES-256-GCM) with a key derived (HKDF-SHA256) from the access-token
 * signing secret: configured in production, kept with the data otherwise (ADR 0016). A database copy alone
 * then gives no second factor. Changing TOKEN_SIGNING_SECRET makes every enrolled secret unreadable: those
 * staff members enrol again at their next sign-in (decryptTotpSecret answers null).
 */
export function totpSecretBox(signingSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, 'hortus', 'staff totp secret', 32));
  return {
    encrypt(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        sealed.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    decrypt(stored: string): string | null {
      const [version, iv, sealed, tag] = stored.split('.');
      if (version !== 'v1' || !iv || !sealed || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
export type TotpSecretBox = ReturnType<typeof totpSecretBox>;
