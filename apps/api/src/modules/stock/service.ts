import type { StockItem } from '@hortus/api-contract';
import type { StockPolicy } from '@hortus/core';
import type { Database } from '../../db/database';
import { inIds } from '../../db/id-list';
import { stockItems } from './tables';

/** The catalogue's answer to "which products have these skus" (given by app.ts, so stock imports no catalogue). */
export type ProductIdsOfSkus = (skus: string[]) => Promise<Map<string, number>>;

/**
 * The stock of products by sku, with the policy's answer for a quantity; a sku the shop does not know, or
 * a product without a stock row, is left out.
 */
export async function stockOfSkus(
  db: Database,
  productIdsOfSkus: ProductIdsOfSkus,
  skus: string[],
  policy: StockPolicy,
  requestedQty = 1,
): Promise<StockItem[]> {
  if (skus.length === 0) return [];
  const ids = await productIdsOfSkus(skus);
  if (ids.size === 0) return [];
  const rows = await db
    .select()
    .from(stockItems)
    .where(inIds(stockItems.productId, [...ids.values()]));
  const byProduct = new Map(rows.map((row) => [row.productId, row]));
  return skus.flatMap((sku) => {
    const productId = ids.get(sku);
    const row = productId === undefined ? undefined : byProduct.get(productId);
    if (!row) return [];
    return [
      {
        product_id: row.productId,
        sku,
        qty: row.qty,
        is_in_stock: policy.isInStock(row),
        manage_stock: row.manageStock,
        min_sale_qty: row.minSaleQty,
        max_sale_qty: row.maxSaleQty,
        status: policy.status(row, requestedQty),
      },
    ];
  });
}
