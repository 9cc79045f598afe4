import { postOnly } from '../lib/http.server';
import { sessionAction } from '../session/session-forms.server';

/** Login, registration, password reset request and logout: forms posted here (session-forms.server.ts). */
export const action = sessionAction;

export function loader() {
  return postOnly();
}
