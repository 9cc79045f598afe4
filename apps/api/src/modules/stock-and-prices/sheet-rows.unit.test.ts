import { describe, expect, it } from 'vitest';
import { checkSheetRows } from './sheet-rows';

const products = new Map([
  ['EUROPA-M', 1],
  ['AVANTGARDE-L', 2],
]);
const row = (line: number, cells: Record<string, string>) => ({
  line,
  cells: {
    sku: 'EUROPA-M',
    store_code: 'de-de',
    currency: 'EUR',
    price: '1299.00',
    special_price: '',
    special_from: '',
    special_to: '',
    qty: '12',
    ...cells,
  },
});

describe('the rows of a stock and price sheet', () => {
  it('become the prices and stock they ask for, in minor units', () => {
    expect(
      checkSheetRows(
        [
          row(2, { special_price: '999.5', special_from: '2026-12-01', special_to: '2026-12-24' }),
          row(3, { store_code: 'ch-de', currency: 'CHF', price: '1399' }),
        ],
        products,
      ),
    ).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          productId: 1,
          sku: 'EUROPA-M',
          storeCode: 'de-de',
          currency: 'EUR',
          priceMinor: 129900,
          specialPriceMinor: 99950,
          specialFromDate: '2026-12-01',
          specialToDate: '2026-12-24',
          qty: 12,
        },
        expect.objectContaining({ line: 3, storeCode: 'ch-de', currency: 'CHF', priceMinor: 139900 }),
      ],
    });
  });

  it.each([
    [{ sku: '' }, 'sku', 'missing_value'],
    [{ sku: 'NOPE' }, 'sku', 'unknown_sku'],
    [{ store_code: 'xx-yy' }, 'store_code', 'unknown_store'],
    [{ currency: 'CHF' }, 'currency', 'wrong_currency'],
    [{ price: '1.299,00' }, 'price', 'bad_price'],
    [{ price: '0' }, 'price', 'bad_price'],
    [{ price: '-5' }, 'price', 'bad_price'],
    [{ price: '12.345' }, 'price', 'bad_price'],
    [{ price: '99999999' }, 'price', 'bad_price'],
    [{ special_price: 'abc' }, 'special_price', 'bad_special_price'],
    [{ special_from: '2026-02-30' }, 'special_from', 'bad_date'],
    [{ special_to: '24.12.2026' }, 'special_to', 'bad_date'],
    // JavaScript's Date takes the year 0000; the database does not (a 500 before).
    [{ special_from: '0000-01-01' }, 'special_from', 'bad_date'],
    [{ special_to: '0000-12-31' }, 'special_to', 'bad_date'],
    [{ special_from: '2026-12-24', special_to: '2026-12-01' }, 'special_to', 'dates_reversed'],
    [{ qty: '-1' }, 'qty', 'bad_qty'],
    [{ qty: '2.5' }, 'qty', 'bad_qty'],
    [{ qty: '1000001' }, 'qty', 'bad_qty'],
  ])('refuses %j (%s: %s)', (cells, column, code) => {
    const checked = checkSheetRows([row(7, cells)], products);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problems).toEqual([expect.objectContaining({ line: 7, column, code })]);
  });

  it('refuses a product priced twice in one store view, and two stock counts of one product', () => {
    const checked = checkSheetRows(
      [row(2, {}), row(3, {}), row(4, { store_code: 'at-de', qty: '13' })],
      products,
    );
    expect(!checked.ok && checked.problems.map((problem) => [problem.line, problem.code])).toEqual([
      [3, 'duplicate_row'],
      [4, 'qty_differs'],
    ]);
  });

  it('lists every problem of the file, not only the first', () => {
    const checked = checkSheetRows([row(2, { sku: 'NOPE', price: 'x' }), row(3, { qty: 'y' })], products);
    expect(!checked.ok && checked.problems.map((problem) => [problem.line, problem.code])).toEqual([
      [2, 'unknown_sku'],
      [2, 'bad_price'],
      [3, 'bad_qty'],
    ]);
  });
});
