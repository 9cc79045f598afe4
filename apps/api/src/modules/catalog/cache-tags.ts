import { CACHE_TAGS_HEADER, type CacheTagKind, cacheTag } from '@hortus/core';
import type { FastifyReply } from 'fastify';
import type { EntityType } from './catalog-query';

/**
 * The tags of a catalogue answer (`X-Cache-Tags`, space-separated), for an output cache in front of the
 * API (the storefront's) to drop exactly the answers an import or reindex changed: the spec's kind of
 * what was asked (`product`, `category`, `attribute`, `taxrule`, `cmsPage`, `blog`, `job`, `search`) and
 * one tag per product in the answer (`product-<id>`, a configurable's parent id) and per category a
 * listing is filtered by (`category-<id>`). A page of 50 products is 50 tags; categories, attributes and
 * content pages are few and change together, so they carry their kind only.
 */
const KIND_OF_TYPE: Record<EntityType, CacheTagKind> = {
  product: 'product',
  category: 'category',
  attribute: 'attribute',
  taxrule: 'taxrule',
  cms_page: 'cmsPage',
  cms_block: 'cmsPage',
  cms_hierarchy: 'cmsPage',
  blog: 'blog',
  blog_tag: 'blog',
  blog_category: 'blog',
  job: 'job',
};

export function kindTag(type: EntityType): string {
  return cacheTag(KIND_OF_TYPE[type]);
}

export const productTag = (id: number) => cacheTag('product', id);
export const categoryTag = (id: number) => cacheTag('category', id);

/** The tags of an answer, each once, in the order given. */
export function setCacheTags(reply: FastifyReply, tags: Iterable<string>): void {
  reply.header(CACHE_TAGS_HEADER, [...new Set(tags)].join(' '));
}
