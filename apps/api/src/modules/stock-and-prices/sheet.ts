import { setImmediate as nextTurn } from 'node:timers/promises';
import { decimalOfMinorUnits, type Language } from '@hortus/core';
import type { Database } from '../../db/database';
import { readCsv, textCell, writeCsvPages } from '../../spreadsheet/csv';
import { catalogueProductsOfSkus, catalogueProductsPage } from '../catalog';
import { type CataloguePrice, cataloguePricesOf, writeCataloguePrice } from '../pricing';
import { stockQuantitiesOf, writeStockQuantity } from '../stock';
import {
  SHEET_COLUMNS,
  SHEET_REQUIRED_COLUMNS,
  type SheetProblem,
  type SheetRow,
  sheetRowChecker,
} from './sheet-rows';

/** Products read per page of an export: a page's prices are one query. */
const EXPORT_PAGE = 500;
/** Rows checked between two turns of the event loop: a few milliseconds' work. */
const ROWS_CHECKED_PER_TURN = 2000;
/** The report lists this many changes one by one; more are counted. */
const REPORTED_CHANGES = 1000;

type PriceFields = Pick<
  CataloguePrice,
  'priceMinor' | 'specialPriceMinor' | 'specialFromDate' | 'specialToDate'
>;

export interface PriceChange {
  line: number;
  sku: string;
  storeCode: string;
  currency: string;
  /** Null: the product was not sold in that store view before. */
  before: PriceFields | null;
  after: PriceFields;
}

export interface StockChange {
  line: number;
  sku: string;
  before: number | null;
  after: number;
}

export interface SheetReport {
  rows: number;
  priceChanges: number;
  stockChanges: number;
  unchanged: number;
  /** The first changes, one by one (all of them up to 1,000). */
  changes: { prices: PriceChange[]; stock: StockChange[] };
}

export type SheetImport =
  | { ok: true; report: SheetReport }
  | { ok: false; message: string; problems: SheetProblem[] };

/**
 * The stock and price sheet of the whole catalogue (or of one store view), page by page, names in `language`.
 */
export async function* exportSheet(db: Database, options: { language: Language; storeCode?: string }) {
  async function* pages() {
    for (let afterId = 0; ; ) {
      const products = await catalogueProductsPage(db, afterId, EXPORT_PAGE, options.language);
      if (products.length === 0) return;
      afterId = products.at(-1)?.id ?? afterId;
      const ids = products.map((product) => product.id);
      const [prices, stock] = await Promise.all([cataloguePricesOf(db, ids), stockQuantitiesOf(db, ids)]);
      const productById = new Map(products.map((product) => [product.id, product]));
      yield prices
        .filter((price) => !options.storeCode || price.storeCode === options.storeCode)
        .map((price) => {
          const product = productById.get(price.productId);
          return [
            textCell(product?.sku),
            textCell(product?.name),
            price.storeCode,
            price.currency,
            decimalOfMinorUnits(price.priceMinor),
            price.specialPriceMinor === null ? '' : decimalOfMinorUnits(price.specialPriceMinor),
            price.specialFromDate ?? '',
            price.specialToDate ?? '',
            stock.get(price.productId) ?? 0,
          ];
        });
    }
  }
  yield* writeCsvPages(SHEET_COLUMNS, pages());
}

const samePrice = (a: PriceFields, b: PriceFields) =>
  a.priceMinor === b.priceMinor &&
  a.specialPriceMinor === b.specialPriceMinor &&
  a.specialFromDate === b.specialFromDate &&
  a.specialToDate === b.specialToDate;

const priceFields = (row: PriceFields): PriceFields => ({
  priceMinor: row.priceMinor,
  specialPriceMinor: row.specialPriceMinor,
  specialFromDate: row.specialFromDate,
  specialToDate: row.specialToDate,
});

/**
 * Reads a stock and price sheet and applies it whole or not at all: every row is checked first, and a file
 * with any problem changes nothing and answers every problem by line. A sound file is written in one
 * transaction (rows that change nothing are left alone), then `afterChange` runs for the products whose
 * prices or stock changed (the search rows and caches follow: the catalogue's reindex).
 */
export async function importSheet(
  db: Database,
  file: Buffer,
  afterChange: (productIds: number[]) => Promise<unknown>,
): Promise<SheetImport> {
  const read = await readCsv(file, SHEET_REQUIRED_COLUMNS);
  if (!read.ok) return { ok: false, message: read.message, problems: [] };
  const skus = [...new Set(read.rows.map((row) => row.cells.sku ?? ''))];
  const products = await catalogueProductsOfSkus(db, skus, 'en');
  const checker = sheetRowChecker(new Map(products.map((product) => [product.sku, product.id])));
  // A slice at a time, so that the process answers its other requests while a large file is checked.
  for (let start = 0; start < read.rows.length; start += ROWS_CHECKED_PER_TURN) {
    checker.check(read.rows.slice(start, start + ROWS_CHECKED_PER_TURN));
    await nextTurn();
  }
  const checked = checker.result();
  if (!checked.ok) {
    return {
      ok: false,
      message: `Nothing was imported: ${checked.problems.length} problem(s) in the file.`,
      problems: checked.problems,
    };
  }
  const { report, changedProductIds } = await db.transaction((tx) => applySheetRows(tx, checked.rows));
  if (changedProductIds.length > 0) await afterChange(changedProductIds);
  return { ok: true, report };
}

/**
 * Writes what the rows change. Answers the report (its lists cut at REPORTED_CHANGES) and every changed
 * product, however many: each one's search rows must be rebuilt, not only the reported ones'.
 */
async function applySheetRows(
  tx: Database,
  rows: SheetRow[],
): Promise<{ report: SheetReport; changedProductIds: number[] }> {
  const ids = [...new Set(rows.map((row) => row.productId))];
  const [prices, stock] = await Promise.all([cataloguePricesOf(tx, ids), stockQuantitiesOf(tx, ids)]);
  const priceOf = new Map(prices.map((price) => [`${price.productId}:${price.storeCode}`, price]));
  const priceChanges: PriceChange[] = [];
  const stockChanges: StockChange[] = [];
  let unchanged = 0;
  const stockDone = new Set<number>();
  const changedProducts = new Set<number>();
  for (const row of rows) {
    const before = priceOf.get(`${row.productId}:${row.storeCode}`);
    const after = priceFields(row);
    let changed = false;
    if (!before || !samePrice(before, after)) {
      await writeCataloguePrice(tx, {
        ...after,
        productId: row.productId,
        storeCode: row.storeCode,
        currency: row.currency,
      });
      priceChanges.push({
        line: row.line,
        sku: row.sku,
        storeCode: row.storeCode,
        currency: row.currency,
        before: before ? priceFields(before) : null,
        after,
      });
      changed = true;
    }
    if (!stockDone.has(row.productId)) {
      stockDone.add(row.productId);
      const qtyBefore = stock.get(row.productId) ?? null;
      if (qtyBefore !== row.qty) {
        await writeStockQuantity(tx, row.productId, row.qty);
        stockChanges.push({ line: row.line, sku: row.sku, before: qtyBefore, after: row.qty });
        changed = true;
      }
    }
    if (changed) changedProducts.add(row.productId);
    else unchanged += 1;
  }
  return {
    report: {
      rows: rows.length,
      priceChanges: priceChanges.length,
      stockChanges: stockChanges.length,
      unchanged,
      changes: {
        prices: priceChanges.slice(0, REPORTED_CHANGES),
        stock: stockChanges.slice(0, REPORTED_CHANGES),
      },
    },
    changedProductIds: [...changedProducts],
  };
}
