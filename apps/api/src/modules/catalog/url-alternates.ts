import { type Language, STORE_VIEWS, type StoreCode, type StoreView } from '@hortus/core';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../../http/envelope';
import { loadContentDocuments } from '../content';
import type { CatalogContext } from './catalog-context';
import { categoryTranslations, products, productTranslations } from './tables';
import { resolvePath, safeDecode } from './url-map';

export interface UrlAlternate {
  storeCode: StoreCode;
  language: Language;
  /** Upper-case country, 'OT' for the store views of other countries. */
  country: string;
  /** The page's path in that store view, with its prefix. */
  url: string;
}

/**
 * The same page in every store view that shows it (hreflang alternates, the language chooser's
 * equivalent URL): products and categories by their url key in each language, the privacy, contact
 * and dealer-search pages by each store view's own page, other CMS pages by identifier within a
 * language. A page that exists nowhere else answers with itself only.
 */
export async function urlAlternates(
  context: CatalogContext,
  storeView: StoreView,
  path: string,
  url: string,
): Promise<UrlAlternate[]> {
  const target = await resolvePath(context, storeView, safeDecode(path));
  if (!target) throw notFound(`No mapping found for '${url}'`);
  if (target.type === 'product') {
    const [product] = await context.db
      .select({ visibility: products.visibility, status: products.status })
      .from(products)
      .where(eq(products.id, target.id));
    // A configurable child is shown at its parent's address; it has no alternates of its own.
    if (!product || product.visibility === 1 || product.status >= 2) return [];
    const keys = await context.db
      .select({ language: productTranslations.language, urlKey: productTranslations.urlKey })
      .from(productTranslations)
      .where(eq(productTranslations.productId, target.id));
    return byLanguage(keys, (key) => `p/${key}`);
  }
  if (target.type === 'category') {
    const keys = await context.db
      .select({ language: categoryTranslations.language, urlKey: categoryTranslations.urlKey })
      .from(categoryTranslations)
      .where(sql`${categoryTranslations.categoryId} = ${target.id}`);
    return byLanguage(keys, (key) => `c/${key}`);
  }
  return cmsPageAlternates(context, storeView, target.id);
}

function byLanguage(
  keys: { language: string; urlKey: string }[],
  pathOf: (key: string) => string,
): UrlAlternate[] {
  const keyOf = new Map(keys.map((row) => [row.language, row.urlKey]));
  return STORE_VIEWS.flatMap((view) => {
    const key = keyOf.get(view.i18n.language);
    return key ? [alternate(view, pathOf(encodeURIComponent(key)))] : [];
  });
}

function alternate(view: StoreView, path: string): UrlAlternate {
  return {
    storeCode: view.storeCode,
    language: view.i18n.language,
    country: view.i18n.country,
    url: `/${view.storeCode}/${path}`,
  };
}

const ROLE_PAGES = ['privacyPageId', 'contactPageId', 'dealerSearchPageId'] as const;

async function cmsPageAlternates(context: CatalogContext, storeView: StoreView, pageId: number) {
  const role = ROLE_PAGES.find((field) => storeView[field] === pageId);
  const own = (await loadContentDocuments(context.db, 'cms_page', storeView)).find(
    (doc) => Number(doc.id) === pageId,
  );
  if (!own) return [];
  const alternates: UrlAlternate[] = [];
  for (const view of STORE_VIEWS) {
    if (!role && view.i18n.language !== storeView.i18n.language) continue;
    const pages = await loadContentDocuments(context.db, 'cms_page', view);
    const match = role
      ? pages.find((doc) => Number(doc.id) === view[role])
      : pages.find((doc) => doc.identifier === own.identifier);
    if (match) alternates.push(alternate(view, encodeURIComponent(String(match.identifier))));
  }
  return alternates;
}
