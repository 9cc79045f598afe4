import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@hortus/api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { startSmtpPeer } from '../../../test/smtp-peer';

// The notices go to a real SMTP server on this machine.
const smtp = await startSmtpPeer();
const testApp = useTestApp({ SMTP_URL: smtp.url, SERVICE_EMAIL: 'hilfe@hortus.example' });
afterAll(() => smtp.close());

const PASSWORD = 'Gartenhaus 2026';
let counter = 0;

async function call(url: string, body?: object, from = '198.51.100.7') {
  const response = await testApp.app.inject({
    method: body ? 'POST' : 'GET',
    url,
    remoteAddress: from,
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() as { code: number; result: any } };
}

const newEmail = () => {
  counter += 1;
  return `change.${counter}.${Date.now()}@example.fr`;
};

/** A customer logged in on two devices. */
async function customerOnTwoDevices() {
  const email = newEmail();
  counter += 1;
  const from = `198.51.100.${100 + counter}`;
  const created = await call(
    '/fr-fr/api/user/create',
    { customer: { email, firstname: 'Chloé', lastname: 'Jardin' }, password: PASSWORD },
    from,
  );
  expect(created.status).toBe(200);
  const [thisDevice, otherDevice] = [
    await call('/api/user/login', { username: email, password: PASSWORD }, from),
    await call('/api/user/login', { username: email, password: PASSWORD }, from),
  ];
  return {
    email,
    token: thisDevice?.body.result.token as string,
    refreshToken: thisDevice?.body.result.refreshToken as string,
    otherRefreshToken: otherDevice?.body.result.refreshToken as string,
  };
}

const emailOf = async (token: string) => (await call(`/api/user/me?token=${token}`)).body.result.email;

describe('POST /api/user/me with a new e-mail address', () => {
  it('needs the current password: without it a 400, and nothing changes', async () => {
    const { email, token } = await customerOnTwoDevices();
    const answer = await call(`/fr-fr/api/user/me?token=${token}`, {
      customer: { email: newEmail(), firstname: 'Chloë' },
    });
    expect(answer).toEqual({
      status: 400,
      body: { code: 400, reason: 'current_password_required', result: CURRENT_PASSWORD_REQUIRED },
    });
    const profile = (await call(`/api/user/me?token=${token}`)).body.result;
    expect(profile).toMatchObject({ email, firstname: 'Chloé' });
  });

  it('refuses a wrong password with a 400, changes nothing, and counts it against the login lock', async () => {
    const { email, token } = await customerOnTwoDevices();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call(`/fr-fr/api/user/me?token=${token}`, {
        customer: { email: newEmail() },
        currentPassword: `guess ${attempt}`,
      });
      expect(answer).toEqual({
        status: 400,
        body: { code: 400, reason: 'current_password_wrong', result: CURRENT_PASSWORD_WRONG },
      });
    }
    expect(await emailOf(token)).toBe(email);
    // Five guesses used: neither this form nor the login checks a sixth, the right password neither.
    const sixth = await call(`/fr-fr/api/user/me?token=${token}`, {
      customer: { email: newEmail() },
      currentPassword: PASSWORD,
    });
    expect(sixth.status).toBe(429);
    expect(
      (await call('/api/user/login', { username: email, password: PASSWORD }, '198.51.100.250')).status,
    ).toBe(429);
    expect(await emailOf(token)).toBe(email);
    expect(await smtp.mailFor(email, 300)).toBeNull();
  });

  it('with the right password: changes it, tells the old address, and ends every other session', async () => {
    const { email, token, refreshToken, otherRefreshToken } = await customerOnTwoDevices();
    const next = newEmail();
    const answer = await call(`/fr-fr/api/user/me?token=${token}`, {
      customer: { email: next.toUpperCase() },
      currentPassword: PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result.email).toBe(next);
    const session = answer.body.result.session as { token: string; refreshToken: string };
    expect(await emailOf(session.token)).toBe(next);

    for (const ended of [refreshToken, otherRefreshToken]) {
      expect((await call('/api/user/refresh', { refreshToken: ended })).status).toBe(401);
    }
    expect((await call('/api/user/refresh', { refreshToken: session.refreshToken })).status).toBe(200);
    expect((await call('/api/user/login', { username: next, password: PASSWORD })).status).toBe(200);
    expect((await call('/api/user/login', { username: email, password: PASSWORD })).status).toBe(401);

    const notice = await smtp.mailFor(email);
    expect(notice?.subject).toBe('L’adresse e-mail de votre compte Hortus a été modifiée');
    expect(notice?.headers.get('content-language')).toBe('fr');
    expect(notice?.text).toContain('Bonjour Chloé,');
    expect(notice?.text).toContain('hilfe@hortus.example');
    for (const secret of [PASSWORD, token, session.token, session.refreshToken, next]) {
      expect(notice?.text).not.toContain(secret);
      expect(notice?.html).not.toContain(secret);
    }
    expect(await smtp.mailFor(next, 300)).toBeNull();
  });

  it('ends the reset links mailed to the old address', async () => {
    const { email, token } = await customerOnTwoDevices();
    await call('/fr-fr/api/user/reset-password', { email });
    const link = /resetToken=([\w-]+)/.exec((await smtp.mailFor(email))?.text ?? '')?.[1];
    const changed = await call(`/fr-fr/api/user/me?token=${token}`, {
      customer: { email: newEmail() },
      currentPassword: PASSWORD,
    });
    expect(changed.status).toBe(200);
    const late = await call('/api/user/create-password', {
      password: 'Un autre abri 8',
      retypePassword: 'Un autre abri 8',
      resetToken: link,
    });
    expect(late.status).toBe(400);
  });

  it('needs no password for names, addresses or the same address again', async () => {
    const { email, token, otherRefreshToken } = await customerOnTwoDevices();
    const answer = await call(`/fr-fr/api/user/me?token=${token}`, {
      customer: { email: email.toUpperCase(), firstname: 'Chloë' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ email, firstname: 'Chloë' });
    expect(answer.body.result.session).toBeUndefined();
    expect((await call('/api/user/refresh', { refreshToken: otherRefreshToken })).status).toBe(200);
  });
});
