import type { StoreView } from '@hortus/core';
import { inArray } from 'drizzle-orm';
import { type CatalogContext, pricingContext } from './catalog-context';
import { loadPricedDocuments, productIdsOfSkus } from './product-documents';
import { configurableChildren, products } from './tables';

/** What a cart needs to know of a product it holds, priced for the shopper's store view and group. */
export interface CartProduct {
  id: number;
  sku: string;
  name: string;
  typeId: string;
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
  tierPrices: { qty: number; customerGroupId: number | null; priceInclTax: number }[];
  taxRateBp: number;
  isInStock: boolean;
  minSaleQty: number;
  maxSaleQty: number;
}

/** The products of these skus for a cart, by sku; unknown skus are missing. */
export async function cartProducts(
  context: CatalogContext,
  storeView: StoreView,
  skus: string[],
  customerGroupId: number | null,
): Promise<Map<string, CartProduct>> {
  const ids = await productIdsOfSkus(context.db, skus);
  if (ids.size === 0) return new Map();
  const productIds = [...ids.values()];
  const [documents, parents] = await Promise.all([
    loadPricedDocuments(
      context.db,
      productIds,
      storeView.i18n.language,
      await pricingContext(context, storeView, customerGroupId),
    ),
    context.db
      .select({ childId: configurableChildren.childId, parentId: configurableChildren.parentId })
      .from(configurableChildren)
      .where(inArray(configurableChildren.childId, productIds)),
  ]);
  const parentIds = [...new Set(parents.map((row) => row.parentId))];
  const parentSkus = new Map(
    parentIds.length === 0
      ? []
      : (
          await context.db
            .select({ id: products.id, sku: products.sku })
            .from(products)
            .where(inArray(products.id, parentIds))
        ).map((row) => [row.id, row.sku]),
  );
  const parentOf = new Map(parents.map((row) => [row.childId, parentSkus.get(row.parentId) ?? null]));
  const result = new Map<string, CartProduct>();
  for (const doc of documents) {
    const fields = doc as Record<string, unknown>;
    const stock = fields.stock as { is_in_stock: boolean; min_sale_qty: number; max_sale_qty: number };
    const tiers = (fields.tier_prices ?? []) as {
      qty: number;
      customer_group_id: number | null;
      price: number;
    }[];
    result.set(doc.sku, {
      id: doc.id,
      sku: doc.sku,
      name: String(fields.name ?? doc.sku),
      typeId: doc.type_id,
      enabled: doc.status < 2,
      parentSku: parentOf.get(doc.id) ?? null,
      priced: fields.price_is_current === true,
      regularPriceInclTax: Number(fields.price_incl_tax ?? 0),
      specialPriceInclTax: Number(fields.special_price_incl_tax ?? 0),
      specialFromDate: (fields.special_from_date as string | null) ?? null,
      specialToDate: (fields.special_to_date as string | null) ?? null,
      tierPrices: tiers.map((tier) => ({
        qty: tier.qty,
        customerGroupId: tier.customer_group_id,
        priceInclTax: tier.price,
      })),
      taxRateBp: Math.round(Number(fields.tax_rate ?? 0) * 100),
      isInStock: stock.is_in_stock,
      minSaleQty: stock.min_sale_qty,
      maxSaleQty: stock.max_sale_qty,
    });
  }
  return result;
}
