/**
 * Stock and prices as staff keep them: the sheet of every product's price per store view and its stock
 * (CSV export and an all-or-nothing import with a report), over the pricing and stock modules' writes, and
 * one product's stock and price set in the back office.
 */

export { stockAndPricesRoutes } from './routes';
export { exportSheet, importSheet, type SheetImport, type SheetReport } from './sheet';
export type { SheetProblem } from './sheet-rows';
