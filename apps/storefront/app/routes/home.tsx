import { HOMEPAGE_LIST_SIZE } from '@hortus/core';
import { Link } from 'react-router';
import { CmsContent } from '../components/CmsContent';
import { ProductGrid } from '../components/ProductCard';
import type { RouteHandle } from '../layouts/default';
import { allStoreAlternates } from '../lib/alternates.server';
import { CARD_FIELDS, findCmsBlock, listNewestBlogPosts, searchProducts } from '../lib/catalog.server';
import { calendarDate } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { organizationJsonLd } from '../lib/json-ld';
import { textCatalogOf, textFor } from '../lib/messages.server';
import { seoMeta } from '../lib/seo';
import { originOf, requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import type { Route } from './+types/home';

export const handle: RouteHandle = { storeChooser: true };

/**
 * Home: the main and small banners (CMS blocks), then new_collection and bestsellers, 8 products each,
 * newest first (spec 9). New collection is the products flagged new; bestsellers are the established
 * range (not new), as the demo data has no sales ranking yet.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const list = (isNew: boolean) =>
    searchProducts(storeView, {
      filters: { new: isNew },
      sort: 'latest',
      size: HOMEPAGE_LIST_SIZE,
      aggregations: [],
      _sourceInclude: CARD_FIELDS,
    }).then((result) => result.items);
  const [mainBanners, smallBanners, newCollection, bestsellers, posts] = await Promise.all([
    findCmsBlock(storeView, 'home-main-banners'),
    findCmsBlock(storeView, 'home-small-banners'),
    list(true),
    list(false),
    listNewestBlogPosts(storeView).catch(() => []),
  ]);
  const origin = originOf(request);
  return {
    mainBanners,
    smallBanners,
    newCollection,
    bestsellers,
    // Dates are written on the server: the browser's first Intl.DateTimeFormat would cost its hydration.
    posts: posts
      .slice(0, 3)
      .map((post) => ({ ...post, published: calendarDate(post.publish_time, storeView) })),
    seo: {
      title: `Hortus | ${textFor(textCatalogOf(storeView), 'meta.homeTitle')}`,
      description: textFor(textCatalogOf(storeView), 'meta.homeDescription'),
      canonical: `${origin}/${storeView.storeCode}`,
      alternates: allStoreAlternates(origin, ''),
      jsonLd: [organizationJsonLd(origin, storeView)],
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { storeView } = useStore();
  const { t } = useTranslation();
  const { mainBanners, smallBanners, newCollection, bestsellers, posts } = loaderData;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
        </div>
        {mainBanners && <CmsContent html={mainBanners.content} className="banners banners-main container" />}
      </section>
      <section className="container" aria-labelledby="new-collection">
        <h2 id="new-collection">{t('home.newCollection')}</h2>
        <ProductGrid products={newCollection} />
      </section>
      {smallBanners && <CmsContent html={smallBanners.content} className="banners banners-small container" />}
      <section className="container" aria-labelledby="bestsellers">
        <h2 id="bestsellers">{t('home.bestsellers')}</h2>
        <ProductGrid products={bestsellers} />
      </section>
      {posts.length > 0 && (
        <section className="container" aria-labelledby="latest-posts">
          <h2 id="latest-posts">{t('home.latestPosts')}</h2>
          <ul className="post-list">
            {posts.map((post) => (
              <li key={post.id}>
                <Link to={urls.blogPost(storeView.storeCode, post.slug)}>{post.title}</Link>
                <span className="hint"> · {post.published}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
