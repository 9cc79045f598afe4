import { CmsContent } from '../components/CmsContent';
import { findJobOffer } from '../lib/catalog.server';
import { calendarDate } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { seoMeta } from '../lib/seo';
import { notFound, originOf, requireStoreView } from '../lib/store.server';
import type { Route } from './+types/job-detail';

export const handle: RouteHandle = { cache: ['job'] };

export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const job = await findJobOffer(storeView, params.slug);
  if (!job) return notFound(storeView);
  const canonical = `${originOf(request)}/${storeView.storeCode}/j/${job.slug}`;
  return {
    job,
    published: calendarDate(job.published_at, storeView),
    canonical,
    seo: {
      title: job.title,
      description: job.summary,
      canonical,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          title: job.title,
          datePosted: job.published_at.slice(0, 10),
          employmentType: job.employment_type,
          hiringOrganization: { '@type': 'Organization', name: 'Hortus' },
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location },
          },
          description: job.content,
        },
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** A job offer with share links (payments spec 2): plain links, no third-party scripts. */
export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { job, canonical, published } = loaderData;
  const url = encodeURIComponent(canonical);
  const title = encodeURIComponent(job.title);
  const shares = [
    { key: 'shareWhatsapp', href: `https://wa.me/?text=${title}%20${url}` },
    { key: 'shareFacebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      key: 'shareMail',
      href: `mailto:?subject=${encodeURIComponent(t('job.mailSubject', { title: job.title }))}&body=${url}`,
    },
    { key: 'shareLinkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
  return (
    <article className="container narrow job-offer">
      <h1>{job.title}</h1>
      <p className="hint">
        {t('job.location')}: {job.location} · {job.employment_type} · {published}
      </p>
      <CmsContent html={job.content} />
      <section aria-labelledby="share-title" className="share">
        <h2 id="share-title" className="small-heading">
          {t('job.share')}
        </h2>
        <ul className="share-links">
          {shares.map((share) => (
            <li key={share.key}>
              <a href={share.href} target="_blank" rel="noopener noreferrer">
                {t(`job.${share.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
