import { data } from 'react-router';
import { redirectInShop } from '../lib/redirects';
import type { Notice, Session } from './session.server';

/**
 * A form's answer, with or without JavaScript. The page's scripts submit with `_data=1` and take the
 * result as data; a plain form post (no JavaScript) is redirected (303) to the page to show next, the
 * notice going along in a short-lived cookie.
 */
export async function answerForm<T extends object>(
  session: Session,
  form: FormData,
  outcome: { notice: Notice | null; result?: T; status?: number; next: string },
) {
  if (form.get('_data') === '1') {
    // The script reads the outcome from the body; a 4xx status would only add a console error to a
    // refusal the page shows anyway.
    return data(
      { notice: outcome.notice, status: outcome.status ?? 200, ...(outcome.result ?? ({} as T)) },
      { headers: await session.headers() },
    );
  }
  if (outcome.notice) session.notify(outcome.notice);
  const headers = await session.headers();
  const response = redirectInShop(outcome.next, 303);
  for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
  return response;
}

/** The page a plain form post goes back to: the `returnTo` field when it is a page of this store. */
export function returnPath(form: FormData, store: string, fallback: string): string {
  const wanted = form.get('returnTo');
  return typeof wanted === 'string' && wanted.startsWith(`/${store}/`) ? wanted : fallback;
}
