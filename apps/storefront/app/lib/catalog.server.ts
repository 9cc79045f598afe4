import type { StoreView } from '@hortus/core';
import { callApi, pathSegment, requireApi } from './api.server';
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

/** Fields a product card needs: lists ship these and nothing more. */
export const CARD_FIELDS = [
  'id',
  'sku',
  'name',
  'slug',
  'url_path',
  'type_id',
  'image',
  'new',
  'sale',
  'final_price_incl_tax',
  'original_price_incl_tax',
  'special_price_incl_tax',
  'price_incl_tax',
  'final_price',
  'stock',
  'dealer_product',
  'inquiry_product',
  'rating',
  'rating_count',
  // The colour swatches: each colour with its first variant's sku and picture.
  'configurable_options.attribute_code',
  'configurable_options.values',
  'configurable_children.sku',
  'configurable_children.color',
  'configurable_children.image',
];

export function searchProducts(storeView: StoreView, query: ProductQuery): Promise<ProductSearchResult> {
  return requireApi<ProductSearchResult>(`/${storeView.storeCode}/api/catalog`, {
    body: { type: 'product', ...query },
  });
}

export async function loadMenuCategories(storeView: StoreView): Promise<Category[]> {
  const result = await requireApi<{ items: Category[] }>(`/${storeView.storeCode}/api/catalog/categories`, {
    query: { is_active: 'true', size: 4000 },
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
  const answer = await callApi<Product | { parentSku: string; sku: string } | string>(
    `/${storeView.storeCode}/api/product/single`,
    { query: { key, value } },
  );
  if (answer.status === 301 && typeof answer.result === 'object' && 'parentSku' in answer.result) {
    const { parentSku, sku } = answer.result as { parentSku: string; sku: string };
    return { kind: 'child', parentSku, childSku: sku };
  }
  if (answer.status === 200 && typeof answer.result === 'object' && 'id' in answer.result) {
    return { kind: 'product', product: answer.result };
  }
  if (answer.status === 404 || answer.status === 400) return { kind: 'missing' };
  throw new Error(`product lookup answered ${answer.status}`);
}

export async function findCmsPage(storeView: StoreView, identifier: string): Promise<CmsPage | null> {
  const answer = await callApi<CmsPage>(
    `/api/ext/cms-data/cmsPageIdentifier/${pathSegment(identifier)}/storeId/${storeView.storeId}`,
  );
  return answer.status === 200 ? answer.result : null;
}

export async function findCmsBlock(storeView: StoreView, identifier: string): Promise<CmsPage | null> {
  const answer = await callApi<CmsPage>(
    `/api/ext/cms-data/cmsBlockIdentifier/${pathSegment(identifier)}/storeId/${storeView.storeId}`,
  );
  return answer.status === 200 ? answer.result : null;
}

/** The CMS pages of a store view by id (footer links: privacy, contact, dealer search). */
export async function loadCmsPagesById(storeView: StoreView, ids: number[]): Promise<CmsPage[]> {
  const result = await requireApi<{ items: CmsPage[] }>(`/${storeView.storeCode}/api/catalog`, {
    body: { type: 'cms_page', filters: { id: ids }, _sourceInclude: ['id', 'identifier', 'title'] },
  });
  return result.items;
}

/**
 * The store view's CMS page tree, which is its footer: one root node per column ('service', 'legal',
 * 'company') and the column's pages under it, each named by its role ('imprint', 'terms', ...).
 */
export async function loadFooterTree(storeView: StoreView): Promise<FooterNode[]> {
  const result = await requireApi<{ items: FooterNode[] }>(`/${storeView.storeCode}/api/catalog`, {
    body: { type: 'cms_hierarchy', size: 100 },
  });
  return result.items;
}

export function listBlogPosts(
  storeView: StoreView,
  page: { from: number; size: number },
): Promise<{ items: BlogPost[]; total: number }> {
  return requireApi(`/${storeView.storeCode}/api/ext/blog/posts`, { query: page });
}

export function listNewestBlogPosts(storeView: StoreView): Promise<BlogPost[]> {
  return requireApi(`/${storeView.storeCode}/api/ext/blog/newest`);
}

export async function findBlogPost(storeView: StoreView, slug: string): Promise<BlogPost | null> {
  const answer = await callApi<BlogPost>(`/${storeView.storeCode}/api/ext/blog/posts/${pathSegment(slug)}`);
  return answer.status === 200 ? answer.result : null;
}

export async function findJobOffer(storeView: StoreView, slug: string): Promise<JobOffer | null> {
  const answer = await callApi<JobOffer>(`/${storeView.storeCode}/api/ext/jobs/${pathSegment(slug)}`);
  return answer.status === 200 ? answer.result : null;
}

export type UrlTarget =
  | { _type: 'product'; _source: Product }
  | { _type: 'category'; _source: Category }
  | { _type: 'cms_page'; _source: CmsPage };

/** The API's url map (spec 2 "Path resolution"): a storefront path to the entity it shows, or null. */
export async function mapUrl(storeView: StoreView, path: string): Promise<UrlTarget | null> {
  const answer = await callApi<UrlTarget | string | null>('/api/url/map', {
    body: { url: `/${storeView.storeCode}${path}`, options: { setConfigurableProductOptions: true } },
  });
  if (answer.status !== 200 || typeof answer.result !== 'object' || answer.result === null) return null;
  return answer.result;
}
