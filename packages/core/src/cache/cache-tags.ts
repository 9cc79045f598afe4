/**
 * Output-cache tags (core spec 2): every cached page and API answer carries the kinds of content it shows
 * and the ids of the products and categories in it, and a change purges exactly the entries of its tags.
 * A kind alone (`product`) names every entry of that kind; `product-12` names the entries showing
 * product 12.
 */
export const CACHE_TAG_KINDS = [
  'attribute',
  'blog',
  'category',
  'checkout',
  'cmsPage',
  'compare',
  'error',
  'home',
  'job',
  'my-account',
  'page-not-found',
  'product',
  'search',
  'taxrule',
] as const;

export type CacheTagKind = (typeof CACHE_TAG_KINDS)[number];

/** The header an API answer and a storefront page name their tags in, separated by spaces. */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

/** The tag of one entity of a kind (`product-12`), or of the whole kind. */
export function cacheTag(kind: CacheTagKind, id?: number | string): string {
  return id === undefined ? kind : `${kind}-${id}`;
}

const TAG = /^[A-Za-z][A-Za-z-]*(?:-\d+)?$/;

/** The tags of a header's value; anything that is not a tag is left out rather than trusted. */
export function parseCacheTags(value: string | null | undefined): string[] {
  if (!value) return [];
  return value.split(' ').filter((tag) => tag.length <= 64 && TAG.test(tag));
}

/**
 * What a change of products purges: the products and the listings they may appear in (their categories,
 * every search, since a search's facets count them too).
 */
export function productChangeTags(productIds: Iterable<number>, categoryIds: Iterable<number>): string[] {
  const tags = new Set<string>(['search']);
  for (const id of productIds) tags.add(cacheTag('product', id));
  for (const id of categoryIds) tags.add(cacheTag('category', id));
  return [...tags];
}
