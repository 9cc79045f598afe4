import { BACK_OFFICE_LANGUAGES, staffLanguageCookie } from '../../backoffice/languages.server';
import { pathInBackOffice } from '../../backoffice/navigation';
import { methodNotAllowed } from '../../lib/http.server';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/language';

/** Keeps the staff member's language and goes back to the page, query included (only ever a back-office page). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const language = String(form.get('language') ?? '');
  const target = pathInBackOffice(String(form.get('back') ?? ''));
  if (!(language in BACK_OFFICE_LANGUAGES)) return redirectInShop(target);
  return redirectInShop(target, { headers: { 'Set-Cookie': await staffLanguageCookie.serialize(language) } });
}

export const loader = methodNotAllowed;
