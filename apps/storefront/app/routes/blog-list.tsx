import { Link } from 'react-router';
import { allStoreAlternates } from '../lib/alternates.server';
import { listBlogPosts } from '../lib/catalog.server';
import { calendarDate } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { textCatalogOf, textFor } from '../lib/messages.server';
import type { RouteHandle } from '../lib/route-handle';
import { seoMeta } from '../lib/seo';
import { originOf, requireStoreView } from '../lib/store.server';
import { mediaUrl, urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import type { Route } from './+types/blog-list';

export const handle: RouteHandle = { cache: ['blog'], storeChooser: true };
const POSTS_PER_PAGE = 12;

/** The blog in the store language: top posts first, then newest first (spec 9). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const page = Math.max(1, Math.min(100, Number(new URL(request.url).searchParams.get('page')) || 1));
  const posts = await listBlogPosts(storeView, { from: (page - 1) * POSTS_PER_PAGE, size: POSTS_PER_PAGE });
  const origin = originOf(request);
  return {
    posts: posts.items.map((post) => ({ ...post, published: calendarDate(post.publish_time, storeView) })),
    page,
    pages: Math.max(1, Math.ceil(posts.total / POSTS_PER_PAGE)),
    seo: {
      title: textFor(textCatalogOf(storeView), 'meta.blogTitle'),
      description: textFor(textCatalogOf(storeView), 'meta.blogDescription'),
      canonical: `${origin}/${storeView.storeCode}/blog${page > 1 ? `?page=${page}` : ''}`,
      alternates: page === 1 ? allStoreAlternates(origin, '/blog') : [],
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const { posts, page, pages } = loaderData;
  const store = storeView.storeCode;
  return (
    <div className="container blog-list">
      <h1>{t('meta.blogTitle')}</h1>
      {posts.length === 0 && <p>{t('blog.empty')}</p>}
      <ul className="post-grid">
        {posts.map((post, index) => (
          <li key={post.id}>
            <article>
              {post.featured_image && (
                <img
                  src={mediaUrl(post.featured_image) ?? ''}
                  alt=""
                  width="640"
                  height="360"
                  loading={index < 2 ? 'eager' : 'lazy'}
                />
              )}
              <h2>
                <Link to={urls.blogPost(store, post.slug)}>{post.title}</Link>
              </h2>
              <p className="hint">{t('blog.publishedOn', { date: post.published })}</p>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('a11y.pagination')} className="pagination">
          {page > 1 && (
            <Link to={`${urls.blogList(store)}?page=${page - 1}`} rel="prev">
              {t('category.previous')}
            </Link>
          )}
          <span>{t('category.currentPage', { page, pages })}</span>
          {page < pages && (
            <Link to={`${urls.blogList(store)}?page=${page + 1}`} rel="next">
              {t('category.next')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
