/**
 * Staff for the e2e files. The global setup signs the demo owner in once through the API (its second factor
 * enrolled there) and hands its session to every file; a file that needs a member of staff opens an account
 * of its own through it and signs it in for the first time. Each account signs in once: a TOTP code is
 * accepted once, so a second sign-in within the same 30 seconds would be refused.
 */
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { theShop } from './shop';

export type StaffRole = 'owner' | 'orders' | 'content';

export interface StaffMember {
  email: string;
  password: string;
  /** The API session (what the back office's cookie holds). */
  session: string;
  recoveryCodes: string[];
}

/** The code an authenticator app shows for `secret` at `at`. */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), period: 30 }).generate({ timestamp: at });

// biome-ignore lint/suspicious/noExplicitAny: each caller reads the result it asked for
type Answer = { status: number; result: any };

/** A call of the staff API, with a session when given. */
export async function staffApi(
  shopUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  session?: string,
): Promise<Answer> {
  const response = await fetch(`${shopUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(session ? { authorization: `Bearer ${session}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, result: ((await response.json()) as { result: unknown }).result };
}

/** Signs an account in for the first time through the API: password, then its second factor enrolled. */
export async function enrolThroughApi(
  shopUrl: string,
  email: string,
  password: string,
): Promise<StaffMember> {
  const login = await staffApi(shopUrl, 'POST', '/api/staff/login', { email, password });
  if (login.status !== 200 || login.result.step !== 'enrol') {
    throw new Error(
      `${email} could not start its first sign-in: ${login.status} ${JSON.stringify(login.result)}`,
    );
  }
  const enrolled = await staffApi(shopUrl, 'POST', '/api/staff/login/enrol', {
    challenge: login.result.challenge,
    code: totpCode(login.result.secret),
  });
  if (enrolled.status !== 200)
    throw new Error(`${email} could not enrol: ${JSON.stringify(enrolled.result)}`);
  return { email, password, session: enrolled.result.session, recoveryCodes: enrolled.result.recovery_codes };
}

/**
 * A new account of `role`, opened by the demo owner; signed in and enrolled through the API unless
 * `enrolled` is false (for a test of the first sign-in in the browser).
 */
export async function newStaffMember(
  role: StaffRole,
  options: { name?: string; enrolled?: boolean } = {},
): Promise<StaffMember> {
  const shopUrl = theShop().baseUrl;
  const email = `${role}.${randomUUID().slice(0, 8)}@hortus.example`;
  const password = `Gartenhaus ${randomUUID().slice(0, 8)}`;
  const created = await staffApi(
    shopUrl,
    'POST',
    '/api/staff/accounts',
    { email, password, name: options.name ?? `Test ${role}`, role },
    theShop().staffOwner.session,
  );
  if (created.status !== 200) throw new Error(`no ${role} account: ${JSON.stringify(created.result)}`);
  if (options.enrolled === false) return { email, password, session: '', recoveryCodes: [] };
  return enrolThroughApi(shopUrl, email, password);
}

/**
 * A new member of staff of `role`, signed in on `page` as staff do the first time: password, then the
 * second factor set up from the key the page shows (the recovery codes kept and passed). The page is then
 * on the back office's first page of the role.
 */
export async function signedInPage(page: Page, role: StaffRole, name?: string): Promise<StaffMember> {
  const member = await newStaffMember(role, { enrolled: false, ...(name ? { name } : {}) });
  await page.goto(`${theShop().baseUrl}/backoffice/login`);
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/backoffice\/login\/enrol$/);
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByRole('link', { name: 'I have kept them: continue' }).click();
  await page.waitForURL(/\/backoffice\/[a-z-]+$/);
  return member;
}
