import { redirect } from 'react-router';
import { countryCookie, languageCookie } from '../lib/cookies.server';
import { chooseStoreView } from '../lib/store-choice';
import type { Route } from './+types/store-picker';

/** The bare '/': off to the visitor's store view (saved choice, else browser language, else default). */
export async function loader({ request }: Route.LoaderArgs) {
  const cookieHeader = request.headers.get('cookie');
  const storeView = chooseStoreView({
    country: await countryCookie.parse(cookieHeader),
    language: await languageCookie.parse(cookieHeader),
    acceptLanguage: request.headers.get('accept-language'),
  });
  return redirect(`/${storeView.storeCode}`, { headers: { Vary: 'Cookie, Accept-Language' } });
}
