import { type SessionTokens, userRefresh } from '@hortus/api-contract';
import type { StoreCode } from '@hortus/core';
import { createCookie } from 'react-router';
import { z } from 'zod';
import { callEndpoint } from '../lib/api.server';
import { type Notice, notice as noticeValue } from '../wire/notice';

/**
 * The shopper's session as the storefront server keeps it (ADR 0009): the customer's tokens and the cart
 * id live in httpOnly cookies and reach the API from this server only, so no script on the page can read
 * them. Everything here is the browser's input and is read through a schema; a bad value is no session.
 */

const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;
/** Renew a little before the access token runs out, so that a call never reaches the API with a dead one. */
const RENEW_BEFORE_MS = 30_000;
/** A renewal's answer is kept this long for the other requests that come with the old refresh token. */
const RENEWAL_SHARED_MS = 30_000;

const cookieOptions = { path: '/', sameSite: 'lax' as const, httpOnly: true, maxAge: THIRTY_DAYS_SECONDS };
const customerCookie = createCookie('hortus_customer', cookieOptions);
const noticeCookie = createCookie('hortus_notice', { ...cookieOptions, maxAge: 60 });
/** One cart per store view (its currency and prices): the cookie is scoped to the store's path. */
const cartCookieOf = (store: StoreCode) =>
  createCookie('hortus_cart', { ...cookieOptions, path: `/${store}` });
/**
 * The order just placed in this store view, for its thank-you page: the receipt of the order this server
 * keeps (placed-orders.server.ts), and its number and e-mail address, which the API's guest lookup asks
 * for once the server no longer keeps it. Kept a day, on this store's paths only.
 */
const lastOrderCookieOf = (store: StoreCode) =>
  createCookie('hortus_last_order', { ...cookieOptions, path: `/${store}`, maxAge: 24 * 3600 });

const customerValue = z.object({
  token: z.string().min(1).max(4096),
  refreshToken: z.string().min(1).max(200),
  expiresAt: z.number().int(),
  firstname: z.string().max(200),
});
const cartValue = z.object({ id: z.string().min(1).max(64), count: z.number().int().min(0).max(100_000) });

const lastOrderValue = z.object({
  number: z.string().regex(/^\d{1,20}$/),
  email: z.string().min(3).max(254),
  receipt: z.uuid().optional(),
});

export type LastOrder = z.output<typeof lastOrderValue>;
export type CustomerSession = z.output<typeof customerValue>;
export type CartRef = z.output<typeof cartValue>;
export type { Notice };

async function readCookie<T>(
  cookie: ReturnType<typeof createCookie>,
  header: string | null,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const value: unknown = await cookie.parse(header).catch(() => null);
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Renewals in flight and just done, by refresh token: a token is spent once however many requests carry it. */
const renewals = new Map<string, { answer: Promise<SessionTokens | null>; until: number }>();

function renewOnce(refreshToken: string, clientAddress: string | undefined): Promise<SessionTokens | null> {
  const now = Date.now();
  for (const [key, entry] of renewals) if (entry.until < now) renewals.delete(key);
  const known = renewals.get(refreshToken);
  if (known) return known.answer;
  const answer = callEndpoint(userRefresh, { body: { refreshToken }, clientAddress })
    .then((reply) => (reply.status === 200 ? reply.result : null))
    .catch(() => null);
  renewals.set(refreshToken, { answer, until: now + RENEWAL_SHARED_MS });
  return answer;
}

export interface Session {
  readonly store: StoreCode;
  readonly clientAddress: string | undefined;
  customer: CustomerSession | null;
  cart: CartRef | null;
  /** The session ended since the last page: the refresh token was refused (spec 4 "User token"). */
  ended: boolean;
  /** The customer's access token, renewed first when it has run out; undefined for a guest. */
  accessToken(): Promise<string | undefined>;
  logIn(tokens: SessionTokens, firstname: string): void;
  logOut(): void;
  /** The name the header greets with, after a profile change. */
  rename(firstname: string): void;
  setCart(cart: CartRef | null): void;
  /** The order just placed here, for the thank-you page. */
  lastOrder: LastOrder | null;
  rememberOrder(order: LastOrder): void;
  notify(notice: Notice): void;
  /** The notice left for this page by the last action (read once). */
  takeNotice(): Notice | null;
  /** The Set-Cookie headers for what changed; add them to the answer. */
  headers(): Promise<Headers>;
}

export async function openSession(
  request: Request,
  store: StoreCode,
  clientAddress?: string | undefined,
): Promise<Session> {
  const header = request.headers.get('cookie');
  const cartCookie = cartCookieOf(store);
  const lastOrderCookie = lastOrderCookieOf(store);
  const [customer, cart, notice, lastOrder] = await Promise.all([
    readCookie(customerCookie, header, customerValue),
    readCookie(cartCookie, header, cartValue),
    readCookie(noticeCookie, header, noticeValue),
    readCookie(lastOrderCookie, header, lastOrderValue),
  ]);
  const secure = new URL(request.url).protocol === 'https:';
  const changes = new Map<string, Promise<string>>();
  const expire = (cookie: ReturnType<typeof createCookie>) =>
    changes.set(cookie.name, cookie.serialize('', { secure, maxAge: 0 }));
  let pendingNotice = notice;

  const session: Session = {
    store,
    clientAddress,
    customer,
    cart,
    lastOrder,
    ended: false,
    async accessToken() {
      const current = session.customer;
      if (!current) return undefined;
      if (current.expiresAt - RENEW_BEFORE_MS > Date.now()) return current.token;
      const renewed = await renewOnce(current.refreshToken, clientAddress);
      if (!renewed) {
        session.logOut();
        session.ended = true;
        return undefined;
      }
      session.logIn(renewed, current.firstname);
      return renewed.token;
    },
    logIn(tokens, firstname) {
      session.customer = {
        token: tokens.token,
        refreshToken: tokens.refreshToken,
        expiresAt: Date.parse(tokens.expiresAt),
        firstname,
      };
      changes.set(customerCookie.name, customerCookie.serialize(session.customer, { secure }));
    },
    rename(firstname) {
      if (!session.customer) return;
      session.customer = { ...session.customer, firstname };
      changes.set(customerCookie.name, customerCookie.serialize(session.customer, { secure }));
    },
    logOut() {
      session.customer = null;
      session.cart = null;
      session.lastOrder = null;
      expire(customerCookie);
      expire(cartCookie);
      expire(lastOrderCookie);
    },
    setCart(next) {
      session.cart = next;
      if (next) changes.set(cartCookie.name, cartCookie.serialize(next, { secure }));
      else expire(cartCookie);
    },
    rememberOrder(order) {
      session.lastOrder = order;
      changes.set(lastOrderCookie.name, lastOrderCookie.serialize(order, { secure }));
    },
    notify(next) {
      changes.set(noticeCookie.name, noticeCookie.serialize(next, { secure }));
    },
    takeNotice() {
      const taken = pendingNotice;
      if (taken) {
        pendingNotice = null;
        if (!changes.has(noticeCookie.name)) expire(noticeCookie);
      }
      return taken;
    },
    async headers() {
      const headers = new Headers();
      for (const cookie of await Promise.all(changes.values())) headers.append('Set-Cookie', cookie);
      return headers;
    },
  };
  return session;
}
