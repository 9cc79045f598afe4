import { findStoreView, type StoreView } from '@hortus/core';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/envelope';
import { loadContentDocuments } from '../content';
import { categoryTag, kindTag, productTag } from './cache-tags';
import { type CatalogContext, categoryDocuments, pricingContext } from './catalog-context';
import { pickSourceFields, type SourceDocument } from './document-query';
import { findProductIdBy, loadPricedDocumentByUrlKey, type ProductDocument } from './product-documents';
import { loadProduct, loadProductFrom, type ProductLoadOptions } from './product-load';
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
  /** Cache tags of what the answer depends on (cache-tags.ts). */
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
  const decoded = safeDecode(path);
  const pick = (source: SourceDocument) => pickSourceFields(source, input.includeFields, input.excludeFields);
  const productPage = productPagePath(decoded);
  const target: (UrlTarget & { document?: ProductDocument | undefined }) | undefined = productPage
    ? await readProductPage(context, storeView, productPage, input.options.customerGroupId ?? null)
    : await resolvePath(context, storeView, decoded);
  if (!target) throw notFound(`No mapping found for '${input.url}'`);
  if (target.type === 'product') {
    const options = {
      ...input.options,
      selectedSku: input.filters.sku ?? target.sku ?? input.options.selectedSku,
    };
    const loaded = productPage
      ? await loadProductFrom(context, storeView, target.document, options)
      : await loadProduct(context, storeView, target.id, options);
    const product = loaded.kind === 'redirect' ? loaded.parent : loaded.product;
    const source = input.options.setProductErrors === false ? { ...product, errors: {} } : product;
    return { _type: 'product' as const, _source: pick(source), cacheTags: productTags(product) };
  }
  if (target.type === 'category') {
    const category = (await categoryDocuments(context, storeView.i18n.language)).find(
      (doc) => doc.id === target.id,
    );
    if (!category?.is_active) throw notFound(`No mapping found for '${input.url}'`);
    return {
      _type: 'category' as const,
      _source: pick(category),
      cacheTags: [kindTag('category'), categoryTag(category.id)],
    };
  }
  const pages = await loadContentDocuments(context.db, 'cms_page', storeView);
  const page = pages.find((doc) => doc.id === target.id || doc.page_id === target.id);
  if (!page) throw notFound(`No mapping found for '${input.url}'`);
  return { _type: 'cms_page' as const, _source: pick(page), cacheTags: [kindTag('cms_page')] };
}

/** The product and, prefetched with it, the parts of a grouped product or a bundle. */
function productTags(product: ProductDocument): string[] {
  const links = (product.product_links ?? []) as { product?: { id: number } | null }[];
  const bundles = (product.bundle_options ?? []) as {
    product_links: { product?: { id: number } | null }[];
  }[];
  const parts = [...links, ...bundles.flatMap((option) => option.product_links)].flatMap((link) =>
    link.product ? [link.product.id] : [],
  );
  return [kindTag('product'), productTag(product.id), ...parts.map(productTag)];
}

export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export type UrlTarget = { type: 'product' | 'category' | 'cms_page'; id: number; sku?: string };

/** `p/{slug}[/{sku}]`, the product page's path (spec 2), as resolvePath reads it. */
function productPagePath(path: string): { slug: string; sku?: string } | undefined {
  const segments = path.split('/');
  if (segments[0] !== 'p' || (segments.length !== 2 && segments.length !== 3) || !segments[1]) return;
  return { slug: segments[1], ...(segments[2] ? { sku: segments[2] } : {}) };
}

/** A product page's product with its priced document, read together (the url map's hot path). */
async function readProductPage(
  context: CatalogContext,
  storeView: StoreView,
  page: { slug: string; sku?: string },
  customerGroupId: number | null,
): Promise<(UrlTarget & { document: ProductDocument | undefined }) | undefined> {
  const { id, document } = await loadPricedDocumentByUrlKey(
    context.db,
    page.slug,
    storeView.i18n.language,
    await pricingContext(context, storeView, customerGroupId),
    context.policiesOf(storeView).stock,
  );
  if (id === undefined) return undefined;
  return { type: 'product', id, document, ...(page.sku ? { sku: page.sku } : {}) };
}

/** What a path below the store prefix shows, or undefined (used by the url map and the alternates). */
export async function resolvePath(
  context: CatalogContext,
  storeView: StoreView,
  path: string,
): Promise<UrlTarget | undefined> {
  const language = storeView.i18n.language;
  const segments = path.split('/');
  const productPage = productPagePath(path);
  if (productPage) {
    const id = await findProductIdBy(context.db, 'url_key', productPage.slug, language);
    return id === undefined
      ? undefined
      : { type: 'product', id, ...(productPage.sku ? { sku: productPage.sku } : {}) };
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
