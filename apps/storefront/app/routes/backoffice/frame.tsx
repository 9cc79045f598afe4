import { Outlet } from 'react-router';
import stylesheet from '../../backoffice/backoffice.css?url';
import { BACK_OFFICE_LANGUAGES, backOfficeLanguage } from '../../backoffice/languages.server';
import type { Route } from './+types/frame';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.texts.title ?? 'Hortus back office' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * Every back-office page: its language (the staff member's choice, else the browser's) and texts. No shop
 * header, footer, consent banner, tracking or cart: none of their modules is imported under /backoffice.
 * The headers (no-store, noindex, the strict CSP, no referrer) are the storefront server's (server/app.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const language = await backOfficeLanguage(request);
  return {
    language,
    texts:
      BACK_OFFICE_LANGUAGES[language] ??
      (BACK_OFFICE_LANGUAGES.en as NonNullable<(typeof BACK_OFFICE_LANGUAGES)['en']>),
    languages: Object.entries(BACK_OFFICE_LANGUAGES).map(([code, texts]) => ({
      code,
      name: texts['language.name'],
    })),
  };
}

export default function BackOfficeFrame() {
  return (
    <div className="bo">
      <Outlet />
    </div>
  );
}
