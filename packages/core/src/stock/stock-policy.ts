/** What the shop knows of one product's stock. */
export interface StockLevel {
  qty: number;
  /** The operator's flag; false takes the product off sale whatever the quantity. */
  isInStock: boolean;
  /** False for products made to order: no quantity is counted, they are always available. */
  manageStock: boolean;
}

/**
 * The spec's three answers of a stock check ("Add to cart"): `ok` and `volatile` let the item into the
 * cart (volatile with a warning that the quantity is uncertain), `out_of_stock` keeps it out.
 */
export type StockStatus = 'ok' | 'volatile' | 'out_of_stock';

/**
 * Decides whether a product is in stock and how sure the shop is that a quantity can be had. Called for
 * every stock check, product document and cart line. Chosen in apps/api/src/policies.ts; the default is
 * `createDefaultStockPolicy()`.
 */
export interface StockPolicy {
  isInStock(level: StockLevel): boolean;
  status(level: StockLevel, requestedQty: number): StockStatus;
}

/**
 * In stock when the operator says so and, for counted stock, at least one unit is left. A requested
 * quantity is `ok` while more than `volatileBelowQty` units would remain after it, `volatile` when it
 * takes the last few (other carts may be after the same units, so the shop cannot promise them), and
 * `out_of_stock` when there are not enough. Products made to order are always `ok`.
 */
export function createDefaultStockPolicy(options: { volatileBelowQty?: number } = {}): StockPolicy {
  const volatileBelowQty = options.volatileBelowQty ?? 2;
  const isInStock = (level: StockLevel) => level.isInStock && (!level.manageStock || level.qty > 0);
  return {
    isInStock,
    status(level, requestedQty) {
      if (!isInStock(level)) return 'out_of_stock';
      if (!level.manageStock) return 'ok';
      if (level.qty < requestedQty) return 'out_of_stock';
      return level.qty - requestedQty < volatileBelowQty ? 'volatile' : 'ok';
    },
  };
}

export const defaultStockPolicy: StockPolicy = createDefaultStockPolicy();
