import {
  blogNewest,
  blogPostBySlug,
  blogPosts,
  catalogSearchByBody,
  categoryList,
  cmsDataByIdentifier,
  type EndpointBody,
  jobOfferBySlug,
  jobOffers,
  productSingle,
  urlMap,
} from '@hortus/api-contract';
import { CATEGORY_FETCH_SIZE, type StoreView } from '@hortus/core';
import { callEndpoint, requireEndpoint } from './api.server';
import type { BlogPost, Category, CmsPage, JobOffer, Product, ProductSearchResult } from './catalog-types';
import type { FooterNode } from './footer-columns';

/** The catalogue query model of the API (docs/adr/0002). */
export interface ProductQuery {
  searchQuery?: string;
  filters?: Record<string, (string | number | boolean)[] | string | number | boolean>;
  sort?: string;
  from?: number;
  size?: number;
  aggregations?: string[];
  _sourceInclude?: string[];
}

export { CARD_FIELDS } from '@hortus/api-contract';

/**
 * A catalogue search of documents as selected. The contract answers any entity type with the fields the
 * query's `_sourceInclude` names, which it cannot know: the caller says what it selected (`Selected`),
 * the one place the storefront names an answer's type itself.
 */
export async function searchCatalog<Selected>(
  storeView: StoreView,
  body: EndpointBody<typeof catalogSearchByBody>,
): Promise<{ items: Selected[]; total: number }> {
  const result = await requireEndpoint(catalogSearchByBody, { store: storeView.storeCode, body });
  return result as unknown as { items: Selected[]; total: number };
}

export async function searchProducts(
  storeView: StoreView,
  query: ProductQuery,
): Promise<ProductSearchResult> {
  const result = await requireEndpoint(catalogSearchByBody, {
    store: storeView.storeCode,
    body: { type: 'product', ...query },
  });
  // Every field the page reads is selected (CARD_FIELDS or more): see ProductSearchResult.
  return result as ProductSearchResult;
}

export async function loadMenuCategories(storeView: StoreView): Promise<Category[]> {
  const result = await requireEndpoint(categoryList, {
    store: storeView.storeCode,
    query: { is_active: 'true', size: CATEGORY_FETCH_SIZE },
  });
  return result.items.filter((category) => category.include_in_menu);
}

export type ProductLookup =
  | { kind: 'product'; product: Product }
  | { kind: 'child'; parentSku: string; childSku: string }
  | { kind: 'missing' };

/** A product by its slug with the API's load rules: a configurable child answers with its parent. */
export async function findProduct(
  storeView: StoreView,
  key: 'url_key' | 'sku',
  value: string,
): Promise<ProductLookup> {
  const answer = await callEndpoint(productSingle, { store: storeView.storeCode, query: { key, value } });
  if (answer.status === 301) {
    return { kind: 'child', parentSku: answer.result.parentSku, childSku: answer.result.sku };
  }
  if (answer.status === 200) return { kind: 'product', product: answer.result };
  if (answer.status === 404 || answer.status === 400) return { kind: 'missing' };
  throw new Error(`product lookup answered ${answer.status}`);
}

export async function findCmsPage(storeView: StoreView, identifier: string): Promise<CmsPage | null> {
  const answer = await callEndpoint(cmsDataByIdentifier, {
    params: { type: 'cmsPageIdentifier', identifier, storeId: String(storeView.storeId) },
  });
  return answer.status === 200 ? (answer.result as CmsPage) : null;
}

export async function findCmsBlock(storeView: StoreView, identifier: string): Promise<CmsPage | null> {
  const answer = await callEndpoint(cmsDataByIdentifier, {
    params: { type: 'cmsBlockIdentifier', identifier, storeId: String(storeView.storeId) },
  });
  return answer.status === 200 ? (answer.result as CmsPage) : null;
}

/** The CMS pages of a store view by id (footer links: privacy, contact, dealer search). */
export async function loadCmsPagesById(storeView: StoreView, ids: number[]): Promise<CmsPage[]> {
  const result = await searchCatalog<CmsPage>(storeView, {
    type: 'cms_page',
    filters: { id: ids },
    _sourceInclude: ['id', 'identifier', 'title'],
  });
  return result.items;
}

/**
 * The store view's CMS page tree, which is its footer: one root node per column ('service', 'legal',
 * 'company') and the column's pages under it, each named by its role ('imprint', 'terms', ...).
 */
export async function loadFooterTree(storeView: StoreView): Promise<FooterNode[]> {
  const result = await searchCatalog<FooterNode>(storeView, { type: 'cms_hierarchy', size: 100 });
  return result.items;
}

export function listBlogPosts(
  storeView: StoreView,
  page: { from: number; size: number },
): Promise<{ items: BlogPost[]; total: number }> {
  return requireEndpoint(blogPosts, { store: storeView.storeCode, query: page });
}

export function listNewestBlogPosts(storeView: StoreView): Promise<BlogPost[]> {
  return requireEndpoint(blogNewest, { store: storeView.storeCode });
}

export async function findBlogPost(storeView: StoreView, slug: string): Promise<BlogPost | null> {
  const answer = await callEndpoint(blogPostBySlug, { store: storeView.storeCode, params: { slug } });
  return answer.status === 200 ? answer.result : null;
}

export function listJobOffers(storeView: StoreView): Promise<JobOffer[]> {
  return requireEndpoint(jobOffers, { store: storeView.storeCode });
}

export async function findJobOffer(storeView: StoreView, slug: string): Promise<JobOffer | null> {
  const answer = await callEndpoint(jobOfferBySlug, { store: storeView.storeCode, params: { slug } });
  return answer.status === 200 ? answer.result : null;
}

export type UrlTarget =
  | { _type: 'product'; _source: Product }
  | { _type: 'category'; _source: Category }
  | { _type: 'cms_page'; _source: CmsPage };

/** The API's url map (spec 2 "Path resolution"): a storefront path to the entity it shows, or null. */
export async function mapUrl(storeView: StoreView, path: string): Promise<UrlTarget | null> {
  const answer = await callEndpoint(urlMap, {
    body: { url: `/${storeView.storeCode}${path}`, options: { setConfigurableProductOptions: true } },
  });
  if (answer.status !== 200 || answer.result === null) return null;
  // The map answers whole documents (no selection), which the storefront reads as its catalogue types.
  return answer.result as UrlTarget;
}
