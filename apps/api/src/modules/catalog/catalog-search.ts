import {
  AGGREGATION_SIZE,
  DEFAULT_FILTERS,
  priceBucketLabel,
  priceRangesFor,
  type StoreView,
  suggestSpelling,
  synonymVocabulary,
} from '@hortus/core';
import type { AttributeCatalog } from './attribute-catalog';
import { categoryTag, kindTag, productTag } from './cache-tags';
import {
  attributeCatalog,
  type CatalogContext,
  categoryDocuments,
  pricingContext,
  smallEntityDocuments,
} from './catalog-context';
import {
  type CatalogAnswer,
  type CatalogQuery,
  catalogQuerySchema,
  type EntityType,
  isRangeFilter,
  termValues,
} from './catalog-query';
import { explainKeptListing, keptListingFor, readKeptListing } from './category-listings';
import { pickSourceFields, queryDocuments } from './document-query';
import { cardTextsOf, loadCardTexts, selectsCards } from './product-cards';
import { loadPricedDocuments } from './product-documents';
import {
  explainProductSearch,
  type ProductSearchResult,
  productNameWords,
  searchProducts,
  searchTerms,
} from './product-search';
import { cacheKey } from './search-cache';

/** How the small entity types are searched by text and sorted when the query names no sort. */
const SMALL_ENTITY_RULES: Record<
  Exclude<EntityType, 'product'>,
  { textFields: string[]; defaultSort?: string }
> = {
  category: { textFields: ['name', 'url_key'], defaultSort: 'position:asc' },
  attribute: { textFields: ['attribute_code', 'frontend_label'], defaultSort: 'position:asc' },
  taxrule: { textFields: ['code'], defaultSort: 'priority:asc' },
  cms_page: { textFields: ['title', 'identifier', 'content'] },
  cms_block: { textFields: ['title', 'identifier'] },
  cms_hierarchy: { textFields: ['label', 'identifier'], defaultSort: 'position:asc' },
  blog: { textFields: ['title', 'short_content'], defaultSort: 'top_blog:desc,publish_time:desc' },
  blog_tag: { textFields: ['title'] },
  blog_category: { textFields: ['title'] },
  job: { textFields: ['title', 'summary'] },
};

/**
 * The catalogue search of spec 7 for every entity type, with the answer's cache tags. Products go to the
 * SQL search (visible and enabled products only, priced in the store view); the small types are filtered
 * in memory from cached documents.
 */
export async function searchCatalog(
  context: CatalogContext,
  storeView: StoreView,
  query: CatalogQuery,
): Promise<CatalogAnswer> {
  if (query.type === 'product') {
    if (!context.searchCache) return searchProductCatalog(context, storeView, query);
    // The text as the search reads it (lower case, words only), so 'Regal ' and 'regal' share an entry.
    const terms = searchTerms(query.searchQuery);
    const key = cacheKey([
      storeView.storeCode,
      { ...query, searchQuery: terms.length ? terms.join(' ') : undefined },
    ]);
    return context.searchCache.get(key, () => searchProductCatalog(context, storeView, query));
  }
  const documents = await smallEntityDocuments(context, query.type, storeView);
  const page = queryDocuments(documents, query, SMALL_ENTITY_RULES[query.type]);
  return {
    result: {
      items: page.items.map((item) => pickSourceFields(item, query._sourceInclude, query._sourceExclude)),
      total: page.total,
      start: query.from,
      perPage: query.size,
      aggregations: page.aggregations,
      attributeMetadata: [],
    },
    cacheTags: [kindTag(query.type)],
  };
}

/**
 * A product answer's tags: its kind, `search` for a text search, each product of the page and each
 * category the listing is filtered by.
 */
function productCacheTags(query: CatalogQuery, productIds: number[]): string[] {
  const categories = termValuesOf(query.filters.category_ids ?? query.filters.category_id);
  return [
    kindTag('product'),
    ...(searchTerms(query.searchQuery).length > 0 ? ['search'] : []),
    ...categories.map(categoryTag),
    ...productIds.map(productTag),
  ];
}

function termValuesOf(value: CatalogQuery['filters'][string] | undefined): number[] {
  if (value === undefined || isRangeFilter(value)) return [];
  return termValues(value)
    .map(Number)
    .filter((id) => Number.isInteger(id));
}

async function searchProductCatalog(
  context: CatalogContext,
  storeView: StoreView,
  query: CatalogQuery,
): Promise<CatalogAnswer> {
  const attributes = await attributeCatalog(context);
  const pricing = await pricingContext(context, storeView, query.groupId ?? null);
  const listOutOfStock = context.config.listOutOfStockProducts;
  const kept = keptListingFor(query, listOutOfStock);
  const language = storeView.i18n.language;
  const stockPolicy = context.policiesOf(storeView).stock;
  const asCards = selectsCards(query);
  const keptPage =
    kept &&
    (await readKeptListing(context.db, storeView, kept, query, pricing.now, asCards ? language : undefined));
  const result =
    keptPage?.result ??
    (await searchProducts(context.db, { storeView, query, attributes, listOutOfStock, now: pricing.now }));
  const cards = !asCards
    ? undefined
    : keptPage?.cardRows
      ? cardTextsOf(keptPage.cardRows, result.productIds, pricing, stockPolicy, result.scores)
      : await loadCardTexts(context.db, result.productIds, language, pricing, stockPolicy, result.scores);
  const facets = query.aggregations ?? [...DEFAULT_FILTERS];
  const suggestion = result.fuzzy
    ? suggestSpelling(searchTerms(query.searchQuery), await searchVocabulary(context, storeView))
    : null;
  const rest = {
    total: result.total,
    start: query.from,
    perPage: query.size,
    ...productFacets(result, facets, attributes, storeView),
    ...(suggestion ? { suggestion } : {}),
  };
  if (cards) {
    return {
      json: `{"items":[${cards.join(',')}],${JSON.stringify(rest).slice(1)}`,
      cacheTags: productCacheTags(query, result.productIds),
    };
  }
  const priced = await loadPricedDocuments(context.db, result.productIds, language, pricing, stockPolicy);
  const items = priced.map((doc) => ({
    ...pickSourceFields(doc, query._sourceInclude, query._sourceExclude),
    _score: result.scores.get(doc.id) ?? 0,
  }));
  return {
    result: { items, ...rest },
    cacheTags: productCacheTags(
      query,
      priced.map((doc) => doc.id),
    ),
  };
}

/**
 * The words a "did you mean" may suggest in a store view: its product names, its category names and the
 * language's synonym list; cached with the other documents until the next reindex.
 */
function searchVocabulary(context: CatalogContext, storeView: StoreView): Promise<string[]> {
  return context.cache.get(`vocabulary:${storeView.storeCode}`, async () => {
    const language = storeView.i18n.language;
    const categories = await categoryDocuments(context, language);
    return [
      ...(await productNameWords(context.db, storeView)),
      ...categories.flatMap((category) => category.name.split(/[^\p{L}\p{N}]+/u)),
      ...synonymVocabulary(language),
    ];
  });
}

/**
 * EXPLAIN of the SQL a product catalogue query runs (see `explainProductSearch`; a kept category listing's
 * read, see `explainKeptListing`), for benchmarks and tests that prove which indexes and partitions it reads.
 */
export async function explainProductQuery(
  context: CatalogContext,
  storeView: StoreView,
  input: unknown,
  options: { analyze?: boolean; fuzzy?: boolean } = {},
): Promise<string[]> {
  const query = catalogQuerySchema.parse({ ...(input as object), type: 'product' });
  const kept = keptListingFor(query, context.config.listOutOfStockProducts);
  if (kept && !options.fuzzy) return explainKeptListing(context.db, storeView, kept, query, options);
  return explainProductSearch(
    context.db,
    {
      storeView,
      query,
      attributes: await attributeCatalog(context),
      listOutOfStock: context.config.listOutOfStockProducts,
      now: context.now(),
    },
    options,
  );
}

function productFacets(
  result: ProductSearchResult,
  facets: string[],
  attributes: AttributeCatalog,
  storeView: StoreView,
) {
  const language = storeView.i18n.language;
  const aggregations: Record<string, unknown> = {};
  const attributeMetadata: Record<string, unknown>[] = [];
  for (const code of facets) {
    if (code === 'price') {
      // Ranges that fit the listing's prices, counted before any price filter (core's priceRangesFor).
      aggregations.agg_range_price = {
        buckets: priceRangesFor(result.priceHistogram).map(({ bucket, count }) => ({
          key: bucket.key,
          from: bucket.fromMinor,
          to: bucket.toMinor,
          label: priceBucketLabel(bucket, storeView),
          doc_count: count,
        })),
      };
      continue;
    }
    const attribute = attributes.byCode.get(code);
    if (!attribute?.isFilterable) continue;
    const buckets = attribute.options
      .map((option) => ({
        key: option.id,
        label: option.labels.get(language) ?? String(option.id),
        doc_count: result.optionCounts.get(option.id) ?? 0,
        ...(option.swatch ? { swatch: option.swatch } : {}),
      }))
      .filter((bucket) => bucket.doc_count > 0)
      .sort((a, b) => b.doc_count - a.doc_count)
      .slice(0, AGGREGATION_SIZE);
    aggregations[`agg_terms_${code}`] = { buckets };
    attributeMetadata.push({
      attribute_id: attribute.id,
      attribute_code: attribute.code,
      frontend_label: attribute.labels.get(language) ?? attribute.code,
      options: buckets.map((bucket) => ({ value: bucket.key, label: bucket.label })),
    });
  }
  return { aggregations, attributeMetadata };
}
