import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCookie } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// A stand-in API: /api/user/refresh answers new tokens for 'good-*' refresh tokens and 401 otherwise,
// counting the renewals it was asked for.
let api: Server;
let renewals: string[] = [];
let openSession: typeof import('./session.server').openSession;

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { refreshToken } = JSON.parse(body || '{}') as { refreshToken?: string };
      renewals.push(refreshToken ?? '');
      response.setHeader('content-type', 'application/json');
      if (request.url?.startsWith('/api/user/refresh') && refreshToken?.startsWith('good-')) {
        // A little later than at once, so that concurrent requests overlap.
        setTimeout(() => {
          response.end(
            JSON.stringify({
              code: 200,
              result: {
                token: `access-after-${refreshToken}`,
                refreshToken: `next-${refreshToken}`,
                expiresAt: new Date(Date.now() + 900_000).toISOString(),
              },
            }),
          );
        }, 30);
        return;
      }
      response.statusCode = 401;
      response.end(JSON.stringify({ code: 401, result: 'Error refreshing user token' }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  ({ openSession } = await import('./session.server'));
});
afterAll(() => {
  api.close();
});
beforeEach(() => {
  renewals = [];
});

const customerCookie = createCookie('hortus_customer');
const cartCookie = createCookie('hortus_cart');
const noticeCookie = createCookie('hortus_notice');

async function requestWith(cookies: string[]): Promise<Request> {
  return new Request('http://localhost:3000/de-de/cart', { headers: { cookie: cookies.join('; ') } });
}

async function customer(refreshToken: string, expiresAt: number): Promise<string> {
  const header = await customerCookie.serialize({
    token: 'access-1',
    refreshToken,
    expiresAt,
    firstname: 'Erika',
  });
  return header.split(';')[0] as string;
}

describe('the shopper session', () => {
  it('is a guest without cookies, and sets none', async () => {
    const session = await openSession(await requestWith([]), 'de-de');
    expect(session.customer).toBeNull();
    expect(session.cart).toBeNull();
    expect(await session.accessToken()).toBeUndefined();
    expect((await session.headers()).getSetCookie()).toEqual([]);
  });

  it('ignores cookie values it did not write', async () => {
    const bad = [
      'hortus_customer=%7B%22token%22%3A1%7D',
      'hortus_cart=not-base64-json',
      (await cartCookie.serialize({ id: 'x'.repeat(65), count: 1 })).split(';')[0] as string,
    ];
    const session = await openSession(await requestWith(bad), 'de-de');
    expect(session.customer).toBeNull();
    expect(session.cart).toBeNull();
  });

  it('uses a live access token without asking the API', async () => {
    const session = await openSession(
      await requestWith([await customer('good-1', Date.now() + 600_000)]),
      'de-de',
    );
    expect(await session.accessToken()).toBe('access-1');
    expect(renewals).toEqual([]);
  });

  it('renews a token about to run out once, for every request that carries it at the same time', async () => {
    const cookie = await customer('good-2', Date.now() + 5_000);
    const sessions = await Promise.all(
      [1, 2, 3].map(async () => openSession(await requestWith([cookie]), 'de-de')),
    );
    const tokens = await Promise.all(sessions.map((session) => session.accessToken()));
    expect(tokens).toEqual(['access-after-good-2', 'access-after-good-2', 'access-after-good-2']);
    expect(renewals).toEqual(['good-2']);
    const set = (await sessions[0]?.headers())?.getSetCookie() ?? [];
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^hortus_customer=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const stored = await customerCookie.parse(set[0]?.split(';')[0] ?? '');
    expect(stored).toMatchObject({
      token: 'access-after-good-2',
      refreshToken: 'next-good-2',
      firstname: 'Erika',
    });
  });

  it('ends a session whose refresh token is refused: logged out, its cookies expired', async () => {
    const cart = (
      await createCookie('hortus_cart', { path: '/de-de' }).serialize({ id: 'cart-1', count: 2 })
    ).split(';')[0] as string;
    const session = await openSession(
      await requestWith([await customer('stolen-3', Date.now() - 1), cart]),
      'de-de',
    );
    expect(await session.accessToken()).toBeUndefined();
    expect(session.ended).toBe(true);
    expect(session.customer).toBeNull();
    const set = (await session.headers()).getSetCookie();
    expect(set.some((cookie) => cookie.startsWith('hortus_customer=;') && cookie.includes('Max-Age=0'))).toBe(
      true,
    );
    expect(set.some((cookie) => cookie.startsWith('hortus_cart=;') && cookie.includes('Path=/de-de'))).toBe(
      true,
    );
  });

  it('hands a notice to one page only, and marks its cookies Secure over HTTPS', async () => {
    const notice = (await noticeCookie.serialize({ type: 'success', id: 'session.loggedOut' })).split(
      ';',
    )[0] as string;
    const request = new Request('https://shop.example/de-de', { headers: { cookie: notice } });
    const session = await openSession(request, 'de-de');
    expect(session.takeNotice()).toEqual({ type: 'success', id: 'session.loggedOut' });
    expect(session.takeNotice()).toBeNull();
    const [expired] = (await session.headers()).getSetCookie();
    expect(expired).toMatch(/^hortus_notice=; Max-Age=0; .*Secure/);
  });
});
