import { Link } from 'react-router';
import { CmsContent } from '../components/CmsContent';
import { findBlogPost } from '../lib/catalog.server';
import { calendarDate } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { seoMeta } from '../lib/seo';
import { notFound, originOf, requireStoreView } from '../lib/store.server';
import { mediaUrl, urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import type { Route } from './+types/blog-detail';

export const handle: RouteHandle = { cache: ['blog'], storeChooser: true };

export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const post = await findBlogPost(storeView, params.slug);
  if (!post) return notFound(storeView);
  const origin = originOf(request);
  const canonical = `${origin}${urls.blogPost(storeView.storeCode, post.slug)}`;
  return {
    post,
    published: calendarDate(post.publish_time, storeView),
    seo: {
      title: post.meta_title ?? post.title,
      description: post.meta_description,
      canonical,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.publish_time,
          author: { '@type': 'Organization', name: post.author ?? 'Hortus' },
          mainEntityOfPage: canonical,
        },
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const { post, published } = loaderData;
  return (
    <article className="container narrow blog-post">
      <p>
        <Link to={urls.blogList(storeView.storeCode)}>{t('blog.backToList')}</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="hint">{t('blog.publishedOn', { date: published })}</p>
      {post.featured_image && (
        <img
          src={mediaUrl(post.featured_image) ?? ''}
          alt=""
          width="640"
          height="360"
          className="wide-image"
        />
      )}
      <CmsContent html={post.content} />
    </article>
  );
}
