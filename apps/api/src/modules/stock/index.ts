/** Stock: what each product has, and whether a quantity can be had (the store view's stock policy). */
export {
  analyzeStockTables,
  inStockJoin,
  noStock,
  type StockRows,
  type StockState,
  stockColumn,
  stockStates,
} from './stock-states';
