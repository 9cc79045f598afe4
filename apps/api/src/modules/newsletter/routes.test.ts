import { createHash } from 'node:crypto';
import {
  NEWSLETTER_CONFIRMATION_SENT,
  NEWSLETTER_COUNTRY_UNKNOWN,
  NEWSLETTER_LANGUAGE_UNKNOWN,
  NEWSLETTER_LINK_INVALID,
} from '@hortus/api-contract';
import { EMAIL_INVALID } from '@hortus/core';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { captureLog } from '../../../test/captured-log';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { newsletterSubscriptions } from '../../db/schema';

// The confirmation mails go to a real SMTP server on this machine; the log is read for personal data.
const smtp = await startSmtpPeer();
const log = captureLog();
const testApp = useTestApp(
  { SMTP_URL: smtp.url, SHOP_URL: 'https://shop.example', LOG_LEVEL: 'info' },
  { logStream: log.stream },
);
afterAll(() => smtp.close());

const PASSWORD = 'Gartenhaus 2026';
const SUBSCRIBE = '/api/ext/newsletter/subscribe';
const CONFIRM = '/api/ext/newsletter/confirm';
const USER = '/api/user/newsletter';

let counter = 0;
/** Each test speaks from its own client address, so the per-address limit of one test leaves the others be. */
function clientAddress(): string {
  counter += 1;
  return `198.51.100.${counter}`;
}

/** Every address a test used, to look for in the log. */
const usedEmails: string[] = [];
function newEmail(name = 'gerda'): string {
  counter += 1;
  const email = `${name}.${counter}.${Date.now()}@example.de`;
  usedEmails.push(email);
  return email;
}

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; result: any };
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const response = await testApp.app.inject({
    method,
    url,
    remoteAddress: options.from ?? clientAddress(),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const subscribe = (email: string, store = 'de-de', from = clientAddress()) =>
  call('POST', `/${store}${SUBSCRIBE}`, { body: { email }, from });

const confirm = (token: string) => call('POST', CONFIRM, { body: { token } });

const mailsTo = (email: string) =>
  smtp.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(email));

/** The next mail for an address that has come since `seen` mails arrived for it. */
async function nextMail(email: string, seen = 0, timeoutMs = 5000): Promise<ParsedMail | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailsTo(email)[seen];
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/** The token of the confirmation link in a mail. */
function tokenIn(mail: ParsedMail | null): string {
  const match = /newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link in the mail: ${mail?.text}`);
  return match[1];
}

async function row(email: string) {
  const [found] = await testApp.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return found;
}

async function customer(name = 'gerda') {
  const email = newEmail(name);
  const created = await call('POST', '/de-de/api/user/create', {
    body: { customer: { email, firstname: 'Gerda', lastname: 'Beet' }, password: PASSWORD },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const login = await call('POST', '/api/user/login', { body: { username: email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { email, token: login.body.result.token as string };
}

const status = (token: string, store = 'de-de') => call('GET', `/${store}${USER}?token=${token}`);
const setSubscribed = (token: string, subscribed: boolean, store = 'de-de') =>
  call('POST', `/${store}${USER}?token=${token}`, { body: { subscribed } });

describe('signing up with the newsletter form (double opt-in)', () => {
  it('mails a link in the store view’s language that subscribes the address once', async () => {
    const email = newEmail();
    const asked = await subscribe(email.toUpperCase(), 'pl-pl');
    expect(asked).toMatchObject({
      status: 200,
      body: { code: 200, result: NEWSLETTER_CONFIRMATION_SENT },
    });
    const mail = await nextMail(email);
    expect(mail?.subject).toBe('Prosimy o potwierdzenie zapisu do newslettera Hortus');
    expect(mail?.headers.get('content-language')).toBe('pl');
    expect(mail?.text).toContain('https://shop.example/pl-pl/newsletter/confirm?token=');
    expect(mail?.html).toContain('href="https://shop.example/pl-pl/newsletter/confirm?token=');
    const token = tokenIn(mail);

    // Only the SHA-256 hash of the token is stored, with the 7 days it is valid.
    const pending = await row(email);
    expect(pending).toMatchObject({ status: 'pending', storeCode: 'pl-pl', confirmedAt: null });
    expect(pending?.confirmTokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    const validFor = (pending?.confirmExpiresAt?.getTime() ?? 0) - Date.now();
    expect(validFor).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(validFor).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);

    expect(await confirm(token)).toMatchObject({ status: 200, body: { code: 200, result: { email } } });
    const subscribed = await row(email);
    expect(subscribed).toMatchObject({ status: 'subscribed', confirmTokenHash: null });
    expect(subscribed?.confirmedAt).toBeInstanceOf(Date);

    expect(await confirm(token)).toMatchObject({
      status: 400,
      body: { code: 400, reason: 'newsletter_link_invalid', result: NEWSLETTER_LINK_INVALID },
    });
  });

  it('writes the mail in the language of each store view', async () => {
    const cases = [
      ['de-de', 'Bitte bestätigen Sie Ihre Anmeldung zum Hortus-Newsletter', 'de'],
      ['ch-fr', 'Veuillez confirmer votre inscription à la newsletter Hortus', 'fr'],
      ['it-it', 'Confermi la Sua iscrizione alla newsletter Hortus', 'it'],
      ['be-nl', 'Bevestig uw aanmelding voor de Hortus-nieuwsbrief', 'nl'],
      ['es-es', 'Confirme su suscripción al boletín de Hortus', 'es'],
      ['hu-hu', 'Kérjük, erősítse meg feliratkozását a Hortus hírlevelére', 'hu'],
      ['gb-en', 'Please confirm your Hortus newsletter subscription', 'en'],
    ] as const;
    for (const [store, subject, language] of cases) {
      const email = newEmail();
      expect((await subscribe(email, store)).status).toBe(200);
      const mail = await nextMail(email);
      expect(mail?.subject).toBe(subject);
      expect(mail?.headers.get('content-language')).toBe(language);
      expect(mail?.text).toContain(`https://shop.example/${store}/newsletter/confirm?token=`);
    }
  });

  it('a link older than 7 days no longer works, and the address stays unsubscribed', async () => {
    const email = newEmail();
    await subscribe(email);
    const token = tokenIn(await nextMail(email));
    await testApp.database.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, email));
    expect(await confirm(token)).toMatchObject({
      status: 400,
      body: { code: 400, reason: 'newsletter_link_invalid', result: NEWSLETTER_LINK_INVALID },
    });
    expect((await row(email))?.status).toBe('pending');
    // A new sign-up sends a new link, which works.
    await subscribe(email);
    expect((await confirm(tokenIn(await nextMail(email, 1)))).status).toBe(200);
  });

  it('answers the same for a subscribed address and sends no second mail', async () => {
    const email = newEmail();
    const first = await subscribe(email);
    expect((await confirm(tokenIn(await nextMail(email)))).status).toBe(200);
    const again = await subscribe(email);
    expect(again.body).toEqual(first.body);
    expect(again.status).toBe(first.status);
    expect(await nextMail(email, 1, 500)).toBeNull();
    expect((await row(email))?.status).toBe('subscribed');
  });

  it('a second sign-up of a pending address sends a new link, and only the newest works', async () => {
    const email = newEmail();
    await subscribe(email);
    const first = tokenIn(await nextMail(email));
    const again = await subscribe(email, 'at-de');
    expect(again.body).toEqual({ code: 200, result: NEWSLETTER_CONFIRMATION_SENT });
    const second = tokenIn(await nextMail(email, 1));
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).body.result).toEqual({ email });
    expect((await row(email))?.storeCode).toBe('at-de');
  });

  it('refuses a malformed address, a missing one and unknown fields with a 400', async () => {
    const bad = await call('POST', SUBSCRIBE, { body: { email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    expect(bad.body.result).toContain(EMAIL_INVALID);
    expect((await call('POST', SUBSCRIBE, { body: {} })).status).toBe(400);
    expect((await call('POST', SUBSCRIBE, { body: { email: newEmail(), extra: 1 } })).status).toBe(400);
    expect((await call('POST', `${SUBSCRIBE}?store=xx-yy`, { body: { email: newEmail() } })).status).toBe(
      400,
    );
  });

  it('refuses unknown, empty and overlong tokens with a 400', async () => {
    expect(await confirm('not-a-token-we-issued')).toMatchObject({
      status: 400,
      body: { result: NEWSLETTER_LINK_INVALID },
    });
    expect((await confirm('')).status).toBe(400);
    expect((await confirm('x'.repeat(201))).status).toBe(400);
    expect((await call('POST', CONFIRM, { body: {} })).status).toBe(400);
  });

  it('allows 10 sign-ups an hour from one client address', async () => {
    const from = clientAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await subscribe(newEmail(), 'de-de', from)).status).toBe(200);
    }
    const eleventh = await subscribe(newEmail(), 'de-de', from);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // Another client address is not affected.
    expect((await subscribe(newEmail())).status).toBe(200);
  });

  it('sends at most 3 confirmation mails an hour to one address, from any client address', async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await subscribe(email)).status).toBe(200);
    }
    expect((await subscribe(email)).status).toBe(429);
    await nextMail(email, 2);
    expect(await nextMail(email, 3, 300)).toBeNull();
  });
});

describe("the spec's sign-up body: redirectUrl, language and country_n (payments spec 7)", () => {
  const signUp = (body: Record<string, unknown>, store = 'de-de', path = SUBSCRIBE) =>
    call('POST', `/${store}${path}`, { body });

  /** The confirmation link of the next mail to an address. */
  async function linkTo(email: string): Promise<URL> {
    const match = /https:\/\/shop\.example\/\S+/.exec((await nextMail(email))?.text ?? '');
    if (!match) throw new Error(`no link in the mail to ${email}`);
    return new URL(match[0]);
  }

  it("takes the spec's whole body at the spec's path too, and the link still confirms", async () => {
    const email = newEmail();
    const answer = await signUp(
      { email, redirectUrl: '/de-de/c/geraetehaeuser', language: 'de', country_n: 'DE' },
      'de-de',
      '/api/ext/mailchimp-subscribe/subscribe',
    );
    expect(answer).toMatchObject({ status: 200, body: { code: 200, result: NEWSLETTER_CONFIRMATION_SENT } });
    const link = await linkTo(email);
    expect(link.pathname).toBe('/de-de/newsletter/confirm');
    expect(link.searchParams.get('redirect')).toBe('/de-de/c/geraetehaeuser');
    expect((await confirm(link.searchParams.get('token') ?? '')).body.result).toEqual({ email });
  });

  it('writes the mail in the language asked for; the link opens that language of the same country', async () => {
    const inFrench = newEmail();
    expect((await signUp({ email: inFrench, language: 'fr-CH' }, 'ch-de')).status).toBe(200);
    const mail = await nextMail(inFrench);
    expect(mail?.subject).toBe('Veuillez confirmer votre inscription à la newsletter Hortus');
    expect(mail?.headers.get('content-language')).toBe('fr');
    expect(mail?.text).toContain('https://shop.example/ch-fr/newsletter/confirm?token=');

    // Germany has no French store view: the mail is French, the page the German store's.
    const noStore = newEmail();
    expect((await signUp({ email: noStore, language: 'FR' }, 'de-de')).status).toBe(200);
    const other = await nextMail(noStore);
    expect(other?.subject).toBe('Veuillez confirmer votre inscription à la newsletter Hortus');
    expect(other?.text).toContain('https://shop.example/de-de/newsletter/confirm?token=');
  });

  it.each([
    ['a language the shop does not write', { language: 'sv' }, NEWSLETTER_LANGUAGE_UNKNOWN],
    ['a language that is no language', { language: 'Deutsch' }, NEWSLETTER_LANGUAGE_UNKNOWN],
    ['a country that is no ISO country', { country_n: 'XX' }, NEWSLETTER_COUNTRY_UNKNOWN],
    ['a union for a country', { country_n: 'EU' }, NEWSLETTER_COUNTRY_UNKNOWN],
    ['a country by name', { country_n: 'Germany' }, NEWSLETTER_COUNTRY_UNKNOWN],
    ['an overlong redirectUrl', { redirectUrl: `/de-de/${'x'.repeat(2000)}` }, 'redirectUrl'],
  ])('refuses %s with a 400, and mails nothing', async (_case, fields, message) => {
    const email = newEmail();
    const answer = await signUp({ email, ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toContain(message);
    expect(await row(email)).toBeUndefined();
    expect(await nextMail(email, 0, 300)).toBeNull();
  });

  it('takes any ISO country in any case', async () => {
    for (const country of ['ch', 'SE', ' at ', 'NO']) {
      expect((await signUp({ email: newEmail(), country_n: country })).status, country).toBe(200);
    }
  });

  it("keeps a redirectUrl of the shop as a path, whether given as a path or a URL on the shop's origin", async () => {
    for (const [redirectUrl, path] of [
      ['/de-de/p/gartenhaus?farbe=gruen#details', '/de-de/p/gartenhaus?farbe=gruen#details'],
      ['https://shop.example/de-de/c/hochbeete', '/de-de/c/hochbeete'],
      ['/de-de/x/../..//de-de/blog', '/de-de/blog'],
    ] as const) {
      const email = newEmail();
      expect((await signUp({ email, redirectUrl })).status).toBe(200);
      expect((await linkTo(email)).searchParams.get('redirect'), redirectUrl).toBe(path);
    }
  });

  it('never makes the mail an open redirect: a target off the shop is ignored, the sign-up still works', async () => {
    for (const redirectUrl of [
      'https://evil.example/de-de',
      '//evil.example/de-de',
      '/\\evil.example/de-de',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://shop.example@evil.example/',
      'https://shop.example.evil.example/',
      'http://shop.example/de-de',
      'https://shop.example:8443/de-de',
      'http://[',
    ]) {
      const email = newEmail();
      expect((await signUp({ email, redirectUrl })).status, redirectUrl).toBe(200);
      const link = await linkTo(email);
      expect(link.origin).toBe('https://shop.example');
      expect(link.searchParams.has('redirect'), redirectUrl).toBe(false);
    }
  });
});

describe("the account's newsletter switch", () => {
  it('needs a valid access token: none, a forged or an expired one is a 401', async () => {
    const noToken: Record<string, string> = {};
    for (const headers of [noToken, { authorization: 'Bearer forged.token.value' }]) {
      const read = await call('GET', USER, { headers });
      expect(read).toMatchObject({ status: 401, body: { code: 401 } });
      expect(read.headers['www-authenticate']).toContain('Bearer');
      expect((await call('POST', USER, { headers, body: { subscribed: true } })).status).toBe(401);
    }
    expect((await call('GET', `${USER}?token=nonsense`)).status).toBe(401);
    expect((await call('POST', `${USER}?token=nonsense`, { body: { subscribed: false } })).status).toBe(401);
  });

  it('subscribes the account address through a confirmation mail, and unsubscribes it at once', async () => {
    const gerda = await customer();
    expect((await status(gerda.token)).body).toEqual({ code: 200, result: { status: 'none' } });

    const on = await setSubscribed(gerda.token, true, 'ch-fr');
    expect(on.body).toEqual({ code: 200, result: { status: 'pending' } });
    const mail = await nextMail(gerda.email);
    expect(mail?.subject).toBe('Veuillez confirmer votre inscription à la newsletter Hortus');
    expect(mail?.text).toContain('https://shop.example/ch-fr/newsletter/confirm?token=');
    expect((await status(gerda.token)).body.result).toEqual({ status: 'pending' });

    expect((await confirm(tokenIn(mail))).body.result).toEqual({ email: gerda.email });
    // The token is accepted as a Bearer header too.
    const byHeader = await call('GET', USER, { headers: { authorization: `Bearer ${gerda.token}` } });
    expect(byHeader.body).toEqual({ code: 200, result: { status: 'subscribed' } });

    // Subscribed stays subscribed, without another mail.
    expect((await setSubscribed(gerda.token, true)).body.result).toEqual({ status: 'subscribed' });
    expect(await nextMail(gerda.email, 1, 500)).toBeNull();

    expect((await setSubscribed(gerda.token, false)).body).toEqual({ code: 200, result: { status: 'none' } });
    expect((await status(gerda.token)).body.result).toEqual({ status: 'none' });
    const gone = await row(gerda.email);
    expect(gone).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect(gone?.unsubscribedAt).toBeInstanceOf(Date);
    // Unsubscribing twice is the same.
    expect((await setSubscribed(gerda.token, false)).body.result).toEqual({ status: 'none' });

    // Coming back needs a new confirmation.
    expect((await setSubscribed(gerda.token, true)).body.result).toEqual({ status: 'pending' });
    expect((await confirm(tokenIn(await nextMail(gerda.email, 1)))).status).toBe(200);
    expect((await status(gerda.token)).body.result).toEqual({ status: 'subscribed' });
  });

  it('unsubscribing while a link is out makes the link invalid', async () => {
    const gerda = await customer();
    await setSubscribed(gerda.token, true);
    const token = tokenIn(await nextMail(gerda.email));
    expect((await setSubscribed(gerda.token, false)).body.result).toEqual({ status: 'none' });
    expect((await confirm(token)).body.result).toBe(NEWSLETTER_LINK_INVALID);
    expect((await status(gerda.token)).body.result).toEqual({ status: 'none' });
  });

  it('an expired link counts as no request', async () => {
    const gerda = await customer();
    await setSubscribed(gerda.token, true);
    await nextMail(gerda.email);
    await testApp.database.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, gerda.email));
    expect((await status(gerda.token)).body.result).toEqual({ status: 'none' });
  });

  it('shows a sign-up through the form for the account address too (subscriptions are by address)', async () => {
    const gerda = await customer();
    await subscribe(gerda.email);
    expect((await status(gerda.token)).body.result).toEqual({ status: 'pending' });
    await confirm(tokenIn(await nextMail(gerda.email)));
    expect((await status(gerda.token)).body.result).toEqual({ status: 'subscribed' });
  });

  it('sends at most 3 confirmation mails an hour to the account address', async () => {
    const gerda = await customer();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await setSubscribed(gerda.token, true)).body.result).toEqual({ status: 'pending' });
    }
    const fourth = await setSubscribed(gerda.token, true);
    expect(fourth.status).toBe(429);
    expect((await status(gerda.token)).body.result).toEqual({ status: 'pending' });
  });

  it('refuses a body without a boolean', async () => {
    const gerda = await customer();
    expect((await call('POST', `${USER}?token=${gerda.token}`, { body: {} })).status).toBe(400);
    expect((await call('POST', `${USER}?token=${gerda.token}`, { body: { subscribed: 'yes' } })).status).toBe(
      400,
    );
  });

  it("one customer's switch never touches another's subscription", async () => {
    const anna = await customer('anna');
    const ben = await customer('ben');
    await setSubscribed(anna.token, true);
    await confirm(tokenIn(await nextMail(anna.email)));

    expect((await status(ben.token)).body.result).toEqual({ status: 'none' });
    expect((await setSubscribed(ben.token, false)).body.result).toEqual({ status: 'none' });
    expect((await setSubscribed(ben.token, true)).body.result).toEqual({ status: 'pending' });
    // Ben's mail goes to Ben's address only; Anna's address got no other mail.
    expect((await nextMail(ben.email))?.subject).toBeDefined();
    expect(await nextMail(anna.email, 1, 300)).toBeNull();

    expect((await status(anna.token)).body.result).toEqual({ status: 'subscribed' });
    expect((await row(anna.email))?.status).toBe('subscribed');
  });

  it('after a change of the account address the switch is about the new address; the old one stays as it was', async () => {
    const gerda = await customer();
    await setSubscribed(gerda.token, true);
    await confirm(tokenIn(await nextMail(gerda.email)));

    const newAddress = newEmail('gerda.neu');
    const changed = await call('POST', `/api/user/me?token=${gerda.token}`, {
      body: { customer: { email: newAddress }, currentPassword: PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect((await status(gerda.token)).body.result).toEqual({ status: 'none' });
    expect((await row(gerda.email))?.status).toBe('subscribed');

    expect((await setSubscribed(gerda.token, true)).body.result).toEqual({ status: 'pending' });
    expect((await confirm(tokenIn(await nextMail(newAddress)))).body.result).toEqual({ email: newAddress });
    expect((await status(gerda.token)).body.result).toEqual({ status: 'subscribed' });
  });
});

describe('the OpenAPI document', () => {
  it('describes the four calls with their answers', async () => {
    const { body } = await call('GET', '/api/openapi.json');
    const paths = (body as unknown as { paths: Record<string, Record<string, { responses?: object }>> })
      .paths;
    expect(Object.keys(paths[SUBSCRIBE]?.post?.responses ?? {})).toEqual(['200', '400', '429']);
    expect(Object.keys(paths[CONFIRM]?.post?.responses ?? {})).toEqual(['200', '400']);
    expect(Object.keys(paths[USER]?.get?.responses ?? {})).toEqual(['200', '400', '401']);
    expect(Object.keys(paths[USER]?.post?.responses ?? {})).toEqual(['200', '400', '401', '429']);
  });
});

describe('the log', () => {
  it('holds no e-mail address and no confirmation token', async () => {
    expect(log.text()).not.toBe('');
    for (const email of usedEmails) expect(log.text()).not.toContain(email);
    // The other mails (an account's e-mail change notice) carry no token.
    const confirmations = smtp.received.filter((mail) => mail.text?.includes('newsletter/confirm'));
    expect(confirmations).not.toEqual([]);
    for (const mail of confirmations) expect(log.text()).not.toContain(tokenIn(mail));
  });
});
