import { CATEGORY_PAGE_SIZE, PRICE_BUCKET_KEYS } from '@hortus/core';
import { Form, Link, useSubmit } from 'react-router';
import type { ProductSearchResult } from '../lib/catalog-types';
import { useTranslation } from '../lib/i18n';
import { ProductGrid } from './ProductCard';

export const LISTING_SORTS = {
  latest: 'latest',
  'price-low-to-high': 'price_asc',
  'price-high-to-low': 'price_desc',
} as const;
export type ListingSort = keyof typeof LISTING_SORTS;
export const FILTER_CODES = ['color', 'size', 'price'] as const;
const MAX_FILTER_VALUES = 50;

function isPriceBucketKey(value: string): boolean {
  return (PRICE_BUCKET_KEYS as readonly string[]).includes(value);
}

export interface ListingState {
  sort: ListingSort;
  page: number;
  filters: Record<(typeof FILTER_CODES)[number], string[]>;
  /** Extra form fields to keep (the search term). */
  keep?: Record<string, string>;
}

const SORT_LABELS: Record<ListingSort, string> = {
  latest: 'category.sortLatest',
  'price-low-to-high': 'category.sortPriceAsc',
  'price-high-to-low': 'category.sortPriceDesc',
};

/** Reads the listing's query string (?color=1&color=2&price=0-50&sort=latest&page=2). */
export function readListingState(url: URL): ListingState {
  const sort = url.searchParams.get('sort');
  const page = Number(url.searchParams.get('page') ?? '1');
  // Values from an edited URL that name no option or bucket are dropped rather than sent to the API.
  const filters = Object.fromEntries(
    FILTER_CODES.map((code) => [
      code,
      url.searchParams
        .getAll(code)
        .filter((value) => (code === 'price' ? isPriceBucketKey(value) : /^\d{1,9}$/.test(value)))
        .slice(0, MAX_FILTER_VALUES),
    ]),
  ) as ListingState['filters'];
  return {
    sort: sort && sort in LISTING_SORTS ? (sort as ListingSort) : 'latest',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    filters,
  };
}

export function listingQuery(state: ListingState) {
  const filters: Record<string, string[]> = {};
  for (const code of FILTER_CODES) if (state.filters[code].length) filters[code] = state.filters[code];
  return {
    filters,
    sort: LISTING_SORTS[state.sort],
    from: (state.page - 1) * CATEGORY_PAGE_SIZE,
    size: CATEGORY_PAGE_SIZE,
    aggregations: [...FILTER_CODES],
  };
}

/**
 * A product list with filters (colour, size, price buckets), sort and pagination, all in the query string:
 * the form submits without JavaScript; with it, each change submits at once.
 */
export function ProductListing({
  result,
  state,
  action,
}: {
  result: ProductSearchResult;
  state: ListingState;
  action: string;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const pages = Math.max(1, Math.ceil(result.total / CATEGORY_PAGE_SIZE));
  const facets = FILTER_CODES.map((code) => ({
    code,
    label:
      code === 'price'
        ? t('category.price')
        : (result.attributeMetadata.find((meta) => meta.attribute_code === code)?.frontend_label ?? code),
    // Empty buckets lead nowhere; a chosen one stays visible so it can be unticked.
    buckets: (
      (code === 'price' ? result.aggregations.agg_range_price : result.aggregations[`agg_terms_${code}`])
        ?.buckets ?? []
    ).filter((bucket) => bucket.doc_count > 0 || state.filters[code].includes(String(bucket.key))),
  })).filter((facet) => facet.buckets.length > 0 || state.filters[facet.code].length > 0);
  const pageHref = (page: number) => {
    const params = new URLSearchParams(state.keep);
    for (const code of FILTER_CODES) for (const value of state.filters[code]) params.append(code, value);
    if (state.sort !== 'latest') params.set('sort', state.sort);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `${action}?${query}` : action;
  };
  return (
    <div className="listing">
      <Form
        method="get"
        action={action}
        className="listing-controls"
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      >
        {Object.entries(state.keep ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <details className="filters" open>
          <summary>{t('category.filters')}</summary>
          {facets.map((facet) => (
            <fieldset key={facet.code}>
              <legend>{facet.label}</legend>
              {facet.buckets.map((bucket) => (
                <label key={bucket.key} className="filter-option">
                  <input
                    type="checkbox"
                    name={facet.code}
                    value={String(bucket.key)}
                    defaultChecked={state.filters[facet.code].includes(String(bucket.key))}
                  />
                  <span>{bucket.label}</span> <span className="hint">({bucket.doc_count})</span>
                </label>
              ))}
            </fieldset>
          ))}
        </details>
        <label className="sort">
          <span>{t('category.sort')}</span>
          <select name="sort" defaultValue={state.sort}>
            {(Object.keys(LISTING_SORTS) as ListingSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </label>
        <div className="listing-buttons">
          <button type="submit" className="button button-small">
            {t('category.applyFilters')}
          </button>
          <Link
            to={state.keep ? `${action}?${new URLSearchParams(state.keep)}` : action}
            className="link-button"
          >
            {t('category.clearFilters')}
          </Link>
        </div>
      </Form>
      <div className="listing-results">
        <p className="hint" aria-live="polite">
          {t('category.products', { count: result.total })}
        </p>
        {result.items.length === 0 ? (
          <p className="notice">{t('category.empty')}</p>
        ) : (
          <ProductGrid products={result.items} eagerCount={4} />
        )}
        {pages > 1 && (
          <nav aria-label={t('a11y.pagination')} className="pagination">
            {state.page > 1 && (
              <Link to={pageHref(state.page - 1)} rel="prev">
                {t('category.previous')}
              </Link>
            )}
            <span>{t('category.currentPage', { page: state.page, pages })}</span>
            {state.page < pages && (
              <Link to={pageHref(state.page + 1)} rel="next">
                {t('category.next')}
              </Link>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
