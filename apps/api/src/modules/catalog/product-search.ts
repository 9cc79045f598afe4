import {
  DEFAULT_SORT,
  groupSearchTerms,
  type Language,
  MINOR_UNITS_PER_MAJOR,
  PRICE_RANGE_BOUNDS,
  PRODUCT_STATUSES_IN_SEARCH,
  PRODUCT_VISIBILITIES_IN_SEARCH,
  type PriceHistogram,
  parsePriceBucket,
  SEARCH_BOOSTS,
  SEARCH_MIN_SCORE,
  SEARCH_MINIMUM_SHOULD_MATCH,
  type SearchTermGroup,
  type StoreView,
} from '@hortus/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database';
import { badRequest } from '../../http/envelope';
import { finalPriceMinor } from '../pricing';
import { inStockJoin } from '../stock';
import type { AttributeCatalog } from './attribute-catalog';
import { type CatalogQuery, isRangeFilter, type RangeFilter, termValues } from './catalog-query';
import { textSearchConfigFor } from './search-language';

/**
 * Spec 9's boosts (name 4, sku 2, category name 1) as ts_rank's {D, C, B, A} weights, relative to the name's;
 * the description lowest. The score is 10 x ts_rank, so a lone category-name match still reaches
 * SEARCH_MIN_SCORE.
 */
const RANK_WEIGHTS = `{0.05, ${SEARCH_BOOSTS.categoryName / SEARCH_BOOSTS.name}, ${SEARCH_BOOSTS.sku / SEARCH_BOOSTS.name}, 1.0}`;
const MAX_TERMS = 10;
/** Fuzzy fallback: nearest names by trigram word distance, at most this many, at most this far (0..1). */
const FUZZY_CANDIDATES = 200;
const FUZZY_MAX_DISTANCE = 0.5;
/**
 * The search rows a shop search may find (spec 5: visibility 2, 3 or 4 and status 0 or 1), of the table
 * named `alias`. Literals, not parameters, so the planner can match the condition to the rows' statistics.
 */
export function foundBySearch(alias: string): SQL {
  const d = sql.identifier(alias);
  const visibilities = sql.raw(PRODUCT_VISIBILITIES_IN_SEARCH.join(', '));
  const statuses = sql.raw(PRODUCT_STATUSES_IN_SEARCH.join(', '));
  return sql`${d}.visibility IN (${visibilities}) AND ${d}.status IN (${statuses})`;
}

export interface ProductSearchResult {
  total: number;
  productIds: number[];
  scores: Map<number, number>;
  optionCounts: Map<number, number>;
  /** The hits' prices over the round bounds (before any price filter, so the ranges stay as they are). */
  priceHistogram: PriceHistogram;
  /** The text found no product and these are the trigram look-alikes (the answer may suggest a spelling). */
  fuzzy: boolean;
}

export interface ProductSearchInput {
  storeView: StoreView;
  query: CatalogQuery;
  attributes: AttributeCatalog;
  listOutOfStock: boolean;
  /** The moment whose special prices apply: the same as the found products' prices are shown for. */
  now: Date;
}

/** The final price once the matches are materialised (`matched`). */
const matchedFinalPrice = sql`m.final_price`;

export function searchTerms(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

/**
 * A term's text query. Every function in it is immutable (`search_unaccent` is the immutable wrapper of
 * migration 0002, the configuration a literal), so PostgreSQL folds it into a constant when it plans the
 * statement: it is built once, not once per row, and the planner estimates its hits from the statistics.
 */
function termQuery(config: SQL, term: string, isLast: boolean): SQL {
  // The last term is a prefix so that results follow the shopper's typing (live search).
  return isLast && term.length >= 3
    ? sql`to_tsquery(${config}, quote_literal(search_unaccent(${term})) || ':*')`
    : sql`plainto_tsquery(${config}, search_unaccent(${term}))`;
}

/**
 * A group's text query: the shopper's words, or any of the catalogue's terms for them when the words are a
 * synonym of the language's list ('Gartenhaus' finds the 'Gerätehaus'); constant like `termQuery`.
 */
function groupQuery(config: SQL, group: SearchTermGroup, isLast: boolean): SQL {
  const own =
    group.words.length === 1
      ? termQuery(config, group.words[0] as string, isLast)
      : sql`plainto_tsquery(${config}, search_unaccent(${group.words.join(' ')}))`;
  if (group.alternatives.length === 0) return own;
  const alternatives = group.alternatives.map(
    (term) => sql`plainto_tsquery(${config}, search_unaccent(${term}))`,
  );
  return sql`(${sql.join([own, ...alternatives], sql` || `)})`;
}

interface TextConditions {
  match: SQL;
  score: SQL;
  /** Hits below this score are dropped (the full-text search; the fuzzy candidates are bounded by distance). */
  minScore?: number;
}

function textConditions(language: Language, terms: string[]): TextConditions {
  // A literal, not a parameter: casting a parameter to regconfig is not immutable and would stop the folding.
  const config = sql.raw(`'${textSearchConfigFor(language)}'::regconfig`);
  const groups = groupSearchTerms(language, terms);
  const queries = groups.map((group, index) => groupQuery(config, group, index === groups.length - 1));
  const anyTerm = sql.join(queries, sql` || `);
  // Rounded down as the search engines do, at least one.
  const required = Math.max(1, Math.floor(groups.length * SEARCH_MINIMUM_SHOULD_MATCH));
  const matched = sql.join(
    queries.map((query) => sql`(d.search_vector @@ ${query})::int`),
    sql` + `,
  );
  const score = sql`10 * ts_rank(${RANK_WEIGHTS}::float4[], d.search_vector, ${anyTerm})`;
  // The minimum score is applied to the materialised matches (searchStatement), so ts_rank runs once a row.
  const match =
    required > 1
      ? sql`d.search_vector @@ (${anyTerm}) AND (${matched}) >= ${required}`
      : sql`d.search_vector @@ (${anyTerm})`;
  return { match, score, minScore: SEARCH_MIN_SCORE };
}

function fuzzyConditions(storeView: StoreView, text: string): TextConditions {
  const needle = sql`lower(search_unaccent(${text}))`;
  return {
    match: sql`d.product_id IN (
      SELECT c.product_id FROM (
        SELECT f.product_id, ${needle} <<-> f.fuzzy_text AS distance
        FROM product_search_documents f
        WHERE f.store_code = ${storeView.storeCode}
        ORDER BY ${needle} <<-> f.fuzzy_text
        LIMIT ${FUZZY_CANDIDATES}
      ) c WHERE c.distance <= ${FUZZY_MAX_DISTANCE})`,
    score: sql`(1 - (${needle} <<-> d.fuzzy_text))`,
  };
}

const FLAG_COLUMNS = {
  new: sql`d.is_new`,
  sale: sql`d.is_sale`,
  dealer_product: sql`d.dealer_product`,
  inquiry_product: sql`d.inquiry_product`,
};

// A bound is compared as numeric: any finite number a client sends (12.5, 1e20) is a valid bound, where a
// parameter typed after the integer column would fail to convert.
function rangeCondition(expression: SQL, range: RangeFilter): SQL[] {
  const conditions: SQL[] = [];
  if (range.gt !== undefined) conditions.push(sql`${expression} > ${range.gt}::numeric`);
  if (range.gte !== undefined) conditions.push(sql`${expression} >= ${range.gte}::numeric`);
  if (range.lt !== undefined) conditions.push(sql`${expression} < ${range.lt}::numeric`);
  if (range.lte !== undefined) conditions.push(sql`${expression} <= ${range.lte}::numeric`);
  return conditions;
}

/** Ids are PostgreSQL integers: a value outside their range names nothing the shop has. */
const MAX_ID = 2_147_483_647;

function integers(values: (string | number | boolean)[], field: string): number[] {
  return values.map((value) => {
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(number) || Math.abs(number) > MAX_ID) {
      throw badRequest(`Filter '${field}' takes integer values`);
    }
    return number;
  });
}

// Arrays go to PostgreSQL as one parameter each (drizzle would spread a JS array into a value list).
function intArray(values: number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}

function textArray(values: string[]): SQL {
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

function priceConditions(value: CatalogQuery['filters'][string]): SQL[] {
  if (isRangeFilter(value)) return rangeCondition(matchedFinalPrice, value);
  // Range keys ('0-50', '1000-1500', '2500-*') as the price facet returns them; several are alternatives.
  const keys = (Array.isArray(value) ? value : [value]).map(String);
  const ranges = keys.map((key) => {
    const bucket = parsePriceBucket(key);
    if (!bucket)
      throw badRequest(
        `Unknown price range '${key}'; use from-to in whole amounts, e.g. 0-50, 50-100, 150-*`,
      );
    return bucket.toMinor === null
      ? sql`${matchedFinalPrice} >= ${bucket.fromMinor}`
      : sql`(${matchedFinalPrice} >= ${bucket.fromMinor} AND ${matchedFinalPrice} < ${bucket.toMinor})`;
  });
  return ranges.length ? [sql`(${sql.join(ranges, sql` OR `)})`] : [];
}

/** The query's filters: on the search row (`d`), and on its final price once materialised (`m`). */
function filterConditions(input: ProductSearchInput): { conditions: SQL[]; priceConditions: SQL[] } {
  const conditions: SQL[] = [];
  const onPrice: SQL[] = [];
  for (const [field, value] of Object.entries(input.query.filters)) {
    if (field === 'price') {
      onPrice.push(...priceConditions(value));
      continue;
    }
    if (isRangeFilter(value)) {
      if (field === 'created_at' || field === 'updated_at') {
        throw badRequest(`Filter '${field}' takes no range`);
      }
      throw badRequest(`Filter '${field}' takes values, not a range`);
    }
    const values = termValues(value);
    if (values.length === 0) continue;
    switch (field) {
      case 'category_ids':
      case 'category_id':
        conditions.push(sql`d.category_ids && ${intArray(integers(values, field))}`);
        break;
      case 'id':
        conditions.push(sql`d.product_id = ANY(${intArray(integers(values, field))})`);
        break;
      case 'sku':
        conditions.push(sql`d.sku = ANY(${textArray(values.map(String))})`);
        break;
      case 'type_id':
        conditions.push(sql`d.type_id::text = ANY(${textArray(values.map(String))})`);
        break;
      case 'new':
      case 'sale':
      case 'dealer_product':
      case 'inquiry_product':
        conditions.push(sql`${FLAG_COLUMNS[field]} = ${values[0] === true || values[0] === 'true'}`);
        break;
      default: {
        const attribute = input.attributes.byCode.get(field);
        if (!attribute?.isFilterable) throw badRequest(`Unknown filter '${field}'`);
        conditions.push(sql`d.option_ids && ${intArray(integers(values, field))}`);
      }
    }
  }
  return { conditions, priceConditions: onPrice };
}

function orderBy(sort: string | undefined, hasText: boolean): SQL {
  switch (sort ?? (hasText ? 'relevance' : `${DEFAULT_SORT.field}:${DEFAULT_SORT.direction}`)) {
    case 'relevance':
      return sql`score DESC, product_id`;
    case 'latest':
    case 'created_at:desc':
      return sql`created_at DESC, product_id DESC`;
    case 'updated':
    case 'updated_at:desc':
      return sql`updated_at DESC, product_id DESC`;
    case 'price_asc':
    case 'price:asc':
      return sql`final_price ASC, product_id`;
    case 'price_desc':
    case 'price:desc':
      return sql`final_price DESC, product_id`;
    default:
      throw badRequest(`Unknown sort '${sort}'; use latest, price_asc, price_desc, relevance or updated`);
  }
}

/**
 * Product search in one store view: full text in the store language (GIN), falling back to trigram
 * nearest names when the text finds no product at all; filters, one page of ids and the facet counts in
 * one round trip (ADR 0003). Words that are found, but not among the filtered products, get no fuzzy
 * look-alikes: the shopper spelt them right.
 */
export async function searchProducts(db: Database, input: ProductSearchInput): Promise<ProductSearchResult> {
  const terms = searchTerms(input.query.searchQuery);
  const language = input.storeView.i18n.language;
  if (terms.length === 0) return runSearch(db, searchStatement(input, null), false);
  const text = textConditions(language, terms);
  const result = await runSearch(db, searchStatement(input, text), false);
  if (result.total > 0 || (await textFindsAnything(db, input.storeView, text))) return result;
  return runSearch(db, searchStatement(input, fuzzyConditions(input.storeView, terms.join(' '))), true);
}

async function textFindsAnything(db: Database, storeView: StoreView, text: TextConditions): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (
      SELECT 1 FROM product_search_documents d
      WHERE d.store_code = ${storeView.storeCode} AND ${foundBySearch('d')}
        AND ${text.match} AND ${text.score} >= ${text.minScore ?? 0}
    ) AS found`,
  );
  return row?.found === true;
}

/**
 * The plan PostgreSQL chooses for a product search, one line per row of EXPLAIN's text format: the
 * full-text statement, or with `fuzzy` the trigram fallback. With `analyze` the statement runs and the plan
 * carries timings and buffer counts. For benchmarks and tests that prove which indexes a search uses.
 */
export async function explainProductSearch(
  db: Database,
  input: ProductSearchInput,
  options: { analyze?: boolean; fuzzy?: boolean } = {},
): Promise<string[]> {
  const terms = searchTerms(input.query.searchQuery);
  const language = input.storeView.i18n.language;
  const text =
    terms.length === 0
      ? null
      : options.fuzzy
        ? fuzzyConditions(input.storeView, terms.join(' '))
        : textConditions(language, terms);
  const explain = options.analyze ? sql`EXPLAIN (ANALYZE, BUFFERS)` : sql`EXPLAIN`;
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`${explain} ${searchStatement(input, text)}`);
  return rows.map((row) => row['QUERY PLAN']);
}

interface SearchRow {
  total: number;
  page: [number, number][];
  options: [number, number][];
  prices: [number, number][];
}

async function runSearch(db: Database, statement: SQL, fuzzy: boolean): Promise<ProductSearchResult> {
  const [row] = await queryRows<SearchRow>(db, statement);
  if (!row) throw new Error('search returned no row');
  return {
    total: row.total,
    productIds: row.page.map(([id]) => id),
    scores: new Map(row.page.map(([id, score]) => [id, score])),
    optionCounts: new Map(row.options),
    priceHistogram: histogramOf(row.prices),
    fuzzy,
  };
}

/** The price facet's counts per slot of the round bounds, from [slot, count] pairs. */
export function histogramOf(slots: [number, number][]): number[] {
  const histogram = new Array<number>(PRICE_RANGE_BOUNDS.length + 1).fill(0);
  for (const [slot, count] of slots) histogram[slot] = count;
  return histogram;
}

/** The round bounds in minor units, one array literal the statement passes as a single parameter. */
const PRICE_RANGE_BOUNDS_MINOR = `{${PRICE_RANGE_BOUNDS.map((bound) => bound * MINOR_UNITS_PER_MAJOR).join(',')}}`;

/**
 * One statement for the whole answer. `matched` reads the store view's partition once: text match, filters
 * on the row, the score and the final price, computed once per row; `hits` keeps the rows that reach the
 * minimum score and the price filter (and joins the stock only when out-of-stock products are hidden). The
 * total, the page of ids and the option counts are then read from the materialised hits; the price
 * histogram from the hits before the price filter (`priced`, only materialised when there is one), so the
 * shopper still sees, and can add, the other ranges.
 */
function searchStatement(input: ProductSearchInput, text: TextConditions | null): SQL {
  const { storeView, query } = input;
  const order = orderBy(query.sort, text !== null);
  const filters = filterConditions(input);
  const conditions = [
    sql`d.store_code = ${storeView.storeCode}`,
    foundBySearch('d'),
    ...(text ? [text.match] : []),
    ...filters.conditions,
  ];
  const scoreConditions = text?.minScore === undefined ? [] : [sql`m.score >= ${text.minScore}`];
  const stockJoin = input.listOutOfStock ? sql`` : inStockJoin(sql`m.product_id`);
  const where = (conditions: SQL[]) =>
    conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const columns = sql`m.product_id, m.option_ids, m.created_at, m.updated_at, m.score, m.final_price`;
  const byPrice = filters.priceConditions.length > 0;
  const hits = byPrice
    ? sql`priced AS MATERIALIZED (
        SELECT ${columns} FROM matched m ${stockJoin} ${where(scoreConditions)}
      ), hits AS MATERIALIZED (
        SELECT ${columns} FROM priced m ${where(filters.priceConditions)}
      )`
    : sql`hits AS MATERIALIZED (
        SELECT ${columns} FROM matched m ${stockJoin} ${where(scoreConditions)}
      )`;
  return sql`
    WITH matched AS MATERIALIZED (
      SELECT d.product_id, d.option_ids, d.created_at, d.updated_at, ${text ? text.score : sql`0`}::float8 AS score,
        -- Per search, not at reindex: a special price starts and ends with its days without a reindex.
        ${finalPriceMinor('d', input.now)} AS final_price
      FROM product_search_documents d
      WHERE ${sql.join(conditions, sql` AND `)}
    ), ${hits}
    SELECT
      (SELECT count(*)::int FROM hits) AS total,
      (SELECT coalesce(json_agg(json_build_array(product_id, score)), '[]'::json) FROM (
        SELECT product_id, score FROM hits ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.from}
      ) page) AS page,
      (SELECT coalesce(json_agg(json_build_array(option_id, hits_count)), '[]'::json) FROM (
        SELECT option_id, count(*)::int AS hits_count FROM (SELECT unnest(option_ids) AS option_id FROM hits) o
        GROUP BY option_id
      ) options) AS options,
      (SELECT coalesce(json_agg(json_build_array(slot, slot_count)), '[]'::json) FROM (
        SELECT width_bucket(final_price::bigint, ${PRICE_RANGE_BOUNDS_MINOR}::bigint[]) AS slot,
          count(*)::int AS slot_count
        FROM ${byPrice ? sql`priced` : sql`hits`} GROUP BY 1
      ) histogram) AS prices
  `;
}

/**
 * The words of a store view's product names, as written (accents and capitals kept), for "did you mean"
 * suggestions. Reads the store view's partition once; the caller caches it until the next reindex.
 */
export async function productNameWords(db: Database, storeView: StoreView): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`SELECT DISTINCT w.word FROM product_search_documents d,
      regexp_split_to_table(d.name, '[^[:alnum:]À-ɏ]+') AS w(word)
      WHERE d.store_code = ${storeView.storeCode} AND ${foundBySearch('d')} AND w.word <> ''`,
  );
  return rows.map((row) => row.word);
}
