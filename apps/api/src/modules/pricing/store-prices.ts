import {
  netFromGross,
  type PriceSelectionPolicy,
  type StoreView,
  selectFinalPrice,
  type TaxRatePolicy,
  type TaxRateRow,
} from '@hortus/core';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inIds } from '../../db/id-list';
import { productPrices, tierPrices } from './tables';

/** Customer tax class of shoppers without a group of their own ('Retail Customer'). */
const RETAIL_CUSTOMER_TAX_CLASS_ID = 3;

export interface PricingContext {
  storeView: StoreView;
  customerGroupId: number | null;
  taxRates: TaxRateRow[];
  now: Date;
  /** The store view's policies (apps/api/src/policies.ts). */
  policies: { priceSelection: PriceSelectionPolicy; taxRate: TaxRatePolicy };
}

export interface StorePrice {
  currency: string;
  regularGross: number;
  finalGross: number;
  specialGross: number;
  specialFromDate: string | null;
  specialToDate: string | null;
  tierPrices: { qty: number; customer_group_id: number | null; price: number }[];
  rateBp: number;
}

type PriceRow = typeof productPrices.$inferSelect;
type TierRow = typeof tierPrices.$inferSelect;

/**
 * Prices of products in one store view, with the special-price rules of the spec and the customer group's
 * tier prices applied; products without a price in that store are missing from the map.
 */
export async function loadStorePrices(
  db: Database,
  productIds: number[],
  taxClassOf: (productId: number) => number,
  context: PricingContext,
): Promise<Map<number, StorePrice>> {
  if (productIds.length === 0) return new Map();
  const storeCode = context.storeView.storeCode;
  const [priceRows, tierRows] = await Promise.all([
    db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.storeCode, storeCode), inIds(productPrices.productId, productIds))),
    db
      .select()
      .from(tierPrices)
      .where(and(eq(tierPrices.storeCode, storeCode), inIds(tierPrices.productId, productIds))),
  ]);
  return storePrices(priceRows, tierRows, taxClassOf, context);
}

/**
 * The store prices of products (with their configurable children) as two JSON columns, `prices` and
 * `tiers`, for a catalogue read that loads documents, prices and stock in one statement (ADR 0003);
 * `ids` is a SQL expression of an int[] of the product ids. `storePrices` turns the rows into prices. The
 * store code may be a placeholder, for a statement prepared once for every store view.
 */
export function storePriceColumns(storeCode: string | Placeholder, ids: SQL): SQL {
  return sql`
    (SELECT coalesce(json_agg(json_build_object(
        'productId', p.product_id, 'storeCode', p.store_code, 'currency', p.currency,
        'priceMinor', p.price_minor, 'specialPriceMinor', p.special_price_minor,
        'specialFromDate', p.special_from_date, 'specialToDate', p.special_to_date)), '[]'::json)
      FROM product_prices p WHERE p.store_code = ${storeCode} AND p.product_id = ANY(${ids})) AS prices,
    (SELECT coalesce(json_agg(json_build_object(
        'id', t.id, 'productId', t.product_id, 'storeCode', t.store_code,
        'customerGroupId', t.customer_group_id, 'qty', t.qty, 'priceMinor', t.price_minor)), '[]'::json)
      FROM tier_prices t WHERE t.store_code = ${storeCode} AND t.product_id = ANY(${ids})) AS tiers`;
}

/** What `storePriceColumns` reads. */
export interface StorePriceRows {
  prices: PriceRow[];
  tiers: TierRow[];
}

export function storePrices(
  priceRows: PriceRow[],
  tierRows: TierRow[],
  taxClassOf: (productId: number) => number,
  context: PricingContext,
): Map<number, StorePrice> {
  const tiersOf = new Map<number, TierRow[]>();
  for (const tier of tierRows) {
    if (!tiersOf.has(tier.productId)) tiersOf.set(tier.productId, []);
    tiersOf.get(tier.productId)?.push(tier);
  }
  const prices = new Map<number, StorePrice>();
  for (const row of priceRows) {
    const tiers = (tiersOf.get(row.productId) ?? []).filter(
      (tier) => tier.customerGroupId === null || tier.customerGroupId === context.customerGroupId,
    );
    const special = selectFinalPrice({
      regularPriceMinor: row.priceMinor,
      specialPriceMinor: row.specialPriceMinor,
      specialFromDate: row.specialFromDate,
      specialToDate: row.specialToDate,
      now: context.now,
    });
    const selected = context.policies.priceSelection.selectPrice({
      regularPriceMinor: row.priceMinor,
      specialPriceMinor: row.specialPriceMinor,
      specialFromDate: row.specialFromDate,
      specialToDate: row.specialToDate,
      tierPrices: tiers.map((tier) => ({
        qty: tier.qty,
        priceMinor: tier.priceMinor,
        customerGroupId: tier.customerGroupId,
      })),
      qty: 1,
      customerGroupId: context.customerGroupId,
      now: context.now,
    });
    const rateBp = taxRateBp(taxClassOf(row.productId), context);
    prices.set(row.productId, {
      currency: row.currency,
      regularGross: row.priceMinor,
      finalGross: selected.finalPriceMinor,
      specialGross: special.specialPriceMinor,
      specialFromDate: row.specialFromDate,
      specialToDate: row.specialToDate,
      tierPrices: tiers
        .filter((tier) => tier.qty > 1 || tier.customerGroupId !== null)
        .map((tier) => ({ qty: tier.qty, customer_group_id: tier.customerGroupId, price: tier.priceMinor })),
      rateBp,
    });
  }
  return prices;
}

/** The tax rate (basis points) of a product tax class in a store view, for its shoppers (retail class). */
export function taxRateBp(
  productTaxClassId: number,
  context: Pick<PricingContext, 'storeView' | 'taxRates' | 'policies'>,
): number {
  return context.policies.taxRate.selectRate({
    country: context.storeView.tax.defaultCountry,
    productTaxClassId,
    customerTaxClassId: RETAIL_CUSTOMER_TAX_CLASS_ID,
    rates: context.taxRates,
  });
}

/**
 * The spec's price fields of a product document: `*_incl_tax` are gross, the others net; all in integer
 * minor units of `currency`. Also the camelCase copies the spec lists.
 */
export function priceFields(price: StorePrice) {
  const regular = netFromGross(price.regularGross, price.rateBp);
  const final = netFromGross(price.finalGross, price.rateBp);
  const special = price.specialGross > 0 ? netFromGross(price.specialGross, price.rateBp) : 0;
  // One object literal: built from spreads, V8 gave it a new hidden class per field, and this runs for
  // every product and variant of every list.
  return {
    currency: price.currency,
    price: regular,
    price_incl_tax: price.regularGross,
    original_price: regular,
    original_price_incl_tax: price.regularGross,
    final_price: final,
    final_price_incl_tax: price.finalGross,
    special_price: special,
    special_price_incl_tax: price.specialGross,
    special_from_date: price.specialFromDate,
    special_to_date: price.specialToDate,
    tier_prices: price.tierPrices,
    tax_rate: price.rateBp / 100,
    priceInclTax: price.regularGross,
    originalPrice: regular,
    originalPriceInclTax: price.regularGross,
    finalPrice: final,
    finalPriceInclTax: price.finalGross,
    specialPrice: special,
    specialPriceInclTax: price.specialGross,
  };
}

/**
 * `JOIN product_prices <alias>` on a product's price in a store view, for the catalogue's search rows that
 * carry the price (ADR 0003); the caller reads `<alias>.price_minor`, `special_price_minor`,
 * `special_from_date` and `special_to_date`.
 */
export function storePriceJoin(alias: string, storeCode: SQL, productId: SQL): SQL {
  const p = sql.identifier(alias);
  return sql`JOIN product_prices ${p} ON ${p}.store_code = ${storeCode} AND ${p}.product_id = ${productId}`;
}

/** True when the product has a price in the store view (both SQL expressions). */
export function priceInStore(storeCode: SQL, productId: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM product_prices WHERE store_code = ${storeCode} AND product_id = ${productId})`;
}

/** Fresh planner statistics of the price tables, after an import changed many rows. */
export async function analyzePriceTables(db: Database): Promise<void> {
  await db.execute(sql`ANALYZE product_prices, tier_prices`);
}
