/**
 * Staff accounts for the e2e files, whichever of them runs first against the one shop of a run: the demo
 * owner is enrolled once (by the first file that needs it), its TOTP key and recovery codes remembered in a
 * file of this run (beside its outbox), and every later sign-in of the owner takes an unused recovery code
 * (a TOTP code is accepted only once per 30 s step). A file that needs a staff member of its own opens one
 * through the owner's staff-create endpoint, and signs it in itself (its first sign-in enrols it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { inject } from 'vitest';
import { baseUrl } from './browser';

export const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), period: 30 }).generate({ timestamp: at });

interface RememberedOwner {
  secret: string;
  recoveryCodes: string[];
}

const ownerFile = () => `${inject('outboxDir')}.owner.json`;

/** What an e2e file that enrolled the demo owner keeps for the others (its key and unused recovery codes). */
export function rememberOwner(owner: RememberedOwner): void {
  writeFileSync(ownerFile(), JSON.stringify(owner));
}

/** Whether a file of this run enrolled the demo owner and remembered it. */
export const ownerRemembered = () => existsSync(ownerFile());

/** An unused recovery code of the demo owner, or null when no file of this run enrolled it. */
export function nextOwnerRecoveryCode(): string | null {
  if (!existsSync(ownerFile())) return null;
  const owner = JSON.parse(readFileSync(ownerFile(), 'utf8')) as RememberedOwner;
  const code = owner.recoveryCodes.shift() ?? null;
  rememberOwner(owner);
  return code;
}

export async function staffPost<T>(path: string, body: object, session?: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(session ? { authorization: `Bearer ${session}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, result: ((await response.json()) as { result: T }).result };
}

/** A session of the demo owner: enrolled now if no file has yet, else signed in with a remembered recovery code. */
export async function ownerSession(): Promise<string> {
  const { email, password } = inject('demoStaff');
  const login = await staffPost<{ step: string; challenge: string; secret?: string }>('/api/staff/login', {
    email,
    password,
  });
  if (login.status !== 200) throw new Error(`the demo owner could not sign in (${login.status})`);
  if (login.result.step === 'enrol') {
    const secret = login.result.secret ?? '';
    const enrolled = await staffPost<{ session: string; recovery_codes: string[] }>(
      '/api/staff/login/enrol',
      {
        challenge: login.result.challenge,
        code: codeOf(secret),
      },
    );
    rememberOwner({ secret, recoveryCodes: enrolled.result.recovery_codes });
    return enrolled.result.session;
  }
  const recoveryCode = nextOwnerRecoveryCode();
  if (!recoveryCode)
    throw new Error(
      'The demo owner was enrolled by an e2e file that did not remember it (e2e/staff.ts rememberOwner).',
    );
  const signedIn = await staffPost<{ session: string }>('/api/staff/login/second-factor', {
    challenge: login.result.challenge,
    recovery_code: recoveryCode,
  });
  if (signedIn.status !== 200)
    throw new Error(`the demo owner's recovery code was refused (${signedIn.status})`);
  return signedIn.result.session;
}

/** A new staff account of a role, opened by the owner; not enrolled yet (its first sign-in does it). */
export async function openStaffAccount(role: 'owner' | 'orders' | 'content', name: string) {
  const account = {
    email: `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@hortus.example`,
    password: 'Lagerhalle 2026 Hortus',
  };
  const created = await staffPost('/api/staff/accounts', { ...account, name, role }, await ownerSession());
  if (created.status !== 200) throw new Error(`the owner could not open a staff account (${created.status})`);
  return account;
}
