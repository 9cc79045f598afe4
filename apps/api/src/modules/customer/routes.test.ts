import { randomBytes } from 'node:crypto';
import { NAME_TOO_LONG, NAME_TOO_SHORT, PASSWORD_SPACES, PASSWORD_TOO_SHORT } from '@hortus/core';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { accessTokens } from './access-tokens';

// An explicit secret, so that a test can sign tokens as an attacker who had it would (and expired ones).
const TOKEN_SIGNING_SECRET = randomBytes(32).toString('base64url');
const testApp = useTestApp({ TOKEN_SIGNING_SECRET });

let addressCounter = 0;
/** Each test speaks from its own client address, so the per-address limits of one test leave the others be. */
function clientAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; result: any; reason?: string };
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const response = await testApp.app.inject({
    method,
    url,
    remoteAddress: options.from ?? '192.0.2.1',
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

let emailCounter = 0;
function newEmail(): string {
  emailCounter += 1;
  return `anna.${emailCounter}.${Date.now()}@example.de`;
}

const PASSWORD = 'Gartenhaus 2026';

async function register(email = newEmail(), extra: Record<string, unknown> = {}) {
  const answer = await call('POST', '/de-de/api/user/create', {
    body: { customer: { email, firstname: 'Anna', lastname: 'Grün', ...extra }, password: PASSWORD },
    from: clientAddress(),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { email, customer: answer.body.result };
}

async function logIn(email: string, password = PASSWORD, from = clientAddress()) {
  return call('POST', '/api/user/login', { body: { username: email, password }, from });
}

async function session(email?: string) {
  const registered = await register(email);
  const login = await logIn(registered.email);
  expect(login.status).toBe(200);
  return {
    ...registered,
    ...(login.body.result as { token: string; refreshToken: string; expiresAt: string }),
  };
}

describe('POST /api/user/create', () => {
  it('registers a customer in the store view, without any password in the answer', async () => {
    const email = newEmail();
    const { customer } = await register(email.toUpperCase());
    expect(customer).toMatchObject({
      email,
      firstname: 'Anna',
      lastname: 'Grün',
      group_id: 1,
      addresses: [],
    });
    expect(JSON.stringify(customer)).not.toContain(PASSWORD);
    expect(JSON.stringify(customer)).not.toMatch(/argon2|password/i);
  });

  it('refuses a second account for the same e-mail address, in any case', async () => {
    const { email } = await register();
    const again = await call('POST', '/api/user/create', {
      body: {
        customer: { email: email.toUpperCase(), firstname: 'Bea', lastname: 'Cole' },
        password: PASSWORD,
      },
      from: clientAddress(),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 409,
      reason: 'email_taken',
      result: 'An account with this e-mail address already exists',
    });
  });

  it.each([
    ['a short password', { password: 'short' }, PASSWORD_TOO_SHORT],
    ['spaces around the password', { password: ' Gartenhaus 2026 ' }, PASSWORD_SPACES],
    ['a first name over 40', { customer: { firstname: 'A'.repeat(41) } }, NAME_TOO_LONG],
    ['a one-letter first name', { customer: { firstname: 'J' } }, `customer.firstname: ${NAME_TOO_SHORT}`],
    ['a one-letter last name', { customer: { lastname: 'J.' } }, `customer.lastname: ${NAME_TOO_SHORT}`],
    [
      'a bad e-mail address',
      { customer: { email: 'anna-at-example' } },
      'Please enter a valid e-mail address',
    ],
    ['a customer group of its choosing', { customer: { group_id: 2 } }, 'group_id'],
  ])('refuses %s with a 400 and creates nothing', async (_name, change, message) => {
    const email = newEmail();
    const body = {
      customer: { email, firstname: 'Anna', lastname: 'Grün', ...(change as { customer?: object }).customer },
      password: (change as { password?: string }).password ?? PASSWORD,
    };
    const answer = await call('POST', '/api/user/create', { body, from: clientAddress() });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toContain(message);
    expect((await logIn(email)).status).toBe(401);
  });
});

describe('POST /api/user/login', () => {
  it('answers an access token and a refresh token, neither holding personal data', async () => {
    const { email, token, refreshToken, expiresAt } = await session();
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'grp', 'iat', 'iss', 'sub']);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    expect(new Date(expiresAt).getTime()).toBe((claims.exp ?? 0) * 1000);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const part of [email, 'Anna', PASSWORD]) {
      expect(JSON.stringify(claims)).not.toContain(part);
      expect(refreshToken).not.toContain(part);
    }
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    const { email } = await register();
    const wrongPassword = await logIn(email, 'Not the password');
    const unknown = await logIn(newEmail());
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(wrongPassword.body.result).toBe('Wrong e-mail address or password');
    expect(wrongPassword.body.reason).toBe('login_failed');
  });

  it('stops guessing on one account after 5 failures, whatever the client address', async () => {
    const { email } = await register();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn(email, `guess ${attempt}`)).status).toBe(401);
    }
    const blocked = await logIn(email, 'guess 6');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await logIn(email)).status).toBe(429);
  });

  it('stops one client address after 20 attempts, on any accounts', async () => {
    const from = clientAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await logIn(newEmail(), PASSWORD, from)).status).toBe(401);
    }
    expect((await logIn(newEmail(), PASSWORD, from)).status).toBe(429);
  });

  it('a successful login clears the failures counted on the account', async () => {
    const { email } = await register();
    for (let attempt = 0; attempt < 4; attempt += 1) await logIn(email, `guess ${attempt}`);
    expect((await logIn(email)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await logIn(email, `guess ${attempt}`)).status).toBe(401);
    }
  });
});

describe('GET /api/user/me', () => {
  it('answers the profile for the token in the query or in a Bearer header', async () => {
    const { token, email } = await session();
    const byQuery = await call('GET', `/api/user/me?token=${token}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.result.email).toBe(email);
    const byHeader = await call('GET', '/api/user/me', { headers: { authorization: `Bearer ${token}` } });
    expect(byHeader.body.result).toEqual(byQuery.body.result);
  });

  it('refuses a missing, forged, foreign-signed or expired token with 401', async () => {
    const { token } = await session();
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: '1', grp: 4 })).toString(
      'base64url',
    );
    const otherSecret = accessTokens('another-secret-that-is-long-enough-for-hs256', 900);
    const expiredIssuer = accessTokens(TOKEN_SIGNING_SECRET, 60);
    const expired = await expiredIssuer.issue(
      { customerId: 1, groupId: 1 },
      new Date(Date.now() - 3_600_000),
    );
    for (const bad of [
      '',
      'not-a-token',
      `${header}.${forgedPayload}.${token.split('.')[2]}`,
      `${header}.${payload}.`,
      (await otherSecret.issue({ customerId: 1, groupId: 1 })).token,
      expired.token,
    ]) {
      const answer = await call('GET', `/api/user/me?token=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(401);
      expect(answer.body).toEqual({
        code: 401,
        reason: 'not_authenticated',
        result: 'You need to be logged in to see this page',
      });
    }
  });

  it('refuses a token without an expiry, even one signed with the right secret', async () => {
    const { token } = await session();
    const { sub, grp } = decodeJwt(token);
    const everlasting = await new SignJWT({ grp })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub as string)
      .setIssuer('hortus')
      .setAudience('hortus-api')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TOKEN_SIGNING_SECRET));
    const answer = await call('GET', `/api/user/me?token=${everlasting}`);
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/user/me', () => {
  const address = {
    firstname: 'Anna',
    lastname: 'Grün',
    street: ['Gartenweg 1'],
    city: 'Linz',
    postcode: '4020',
    country_id: 'AT',
    default_shipping: true,
  };

  it('changes names, e-mail and addresses', async () => {
    const { token } = await session();
    const email = newEmail();
    const answer = await call('POST', `/api/user/me?token=${token}`, {
      body: { customer: { firstname: 'Annemarie', email, addresses: [address] }, currentPassword: PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      firstname: 'Annemarie',
      lastname: 'Grün',
      email,
      addresses: [{ ...address, company: null, default_billing: false }],
    });
    const replaced = await call('POST', `/api/user/me?token=${token}`, {
      body: { customer: { addresses: [] } },
    });
    expect(replaced.body.result.addresses).toEqual([]);
  });

  it('changes nothing else: a customer group or an id in the body is a 400', async () => {
    const { token } = await session();
    for (const customer of [{ group_id: 4 }, { id: 1 }, { password_hash: 'x' }]) {
      const answer = await call('POST', `/api/user/me?token=${token}`, { body: { customer } });
      expect(answer.status, JSON.stringify(customer)).toBe(400);
    }
    expect((await call('GET', `/api/user/me?token=${token}`)).body.result.group_id).toBe(1);
  });

  it('refuses a one-letter name, of the customer or of an address, and keeps the old one; 2 letters are a name', async () => {
    const { token } = await session();
    for (const customer of [
      { firstname: 'J' },
      { lastname: ' J ' },
      { addresses: [{ ...address, lastname: 'J' }] },
    ]) {
      const answer = await call('POST', `/api/user/me?token=${token}`, { body: { customer } });
      expect(answer.status, JSON.stringify(customer)).toBe(400);
      expect(answer.body.result).toContain(NAME_TOO_SHORT);
    }
    expect((await call('GET', `/api/user/me?token=${token}`)).body.result).toMatchObject({
      firstname: 'Anna',
      lastname: 'Grün',
      addresses: [],
    });
    const answer = await call('POST', `/api/user/me?token=${token}`, {
      body: { customer: { firstname: 'Jo', lastname: 'Ng' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ firstname: 'Jo', lastname: 'Ng' });
  });

  it("refuses another customer's e-mail address", async () => {
    const other = await register();
    const { token } = await session();
    const answer = await call('POST', `/api/user/me?token=${token}`, {
      body: { customer: { email: other.email }, currentPassword: PASSWORD },
    });
    expect(answer.status).toBe(409);
  });
});

describe('POST /api/user/refresh', () => {
  it('spends the refresh token for a new pair; the new one works, the spent one does not', async () => {
    const { refreshToken } = await session();
    const renewed = await call('POST', '/api/user/refresh', { body: { refreshToken } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.result.refreshToken).not.toBe(refreshToken);
    expect((await call('GET', `/api/user/me?token=${renewed.body.result.token}`)).status).toBe(200);
    const next = await call('POST', '/api/user/refresh', {
      body: { refreshToken: renewed.body.result.refreshToken },
    });
    expect(next.status).toBe(200);
  });

  it('a spent token shown again ends the whole session, the newest token too', async () => {
    const { refreshToken } = await session();
    const renewed = await call('POST', '/api/user/refresh', { body: { refreshToken } });
    const replay = await call('POST', '/api/user/refresh', { body: { refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body.result).toBe('Your session has ended. Please log in again.');
    const newest = await call('POST', '/api/user/refresh', {
      body: { refreshToken: renewed.body.result.refreshToken },
    });
    expect(newest.status).toBe(401);
  });

  it('the same token sent twice at once renews at most once', async () => {
    const { refreshToken } = await session();
    const answers = await Promise.all([
      call('POST', '/api/user/refresh', { body: { refreshToken } }),
      call('POST', '/api/user/refresh', { body: { refreshToken } }),
    ]);
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('refuses an unknown or malformed token', async () => {
    expect((await call('POST', '/api/user/refresh', { body: { refreshToken: 'x'.repeat(43) } })).status).toBe(
      401,
    );
    expect((await call('POST', '/api/user/refresh', { body: {} })).status).toBe(400);
  });
});

describe('POST /api/user/logout', () => {
  it('ends the session on the server', async () => {
    const { refreshToken } = await session();
    expect((await call('POST', '/api/user/logout', { body: { refreshToken } })).status).toBe(200);
    expect((await call('POST', '/api/user/refresh', { body: { refreshToken } })).status).toBe(401);
  });
});

describe('POST /api/user/change-password', () => {
  it('needs the current password, then ends every other session', async () => {
    const { email, token, refreshToken } = await session();
    const otherDevice = await logIn(email);
    const wrong = await call('POST', `/api/user/change-password?token=${token}`, {
      body: { currentPassword: 'not it at all', newPassword: 'Neues Gartenhaus 1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result).toBe('Password change failed');
    const changed = await call('POST', `/api/user/change-password?token=${token}`, {
      body: { currentPassword: PASSWORD, newPassword: 'Neues Gartenhaus 1' },
    });
    expect(changed.status).toBe(200);
    for (const spent of [refreshToken, otherDevice.body.result.refreshToken]) {
      expect((await call('POST', '/api/user/refresh', { body: { refreshToken: spent } })).status).toBe(401);
    }
    expect(
      (await call('POST', '/api/user/refresh', { body: { refreshToken: changed.body.result.refreshToken } }))
        .status,
    ).toBe(200);
    expect((await logIn(email)).status).toBe(401);
    expect((await logIn(email, 'Neues Gartenhaus 1')).status).toBe(200);
  });

  it('needs a valid access token and a new password by the rules', async () => {
    const { token } = await session();
    expect(
      (
        await call('POST', '/api/user/change-password', {
          body: { currentPassword: PASSWORD, newPassword: 'Neues Gartenhaus 1' },
        })
      ).status,
    ).toBe(401);
    const short = await call('POST', `/api/user/change-password?token=${token}`, {
      body: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.result).toContain(PASSWORD_TOO_SHORT);
  });
});
