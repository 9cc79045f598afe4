import { endStaffSessionCookie, staffSignIn, staffToken } from '../../backoffice/staff-session.server';
import { methodNotAllowed } from '../../lib/http.server';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/logout';

/** Ends the session on the API (so a copied cookie is worthless too) and forgets the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = await staffToken(request);
  if (token) await staffSignIn.logout(token, context.clientAddress);
  return redirectInShop('/backoffice/login', {
    headers: { 'Set-Cookie': await endStaffSessionCookie(request) },
  });
}

export const loader = methodNotAllowed;
