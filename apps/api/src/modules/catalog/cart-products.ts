import type { StoreView } from '@hortus/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, preparedStatement } from '../../db/database';
import { type StorePriceRows, storePriceColumns, taxRateBp } from '../pricing';
import { type StockRows, stockColumn, stockStates } from '../stock';
import { type CatalogContext, pricingContext } from './catalog-context';

/** What a cart needs to know of a product it holds, priced for the shopper's store view and group. */
export interface CartProduct {
  id: number;
  sku: string;
  name: string;
  typeId: string;
  /** The product page's url_key: the parent's for a variant, whose page is the parent's with the variant chosen. */
  urlKey: string | null;
  /** The first picture: the variant's own, else its parent's (path under the media base URL). */
  image: string | null;
  /** Enabled (status below 2). */
  enabled: boolean;
  /** The configurable product this one is a variant of. */
  parentSku: string | null;
  /** No price in the store view: it cannot be sold there. */
  priced: boolean;
  regularPriceInclTax: number;
  /** The special price as stored (0: none); whether it applies is the price policy's call for each line. */
  specialPriceInclTax: number;
  specialFromDate: string | null;
  specialToDate: string | null;
  /** Every tier and group price the shopper's group may get, at any quantity. */
  tierPrices: { qty: number; customerGroupId: number | null; priceInclTax: number }[];
  taxRateBp: number;
  isInStock: boolean;
  minSaleQty: number;
  maxSaleQty: number;
}

/**
 * The cart's own part of a read that takes the products along. The cart module reads its row and lines in
 * the same statement as the products, so a cart call costs one round trip where it cost two; it hands its
 * part in here because the catalogue owns the product fields and the tax rates that price them. Each
 * `CartRead` is built once and prepared once per database connection, so its SQL must not change: the
 * values travel as `sql.placeholder`s (every name but `catalogStoreCode` and `catalogLanguage`).
 */
export interface CartRead {
  /** Common table expressions that `skus` and `columns` may name. */
  with: SQL;
  /** The skus of the products, a SQL text[] (null or empty: none). */
  skus: SQL;
  /** The caller's select-list entries, returned in `row` (named other than products, prices, tiers, stock). */
  columns: SQL;
}

/** A `CartRead` with the values of its placeholders. */
export interface CartProductsQuery {
  read: CartRead;
  values: Record<string, unknown>;
}

export interface CartProducts {
  /** The products by sku (unknown skus are missing). */
  products: Map<string, CartProduct>;
  /** The statement's row: the caller's columns by their names. */
  row: Record<string, unknown>;
}

interface ProductRow {
  id: number;
  sku: string;
  typeId: string;
  status: number;
  taxClassId: number;
  name: string;
  parentSku: string | null;
  urlKey: string | null;
  image: string | null;
}

type Rows = StorePriceRows & StockRows & { products: ProductRow[] | null };

/**
 * The products of a cart read, by sku: in the read's statement, the few fields a cart line needs with the
 * store view's prices and the stock, not the whole product documents. A variant without a name of its own
 * takes its parent's and is taxed in its parent's class.
 */
export async function cartProducts(
  context: CatalogContext,
  storeView: StoreView,
  query: CartProductsQuery,
  customerGroupId: number | null,
): Promise<CartProducts> {
  const { rows } = (await preparedRead(context.db, query.read).execute({
    ...query.values,
    catalogStoreCode: storeView.storeCode,
    catalogLanguage: storeView.i18n.language,
  })) as { rows: (Rows & Record<string, unknown>)[] };
  const row = rows[0] ?? { products: null, prices: [], tiers: [], stock: [] };
  const products = row.products ?? [];
  if (products.length === 0) return { products: new Map(), row };
  const pricing = await pricingContext(context, storeView, customerGroupId);
  // The store price rows as they are: the cart's price policy decides on special and tier prices once per
  // line, at its quantity (storePrices would decide them at quantity 1 as well, for nothing).
  const prices = new Map(row.prices.map((price) => [price.productId, price]));
  const stock = stockStates(row.stock, context.policiesOf(storeView).stock);
  const result = new Map<string, CartProduct>();
  for (const product of products) {
    const price = prices.get(product.id);
    const level = stock.get(product.id);
    result.set(product.sku, {
      id: product.id,
      sku: product.sku,
      name: product.name,
      typeId: product.typeId,
      urlKey: product.urlKey,
      image: product.image,
      enabled: product.status < 2,
      parentSku: product.parentSku,
      priced: price !== undefined,
      regularPriceInclTax: price?.priceMinor ?? 0,
      specialPriceInclTax: price?.specialPriceMinor ?? 0,
      specialFromDate: price?.specialFromDate ?? null,
      specialToDate: price?.specialToDate ?? null,
      tierPrices: row.tiers
        .filter(
          (tier) =>
            tier.productId === product.id &&
            (tier.customerGroupId === null || tier.customerGroupId === customerGroupId),
        )
        .map((tier) => ({
          qty: tier.qty,
          customerGroupId: tier.customerGroupId,
          priceInclTax: tier.priceMinor,
        })),
      taxRateBp: price ? taxRateBp(product.taxClassId, pricing) : 0,
      isInStock: level?.is_in_stock ?? false,
      minSaleQty: level?.min_sale_qty ?? 1,
      maxSaleQty: level?.max_sale_qty ?? 0,
    });
  }
  return { products: result, row };
}

function readStatement(read: CartRead): SQL {
  const ids = sql`(SELECT array_agg(id) FROM found)::int[]`;
  const language = sql.placeholder('catalogLanguage');
  return sql`
    WITH ${read.with}, found AS MATERIALIZED (
      -- The skus through a subquery: a plan made for the values then is no cheaper than the generic plan,
      -- which PostgreSQL therefore keeps instead of planning the statement again on every call.
      SELECT p.id, p.sku, p.type_id, p.status, p.tax_class_id FROM products p
      WHERE p.sku = ANY((SELECT (${read.skus})::text[])::text[])
    )
    SELECT ${read.columns},
      (SELECT json_agg(json_build_object(
          'id', f.id, 'sku', f.sku, 'typeId', f.type_id, 'status', f.status,
          'taxClassId', coalesce(parent.tax_class_id, f.tax_class_id),
          'name', coalesce(own.name, parent_name.name, f.sku), 'parentSku', parent.sku,
          'urlKey', coalesce(parent_name.url_key, own.url_key),
          'image', coalesce(
            (SELECT m.file FROM product_media m WHERE m.product_id = f.id AND m.media_type = 'image'
             ORDER BY m.position, m.id LIMIT 1),
            (SELECT m.file FROM product_media m WHERE m.product_id = parent.id AND m.media_type = 'image'
             ORDER BY m.position, m.id LIMIT 1))))
        FROM found f
        LEFT JOIN LATERAL (
          SELECT p.id, p.sku, p.tax_class_id FROM configurable_children c JOIN products p ON p.id = c.parent_id
          WHERE c.child_id = f.id ORDER BY p.id LIMIT 1
        ) parent ON true
        -- LIMIT 1 keeps these lookups by primary key: as plain joins, a plan made without the language's
        -- value (the prepared statement's generic plan) hashes every translation of a language instead.
        LEFT JOIN LATERAL (
          SELECT t.name, t.url_key FROM product_translations t
          WHERE t.product_id = f.id AND t.language = ${language} LIMIT 1
        ) own ON true
        LEFT JOIN LATERAL (
          SELECT t.name, t.url_key FROM product_translations t
          WHERE t.product_id = parent.id AND t.language = ${language} LIMIT 1
        ) parent_name ON true
      ) AS products,
      ${storePriceColumns(sql.placeholder('catalogStoreCode'), ids)},
      ${stockColumn(ids)}`;
}

/**
 * The read as a named prepared statement (db/database.ts): planning it took longer than running it
 * (0.6-0.8 ms against 0.3 ms on the cart benchmark's data).
 */
function preparedRead(db: Database, read: CartRead) {
  return preparedStatement(db, read, () => readStatement(read), 'cart_products');
}
