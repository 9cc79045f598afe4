import { readStorePreference } from '../lib/cookies.server';
import { methodNotAllowed } from '../lib/http.server';
import { redirectInShop } from '../lib/redirects';
import { chooseStoreView } from '../lib/store-choice';
import type { Route } from './+types/store-picker';

/** The bare '/': off to the visitor's store view (saved choice, else browser language, else default). */
export async function loader({ request }: Route.LoaderArgs) {
  const storeView = chooseStoreView({
    ...(await readStorePreference(request.headers.get('cookie'))),
    acceptLanguage: request.headers.get('accept-language'),
  });
  return redirectInShop(`/${storeView.storeCode}`, { headers: { Vary: 'Cookie, Accept-Language' } });
}

export const action = methodNotAllowed;
