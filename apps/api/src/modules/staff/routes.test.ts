import type { StaffRole } from '@hortus/api-contract';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createStaffAccount } from './accounts';
import { staffAuditLog } from './tables';
import { totpCodeAt } from './totp';

const PASSWORD = 'Schuppen 2026 Büro';
const test = useTestApp();
let counter = 0;
/** Each sign-in from an address of its own, so only the per-account limits are at work. */
const nextAddress = () => `198.51.100.${(counter % 250) + 1}`;

async function newStaff(role: StaffRole) {
  counter += 1;
  const email = `staff.${role}.${counter}.${Date.now()}@hortus.example`;
  const account = await createStaffAccount(test.database.db, {
    email,
    name: `Staff ${counter}`,
    role,
    password: PASSWORD,
  });
  return { ...account, email };
}

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; payload?: object } = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** Password step, then enrolment with the code of the secret the answer gave: the session and the secret. */
async function enrolledSession(email: string) {
  const login = await call(test.app, 'POST', '/api/staff/login', { payload: { email, password: PASSWORD } });
  expect(login.statusCode).toBe(200);
  const { challenge, secret, step } = login.json().result;
  expect(step).toBe('enrol');
  const enrol = await call(test.app, 'POST', '/api/staff/login/enrol', {
    payload: { challenge, code: totpCodeAt(secret, new Date()) },
  });
  expect(enrol.statusCode).toBe(200);
  return {
    session: enrol.json().result.session as string,
    secret: secret as string,
    recoveryCodes: enrol.json().result.recovery_codes as string[],
  };
}

async function auditOf(staffId: number | null, action?: string) {
  const all = await test.database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(500);
  return all.filter((row) => row.staffId === staffId && (action === undefined || row.action === action));
}

async function customerToken(app: FastifyInstance): Promise<string> {
  const email = `customer.${Date.now()}.${counter}@example.de`;
  await app.inject({
    method: 'POST',
    url: '/de-de/api/user/create',
    payload: { customer: { email, firstname: 'Anna', lastname: 'Grün' }, password: PASSWORD },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: email, password: PASSWORD },
  });
  return login.json().result.token as string;
}

/** Every route under /api/staff the app serves, read from its OpenAPI document (so a new one is covered). */
function staffRouteTable(app: FastifyInstance): { method: 'GET' | 'POST'; url: string }[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/staff'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase() as 'GET' | 'POST',
        url: path.replace(/\{[^}]+\}/g, '1'),
      })),
    );
}

/** The sign-in steps: the only staff routes called without a session. */
const SIGN_IN_ROUTES = [
  'POST /api/staff/login',
  'POST /api/staff/login/second-factor',
  'POST /api/staff/login/enrol',
];

describe('every staff route', () => {
  it('refuses anonymous callers and customers’ tokens with a 401, and answers no-store', async () => {
    const routes = staffRouteTable(test.app).filter(
      (route) => !SIGN_IN_ROUTES.includes(`${route.method} ${route.url}`),
    );
    expect(routes.length).toBeGreaterThanOrEqual(6);
    const token = await customerToken(test.app);
    for (const route of routes) {
      const anonymous = await call(test.app, route.method, route.url);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const customer = await call(test.app, route.method, route.url, { token });
      expect(customer.statusCode, `${route.method} ${route.url} with a customer's token`).toBe(401);
    }
  });

  it('are all guarded but the three sign-in steps', () => {
    const open = staffRouteTable(test.app)
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => SIGN_IN_ROUTES.includes(route));
    expect(open.sort()).toEqual([...SIGN_IN_ROUTES].sort());
  });

  it('must declare its roles, or the app does not start', async () => {
    const Fastify = (await import('fastify')).default;
    const { guardStaffRoutes } = await import('./staff-routes');
    const app = Fastify();
    guardStaffRoutes(app, {} as never);
    expect(() => app.get('/api/staff/orders', async () => 'open')).toThrow(/does not say which roles/);
    expect(() => app.get('/api/staff/orders', { config: { staff: [] } }, async () => 'open')).toThrow();
    await app.close();
  });
});

describe('signing in', () => {
  it('enrols a second factor at the first sign-in, then asks for a code; me names the staff member', async () => {
    const staff = await newStaff('orders');
    const { session, recoveryCodes } = await enrolledSession(staff.email);
    expect(recoveryCodes).toHaveLength(10);
    const me = await call(test.app, 'GET', '/api/staff/me', { token: session });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json().result).toEqual({ id: staff.id, email: staff.email, name: staff.name, role: 'orders' });
    const again = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: staff.email.toUpperCase(), password: PASSWORD },
    });
    expect(again.json().result.step).toBe('second_factor');
    expect(again.json().result.secret).toBeUndefined();
  });

  it('accepts a TOTP code once: the same code again is refused', async () => {
    const staff = await newStaff('content');
    const { secret } = await enrolledSession(staff.email);
    const login = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: staff.email, password: PASSWORD },
    });
    // The enrolment used this step's code (or, at a step's edge, the one before, which is older still).
    const replay = await call(test.app, 'POST', '/api/staff/login/second-factor', {
      payload: { challenge: login.json().result.challenge, code: totpCodeAt(secret, new Date()) },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().reason).toBe('second_factor_failed');
    const failures = await auditOf(staff.id, 'sign_in.second_factor');
    expect(failures[0]).toMatchObject({ outcome: 'failed', details: { factor: 'totp' } });
  });

  it('takes a recovery code once instead of a code', async () => {
    const staff = await newStaff('orders');
    const { recoveryCodes } = await enrolledSession(staff.email);
    const recoveryCode = recoveryCodes[0] as string;
    const first = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: staff.email, password: PASSWORD },
    });
    const used = await call(test.app, 'POST', '/api/staff/login/second-factor', {
      payload: { challenge: first.json().result.challenge, recovery_code: recoveryCode.toLowerCase() },
    });
    expect(used.statusCode).toBe(200);
    const second = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: staff.email, password: PASSWORD },
    });
    const again = await call(test.app, 'POST', '/api/staff/login/second-factor', {
      payload: { challenge: second.json().result.challenge, recovery_code: recoveryCode },
    });
    expect(again.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown account alike, and audits both', async () => {
    const staff = await newStaff('owner');
    const wrong = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: staff.email, password: 'not the password' },
    });
    const unknown = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: `nobody.${Date.now()}@hortus.example`, password: PASSWORD },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
    expect((await auditOf(staff.id, 'sign_in.password'))[0]).toMatchObject({
      outcome: 'failed',
      staffEmail: staff.email,
      details: { factor: 'password' },
    });
    const anonymous = await auditOf(null, 'sign_in.password');
    expect(anonymous[0]).toMatchObject({ outcome: 'failed', staffEmail: null });
    expect(anonymous[0]?.clientAddressHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('locks an account after 5 wrong passwords: the right one is refused too, and that is audited', async () => {
    const staff = await newStaff('orders');
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await call(test.app, 'POST', '/api/staff/login', {
        payload: { email: staff.email, password: `guess ${guess}` },
      });
      expect(answer.statusCode).toBe(401);
    }
    const locked = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: staff.email, password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect((await auditOf(staff.id, 'sign_in.password'))[0]?.outcome).toBe('rate_limited');
  });

  it('refuses a challenge that was not given, and bad input with a 400 that changes nothing', async () => {
    const forged = await call(test.app, 'POST', '/api/staff/login/second-factor', {
      payload: { challenge: 'made-up', code: '123456' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().reason).toBe('sign_in_expired');
    const both = await call(test.app, 'POST', '/api/staff/login/second-factor', {
      payload: { challenge: 'x', code: '123456', recovery_code: 'A'.repeat(24) },
    });
    expect(both.statusCode).toBe(400);
    const letters = await call(test.app, 'POST', '/api/staff/login/enrol', {
      payload: { challenge: 'x', code: 'abcdef' },
    });
    expect(letters.statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('keeps a content or orders role out of the owner’s routes (403, audited)', async () => {
    for (const role of ['content', 'orders'] as const) {
      const staff = await newStaff(role);
      const { session } = await enrolledSession(staff.email);
      const list = await call(test.app, 'GET', '/api/staff/accounts', { token: session });
      expect(list.statusCode).toBe(403);
      expect(list.json().reason).toBe('forbidden');
      expect((await auditOf(staff.id, 'access'))[0]).toMatchObject({
        outcome: 'denied_role',
        objectId: 'GET /api/staff/accounts',
      });
    }
  });

  it('keeps a content role out of a route for the orders role', async () => {
    const Fastify = (await import('fastify')).default;
    const { guardStaffRoutes } = await import('./staff-routes');
    const { createStaffContext } = await import('./context');
    const context = createStaffContext(test.database.db, {
      signingSecret: 'x'.repeat(40),
      clientAddressHash: (a) => a,
      addressLimitFactor: 1,
    });
    const app = Fastify();
    guardStaffRoutes(app, context);
    app.get('/api/staff/orders', { config: { staff: ['owner', 'orders'] } }, async () => 'orders');
    const content = await newStaff('content');
    const orders = await newStaff('orders');
    const contentSession = (await enrolledSession(content.email)).session;
    const ordersSession = (await enrolledSession(orders.email)).session;
    const asContent = await app.inject({
      url: '/api/staff/orders',
      headers: { authorization: `Bearer ${contentSession}` },
    });
    const asOrders = await app.inject({
      url: '/api/staff/orders',
      headers: { authorization: `Bearer ${ordersSession}` },
    });
    expect([asContent.statusCode, asOrders.statusCode]).toEqual([403, 200]);
    await app.close();
  });
});

describe('the owner', () => {
  it('opens accounts, lists them, blocks one (its sessions end) and reads the audit log a page at a time', async () => {
    const owner = await newStaff('owner');
    const { session } = await enrolledSession(owner.email);
    const email = `new.${Date.now()}@hortus.example`;
    const created = await call(test.app, 'POST', '/api/staff/accounts', {
      token: session,
      payload: { email, name: 'Paula Packer', role: 'orders', password: PASSWORD },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().result).toMatchObject({
      email,
      role: 'orders',
      second_factor_enrolled: false,
      blocked_at: null,
    });
    const taken = await call(test.app, 'POST', '/api/staff/accounts', {
      token: session,
      payload: { email: email.toUpperCase(), name: 'Paula Packer', role: 'orders', password: PASSWORD },
    });
    expect([taken.statusCode, taken.json().reason]).toEqual([409, 'staff_email_taken']);
    const packer = await enrolledSession(email);
    const list = await call(test.app, 'GET', '/api/staff/accounts', { token: session });
    expect(list.json().result.map((account: { email: string }) => account.email)).toContain(email);

    const blocked = await call(test.app, 'POST', `/api/staff/accounts/${created.json().result.id}/block`, {
      token: session,
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().result.blocked_at).not.toBeNull();
    expect((await call(test.app, 'GET', '/api/staff/me', { token: packer.session })).statusCode).toBe(401);
    const signIn = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    const self = await call(test.app, 'POST', `/api/staff/accounts/${owner.id}/block`, { token: session });
    expect([self.statusCode, self.json().reason]).toEqual([409, 'cannot_block_oneself']);
    const missing = await call(test.app, 'POST', '/api/staff/accounts/99999999/block', { token: session });
    expect(missing.statusCode).toBe(404);

    const first = await call(test.app, 'GET', '/api/staff/audit-log?limit=6', { token: session });
    expect(first.statusCode).toBe(200);
    const page = first.json().result;
    expect(page.entries).toHaveLength(6);
    // Newest first: the refused self-block is not logged (refused before anything happened), the block is.
    expect(
      page.entries.map((entry: { action: string; outcome: string }) => `${entry.action} ${entry.outcome}`),
    ).toContain('staff_account.block success');
    const next = await call(test.app, 'GET', `/api/staff/audit-log?limit=6&before=${page.next_before}`, {
      token: session,
    });
    expect(next.json().result.entries[0].id).toBeLessThan(page.entries[5].id);
    const logout = await call(test.app, 'POST', '/api/staff/logout', { token: session });
    expect(logout.statusCode).toBe(200);
    expect((await call(test.app, 'GET', '/api/staff/me', { token: session })).statusCode).toBe(401);
  });

  it('unblocks a blocked account, which may then sign in again; audited, owner only', async () => {
    const owner = await newStaff('owner');
    const { session } = await enrolledSession(owner.email);
    const packer = await newStaff('orders');
    await call(test.app, 'POST', `/api/staff/accounts/${packer.id}/block`, { token: session });
    const refused = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: packer.email, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    const unblocked = await call(test.app, 'POST', `/api/staff/accounts/${packer.id}/unblock`, {
      token: session,
    });
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().result).toMatchObject({ id: packer.id, blocked_at: null });
    const signIn = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: packer.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await auditOf(owner.id, 'staff_account.unblock'))[0]).toMatchObject({
      objectId: String(packer.id),
      outcome: 'success',
    });
    const missing = await call(test.app, 'POST', '/api/staff/accounts/99999999/unblock', { token: session });
    expect(missing.statusCode).toBe(404);
    const { session: packerSession } = await enrolledSession(packer.email);
    const notOwner = await call(test.app, 'POST', `/api/staff/accounts/${owner.id}/unblock`, {
      token: packerSession,
    });
    expect(notOwner.statusCode).toBe(403);
  });

  it('resets a sign-in for a lost authenticator: new password, old one and codes refused, enrols again; audited', async () => {
    const owner = await newStaff('owner');
    const { session } = await enrolledSession(owner.email);
    const packer = await newStaff('orders');
    const before = await enrolledSession(packer.email);
    const fresh = 'Neues Passwort 2026 Lager';
    const reset = await call(test.app, 'POST', `/api/staff/accounts/${packer.id}/reset-sign-in`, {
      token: session,
      payload: { password: fresh },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().result).toMatchObject({ id: packer.id, second_factor_enrolled: false });
    // The session they had ends; the old password no longer opens anything.
    expect((await call(test.app, 'GET', '/api/staff/me', { token: before.session })).statusCode).toBe(401);
    const old = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: packer.email, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const signIn = await call(test.app, 'POST', '/api/staff/login', {
      payload: { email: packer.email, password: fresh },
    });
    expect(signIn.json().result.step).toBe('enrol');
    // A recovery code of the old enrolment is no way in either.
    const recovery = await call(test.app, 'POST', '/api/staff/login/second-factor', {
      payload: { challenge: signIn.json().result.challenge, recovery_code: before.recoveryCodes[1] },
    });
    expect(recovery.statusCode).toBe(401);
    expect((await auditOf(owner.id, 'staff_account.reset_sign_in'))[0]).toMatchObject({
      objectId: String(packer.id),
      outcome: 'success',
    });

    const self = await call(test.app, 'POST', `/api/staff/accounts/${owner.id}/reset-sign-in`, {
      token: session,
      payload: { password: fresh },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().reason).toBe('cannot_reset_oneself');
    const weak = await call(test.app, 'POST', `/api/staff/accounts/${packer.id}/reset-sign-in`, {
      token: session,
      payload: { password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const missing = await call(test.app, 'POST', '/api/staff/accounts/99999999/reset-sign-in', {
      token: session,
      payload: { password: fresh },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('cannot be changed or emptied, even by a statement that bypasses the code', async () => {
    const staff = await newStaff('content');
    await call(test.app, 'POST', '/api/staff/login', { payload: { email: staff.email, password: 'wrong' } });
    const [entry] = await auditOf(staff.id);
    if (!entry) throw new Error('the failed sign-in was not audited');
    const db = test.database.db;
    // Drizzle wraps the database's error; its cause is what PostgreSQL said.
    const refusal = (change: Promise<unknown>) =>
      change.then(
        () => 'changed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(
      await refusal(db.execute(sql`UPDATE staff_audit_log SET outcome = 'success' WHERE id = ${entry.id}`)),
    ).toBe('staff_audit_log is append-only');
    expect(await refusal(db.execute(sql`DELETE FROM staff_audit_log WHERE id = ${entry.id}`))).toBe(
      'staff_audit_log is append-only',
    );
    expect(await refusal(db.execute(sql`TRUNCATE staff_audit_log`))).toBe('staff_audit_log is append-only');
    expect((await auditOf(staff.id))[0]).toMatchObject({ id: entry.id, outcome: 'failed' });
  });
});
