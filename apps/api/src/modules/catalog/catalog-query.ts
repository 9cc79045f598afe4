import { CATEGORY_FETCH_SIZE, DEFAULT_SEARCH_SIZE, MAX_FILTER_QUERY } from '@hortus/core';
import { z } from 'zod';

export const ENTITY_TYPES = [
  'product',
  'category',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
  'attribute',
  'taxrule',
  'blog',
  'blog_tag',
  'blog_category',
  'job',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Largest page a client may ask for (the spec's category fetch size); bigger sizes are cut to it. */
const MAX_PAGE_SIZE = CATEGORY_FETCH_SIZE;

const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);
const range = z
  .object({ gt: z.number(), gte: z.number(), lt: z.number(), lte: z.number() })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'a range needs gt, gte, lt or lte');
export const filterValueSchema = z.union([scalar, z.array(scalar).max(MAX_FILTER_QUERY), range]);
export type FilterValue = z.infer<typeof filterValueSchema>;
export type RangeFilter = { gt?: number; gte?: number; lt?: number; lte?: number };

const fieldList = z
  .union([z.string().max(2000), z.array(z.string().max(200)).max(200)])
  .transform((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value));

const integer = z.coerce.number().int('must be an integer');

/**
 * The catalogue query model (ADR 0002). `size` at or below 0 becomes 50 and `from` below 0 becomes 0 (spec 5);
 * `sort` is a named product sort ('latest', 'price_asc', 'price_desc', 'relevance', 'updated') or
 * 'field:asc|desc' for the other entity types.
 */
const catalogQueryFields = z
  .object({
    type: z.enum(ENTITY_TYPES).default('product'),
    searchQuery: z.string().max(200).optional(),
    filters: z.record(z.string().max(100), filterValueSchema).default({}),
    sort: z.string().max(100).optional(),
    from: integer.default(0).transform((value) => Math.max(0, value)),
    size: integer
      .default(DEFAULT_SEARCH_SIZE)
      .transform((value) => (value <= 0 ? DEFAULT_SEARCH_SIZE : Math.min(value, MAX_PAGE_SIZE))),
    _sourceInclude: fieldList.optional(),
    _sourceExclude: fieldList.optional(),
    aggregations: fieldList.optional(),
    groupId: integer.min(0).optional(),
    /** The access token whose customer group prices the products (spec 7: groupId or groupToken). */
    groupToken: z.string().max(4096).optional(),
    /** The spec's name of `from` in product list queries; `from` wins when both are sent. */
    start: integer.optional(),
  })
  .strict();

export const catalogQuerySchema = z.preprocess((input) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const query = input as Record<string, unknown>;
  return 'start' in query && !('from' in query) ? { ...query, from: query.start } : query;
}, catalogQueryFields);
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

/** What a catalogue query answers: one page of documents, the total and the facets. */
export interface CatalogSearchResult {
  items: Record<string, unknown>[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<string, unknown>;
  attributeMetadata: Record<string, unknown>[];
  /** A product search that found nothing as typed: the text with its misspelt words corrected. */
  suggestion?: string;
}

/**
 * A catalogue answer with the tags an output cache files it under (cache-tags.ts): the result, or its JSON
 * text where it was joined from kept texts (product cards, product-cards.ts).
 */
export type CatalogAnswer = { cacheTags: string[] } & (
  | { result: CatalogSearchResult; json?: undefined }
  | { json: string; result?: undefined }
);

/** The result of an answer, parsed where it is JSON text. */
export function catalogResultOf(answer: CatalogAnswer): CatalogSearchResult {
  return answer.result ?? (JSON.parse(answer.json) as CatalogSearchResult);
}

export function isRangeFilter(value: FilterValue): value is RangeFilter {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Values of a term filter as a list; values containing a dot are skipped (spec 5). */
export function termValues(value: FilterValue): (string | number | boolean)[] {
  const values = Array.isArray(value) ? value : isRangeFilter(value) ? [] : [value];
  return values.filter((entry) => !(typeof entry === 'string' && entry.includes('.')));
}
