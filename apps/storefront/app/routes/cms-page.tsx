import { CmsContent } from '../components/CmsContent';
import { ContactForm } from '../components/ContactForm';
import { DealerSearch } from '../components/DealerSearch';
import { pageAlternates } from '../lib/alternates.server';
import { findCmsPage, mapUrl } from '../lib/catalog.server';
import { resolveDispatched } from '../lib/dispatch.server';
import { methodNotAllowed } from '../lib/http.server';
import type { RouteHandle } from '../lib/route-handle';
import { seoMeta } from '../lib/seo';
import type { ContactAnswer } from '../lib/service-pages';
import { searchDealers, sendContactMessage } from '../lib/service-pages.server';
import { notFound, originOf, requireStoreView } from '../lib/store.server';
import type { Route } from './+types/cms-page';

export const handle: RouteHandle = { cache: ['cmsPage'], storeChooser: true };

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
    // The store view names its dealer search and contact pages (spec 2): their tools sit under the text.
    dealerSearch:
      page.id === storeView.dealerSearchPageId ? await searchDealers(storeView, new URL(request.url)) : null,
    contact: page.id === storeView.contactPageId,
    seo: {
      title: page.meta_title || page.title,
      description: page.meta_description,
      canonical: `${origin}/${storeView.storeCode}/${page.identifier}`,
      alternates: await pageAlternates(origin, `/${storeView.storeCode}/${page.identifier}`),
    },
  };
}

/** Only the store view's contact page takes a post: its form's message to customer service. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const storeView = requireStoreView(params);
  const page = await findCmsPage(storeView, params.slug);
  if (page?.id !== storeView.contactPageId) return methodNotAllowed();
  return sendContactMessage(
    storeView,
    await request.formData().catch(() => new FormData()),
    context.clientAddress,
  );
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function CmsPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, dealerSearch, contact } = loaderData;
  return (
    <article className="container narrow cms-page">
      <h1>{page.title}</h1>
      <CmsContent html={page.content} />
      {dealerSearch && <DealerSearch search={dealerSearch} />}
      {contact && <ContactForm answer={actionData as ContactAnswer | undefined} />}
    </article>
  );
}
