import {
  DEFAULT_SORT,
  type Language,
  MINOR_UNITS_PER_MAJOR,
  PRICE_RANGE_BOUNDS,
  STORE_VIEWS,
  type StoreView,
} from '@hortus/core';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedStatement, queryRows } from '../../db/database';
import { finalPriceMinor } from '../pricing';
import { type CatalogQuery, isRangeFilter, termValues } from './catalog-query';
import { type CardRows, cardColumns } from './product-cards';
import { foundBySearch, histogramOf, type ProductSearchResult, searchTerms } from './product-search';

/**
 * Unfiltered category listings read from `category_listings` (ADR 0003): a large category's facet counts
 * and sort over all its products cost ~25-35 ms a request from the search rows; kept per store view and
 * category they are a slice of one row. The search rows stay the truth: a listing that is missing or
 * whose prices have changed since (a special price started or ended) is answered from them and rebuilt.
 */

/** The sort orders a listing keeps, by the names a query gives them (product-search.ts `orderBy`). */
const SORT_COLUMNS: Record<string, string> = {
  latest: 'by_latest',
  'created_at:desc': 'by_latest',
  updated: 'by_updated',
  'updated_at:desc': 'by_updated',
  price_asc: 'by_price_asc',
  'price:asc': 'by_price_asc',
  price_desc: 'by_price_desc',
  'price:desc': 'by_price_desc',
};

export interface ListingRequest {
  categoryId: number;
  column: string;
}

/**
 * The kept listing a query can be answered from: no text, one category and nothing else to filter by, a
 * sort the listing keeps, and out-of-stock products listed (whether a product is in stock changes with
 * every order, which no reindex follows). Anything else goes to the search rows.
 */
export function keptListingFor(query: CatalogQuery, listOutOfStock: boolean): ListingRequest | undefined {
  if (!listOutOfStock || query.type !== 'product' || searchTerms(query.searchQuery).length > 0) return;
  const fields = Object.keys(query.filters);
  if (fields.length !== 1) return;
  const value = query.filters[fields[0] as string];
  if ((fields[0] !== 'category_ids' && fields[0] !== 'category_id') || value === undefined) return;
  if (isRangeFilter(value)) return;
  const values = termValues(value);
  const categoryId = typeof values[0] === 'number' ? values[0] : Number(values[0]);
  if (values.length !== 1 || !Number.isInteger(categoryId) || categoryId < 1 || categoryId > 2 ** 31 - 1)
    return;
  const column = SORT_COLUMNS[query.sort ?? `${DEFAULT_SORT.field}:${DEFAULT_SORT.direction}`];
  return column ? { categoryId, column } : undefined;
}

/** The UTC day of `now`, as `finalPriceMinor` compares the special price's dates with. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

interface KeptListingRow {
  total: number;
  options: [number, number][];
  slots: [number, number][];
  page: number[] | null;
  current: boolean;
}

/** A kept listing's page, and its cards' rows where they were asked for (`cardsIn`). */
export interface KeptListingPage {
  result: ProductSearchResult;
  cardRows: CardRows | undefined;
}

/**
 * One page of a kept listing: `undefined` when there is none for the store view and category, or when its
 * price order is not today's; then a rebuild of it is started (once per process, category and day) and
 * the caller searches the rows. With `cardsIn` (a language) the same statement reads the page's cards
 * (product-cards.ts), one round trip for a whole card listing.
 */
export async function readKeptListing(
  db: Database,
  storeView: StoreView,
  listing: ListingRequest,
  page: { from: number; size: number },
  now: Date,
  cardsIn?: Language,
): Promise<KeptListingPage | undefined> {
  const today = utcDay(now);
  const statement = preparedStatement(
    db,
    readKey(listing.column, cardsIn !== undefined),
    () =>
      readStatement(
        listing.column,
        {
          storeCode: sql.placeholder('storeCode'),
          categoryId: sql.placeholder('categoryId'),
          first: sql.placeholder('first'),
          last: sql.placeholder('last'),
          today: sql.placeholder('today'),
        },
        cardsIn === undefined ? undefined : sql.placeholder('language'),
      ),
    'kept_listing',
  );
  const { rows } = (await statement.execute({
    storeCode: storeView.storeCode,
    categoryId: listing.categoryId,
    first: page.from + 1,
    last: page.from + page.size,
    today,
    ...(cardsIn === undefined ? {} : { language: cardsIn }),
  })) as { rows: (KeptListingRow & Partial<CardRows>)[] };
  const row = rows[0];
  if (!row?.current) {
    refreshOnce(db, storeView.storeCode, listing.categoryId, today, now);
    return undefined;
  }
  const productIds = row.page ?? [];
  return {
    result: {
      total: row.total,
      productIds,
      scores: new Map(productIds.map((id) => [id, 0])),
      optionCounts: new Map(row.options),
      priceHistogram: histogramOf(row.slots),
      fuzzy: false,
    },
    cardRows: cardsIn === undefined ? undefined : (row as KeptListingRow & CardRows),
  };
}

/**
 * One prepared read per sort column, with and without the cards (the column is part of the statement's
 * text; SORT_COLUMNS's few).
 */
const readKeys = new Map<string, object>();

function readKey(column: string, withCards: boolean): object {
  const name = `${column}:${withCards}`;
  let key = readKeys.get(name);
  if (!key) {
    key = {};
    readKeys.set(name, key);
  }
  return key;
}

interface ReadParameters {
  storeCode: string | Placeholder;
  categoryId: number | Placeholder;
  first: number | Placeholder;
  last: number | Placeholder;
  today: string | Placeholder;
}

function readStatement(column: string, p: ReadParameters, cardsIn?: Placeholder): SQL {
  const listing = sql`SELECT total, option_counts AS options, price_slots AS slots,
      ${sql.identifier(column)}[${p.first}::int:${p.last}::int] AS page,
      priced_on <= ${p.today}::date AND (valid_until IS NULL OR valid_until > ${p.today}::date) AS current
    FROM category_listings WHERE store_code = ${p.storeCode} AND category_id = ${p.categoryId}::int`;
  if (!cardsIn) return listing;
  return sql`WITH listing AS MATERIALIZED (${listing})
    SELECT listing.*, ${cardColumns(cardsIn, p.storeCode, sql`(SELECT page FROM listing)::int[]`)} FROM listing`;
}

/** The plan of a kept listing's read (for the benchmark's check that it is one primary-key read). */
export async function explainKeptListing(
  db: Database,
  storeView: StoreView,
  listing: ListingRequest,
  page: { from: number; size: number },
  options: { analyze?: boolean },
): Promise<string[]> {
  const explain = options.analyze ? sql`EXPLAIN (ANALYZE, BUFFERS)` : sql`EXPLAIN`;
  const statement = readStatement(listing.column, {
    storeCode: storeView.storeCode,
    categoryId: listing.categoryId,
    first: page.from + 1,
    last: page.from + page.size,
    today: utcDay(new Date()),
  });
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`${explain} ${statement}`);
  return rows.map((row) => row['QUERY PLAN']);
}

const refreshesStarted = new WeakMap<Database, Set<string>>();

function refreshOnce(db: Database, storeCode: string, categoryId: number, today: string, now: Date): void {
  let started = refreshesStarted.get(db);
  if (!started) {
    started = new Set();
    refreshesStarted.set(db, started);
  }
  const key = `${storeCode}:${categoryId}:${today}`;
  if (started.has(key)) return;
  started.add(key);
  // In the background: this request is answered from the search rows meanwhile. A failure only means the
  // search rows keep answering until the next reindex.
  void rebuildCategoryListings(db, { storeCodes: [storeCode], categoryIds: [categoryId] }, now).catch(
    () => undefined,
  );
}

/** Forgets which refreshes were started, after a reindex replaced the listings. */
export function forgetListingRefreshes(db: Database): void {
  refreshesStarted.delete(db);
}

/** One key for every writer of the listings: a rebuild reads the search rows only once the last one wrote. */
const LISTINGS_LOCK = sql`pg_advisory_xact_lock(hashtext('category_listings'))`;

/** The round bounds in minor units, one array literal the statement passes as a single parameter. */
const PRICE_RANGE_BOUNDS_MINOR = `{${PRICE_RANGE_BOUNDS.map((bound) => bound * MINOR_UNITS_PER_MAJOR).join(',')}}`;

/**
 * Rebuilds the kept listings of the given store views (all when none are named) and categories (all when
 * none are named) from the search rows, with their order by today's final prices, in a transaction of its
 * own after the listings' lock: two rebuilds never interleave, and a rebuild that waited for a reindex's
 * batch reads what that batch wrote. A category without products loses its row.
 */
export async function rebuildCategoryListings(
  db: Database,
  scope: { storeCodes?: string[]; categoryIds?: number[] },
  now: Date,
): Promise<void> {
  const storeCodes = scope.storeCodes ?? STORE_VIEWS.map((view) => view.storeCode);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${LISTINGS_LOCK}`);
    for (const storeCode of storeCodes) await rebuild(tx, storeCode, scope.categoryIds, now);
  });
}

/** The same, inside a transaction that already holds what it changed (a reindex's batch). */
export async function rebuildCategoryListingsIn(
  tx: Database,
  categoryIds: number[],
  now: Date,
): Promise<void> {
  if (categoryIds.length === 0) return;
  await tx.execute(sql`SELECT ${LISTINGS_LOCK}`);
  for (const view of STORE_VIEWS) await rebuild(tx, view.storeCode, categoryIds, now);
}

/** Drops every kept listing (a full reindex rebuilds them at its end; the search rows answer meanwhile). */
export async function clearCategoryListings(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${LISTINGS_LOCK}`);
    await tx.execute(sql`DELETE FROM category_listings`);
  });
}

async function rebuild(
  tx: Database,
  storeCode: string,
  categoryIds: number[] | undefined,
  now: Date,
): Promise<void> {
  const only = categoryIds ? sql`${`{${categoryIds.join(',')}}`}::int[]` : null;
  await tx.execute(sql`DELETE FROM category_listings WHERE store_code = ${storeCode}
    ${only ? sql`AND category_id = ANY(${only})` : sql``}`);
  await tx.execute(insertStatement(storeCode, only, now));
}

function insertStatement(storeCode: string, only: SQL | null, now: Date): SQL {
  const today = sql`${utcDay(now)}::date`;
  // The first day on which the row's final price changes: its special price starting or ending.
  const changesOn = sql`CASE WHEN d.special_price_minor > 0 AND d.special_price_minor < d.price_minor THEN
      LEAST(
        CASE WHEN d.special_from_date > ${today} THEN d.special_from_date END,
        CASE WHEN d.special_to_date >= ${today} THEN d.special_to_date + 1 END)
    END`;
  return sql`
    WITH listed AS MATERIALIZED (
      SELECT c.category_id, d.product_id, d.option_ids, d.created_at, d.updated_at,
        ${finalPriceMinor('d', now)} AS final_price, ${changesOn} AS changes_on
      FROM product_search_documents d, unnest(d.category_ids) AS c(category_id)
      WHERE d.store_code = ${storeCode} AND ${foundBySearch('d')}
        ${only ? sql`AND d.category_ids && ${only} AND c.category_id = ANY(${only})` : sql``}
    ), options AS (
      SELECT category_id, jsonb_agg(jsonb_build_array(option_id, products)) AS option_counts FROM (
        SELECT l.category_id, o.option_id, count(*)::int AS products
        FROM listed l, unnest(l.option_ids) AS o(option_id) GROUP BY 1, 2
      ) counted GROUP BY category_id
    ), slots AS (
      SELECT category_id, jsonb_agg(jsonb_build_array(slot, products)) AS price_slots FROM (
        SELECT category_id, width_bucket(final_price::bigint, ${PRICE_RANGE_BOUNDS_MINOR}::bigint[]) AS slot,
          count(*)::int AS products
        FROM listed GROUP BY 1, 2
      ) counted GROUP BY category_id
    ), orders AS (
      SELECT category_id, count(*)::int AS total,
        array_agg(product_id ORDER BY created_at DESC, product_id DESC) AS by_latest,
        array_agg(product_id ORDER BY updated_at DESC, product_id DESC) AS by_updated,
        array_agg(product_id ORDER BY final_price ASC, product_id) AS by_price_asc,
        array_agg(product_id ORDER BY final_price DESC, product_id) AS by_price_desc,
        min(changes_on) AS valid_until
      FROM listed GROUP BY category_id
    )
    INSERT INTO category_listings (store_code, category_id, total, option_counts, price_slots,
      by_latest, by_updated, by_price_asc, by_price_desc, priced_on, valid_until)
    SELECT ${storeCode}, o.category_id, o.total, coalesce(op.option_counts, '[]'::jsonb), s.price_slots,
      o.by_latest, o.by_updated, o.by_price_asc, o.by_price_desc, ${today}, o.valid_until
    FROM orders o LEFT JOIN options op USING (category_id) JOIN slots s USING (category_id)`;
}
