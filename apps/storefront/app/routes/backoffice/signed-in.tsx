import { Form, NavLink, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { pagesFor } from '../../backoffice/navigation';
import { requireStaff } from '../../backoffice/staff-session.server';
import { useBackOfficeTexts } from '../../backoffice/texts';
import type { Route as FrameRoute } from './+types/frame';
import type { Route } from './+types/signed-in';

/** Every page behind the sign-in: who is signed in and the pages their role may use. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context.clientAddress);
  return { staff, pages: pagesFor(staff.role) };
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useBackOfficeTexts();
  const frame = useRouteLoaderData<FrameRoute.ComponentProps['loaderData']>('backoffice-frame');
  const location = useLocation();
  const { staff, pages } = loaderData;
  return (
    <>
      <a className="bo-skip" href="#main">
        {t('skip')}
      </a>
      <header className="bo-header">
        <span className="bo-brand">{t('title')}</span>
        <p className="bo-who">{t('signedInAs', { name: staff.name, role: t(`role.${staff.role}`) })}</p>
        <Form method="post" action="/backoffice/language" className="bo-language" reloadDocument>
          <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
          <label htmlFor="bo-language">{t('language.label')}</label>
          <select id="bo-language" name="language" defaultValue={frame?.language}>
            {frame?.languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
          <button type="submit" className="bo-button secondary">
            {t('language.save')}
          </button>
        </Form>
        <Form method="post" action="/backoffice/logout" reloadDocument>
          <button type="submit" className="bo-button secondary">
            {t('logout')}
          </button>
        </Form>
      </header>
      <div className="bo-body">
        <nav className="bo-nav" aria-label={t('nav.label')}>
          <ul>
            {pages.map((page) => (
              <li key={page.section}>
                <NavLink to={`/backoffice/${page.section}`}>{t(page.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="bo-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
