import {
  defaultPriceSelectionPolicy,
  defaultTaxRatePolicy,
  netFromGross,
  type StoreView,
  selectFinalPrice,
  type TaxRateRow,
} from '@hortus/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inIds } from './id-list';
import { productPrices, stockItems, tierPrices } from './tables';

/** Customer tax class of shoppers without a group of their own ('Retail Customer'). */
export const RETAIL_CUSTOMER_TAX_CLASS_ID = 3;

export interface PricingContext {
  storeView: StoreView;
  customerGroupId: number | null;
  taxRates: TaxRateRow[];
  now: Date;
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

export interface StockState {
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
}

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
  const tiersOf = new Map<number, typeof tierRows>();
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
    const selected = defaultPriceSelectionPolicy.selectPrice({
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
    const rateBp = defaultTaxRatePolicy.selectRate({
      country: context.storeView.tax.defaultCountry,
      productTaxClassId: taxClassOf(row.productId),
      customerTaxClassId: RETAIL_CUSTOMER_TAX_CLASS_ID,
      rates: context.taxRates,
    });
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

export async function loadStock(db: Database, productIds: number[]): Promise<Map<number, StockState>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select().from(stockItems).where(inIds(stockItems.productId, productIds));
  return new Map(
    rows.map((row) => [
      row.productId,
      {
        product_id: row.productId,
        qty: row.qty,
        is_in_stock: row.isInStock && (!row.manageStock || row.qty > 0),
        manage_stock: row.manageStock,
        min_sale_qty: row.minSaleQty,
        max_sale_qty: row.maxSaleQty,
      },
    ]),
  );
}

/**
 * The spec's price fields of a product document: `*_incl_tax` are gross, the others net; all in integer
 * minor units of `currency`. Also the camelCase copies the spec lists.
 */
export function priceFields(price: StorePrice) {
  const net = (gross: number) => netFromGross(gross, price.rateBp);
  const fields = {
    currency: price.currency,
    price: net(price.regularGross),
    price_incl_tax: price.regularGross,
    original_price: net(price.regularGross),
    original_price_incl_tax: price.regularGross,
    final_price: net(price.finalGross),
    final_price_incl_tax: price.finalGross,
    special_price: price.specialGross > 0 ? net(price.specialGross) : 0,
    special_price_incl_tax: price.specialGross,
    special_from_date: price.specialFromDate,
    special_to_date: price.specialToDate,
    tier_prices: price.tierPrices,
    tax_rate: price.rateBp / 100,
  };
  return {
    ...fields,
    priceInclTax: fields.price_incl_tax,
    originalPrice: fields.original_price,
    originalPriceInclTax: fields.original_price_incl_tax,
    finalPrice: fields.final_price,
    finalPriceInclTax: fields.final_price_incl_tax,
    specialPrice: fields.special_price,
    specialPriceInclTax: fields.special_price_incl_tax,
  };
}
