import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { createMailer } from '../../mail/mailer';
import { customerRecord, findCustomers, sendResetLinkTo, setCustomerBlocked } from './customer-care';
import { createCustomerContext } from './index';

const smtp = await startSmtpPeer();
const testApp = useTestApp({ SMTP_URL: smtp.url, SHOP_URL: 'https://shop.example' });
afterAll(() => smtp.close());

const PASSWORD = 'Gartenhaus 2026';
let counter = 0;

/** The customer side as the back office's routes will hold it, on the test app's database and mail server. */
function care() {
  return createCustomerContext(testApp.database.db, testApp.config.customer, {
    mailer: createMailer(testApp.config.mail),
    shopUrl: testApp.config.shopUrl,
    serviceEmail: testApp.config.company.email,
    log: testApp.app.log,
    tokenSigningSecret: 'x'.repeat(32),
  });
}

async function call(url: string, body: object) {
  const response = await testApp.app.inject({ method: 'POST', url, payload: body });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; result: any; reason?: string },
  };
}

async function registered(firstname: string, lastname: string, store = 'fr-fr') {
  counter += 1;
  const email = `${firstname
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}.${counter}.${Date.now()}@example.fr`;
  const created = await call(`/${store}/api/user/create`, {
    customer: { email, firstname, lastname },
    password: PASSWORD,
  });
  expect(created.status).toBe(200);
  return { email, id: created.body.result.id as number };
}

describe("the back office's customers", () => {
  it('finds a customer by the beginning of the e-mail address or part of the name, newest first', async () => {
    const older = await registered('Margaux', 'Dupont-Aignan');
    const newer = await registered('Théo', 'Dupont');
    const byName = await findCustomers(testApp.database.db, { query: 'DUPONT' });
    expect(byName.customers.map((customer) => customer.id)).toEqual([newer.id, older.id]);
    expect(
      (await findCustomers(testApp.database.db, { query: older.email.slice(0, 10) })).customers[0],
    ).toMatchObject({
      id: older.id,
      email: older.email,
      firstname: 'Margaux',
      storeCode: 'fr-fr',
      blockedAt: null,
    });
    expect((await findCustomers(testApp.database.db, { query: '%' })).customers).toEqual([]);
    expect(await customerRecord(testApp.database.db, older.id)).toMatchObject({
      lastname: 'Dupont-Aignan',
      addresses: [],
    });
    expect(await customerRecord(testApp.database.db, 987654)).toBeNull();
  });

  it('blocks an account: its sessions end and it cannot log in, with a message only the password holder reads; unblocked, it can', async () => {
    const { email, id } = await registered('Camille', 'Bernard');
    const login = await call('/fr-fr/api/user/login', { username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(await setCustomerBlocked(care(), id, true)).toBe(true);
    expect(
      (await call('/fr-fr/api/user/refresh', { refreshToken: login.body.result.refreshToken })).status,
    ).toBe(401);
    expect(await call('/fr-fr/api/user/login', { username: email, password: PASSWORD })).toMatchObject({
      status: 403,
      body: {
        reason: 'account_blocked',
        result: 'This account is blocked. Please contact our customer service.',
      },
    });
    // A wrong password learns nothing of the block.
    expect(await call('/fr-fr/api/user/login', { username: email, password: 'Falsch 2026' })).toMatchObject({
      status: 401,
      body: { reason: 'login_failed' },
    });
    expect((await customerRecord(testApp.database.db, id))?.blockedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await setCustomerBlocked(care(), id, false)).toBe(true);
    expect((await call('/fr-fr/api/user/login', { username: email, password: PASSWORD })).status).toBe(200);
    expect(await setCustomerBlocked(care(), 987654, true)).toBe(false);
  });

  it("mails a reset link in the language of the customer's store view, which sets a new password", async () => {
    const { email, id } = await registered('Inès', 'Lefèvre');
    const before = smtp.received.length;
    expect(await sendResetLinkTo(care(), id)).toBe(true);
    const mail = await smtp.mailFor(email, 10_000);
    expect(smtp.received.length).toBeGreaterThan(before);
    expect(mail?.text).toContain('https://shop.example/fr-fr/reset-password?resetToken=');
    expect(mail?.subject).toMatch(/mot de passe/i);
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const set = await call('/fr-fr/api/user/create-password', {
      password: 'Abri de jardin 9',
      retypePassword: 'Abri de jardin 9',
      resetToken: token,
    });
    expect(set.status).toBe(200);
    expect(
      (await call('/fr-fr/api/user/login', { username: email, password: 'Abri de jardin 9' })).status,
    ).toBe(200);
    expect(await sendResetLinkTo(care(), 987654)).toBe(false);
  });
});
