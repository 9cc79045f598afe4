import { CATEGORY_PAGE_SIZE, parsePriceBucket, priceBucketLabel, type SortOption } from '@hortus/core';
import { useEffect, useRef } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import type { Bucket, ProductSearchResult } from '../lib/catalog-types';
import { useTranslation } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';
import { useStore } from '../lib/use-store';
import { Icon } from './Icon';
import { ProductGrid } from './ProductCard';

/** The spec's sort options, each with the catalogue's sort it asks for. */
const LISTING_SORTS = {
  latest: 'latest',
  'price-low-to-high': 'price_asc',
  'price-high-to-low': 'price_desc',
} as const satisfies Record<SortOption, string>;
export type ListingSort = keyof typeof LISTING_SORTS;
const FILTER_CODES = ['color', 'size', 'price'] as const;
type FilterCode = (typeof FILTER_CODES)[number];
const MAX_FILTER_VALUES = 50;

export interface ListingState {
  sort: ListingSort;
  page: number;
  filters: Record<FilterCode, string[]>;
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
  // Values from an edited URL that name no option or range are dropped rather than sent to the API.
  const filters = Object.fromEntries(
    FILTER_CODES.map((code) => [
      code,
      url.searchParams
        .getAll(code)
        .filter((value) => (code === 'price' ? parsePriceBucket(value) : /^\d{1,9}$/.test(value)))
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

/** The listing's address with the given state (filters, sort, page and the kept fields). */
export function listingHref(action: string, state: ListingState): string {
  const params = new URLSearchParams(state.keep);
  for (const code of FILTER_CODES) for (const value of state.filters[code]) params.append(code, value);
  if (state.sort !== 'latest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

/**
 * The page links to show: the first, the last and two around the current one, with null where pages are
 * left out (1 … 4 5 6 … 12).
 */
export function pageLinks(current: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && page - previous > 1 ? [null, page] : [page];
  });
}

interface Facet {
  code: FilterCode;
  label: string;
  buckets: Bucket[];
}

/** The facets the API counted, with every chosen value kept (so it can be unticked) and empty ones left out. */
function useFacets(result: ProductSearchResult, state: ListingState): Facet[] {
  const { t } = useTranslation();
  const { storeView } = useStore();
  return FILTER_CODES.map((code) => {
    const counted =
      (code === 'price' ? result.aggregations.agg_range_price : result.aggregations[`agg_terms_${code}`])
        ?.buckets ?? [];
    const buckets = counted.filter(
      (bucket) => bucket.doc_count > 0 || state.filters[code].includes(String(bucket.key)),
    );
    // A chosen price range the listing's ranges no longer have (its prices moved): still shown, to untick.
    if (code === 'price') {
      for (const key of state.filters.price) {
        const range = parsePriceBucket(key);
        if (range && !buckets.some((bucket) => bucket.key === key))
          buckets.push({ key, label: priceBucketLabel(range, storeView), doc_count: 0 });
      }
    }
    const label =
      code === 'price'
        ? t('category.price')
        : (result.attributeMetadata.find((meta) => meta.attribute_code === code)?.frontend_label ?? code);
    return { code, label, buckets };
  }).filter(
    // A lone value that every product has filters nothing.
    (facet) =>
      facet.buckets.length > 1 ||
      facet.buckets.some((bucket) => bucket.doc_count < result.total) ||
      state.filters[facet.code].length > 0,
  );
}

/** Sliders: the filter button's sign, as shops draw it. */
function FilterIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="#fff"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
      <circle cx="9" cy="6" r="2.2" />
      <circle cx="15" cy="12" r="2.2" />
      <circle cx="8" cy="18" r="2.2" />
    </svg>
  );
}

/**
 * A product list with filters (colour, size, price ranges), sort and pagination, all in the query string.
 * The filters are beside the list on wide screens and in a drawer (a modal dialog) on phones; without
 * JavaScript the drawer opens as the link's target and the form submits with its button. With JavaScript
 * each change submits at once, and the controls follow the URL, also after Back and Forward.
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
  const hydrated = useHydrated();
  // One listing per page: fixed ids, which the no-script links can name as their targets.
  const formId = 'listing-filters';
  const headingId = 'listing-filters-heading';
  const form = useRef<HTMLFormElement>(null);
  const sort = useRef<HTMLSelectElement>(null);
  const drawer = useRef<HTMLDialogElement>(null);
  const pages = Math.max(1, Math.ceil(result.total / CATEGORY_PAGE_SIZE));
  const facets = useFacets(result, state);
  const chosen = facets.flatMap((facet) =>
    facet.buckets
      .filter((bucket) => state.filters[facet.code].includes(String(bucket.key)))
      .map((bucket) => ({ code: facet.code, bucket })),
  );
  const stateKey = listingHref('', state);

  // The form's controls keep what the shopper ticked; when the URL changes without them (Back, Forward,
  // a chip, a link), they are set to the URL's filters, keeping the focus where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stateKey stands for the state it is made of.
  useEffect(() => {
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        element.checked = state.filters[element.name as FilterCode]?.includes(element.value) ?? false;
      }
    }
    if (sort.current) sort.current.value = state.sort;
  }, [stateKey]);

  const without = (code: FilterCode, value: string) =>
    listingHref(action, {
      ...state,
      page: 1,
      filters: { ...state.filters, [code]: state.filters[code].filter((entry) => entry !== value) },
    });
  const closeDrawer = () => drawer.current?.close();

  return (
    <div className="listing">
      <Form
        ref={form}
        id={formId}
        method="get"
        action={action}
        className="listing-filters"
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      >
        {Object.entries(state.keep ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <dialog ref={drawer} id={`${formId}-drawer`} className="filters-drawer" aria-labelledby={headingId}>
          <div className="drawer-head">
            <h2 id={headingId}>{t('category.filters')}</h2>
            {hydrated ? (
              <button
                type="button"
                className="icon-button drawer-close"
                aria-label={t('a11y.closeDialog')}
                onClick={closeDrawer}
              >
                <Icon name="close" />
              </button>
            ) : (
              <a
                href={`#${formId}-results`}
                className="icon-button drawer-close"
                aria-label={t('a11y.closeDialog')}
              >
                <Icon name="close" />
              </a>
            )}
          </div>
          <div className="drawer-body">
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
                    {bucket.swatch && (
                      <span
                        className="swatch-colour"
                        style={{ background: bucket.swatch }}
                        aria-hidden="true"
                      />
                    )}
                    <span>{bucket.label}</span>
                    {bucket.doc_count > 0 && <span className="hint">({bucket.doc_count})</span>}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <div className="drawer-foot">
            <button
              type="submit"
              className="button button-primary"
              onClick={(event) => {
                // With scripts every change is already applied: the button only closes the drawer.
                if (!hydrated) return;
                event.preventDefault();
                closeDrawer();
              }}
            >
              {t('category.showProducts', { count: result.total })}
            </button>
          </div>
        </dialog>
      </Form>
      <div className="listing-results" id={`${formId}-results`}>
        <div className="listing-toolbar">
          {hydrated ? (
            <button
              type="button"
              className="button filter-toggle"
              aria-haspopup="dialog"
              onClick={() => drawer.current?.showModal()}
            >
              <FilterIcon />
              {t('category.filters')}
              {chosen.length > 0 && <span className="filter-count">{chosen.length}</span>}
            </button>
          ) : (
            <a href={`#${formId}-drawer`} className="button filter-toggle">
              <FilterIcon />
              {t('category.filters')}
              {chosen.length > 0 && <span className="filter-count">{chosen.length}</span>}
            </a>
          )}
          <label className="sort">
            <span>{t('category.sort')}</span>
            <select
              ref={sort}
              name="sort"
              form={formId}
              defaultValue={state.sort}
              onChange={(event) =>
                event.currentTarget.form && submit(event.currentTarget.form, { preventScrollReset: true })
              }
            >
              {(Object.keys(LISTING_SORTS) as ListingSort[]).map((value) => (
                <option key={value} value={value}>
                  {t(SORT_LABELS[value])}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" form={formId} className="button button-small">
              {t('category.applyFilters')}
            </button>
          </noscript>
        </div>
        <p className="hint listing-count" aria-live="polite">
          {t('category.products', { count: result.total })}
        </p>
        {chosen.length > 0 && (
          <ul className="filter-chips" aria-label={t('category.activeFilters')}>
            {chosen.map(({ code, bucket }) => (
              <li key={`${code}-${bucket.key}`}>
                <Link
                  to={without(code, String(bucket.key))}
                  preventScrollReset
                  className="filter-chip"
                  aria-label={t('category.removeFilter', { label: bucket.label })}
                >
                  {bucket.swatch && (
                    <span
                      className="swatch-colour"
                      style={{ background: bucket.swatch }}
                      aria-hidden="true"
                    />
                  )}
                  {bucket.label}
                  <Icon name="close" />
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={listingHref(action, { ...state, page: 1, filters: { color: [], size: [], price: [] } })}
                preventScrollReset
                className="link-button"
              >
                {t('category.clearFilters')}
              </Link>
            </li>
          </ul>
        )}
        {result.items.length === 0 ? (
          <p className="notice">{t('category.empty')}</p>
        ) : (
          <ProductGrid products={result.items} eagerCount={4} headingLevel={2} />
        )}
        {pages > 1 && (
          <nav aria-label={t('a11y.pagination')} className="pagination">
            {state.page > 1 && (
              <Link
                to={listingHref(action, { ...state, page: state.page - 1 })}
                rel="prev"
                className="page-step"
              >
                {t('category.previous')}
              </Link>
            )}
            <ol>
              {pageLinks(state.page, pages).map((page, index) =>
                page === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
                  <li key={`gap-${index}`} aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={page}>
                    <Link
                      to={listingHref(action, { ...state, page })}
                      aria-label={t('category.page', { page })}
                      aria-current={page === state.page ? 'page' : undefined}
                    >
                      {page}
                    </Link>
                  </li>
                ),
              )}
            </ol>
            {state.page < pages && (
              <Link
                to={listingHref(action, { ...state, page: state.page + 1 })}
                rel="next"
                className="page-step"
              >
                {t('category.next')}
              </Link>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
