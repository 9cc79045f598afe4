/**
 * Staff for the back office's e2e files, which run one after another against one shop: the demo owner's
 * second factor is enrolled by whichever file signs the owner in first, and its key and recovery codes are
 * kept in a file of the run (beside the outbox), so every later file can sign the owner in too. Other staff
 * are opened through the owner's API, each with a key the test knows.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseUrl } from './browser';

/** The current TOTP code of a key (base32, spaces allowed), or the one of another moment. */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), period: 30 }).generate({ timestamp: at });

interface OwnerRecord {
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/** Where the demo owner's second factor is kept for this run (the outbox is the run's own folder). */
const recordFile = () => `${inject('outboxDir')}.demo-owner.json`;

function ownerRecord(): OwnerRecord | null {
  if (!existsSync(recordFile())) return null;
  const record = JSON.parse(readFileSync(recordFile(), 'utf8')) as OwnerRecord;
  // A record of another start of the shop (its own demo password) says nothing of this one.
  return record.password === inject('demoStaff').password ? record : null;
}

/** Keeps the demo owner's key and recovery codes for the files that sign the owner in after this one. */
export function keepOwnerSecondFactor(secret: string, recoveryCodes: string[]): void {
  const record: OwnerRecord = { password: inject('demoStaff').password, secret, recoveryCodes };
  writeFileSync(recordFile(), JSON.stringify(record), { mode: 0o600 });
}

/** The demo owner's key and recovery codes, if a file of this run enrolled them. */
export function ownerSecondFactor(): { secret: string; recoveryCodes: string[] } | null {
  return ownerRecord();
}

async function post<T>(path: string, body: object, session?: string): Promise<{ status: number; result: T }> {
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

type LoginStep = { step: 'enrol' | 'second_factor'; challenge: string; secret?: string };

/**
 * Signs a staff member in through the API: enrols the key the answer gives at the first sign-in, else
 * answers with the current code of `secret` (a code already used is refused: then the next one).
 */
async function apiSession(
  email: string,
  password: string,
  secretOf: (enrolled: string | undefined) => string,
): Promise<{ session: string; secret: string; recoveryCodes?: string[] }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const login = await post<LoginStep>('/api/staff/login', { email, password });
    if (login.status !== 200) throw new Error(`staff login of ${email} answered ${login.status}`);
    const secret = secretOf(login.result.secret);
    if (login.result.step === 'enrol') {
      const enrol = await post<{ session: string; recovery_codes: string[] }>('/api/staff/login/enrol', {
        challenge: login.result.challenge,
        code: totpCode(secret),
      });
      if (enrol.status === 200)
        return { session: enrol.result.session, secret, recoveryCodes: enrol.result.recovery_codes };
    } else {
      const signedIn = await post<{ session: string }>('/api/staff/login/second-factor', {
        challenge: login.result.challenge,
        code: totpCode(secret),
      });
      if (signedIn.status === 200) return { session: signedIn.result.session, secret };
    }
    // The code of this 30-second step was used already: the next step's is new.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`${email} could not sign in`);
}

let ownerSessionOfFile: string | undefined;

/**
 * A session of the demo owner (one per file: each sign-in spends a 30-second code), enrolling the owner's
 * second factor if no file of the run has.
 */
export async function ownerSession(): Promise<string> {
  if (ownerSessionOfFile) return ownerSessionOfFile;
  const { email, password } = inject('demoStaff');
  const signedIn = await apiSession(email, password, (enrolled) => {
    const secret = enrolled ?? ownerRecord()?.secret;
    if (!secret) throw new Error('The demo owner was enrolled by a file that kept no record (e2e/staff.ts)');
    return secret;
  });
  if (signedIn.recoveryCodes) keepOwnerSecondFactor(signedIn.secret, signedIn.recoveryCodes);
  ownerSessionOfFile = signedIn.session;
  return signedIn.session;
}

export interface StaffMember {
  email: string;
  password: string;
  name: string;
  /** The TOTP key, once the member has signed in (enrolled) the first time. */
  secret?: string;
}

let opened = 0;

/** A new staff account of `role`, opened by the demo owner through the API (its key is enrolled at first sign-in). */
export async function openStaffAccount(
  role: 'owner' | 'orders' | 'content',
  name = `E2E ${role} ${opened + 1}`,
): Promise<StaffMember> {
  opened += 1;
  const member = {
    email: `e2e.${role}.${opened}.${Date.now()}@hortus.example`,
    password: `Gartenschere ${Date.now()} ${opened}`,
    name,
  };
  const created = await post('/api/staff/accounts', { ...member, role }, await ownerSession());
  if (created.status !== 200) throw new Error(`opening a ${role} account answered ${created.status}`);
  return member;
}

/**
 * Signs a staff member in on the back office's pages: password, then the key's code (enrolling it at the
 * first sign-in, when the page shows the key, and continuing past the recovery codes).
 */
export async function signInOnPage(page: Page, member: StaffMember): Promise<void> {
  await page.goto(`${baseUrl()}/backoffice/login`);
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/backoffice\/login\/(enrol|code)$/);
  if (page.url().endsWith('/enrol')) {
    member.secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
    await page.getByLabel('Code', { exact: true }).fill(totpCode(member.secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByRole('link', { name: 'I have kept them: continue' }).click();
  } else {
    const secret = member.secret;
    if (!secret) throw new Error(`${member.email} has no known key`);
    const signedIn = (url: URL) => !url.pathname.startsWith('/backoffice/login');
    for (let attempt = 0; ; attempt += 1) {
      await page.getByLabel('Code', { exact: true }).fill(totpCode(secret));
      await Promise.all([
        page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' && response.url().includes('/backoffice/login/code'),
        ),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      const through = await page.waitForURL(signedIn, { timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (through || attempt === 2) break;
      // A code is taken once: this member signed in within the same 30 seconds. The next step's code.
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    }
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/backoffice/login'));
}

/**
 * A new member of staff of `role`, signed in on `page` for the first time (the key enrolled from the page);
 * the page is then on the back office's first page of the role. The same call as main's e2e/staff.ts has.
 */
export async function signedInPage(
  page: Page,
  role: 'owner' | 'orders' | 'content',
  name?: string,
): Promise<StaffMember> {
  const member = await openStaffAccount(role, name);
  await signInOnPage(page, member);
  return member;
}
