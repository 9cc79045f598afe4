import type { StoreView } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { policiesFor } from '../../policies';
import { type StorePriceRows, storePriceColumns, storePrices } from '../pricing';
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

/**
 * The products of these skus for a cart, by sku (unknown skus are missing): in one statement, the few
 * fields a cart line needs with the store view's prices and the stock, not the whole product documents.
 * A variant without a name of its own takes its parent's and is taxed in its parent's class.
 */
export async function cartProducts(
  context: CatalogContext,
  storeView: StoreView,
  skus: string[],
  customerGroupId: number | null,
): Promise<Map<string, CartProduct>> {
  if (skus.length === 0) return new Map();
  const ids = sql`(SELECT array_agg(id) FROM found)::int[]`;
  const [row] = await queryRows<StorePriceRows & StockRows & { products: ProductRow[] | null }>(
    context.db,
    sql`
    WITH found AS MATERIALIZED (
      SELECT p.id, p.sku, p.type_id, p.status, p.tax_class_id FROM products p
      WHERE p.sku IN (${sql.join(
        skus.map((sku) => sql`${sku}`),
        sql`, `,
      )})
    )
    SELECT
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
        LEFT JOIN product_translations own ON own.product_id = f.id AND own.language = ${storeView.i18n.language}
        LEFT JOIN LATERAL (
          SELECT p.id, p.sku, p.tax_class_id FROM configurable_children c JOIN products p ON p.id = c.parent_id
          WHERE c.child_id = f.id ORDER BY p.id LIMIT 1
        ) parent ON true
        LEFT JOIN product_translations parent_name
          ON parent_name.product_id = parent.id AND parent_name.language = ${storeView.i18n.language}
      ) AS products,
      ${storePriceColumns(storeView.storeCode, ids)},
      ${stockColumn(ids)}`,
  );
  const products = row?.products ?? [];
  if (!row || products.length === 0) return new Map();
  const taxClass = new Map(products.map((product) => [product.id, product.taxClassId]));
  const pricing = await pricingContext(context, storeView, customerGroupId);
  const prices = storePrices(row.prices, row.tiers, (id) => taxClass.get(id) ?? 0, pricing);
  const stock = stockStates(row.stock, policiesFor(storeView).stock);
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
      regularPriceInclTax: price?.regularGross ?? 0,
      specialPriceInclTax: price?.specialGross ?? 0,
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
      taxRateBp: price?.rateBp ?? 0,
      isInStock: level?.is_in_stock ?? false,
      minSaleQty: level?.min_sale_qty ?? 1,
      maxSaleQty: level?.max_sale_qty ?? 0,
    });
  }
  return result;
}
