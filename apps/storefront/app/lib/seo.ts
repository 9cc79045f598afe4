import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  title: string;
  description?: string | null;
  /** Absolute canonical URL of the page. */
  canonical: string;
  /** Alternate URLs of the same page in other store views (hreflang), absolute. */
  alternates?: { hrefLang: string; href: string }[];
  jsonLd?: object[];
  noindex?: boolean;
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const shopTitle = seo.title.includes('Hortus') ? seo.title : `${seo.title} | Hortus`;
  const tags: MetaDescriptor[] = [
    { title: shopTitle },
    { property: 'og:title', content: shopTitle },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
  ];
  if (seo.description) {
    tags.push({ name: 'description', content: seo.description });
    tags.push({ property: 'og:description', content: seo.description });
  }
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const alternate of seo.alternates ?? []) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
  }
  for (const jsonLd of seo.jsonLd ?? []) tags.push({ 'script:ld+json': jsonLd });
  return tags;
}
