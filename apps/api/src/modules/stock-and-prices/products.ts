import type { StaffProduct } from '@hortus/api-contract';
import { findStoreView, type Language } from '@hortus/core';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/envelope';
import { catalogueProductsOfSkus, findCatalogueProducts, reindexProducts } from '../catalog';
import { type CataloguePrice, cataloguePricesOf, writeCataloguePrice } from '../pricing';
import { stockQuantitiesOf, writeStockQuantity } from '../stock';
import { checkSheetRows } from './sheet-rows';

/**
 * One product's stock and prices as staff see and set them in the back office. A price is checked by the
 * sheet's own rules (a form is one row of the sheet), and every write is followed by the product's reindex,
 * so the shop's search rows and catalogue caches show it at once.
 */

/** Products a page of the back office's product search shows. */
export const PRODUCT_PAGE_SIZE = 25;

const priceOf = (price: CataloguePrice) => ({
  store_code: price.storeCode,
  currency: price.currency,
  price: price.priceMinor,
  special_price: price.specialPriceMinor,
  special_from: price.specialFromDate,
  special_to: price.specialToDate,
});

async function withStockAndPrices(
  db: Database,
  products: { id: number; sku: string; name: string }[],
): Promise<StaffProduct[]> {
  const ids = products.map((product) => product.id);
  const [prices, stock] = await Promise.all([cataloguePricesOf(db, ids), stockQuantitiesOf(db, ids)]);
  return products.map((product) => ({
    ...product,
    qty: stock.get(product.id) ?? null,
    prices: prices.filter((price) => price.productId === product.id).map(priceOf),
  }));
}

export async function findProducts(
  db: Database,
  options: { query?: string | undefined; after?: string | undefined; language: Language },
): Promise<{ products: StaffProduct[]; next_after: string | null }> {
  const found = await findCatalogueProducts(db, {
    query: options.query,
    afterSku: options.after,
    limit: PRODUCT_PAGE_SIZE,
    language: options.language,
  });
  const page = found.slice(0, PRODUCT_PAGE_SIZE);
  return {
    products: await withStockAndPrices(db, page),
    next_after: found.length > PRODUCT_PAGE_SIZE ? (page.at(-1)?.sku ?? null) : null,
  };
}

async function productOfSku(db: Database, sku: string, language: Language = 'en') {
  const [product] = await catalogueProductsOfSkus(db, [sku], language);
  if (!product) throw notFound(`No product has the SKU ${sku}.`);
  return product;
}

/** Sets a product's stock; answers the product before and after. */
export async function setProductStock(db: Database, sku: string, qty: number) {
  const product = await productOfSku(db, sku);
  const before = (await stockQuantitiesOf(db, [product.id])).get(product.id) ?? null;
  await writeStockQuantity(db, product.id, qty);
  await reindexProducts(db, [product.id]);
  const [after] = await withStockAndPrices(db, [product]);
  return { before, product: after as StaffProduct };
}

/**
 * Sets a product's price in a store view (adding the store view when it did not sell the product), after
 * the sheet's checks of the same cells; every problem is answered at once, and nothing is written then.
 */
export async function setProductPrice(
  db: Database,
  sku: string,
  storeCode: string,
  typed: { price: string; special_price: string; special_from: string; special_to: string },
) {
  const product = await productOfSku(db, sku);
  const storeView = findStoreView(storeCode);
  if (!storeView) throw notFound(`There is no store view ${storeCode}.`);
  const qty = (await stockQuantitiesOf(db, [product.id])).get(product.id) ?? 0;
  const checked = checkSheetRows(
    [
      {
        line: 0,
        cells: {
          sku,
          store_code: storeView.storeCode,
          currency: storeView.i18n.currencyCode,
          qty: String(qty),
          ...typed,
        },
      },
    ],
    new Map([[sku, product.id]]),
  );
  if (!checked.ok) {
    throw badRequest(checked.problems.map((problem) => problem.message).join(' '), {
      reason: 'stock_sheet_invalid',
      details: { problems: checked.problems.map((problem) => ({ ...problem, line: null })) },
    });
  }
  const [row] = checked.rows;
  if (!row) throw new Error('a checked row is missing');
  const before = (await cataloguePricesOf(db, [product.id])).find(
    (price) => price.storeCode === row.storeCode,
  );
  await writeCataloguePrice(db, {
    productId: product.id,
    storeCode: row.storeCode,
    currency: row.currency,
    priceMinor: row.priceMinor,
    specialPriceMinor: row.specialPriceMinor,
    specialFromDate: row.specialFromDate,
    specialToDate: row.specialToDate,
  });
  await reindexProducts(db, [product.id]);
  const [after] = await withStockAndPrices(db, [product]);
  return { before: before ? priceOf(before) : null, product: after as StaffProduct };
}
