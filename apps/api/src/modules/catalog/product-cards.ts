import { CARD_FIELDS } from '@hortus/api-contract';
import type { Language, StockPolicy } from '@hortus/core';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedStatement } from '../../db/database';
import {
  type PricingContext,
  priceFields,
  type StorePrice,
  type StorePriceRows,
  storePriceColumns,
  storePrices,
} from '../pricing';
import { noStock, type StockRows, stockColumn, stockStates } from '../stock';
import type { CatalogQuery } from './catalog-query';
import { pickSourceFields, type SourceDocument } from './document-query';

/**
 * Product cards kept as JSON text (ADR 0003, `product_cards`): a list of 50 cards used to parse 50 whole
 * documents with their variants' prices and stock, merge the prices in and serialise the picked fields
 * again, which made most of a category answer's CPU. A card's text is cut once, when the product is
 * reindexed; a request adds only what changes without a reindex (the product's price for the shopper's
 * customer group today, and its stock) and joins the texts.
 */

const SAMPLE_PRICE: StorePrice = {
  currency: 'EUR',
  regularGross: 0,
  finalGross: 0,
  specialGross: 0,
  specialFromDate: null,
  specialToDate: null,
  tierPrices: [],
  rateBp: 0,
};
const PRICE_FIELD_NAMES = new Set(Object.keys(priceFields(SAMPLE_PRICE)));

/** The card's fields that are priced per request, and the ones kept in the card's text. */
const PRICED_CARD_FIELDS = CARD_FIELDS.filter((field) => PRICE_FIELD_NAMES.has(field)) as (keyof ReturnType<
  typeof priceFields
>)[];
const KEPT_CARD_FIELDS = CARD_FIELDS.filter((field) => !PRICE_FIELD_NAMES.has(field) && field !== 'stock');
const CARD_FIELD_SET = new Set<string>(CARD_FIELDS);

/** The text kept for a product's document: its card without prices and stock. */
export function cardText(source: SourceDocument): string {
  return JSON.stringify(pickSourceFields(source, KEPT_CARD_FIELDS, undefined));
}

/** Whether a query selects exactly the card's fields, which the kept cards can answer. */
export function selectsCards(query: Pick<CatalogQuery, '_sourceInclude' | '_sourceExclude'>): boolean {
  const include = query._sourceInclude;
  if (!include || (query._sourceExclude && query._sourceExclude.length > 0)) return false;
  const selected = new Set(include);
  return selected.size === CARD_FIELD_SET.size && [...selected].every((field) => CARD_FIELD_SET.has(field));
}

/** What `cardColumns` reads. */
export type CardRows = StorePriceRows & StockRows & { cards: string | null };

const CARDS_STATEMENT = {};

/**
 * The cards of `ids` in their order, each the JSON text of one answer item (`_score` from `scores`), priced
 * for the pricing context's shopper and with their stock now; undefined when one of them has no kept card
 * (not reindexed since the cards came, or its variants differ between the language's store views), and
 * the documents must answer.
 */
export async function loadCardTexts(
  db: Database,
  ids: number[],
  language: Language,
  context: PricingContext,
  stockPolicy: StockPolicy,
  scores: Map<number, number>,
): Promise<string[] | undefined> {
  if (ids.length === 0) return [];
  const statement = preparedStatement(
    db,
    CARDS_STATEMENT,
    () =>
      sql`SELECT ${cardColumns(sql.placeholder('language'), sql.placeholder('storeCode'), sql`${sql.placeholder('ids')}::int[]`)}`,
    'product_cards',
  );
  const { rows } = (await statement.execute({
    ids: `{${ids.map((id) => Math.trunc(id)).join(',')}}`,
    language,
    storeCode: context.storeView.storeCode,
  })) as { rows: CardRows[] };
  const row = rows[0];
  return row ? cardTextsOf(row, ids, context, stockPolicy, scores) : undefined;
}

/**
 * The columns a statement selects for the cards of the products `ids` (an int[] expression) names: their
 * kept texts, the products' own prices and tier prices, and their stock.
 */
export function cardColumns(language: Placeholder | string, storeCode: Placeholder | string, ids: SQL): SQL {
  return sql`
      (SELECT string_agg(c.product_id || ',' || c.tax_class_id || ',' || coalesce(c.card, ''), E'\n')
        FROM product_cards c WHERE c.language = ${language} AND c.product_id = ANY(${ids})) AS cards,
      ${storePriceColumns(storeCode, ids)},
      ${stockColumn(ids)}`;
}

/** The answer items of `cardColumns`'s row, as `loadCardTexts` answers them. */
export function cardTextsOf(
  row: CardRows,
  ids: number[],
  context: PricingContext,
  stockPolicy: StockPolicy,
  scores: Map<number, number>,
): string[] | undefined {
  if (ids.length === 0) return [];
  if (!row.cards) return undefined;
  const kept = new Map<number, { taxClassId: number; card: string }>();
  // One line per card: "id,tax class,text"; a JSON text holds no raw line break.
  for (const line of row.cards.split('\n')) {
    const first = line.indexOf(',');
    const second = line.indexOf(',', first + 1);
    const card = line.slice(second + 1);
    if (card === '') return undefined;
    kept.set(Number(line.slice(0, first)), { taxClassId: Number(line.slice(first + 1, second)), card });
  }
  if (ids.some((id) => !kept.has(id))) return undefined;
  const prices = storePrices(row.prices, row.tiers, (id) => kept.get(id)?.taxClassId ?? 0, context);
  const stock = stockStates(row.stock, stockPolicy);
  return ids.map((id) => {
    const price = prices.get(id);
    let live = '{';
    if (price) {
      const fields = priceFields(price);
      for (const field of PRICED_CARD_FIELDS) live += `"${field}":${JSON.stringify(fields[field])},`;
    }
    live += `"stock":${JSON.stringify(stock.get(id) ?? noStock(id))},"_score":${scores.get(id) ?? 0},`;
    return live + (kept.get(id)?.card ?? '{}').slice(1);
  });
}
