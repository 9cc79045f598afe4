import { staffLogout } from '@hortus/api-contract';
import { redirect } from 'react-router';
import { endStaffSessionCookie, staffToken } from '../../backoffice/staff-session.server';
import { callEndpoint } from '../../lib/api.server';
import { methodNotAllowed } from '../../lib/http.server';
import type { Route } from './+types/logout';

/** Ends the session on the API (so a copied cookie is worthless too) and forgets the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = await staffToken(request);
  if (token) await callEndpoint(staffLogout, { token, clientAddress: context.clientAddress });
  return redirect('/backoffice/login', { headers: { 'Set-Cookie': await endStaffSessionCookie(request) } });
}

export const loader = methodNotAllowed;
