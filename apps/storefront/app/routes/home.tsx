import { HOMEPAGE_LIST_SIZE } from '@hortus/core';
import { Link } from 'react-router';
import { CmsContent } from '../components/CmsContent';
import { TrustFacts } from '../components/home/TrustFacts';
import { ProductGrid } from '../components/ProductCard';
import { loadPurchaseTerms } from '../components/product/product-extras.server';
import { allStoreAlternates } from '../lib/alternates.server';
import { CARD_FIELDS, findCmsBlock, listNewestBlogPosts, searchProducts } from '../lib/catalog.server';
import { calendarDate } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { organizationJsonLd } from '../lib/json-ld';
import { textCatalogOf, textFor } from '../lib/messages.server';
import type { RouteHandle } from '../lib/route-handle';
import { seoMeta } from '../lib/seo';
import { originOf, requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import type { Route } from './+types/home';

export const handle: RouteHandle = { cache: ['home'], storeChooser: true };

/**
 * Home: the hero banners (CMS block 'home-main-banners', one per range), the store's trust facts, then
 * new_collection, the category tiles (CMS block 'home-small-banners') and bestsellers, 8 products each,
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
  const [mainBanners, smallBanners, newCollection, bestsellers, posts, terms] = await Promise.all([
    findCmsBlock(storeView, 'home-main-banners'),
    findCmsBlock(storeView, 'home-small-banners'),
    list(true),
    list(false),
    listNewestBlogPosts(storeView).catch(() => []),
    loadPurchaseTerms(storeView),
  ]);
  const origin = originOf(request);
  return {
    mainBanners,
    smallBanners,
    terms,
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
  const { mainBanners, smallBanners, terms, newCollection, bestsellers, posts } = loaderData;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        {/* The banners' own headlines say it on screen; the page's one h1 names the shop's promise. */}
        <h1 id="hero-title" className="visually-hidden">
          {t('home.heroTitle')}
        </h1>
        {mainBanners && <CmsContent html={mainBanners.content} className="container hero-content" />}
      </section>
      <TrustFacts terms={terms} />
      <section className="container" aria-labelledby="new-collection">
        <h2 id="new-collection">{t('home.newCollection')}</h2>
        <ProductGrid products={newCollection} headingLevel={3} />
      </section>
      {smallBanners && (
        <section className="container" aria-labelledby="home-categories">
          <h2 id="home-categories">{t('home.categories')}</h2>
          <CmsContent html={smallBanners.content} className="category-tiles-block" />
        </section>
      )}
      <section className="container" aria-labelledby="bestsellers">
        <h2 id="bestsellers">{t('home.bestsellers')}</h2>
        <ProductGrid products={bestsellers} headingLevel={3} />
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
