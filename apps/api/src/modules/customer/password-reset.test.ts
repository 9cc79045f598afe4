import { PASSWORDS_NOT_IDENTICAL } from '@hortus/core';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { passwordResetTokens } from '../../db/schema';
import { RESET_LINK_INVALID } from './service';

// The reset mails go to a real SMTP server on this machine.
const smtp = await startSmtpPeer();
const testApp = useTestApp({ SMTP_URL: smtp.url, SHOP_URL: 'https://shop.example' });
afterAll(() => smtp.close());

const PASSWORD = 'Gartenhaus 2026';
const NEW_PASSWORD = 'Geräteschuppen 7';
let counter = 0;

async function call(url: string, body: object, from = '198.51.100.1') {
  const response = await testApp.app.inject({ method: 'POST', url, payload: body, remoteAddress: from });
  return { status: response.statusCode, body: response.json() as { code: number; result: any } };
}

async function customer(firstname = 'Zofia') {
  counter += 1;
  const email = `reset.${counter}.${Date.now()}@example.pl`;
  expect(
    (
      await call('/pl-pl/api/user/create', {
        customer: { email, firstname, lastname: 'Ogrodnik' },
        password: PASSWORD,
      })
    ).status,
  ).toBe(200);
  const login = await call('/api/user/login', { username: email, password: PASSWORD });
  return { email, refreshToken: login.body.result.refreshToken as string };
}

/** The reset token of the link in a mail. */
function tokenIn(text: string | undefined): string {
  const match = /reset-password\?resetToken=([A-Za-z0-9_-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in the mail: ${text}`);
  return match[1];
}

/** Asks for another link for an account that already has one mailed, and reads it from the new mail. */
async function secondLinkFor(email: string, url: string): Promise<string> {
  const mailsBefore = smtp.received.length;
  expect((await call(url, { email }, '198.51.100.2')).status).toBe(200);
  for (let waited = 0; smtp.received.length === mailsBefore && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = smtp.received
    .slice(mailsBefore)
    .find((received) => JSON.stringify(received.to).includes(email));
  return tokenIn(mail?.text);
}

describe('a password reset through the mail', () => {
  it('mails a link in the language of the store view, which sets the password once', async () => {
    const { email, refreshToken } = await customer();
    const asked = await call('/pl-pl/api/user/reset-password', { email: email.toUpperCase() });
    expect(asked).toEqual({
      status: 200,
      body: {
        code: 200,
        result: 'If an account exists for this e-mail address, we have sent a link to set a new password.',
      },
    });
    const mail = await smtp.mailFor(email);
    expect(mail?.subject).toBe('Twoje nowe hasło do Hortus');
    expect(mail?.headers.get('content-language')).toBe('pl');
    expect(mail?.text).toContain('Dzień dobry, Zofia!');
    expect(mail?.text).toContain('https://shop.example/pl-pl/reset-password?resetToken=');
    const resetToken = tokenIn(mail?.text);

    const set = await call('/api/user/create-password', {
      password: NEW_PASSWORD,
      retypePassword: NEW_PASSWORD,
      resetToken,
    });
    expect(set.status).toBe(200);
    expect((await call('/api/user/login', { username: email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await call('/api/user/login', { username: email, password: PASSWORD })).status).toBe(401);
    // Every session of the customer ended with the change.
    expect((await call('/api/user/refresh', { refreshToken })).status).toBe(401);

    const again = await call('/api/user/create-password', {
      password: 'Yet another one 9',
      retypePassword: 'Yet another one 9',
      resetToken,
    });
    expect(again).toEqual({
      status: 400,
      body: { code: 400, reason: 'reset_link_invalid', result: RESET_LINK_INVALID },
    });
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const email = `nobody.${Date.now()}@example.pl`;
    const asked = await call('/pl-pl/api/user/reset-password', { email });
    expect(asked.status).toBe(200);
    expect(await smtp.mailFor(email, 500)).toBeNull();
  });

  it('refuses passwords that differ, and changes nothing', async () => {
    const { email } = await customer();
    await call('/de-de/api/user/reset-password', { email });
    const resetToken = tokenIn((await smtp.mailFor(email))?.text);
    const differ = await call('/api/user/create-password', {
      password: NEW_PASSWORD,
      retypePassword: `${NEW_PASSWORD}!`,
      resetToken,
    });
    expect(differ.status).toBe(400);
    expect(differ.body.result).toContain(PASSWORDS_NOT_IDENTICAL);
    expect((await call('/api/user/login', { username: email, password: PASSWORD })).status).toBe(200);
    // The link still works after the refused try.
    expect(
      (
        await call('/api/user/create-password', {
          password: NEW_PASSWORD,
          retypePassword: NEW_PASSWORD,
          resetToken,
        })
      ).status,
    ).toBe(200);
  });

  it('a link older than an hour no longer works', async () => {
    const { email } = await customer();
    await call('/gb-en/api/user/reset-password', { email });
    const mail = await smtp.mailFor(email);
    expect(mail?.subject).toBe('Your new Hortus password');
    // Every link issued so far is an hour old.
    await testApp.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await call('/api/user/create-password', {
      password: NEW_PASSWORD,
      retypePassword: NEW_PASSWORD,
      resetToken: tokenIn(mail?.text),
    });
    expect(late.body).toEqual({ code: 400, reason: 'reset_link_invalid', result: RESET_LINK_INVALID });
    expect((await call('/api/user/login', { username: email, password: PASSWORD })).status).toBe(200);
  });

  it('a newer link ends every earlier one', async () => {
    const { email } = await customer();
    await call('/de-de/api/user/reset-password', { email });
    const first = tokenIn((await smtp.mailFor(email))?.text);
    const second = await secondLinkFor(email, '/fr-fr/api/user/reset-password');
    const old = await call('/api/user/create-password', {
      password: NEW_PASSWORD,
      retypePassword: NEW_PASSWORD,
      resetToken: first,
    });
    expect(old.body).toEqual({ code: 400, reason: 'reset_link_invalid', result: RESET_LINK_INVALID });
    const set = await call('/api/user/create-password', {
      password: NEW_PASSWORD,
      retypePassword: NEW_PASSWORD,
      resetToken: second,
    });
    expect(set.status).toBe(200);
  });

  it('after the newer link set the password, the earlier one is refused', async () => {
    const { email } = await customer();
    await call('/de-de/api/user/reset-password', { email });
    const first = tokenIn((await smtp.mailFor(email))?.text);
    const second = await secondLinkFor(email, '/fr-fr/api/user/reset-password');
    const body = { password: NEW_PASSWORD, retypePassword: NEW_PASSWORD };
    expect((await call('/api/user/create-password', { ...body, resetToken: second })).status).toBe(200);
    const old = await call('/api/user/create-password', {
      password: 'Yet another one 9',
      retypePassword: 'Yet another one 9',
      resetToken: first,
    });
    expect(old.body).toEqual({ code: 400, reason: 'reset_link_invalid', result: RESET_LINK_INVALID });
    expect((await call('/api/user/login', { username: email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('a password change ends the links issued before it, and every other session', async () => {
    const { email, refreshToken } = await customer();
    await call('/de-de/api/user/reset-password', { email });
    const link = tokenIn((await smtp.mailFor(email))?.text);
    const login = await call('/api/user/login', { username: email, password: PASSWORD });
    const changed = await testApp.app.inject({
      method: 'POST',
      url: `/api/user/change-password?token=${login.body.result.token}`,
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const late = await call('/api/user/create-password', {
      password: 'Yet another one 9',
      retypePassword: 'Yet another one 9',
      resetToken: link,
    });
    expect(late.body).toEqual({ code: 400, reason: 'reset_link_invalid', result: RESET_LINK_INVALID });
    expect((await call('/api/user/refresh', { refreshToken })).status).toBe(401);
    expect((await call('/api/user/login', { username: email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('sends at most 3 links an hour to one account', async () => {
    const { email } = await customer();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call('/de-de/api/user/reset-password', { email }, `203.0.113.${attempt}`)).status).toBe(
        200,
      );
    }
    const fourth = await call('/de-de/api/user/reset-password', { email }, '203.0.113.9');
    expect(fourth.status).toBe(429);
  });
});
