import {
  type EndpointBody,
  type StaffMember,
  staffEnrolment,
  staffLogin,
  staffLogout,
  staffMe,
  staffSecondFactor,
} from '@hortus/api-contract';
import { createCookie } from 'react-router';
import { z } from 'zod';
import { callEndpoint } from '../lib/api.server';
import { redirectInShop } from '../lib/redirects';

/**
 * The staff session lives in its own cookie, apart from the shop's: HttpOnly, SameSite=Strict, and on a
 * secure origin (https, or localhost, which browsers treat as one) `__Host-`-prefixed and Secure, so no
 * subdomain or plain-HTTP page can set or read it. On plain HTTP elsewhere (a LAN address in development)
 * a `__Host-` cookie cannot exist, and the unprefixed name is used. This server sends its token to the API
 * as a Bearer header; the browser never sees it.
 */
function isSecureOrigin(request: Request): boolean {
  const url = new URL(request.url);
  return url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

function cookieNamed(name: string, request: Request, maxAge?: number) {
  const secure = isSecureOrigin(request);
  return createCookie(secure ? `__Host-${name}` : name, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    ...(maxAge ? { maxAge } : {}),
  });
}

/** The session cookie: no Max-Age, it ends with the browser; the API ends the session itself after 30 idle minutes or 12 hours. */
const sessionCookie = (request: Request) => cookieNamed('hortus_staff', request);
/** The sign-in under way between its password and its second factor (five minutes, as the API's challenge). */
const signInCookie = (request: Request) => cookieNamed('hortus_staff_sign_in', request, 300);

const signInValue = z.object({
  challenge: z.string().max(100),
  step: z.enum(['second_factor', 'enrol']),
  secret: z.string().max(64).optional(),
  otpauthUri: z.string().max(500).optional(),
});
export type SignInUnderWay = z.output<typeof signInValue>;

export async function staffToken(request: Request): Promise<string | undefined> {
  const value: unknown = await sessionCookie(request)
    .parse(request.headers.get('cookie'))
    .catch(() => null);
  return typeof value === 'string' && value.length <= 100 ? value : undefined;
}

export const startStaffSessionCookie = (request: Request, token: string) =>
  sessionCookie(request).serialize(token);
export const endStaffSessionCookie = (request: Request) =>
  sessionCookie(request).serialize('', { maxAge: 0 });

export async function signInUnderWay(request: Request): Promise<SignInUnderWay | null> {
  const value: unknown = await signInCookie(request)
    .parse(request.headers.get('cookie'))
    .catch(() => null);
  const parsed = signInValue.safeParse(value);
  return parsed.success ? parsed.data : null;
}
export const keepSignIn = (request: Request, value: SignInUnderWay) => signInCookie(request).serialize(value);
export const endSignIn = (request: Request) => signInCookie(request).serialize('', { maxAge: 0 });

/**
 * The signed-in staff member of a request, or a redirect to the sign-in page (a session that ended, a
 * customer's cookie, none). Every signed-in page's loader and action goes through it.
 */
export async function requireStaff(
  request: Request,
  clientAddress: string | undefined,
): Promise<{ staff: StaffMember; token: string }> {
  const token = await staffToken(request);
  if (token) {
    const answer = await callEndpoint(staffMe, { token, clientAddress });
    if (answer.status === 200) return { staff: answer.result, token };
  }
  throw redirectInShop('/backoffice/login', {
    headers: token ? { 'Set-Cookie': await endStaffSessionCookie(request) } : {},
  });
}

/** The back office's calls of the sign-in endpoints (route modules reach the contract only through here). */
export const staffSignIn = {
  password: (body: EndpointBody<typeof staffLogin>, clientAddress: string | undefined) =>
    callEndpoint(staffLogin, { body, clientAddress }),
  secondFactor: (body: EndpointBody<typeof staffSecondFactor>, clientAddress: string | undefined) =>
    callEndpoint(staffSecondFactor, { body, clientAddress }),
  enrol: (body: EndpointBody<typeof staffEnrolment>, clientAddress: string | undefined) =>
    callEndpoint(staffEnrolment, { body, clientAddress }),
  logout: (token: string, clientAddress: string | undefined) =>
    callEndpoint(staffLogout, { token, clientAddress }),
};
