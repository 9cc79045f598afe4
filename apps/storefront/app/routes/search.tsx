import { Form, Link } from 'react-router';
import { listingQuery, ProductListing, readListingState } from '../components/ProductListing';
import { SEARCH_MIN_LENGTH } from '../components/search-rules';
import { CARD_FIELDS, searchProducts } from '../lib/catalog.server';
import { useTranslation } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import type { Route } from './+types/search';

export const handle: RouteHandle = { cache: ['search'] };

/** The search page: what the search panel shows, as a page (and the panel's no-JavaScript fallback). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const url = new URL(request.url);
  const term = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const state = { ...readListingState(url), keep: { q: term } };
  if (term.length < SEARCH_MIN_LENGTH) return { term, state, result: null };
  const result = await searchProducts(storeView, {
    ...listingQuery(state),
    searchQuery: term,
    _sourceInclude: CARD_FIELDS,
  });
  return { term, state, result };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.term ? `${data.term} | Hortus` : 'Hortus' },
  { name: 'robots', content: 'noindex' },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const { term, state, result } = loaderData;
  const action = urls.search(storeView.storeCode);
  return (
    <div className="container search-page">
      <h1>{term ? t('search.title', { term }) : t('search.label')}</h1>
      <Form method="get" action={action} role="search" className="search-form">
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-page-input"
          name="q"
          type="search"
          defaultValue={term}
          placeholder={t('search.placeholder')}
          minLength={SEARCH_MIN_LENGTH}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </Form>
      {term.length > 0 && term.length < SEARCH_MIN_LENGTH && (
        <p>{t('search.minLength', { count: SEARCH_MIN_LENGTH })}</p>
      )}
      {result?.suggestion && (
        <p className="search-suggestion">
          {t('search.didYouMean')}{' '}
          <Link to={`${action}?${new URLSearchParams({ q: result.suggestion })}`}>{result.suggestion}</Link>
        </p>
      )}
      {result && result.total === 0 && <p>{t('search.noResults', { term })}</p>}
      {result && result.total > 0 && <ProductListing result={result} state={state} action={action} />}
    </div>
  );
}
