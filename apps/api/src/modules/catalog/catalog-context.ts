import type { Language, StoreView, TaxRateRow } from '@hortus/core';
import type { CatalogConfig } from '../../config';
import type { Database } from '../../db/database';
import type { PoliciesOf } from '../../policies';
import { loadContentDocuments } from '../content';
import type { PricingContext } from '../pricing';
import { loadTaxRates, loadTaxRuleDocuments } from '../tax';
import { type AttributeCatalog, attributeDocument, loadAttributeCatalog } from './attribute-catalog';
import type { CatalogAnswer } from './catalog-query';
import { type CategoryDocument, loadCategoryDocuments } from './category-documents';
import { DocumentCache } from './document-cache';
import type { SourceDocument } from './document-query';
import { onProductsReindexed } from './reindex';
import { SearchResultCache } from './search-cache';

/** What every catalogue service function works with: the database, settings and the shared caches. */
export interface CatalogContext {
  db: Database;
  config: CatalogConfig;
  cache: DocumentCache;
  /** The output cache of product searches; undefined when CATALOG_CACHE is off. */
  searchCache: SearchResultCache<CatalogAnswer> | undefined;
  now: () => Date;
  /** The store view's policies (given by app.ts): prices, taxes and stock follow them. */
  policiesOf: PoliciesOf;
}

/** The catalogue's context; its caches are emptied whenever products are reindexed in this process. */
export function createCatalogContext(
  db: Database,
  config: CatalogConfig,
  policiesOf: PoliciesOf,
): CatalogContext {
  const context: CatalogContext = {
    db,
    config,
    policiesOf,
    cache: new DocumentCache(),
    searchCache: config.searchCache ? new SearchResultCache() : undefined,
    now: () => new Date(),
  };
  onProductsReindexed(db, () => {
    // Category documents carry product counts, so they go too.
    context.cache.invalidate();
    context.searchCache?.invalidate();
  });
  return context;
}

/** Tags whose purge makes a search answer kept here stale: another process changed what searches find. */
const SEARCH_TAGS = new Set(['search', 'product', 'category']);
/** The kinds of the documents kept here, or one category (categories carry product counts: product too). */
const DOCUMENT_TAG = /^(?:attribute|blog|category|cmsPage|job|product|taxrule)$|^category-\d+$/;

/**
 * A purge heard from any API process on the database (this one's reindex included): the caches that may
 * hold what it names are emptied. A product's own tag (a stock change with every order) empties neither:
 * both keep it for the TTL, as the spec's output cache does.
 */
export function forgetCatalogCaches(context: CatalogContext, tags: readonly string[] | 'everything'): void {
  if (tags === 'everything' || tags.some((tag) => SEARCH_TAGS.has(tag))) context.searchCache?.invalidate();
  if (tags === 'everything' || tags.some((tag) => DOCUMENT_TAG.test(tag))) context.cache.invalidate();
}

export function attributeCatalog(context: CatalogContext): Promise<AttributeCatalog> {
  return context.cache.get('attributes', () => loadAttributeCatalog(context.db));
}

export function categoryDocuments(context: CatalogContext, language: Language): Promise<CategoryDocument[]> {
  return context.cache.get(`category:${language}`, () => loadCategoryDocuments(context.db, language));
}

function taxRates(context: CatalogContext): Promise<TaxRateRow[]> {
  return context.cache.get('tax-rates', () => loadTaxRates(context.db));
}

/** What pricing needs to price products for a shopper of a customer group in a store view, now. */
export async function pricingContext(
  context: CatalogContext,
  storeView: StoreView,
  customerGroupId: number | null,
): Promise<PricingContext> {
  return {
    storeView,
    customerGroupId,
    taxRates: await taxRates(context),
    now: context.now(),
    policies: context.policiesOf(storeView),
  };
}

/** Documents of the small entity types, for the generic catalogue query. */
export async function smallEntityDocuments(
  context: CatalogContext,
  type: 'category' | 'attribute' | 'taxrule' | Parameters<typeof loadContentDocuments>[1],
  storeView: StoreView,
): Promise<SourceDocument[]> {
  const language = storeView.i18n.language;
  switch (type) {
    case 'category':
      return categoryDocuments(context, language);
    case 'attribute': {
      const catalog = await attributeCatalog(context);
      return [...catalog.byCode.values()].map((attribute) => attributeDocument(attribute, language));
    }
    case 'taxrule':
      return context.cache.get('taxrule', () => loadTaxRuleDocuments(context.db));
    default:
      return context.cache.get(`${type}:${storeView.storeCode}`, () =>
        loadContentDocuments(context.db, type, storeView),
      );
  }
}
