import { data } from 'react-router';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
import { BACK_OFFICE_PAGES } from '../../backoffice/navigation';
import { requireStaff } from '../../backoffice/staff-session.server';
import { useBackOfficeTexts } from '../../backoffice/texts';
import type { Route } from './+types/section';

/**
 * A back-office page that is still a frame: its heading in the navigation's words, for the roles that may
 * use it (another role gets a 403, an unknown section a 404). A page that is built gets its own route
 * (a static path outranks this one) and keeps its line in navigation.ts.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = BACK_OFFICE_PAGES.find((candidate) => candidate.section === params.section);
  if (!page) throw data('Not Found', { status: 404 });
  const { staff } = await requireStaff(request, context.clientAddress);
  if (!(page.roles as readonly string[]).includes(staff.role)) throw data('Forbidden', { status: 403 });
  return { label: page.label };
}

export default function BackOfficeSectionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useBackOfficeTexts();
  return (
    <>
      <h1>{t(loaderData.label)}</h1>
      <p className="bo-empty">{t('section.empty')}</p>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorHeading error={error} otherwise="section.empty" />;
}
