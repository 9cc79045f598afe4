import { findStoreView, minorUnitsOfDecimal, STOCK_QTY_MAX } from '@hortus/core';

/**
 * The rows of the stock and price sheet (the back office's catalogue CSV): one row per product and store view
 * that sells it, with the product's stock on each of its rows. What staff change in a spreadsheet program is
 * checked here, row by row, before anything is written.
 */
export const SHEET_COLUMNS = [
  'sku',
  'name',
  'store_code',
  'currency',
  'price',
  'special_price',
  'special_from',
  'special_to',
  'qty',
] as const;

/** The columns a file must have; `name` is written for people and not read back. */
export const SHEET_REQUIRED_COLUMNS = SHEET_COLUMNS.filter((column) => column !== 'name');

/** The most a product may be given in stock by a sheet (core's rule, the stock form's too). */
export const SHEET_MAX_QTY = STOCK_QTY_MAX;

export type SheetProblemCode =
  | 'missing_value'
  | 'unknown_sku'
  | 'unknown_store'
  | 'wrong_currency'
  | 'bad_price'
  | 'bad_special_price'
  | 'bad_date'
  | 'dates_reversed'
  | 'bad_qty'
  | 'duplicate_row'
  | 'qty_differs';

/** What is wrong with one cell or row, by line of the file (the header is line 1). */
export interface SheetProblem {
  line: number;
  column: string | null;
  code: SheetProblemCode;
  message: string;
}

/** A product's price in one store view and its stock, as a row asks for them. */
export interface SheetRow {
  line: number;
  productId: number;
  sku: string;
  storeCode: string;
  currency: string;
  priceMinor: number;
  specialPriceMinor: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
  qty: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day of the calendar: Date rolls 2026-02-30 over to March, and takes the year 0000, which PostgreSQL
 * refuses.
 */
function isDay(text: string): boolean {
  if (!ISO_DAY.test(text) || text.startsWith('0000')) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * Checks every row and answers either the rows to write or every problem found (all of them, so one round
 * of corrections fixes the file). `productIdOfSku` names the shop's products.
 */
export function checkSheetRows(
  rows: readonly CsvRow[],
  productIdOfSku: ReadonlyMap<string, number>,
): SheetCheck {
  const checker = sheetRowChecker(productIdOfSku);
  checker.check(rows);
  return checker.result();
}

type CsvRow = { line: number; cells: Record<string, string> };
export type SheetCheck = { ok: true; rows: SheetRow[] } | { ok: false; problems: SheetProblem[] };

/**
 * The same check fed a slice of the rows at a time (a row's problems may name an earlier slice's line), so
 * that a caller can let other work in between slices of a large file.
 */
export function sheetRowChecker(productIdOfSku: ReadonlyMap<string, number>) {
  const problems: SheetProblem[] = [];
  const checked: SheetRow[] = [];
  const seen = new Map<string, number>();
  const qtyOfSku = new Map<string, { qty: number; line: number }>();
  const check = (rows: readonly CsvRow[]) => {
    for (const { line, cells } of rows) {
      const problem = (column: string | null, code: SheetProblemCode, message: string) =>
        problems.push({ line, column, code, message });
      const before = problems.length;
      for (const column of ['sku', 'store_code', 'currency', 'price', 'qty']) {
        if (!cells[column]) problem(column, 'missing_value', `The ${column} is missing.`);
      }
      if (problems.length > before) continue;
      const sku = cells.sku ?? '';
      const productId = productIdOfSku.get(sku);
      if (productId === undefined) problem('sku', 'unknown_sku', `No product has the SKU ${sku}.`);
      const storeView = findStoreView(cells.store_code ?? '');
      if (!storeView) problem('store_code', 'unknown_store', `There is no store view ${cells.store_code}.`);
      else if (cells.currency !== storeView.i18n.currencyCode) {
        problem(
          'currency',
          'wrong_currency',
          `Prices in ${storeView.storeCode} are in ${storeView.i18n.currencyCode}, not ${cells.currency}.`,
        );
      }
      const priceMinor = minorUnitsOfDecimal(cells.price ?? '');
      if (priceMinor === null || priceMinor === 0 || priceMinor > 2 ** 31 - 1) {
        problem('price', 'bad_price', `The price ${cells.price} is not an amount like 1299.00 above 0.`);
      }
      // A special price at or above the price is kept and has no effect (core's special-price rule), as the shop
      // holds such prices today: a sheet exported and read back must change nothing.
      let specialPriceMinor: number | null = null;
      if (cells.special_price) {
        specialPriceMinor = minorUnitsOfDecimal(cells.special_price);
        if (specialPriceMinor === null || specialPriceMinor === 0) {
          problem(
            'special_price',
            'bad_special_price',
            `The special price ${cells.special_price} is not an amount like 999.00 above 0.`,
          );
        }
      }
      for (const column of ['special_from', 'special_to']) {
        const day = cells[column];
        if (day && !isDay(day)) problem(column, 'bad_date', `The date ${day} is not a day like 2026-12-24.`);
      }
      const from = cells.special_from || null;
      const to = cells.special_to || null;
      if (from && to && isDay(from) && isDay(to) && from > to) {
        problem('special_to', 'dates_reversed', 'The special price ends before it starts.');
      }
      const qtyText = cells.qty ?? '';
      const qty = /^\d{1,7}$/.test(qtyText) ? Number(qtyText) : Number.NaN;
      if (!(qty <= SHEET_MAX_QTY)) {
        problem(
          'qty',
          'bad_qty',
          `The quantity ${qtyText} is not a whole number from 0 to ${SHEET_MAX_QTY}.`,
        );
      } else {
        const earlier = qtyOfSku.get(sku);
        if (earlier && earlier.qty !== qty) {
          problem(
            'qty',
            'qty_differs',
            `Line ${earlier.line} gives ${sku} a stock of ${earlier.qty}, this line ${qty}.`,
          );
        }
        if (!earlier) qtyOfSku.set(sku, { qty, line });
      }
      const key = `${sku}\u0000${cells.store_code}`;
      const twin = seen.get(key);
      if (twin !== undefined) {
        problem(null, 'duplicate_row', `Line ${twin} already gives ${sku} a price in ${cells.store_code}.`);
      }
      seen.set(key, twin ?? line);
      if (problems.length > before || productId === undefined || !storeView || priceMinor === null) continue;
      checked.push({
        line,
        productId,
        sku,
        storeCode: storeView.storeCode,
        currency: storeView.i18n.currencyCode,
        priceMinor,
        specialPriceMinor,
        specialFromDate: from,
        specialToDate: to,
        qty,
      });
    }
  };
  const result = (): SheetCheck =>
    problems.length > 0 ? { ok: false, problems } : { ok: true, rows: checked };
  return { check, result };
}
