import { CmsContent } from '../components/CmsContent';
import type { RouteHandle } from '../layouts/default';
import { pageAlternates } from '../lib/alternates.server';
import { findCmsPage, mapUrl } from '../lib/catalog.server';
import { resolveDispatched } from '../lib/dispatch.server';
import { seoMeta } from '../lib/seo';
import { notFound, originOf, requireStoreView } from '../lib/store.server';
import type { Route } from './+types/cms-page';

export const handle: RouteHandle = { storeChooser: true };

/** '/{slug}' is a CMS page by identifier; any other single-segment path goes to the url map. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const page = await findCmsPage(storeView, params.slug);
  if (!page) {
    const target = await mapUrl(storeView, `/${params.slug}`);
    if (target) return resolveDispatched(storeView, target);
    return notFound(storeView);
  }
  const origin = originOf(request);
  return {
    page,
    seo: {
      title: page.meta_title || page.title,
      description: page.meta_description,
      canonical: `${origin}/${storeView.storeCode}/${page.identifier}`,
      alternates: await pageAlternates(origin, `/${storeView.storeCode}/${page.identifier}`),
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="container narrow cms-page">
      <h1>{page.title}</h1>
      <CmsContent html={page.content} />
    </article>
  );
}
