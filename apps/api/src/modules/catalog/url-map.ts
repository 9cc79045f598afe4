import { findStoreView, type StoreView } from '@hortus/core';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/envelope';
import { loadContentDocuments } from '../content';
import { type CatalogContext, categoryDocuments } from './catalog-context';
import { pickSourceFields, type SourceDocument } from './document-query';
import { findProductIdBy } from './product-documents';
import { loadProduct, type ProductLoadOptions } from './product-load';
import { urlRewrites } from './tables';

export interface UrlMapInput {
  url: string;
  includeFields?: string[];
  excludeFields?: string[];
  options: ProductLoadOptions & { populateRequestCacheTags?: boolean; setProductErrors?: boolean };
  filters: { sku?: string };
}

export interface UrlMapResult {
  _type: 'product' | 'category' | 'cms_page';
  _source: SourceDocument;
  /** Cache tags of what the answer depends on (spec: populateRequestCacheTags). */
  cacheTags: string[];
}

/** Splits a storefront URL into its store view (from the prefix, else the request's) and the path below it. */
export function splitStorePath(
  url: string,
  requestStore: StoreView | null,
): { storeView: StoreView | null; path: string } {
  const path = url.split(/[?#]/, 1)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  const [first = '', ...rest] = path.split('/');
  const prefixed = findStoreView(first);
  return prefixed ? { storeView: prefixed, path: rest.join('/') } : { storeView: requestStore, path };
}

/**
 * Resolves a storefront path to what it shows (spec 2, path resolution): `p/{slug}[/{sku}]`, `c/{slug}`,
 * a URL rewrite of the store view, or a CMS page identifier. Unknown paths are a 404.
 */
export async function mapUrl(
  context: CatalogContext,
  storeView: StoreView,
  path: string,
  input: UrlMapInput,
) {
  const target = await resolvePath(context, storeView, safeDecode(path));
  if (!target) throw notFound(`No mapping found for '${input.url}'`);
  const pick = (source: SourceDocument) => pickSourceFields(source, input.includeFields, input.excludeFields);
  if (target.type === 'product') {
    const loaded = await loadProduct(context, storeView, target.id, {
      ...input.options,
      selectedSku: input.filters.sku ?? target.sku ?? input.options.selectedSku,
    });
    const product = loaded.kind === 'redirect' ? loaded.parent : loaded.product;
    const source = input.options.setProductErrors === false ? { ...product, errors: {} } : product;
    return { _type: 'product' as const, _source: pick(source), cacheTags: [`P${product.id}`] };
  }
  if (target.type === 'category') {
    const category = (await categoryDocuments(context, storeView.i18n.language)).find(
      (doc) => doc.id === target.id,
    );
    if (!category?.is_active) throw notFound(`No mapping found for '${input.url}'`);
    return { _type: 'category' as const, _source: pick(category), cacheTags: [`C${category.id}`] };
  }
  const pages = await loadContentDocuments(context.db, 'cms_page', storeView);
  const page = pages.find((doc) => doc.id === target.id || doc.page_id === target.id);
  if (!page) throw notFound(`No mapping found for '${input.url}'`);
  return { _type: 'cms_page' as const, _source: pick(page), cacheTags: [`CP${String(page.id)}`] };
}

export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export type UrlTarget = { type: 'product' | 'category' | 'cms_page'; id: number; sku?: string };

/** What a path below the store prefix shows, or undefined (used by the url map and the alternates). */
export async function resolvePath(
  context: CatalogContext,
  storeView: StoreView,
  path: string,
): Promise<UrlTarget | undefined> {
  const language = storeView.i18n.language;
  const segments = path.split('/');
  if (segments[0] === 'p' && (segments.length === 2 || segments.length === 3) && segments[1]) {
    const id = await findProductIdBy(context.db, 'url_key', segments[1], language);
    return id === undefined
      ? undefined
      : { type: 'product', id, ...(segments[2] ? { sku: segments[2] } : {}) };
  }
  if (segments[0] === 'c' && segments.length === 2 && segments[1]) {
    const category = (await categoryDocuments(context, language)).find((doc) => doc.url_key === segments[1]);
    return category ? { type: 'category', id: category.id } : undefined;
  }
  const [rewrite] = await context.db
    .select()
    .from(urlRewrites)
    .where(and(eq(urlRewrites.storeCode, storeView.storeCode), eq(urlRewrites.requestPath, path)))
    .limit(1);
  if (rewrite && ['product', 'category', 'cms_page'].includes(rewrite.entityType)) {
    return { type: rewrite.entityType as UrlTarget['type'], id: rewrite.entityId };
  }
  if (segments.length === 1 && path !== '') {
    const pages = await loadContentDocuments(context.db, 'cms_page', storeView);
    const page = pages.find((doc) => doc.identifier === path);
    if (page) return { type: 'cms_page', id: Number(page.id) };
  }
  return undefined;
}
