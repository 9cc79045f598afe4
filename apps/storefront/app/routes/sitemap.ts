import { listBlogPosts, listJobOffers, loadMenuCategories, searchCatalog } from '../lib/catalog.server';
import type { CmsPage } from '../lib/catalog-types';
import { methodNotAllowed } from '../lib/http.server';
import { originOf, requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/sitemap';

/** A sitemap holds at most 50,000 URLs; products are read in pages of this size. */
const PAGE = 1000;
const MAX_URLS = 50_000;

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The store view's sitemap: home, categories, products, CMS pages, blog posts and job offers. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const store = storeView.storeCode;
  const paths: string[] = [urls.home(store), urls.blogList(store)];
  const [categories, cms, posts, jobs] = await Promise.all([
    loadMenuCategories(storeView),
    searchCatalog<Pick<CmsPage, 'identifier'>>(storeView, {
      type: 'cms_page',
      size: 500,
      _sourceInclude: ['identifier'],
    }),
    listBlogPosts(storeView, { from: 0, size: 100 }),
    listJobOffers(storeView),
  ]);
  paths.push(...categories.map((category) => urls.category(store, category.slug)));
  paths.push(
    ...cms.items
      .filter((page) => page.identifier !== 'page-not-found')
      .map((page) => urls.cmsPage(store, page.identifier)),
  );
  paths.push(...posts.items.map((post) => urls.blogPost(store, post.slug)));
  paths.push(...jobs.map((job) => urls.job(store, job.slug)));
  for (let from = 0; paths.length < MAX_URLS; from += PAGE) {
    const page = await searchCatalog<{ slug: string }>(storeView, {
      type: 'product',
      from,
      size: PAGE,
      sort: 'latest',
      aggregations: [],
      _sourceInclude: ['slug'],
    });
    paths.push(...page.items.map((product) => urls.product(store, product.slug)));
    if (from + PAGE >= page.total || page.items.length === 0) break;
  }
  const origin = originOf(request);
  const body = paths
    .slice(0, MAX_URLS)
    .map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`,
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    },
  );
}

export const action = methodNotAllowed;
