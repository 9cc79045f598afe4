import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { productPrices } from './tables';

/** A product's catalogue price in one store view as the back office reads and writes it (gross, minor units). */
export interface CataloguePrice {
  productId: number;
  storeCode: string;
  currency: string;
  priceMinor: number;
  specialPriceMinor: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
}

/** The catalogue prices of the given products in every store view that sells them. */
export async function cataloguePricesOf(
  db: Database,
  productIds: readonly number[],
): Promise<CataloguePrice[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productPrices.productId,
      storeCode: productPrices.storeCode,
      currency: productPrices.currency,
      priceMinor: productPrices.priceMinor,
      specialPriceMinor: productPrices.specialPriceMinor,
      specialFromDate: productPrices.specialFromDate,
      specialToDate: productPrices.specialToDate,
    })
    .from(productPrices)
    .where(inArray(productPrices.productId, [...productIds]))
    .orderBy(productPrices.productId, productPrices.storeCode);
}

/**
 * Sets a product's price in a store view, adding it to a store view that did not sell it yet. The caller
 * rebuilds the product's search rows afterwards (they carry each store view's price).
 */
export async function writeCataloguePrice(tx: Database, price: CataloguePrice): Promise<void> {
  const values = {
    currency: price.currency,
    priceMinor: price.priceMinor,
    specialPriceMinor: price.specialPriceMinor,
    specialFromDate: price.specialFromDate,
    specialToDate: price.specialToDate,
  };
  await tx
    .insert(productPrices)
    .values({ productId: price.productId, storeCode: price.storeCode, ...values })
    .onConflictDoUpdate({ target: [productPrices.storeCode, productPrices.productId], set: values });
}
