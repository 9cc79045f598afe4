import { Breadcrumbs } from '../components/Breadcrumbs';
import { CmsContent } from '../components/CmsContent';
import { listingQuery, ProductListing, readListingState } from '../components/ProductListing';
import { pageAlternates } from '../lib/alternates.server';
import { CARD_FIELDS, loadMenuCategories, mapUrl, searchProducts } from '../lib/catalog.server';
import { useTranslation } from '../lib/i18n';
import { breadcrumbJsonLd } from '../lib/json-ld';
import type { RouteHandle } from '../lib/route-handle';
import { seoMeta } from '../lib/seo';
import { notFound, originOf, requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/category';

// Spec 8 "empty or failed listing": a category the browser could not load because it is offline.
export const handle: RouteHandle = {
  cache: ['category'],
  storeChooser: true,
  offlineText: 'category.notSynchronized',
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const store = storeView.storeCode;
  const target = await mapUrl(storeView, `/c/${params.slug}`);
  if (target?._type !== 'category') return notFound(storeView);
  const category = target._source;
  const url = new URL(request.url);
  const state = readListingState(url);
  const [result, categories] = await Promise.all([
    searchProducts(storeView, {
      ...listingQuery(state),
      filters: { ...listingQuery(state).filters, category_ids: [category.id] },
      _sourceInclude: CARD_FIELDS,
    }),
    loadMenuCategories(storeView),
  ]);
  const origin = originOf(request);
  const parents = category.parent_ids
    .map((id) => categories.find((candidate) => candidate.id === id))
    .filter((parent) => parent !== undefined);
  const crumbs = [
    { name: storeView.name, url: `${origin}/${store}` },
    ...parents.map((parent) => ({ name: parent.name, url: `${origin}${urls.category(store, parent.slug)}` })),
    { name: category.name, url: `${origin}${urls.category(store, category.slug)}` },
  ];
  const path = `/c/${category.slug}`;
  // Filtered and later pages point to the plain category as their canonical page.
  const filtered = url.search.length > 0;
  return {
    category,
    result,
    state,
    crumbs,
    seo: {
      title: category.meta_title ?? category.name,
      description: category.meta_description,
      canonical: `${origin}/${store}${path}`,
      alternates: filtered ? [] : await pageAlternates(origin, `/${store}${path}`),
      jsonLd: [breadcrumbJsonLd(crumbs)],
      noindex: filtered,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, result, state, crumbs } = loaderData;
  return (
    <div className="container category-page">
      <Breadcrumbs
        crumbs={crumbs.map((crumb, index) => ({
          name: index === 0 ? t('common.home') : crumb.name,
          to: index < crumbs.length - 1 ? new URL(crumb.url).pathname : undefined,
        }))}
      />
      <h1>{category.name}</h1>
      {category.content_before && <CmsContent html={category.content_before} className="category-before" />}
      <ProductListing
        result={result}
        state={state}
        action={new URL(crumbs[crumbs.length - 1]?.url ?? '/').pathname}
      />
      {category.content_after && <CmsContent html={category.content_after} className="category-after" />}
    </div>
  );
}
