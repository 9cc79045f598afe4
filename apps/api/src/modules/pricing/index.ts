/**
 * Prices: the store views' catalogue prices, tier and customer-group prices and the customer groups, and
 * the rules that turn them into a product's prices for a shopper (special price, tier, group, tax).
 */

export { type CataloguePrice, cataloguePricesOf, writeCataloguePrice } from './catalogue-prices';
export { finalPriceMinor } from './final-price';
export {
  analyzePriceTables,
  loadStorePrices,
  type PricingContext,
  priceFields,
  priceInStore,
  type StorePrice,
  type StorePriceRows,
  storePriceColumns,
  storePriceJoin,
  storePrices,
  taxRateBp,
} from './store-prices';
