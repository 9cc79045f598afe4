import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { productsForSale } from '../../../test/shop-calls';
import { readCsv } from '../../spreadsheet/csv';
import { cataloguePricesOf } from '../pricing';
import { stockQuantitiesOf } from '../stock';
import { exportSheet, importSheet } from './sheet';

const testApp = useTestApp();

async function exported(storeCode?: string): Promise<string> {
  let file = '';
  for await (const chunk of exportSheet(testApp.database.db, {
    language: 'de',
    ...(storeCode ? { storeCode } : {}),
  })) {
    file += chunk;
  }
  return file;
}

/** The sheet's rows as a spreadsheet program shows them. */
async function rowsOf(file: string) {
  const read = await readCsv(Buffer.from(file), []);
  if (!read.ok) throw new Error(read.message);
  return read.rows.map((row) => row.cells);
}

function fileOf(rows: Record<string, string>[]): Buffer {
  const columns = Object.keys(rows[0] ?? {});
  return Buffer.from(
    [columns.join(','), ...rows.map((row) => columns.map((column) => row[column]).join(','))].join('\n'),
  );
}

describe('the stock and price sheet', () => {
  it("lists each product's price in every store view that sells it, with its stock, names in the staff's language", async () => {
    const [product] = await productsForSale(testApp, 'de-de', 1, 37);
    const rows = await rowsOf(await exported());
    const own = rows.filter((row) => row.sku === product?.sku);
    const prices = await cataloguePricesOf(testApp.database.db, [product?.id ?? 0]);
    expect(own.map((row) => row.store_code)).toEqual(prices.map((price) => price.storeCode));
    const de = own.find((row) => row.store_code === 'de-de');
    const dePrice = prices.find((price) => price.storeCode === 'de-de');
    expect(de).toMatchObject({ name: product?.name, currency: 'EUR', qty: '37' });
    expect(Number(de?.price) * 100).toBeCloseTo(dePrice?.priceMinor ?? 0, 6);
    const onlyDe = await rowsOf(await exported('de-de'));
    expect(new Set(onlyDe.map((row) => row.store_code))).toEqual(new Set(['de-de']));
    expect(onlyDe.length).toBe(rows.filter((row) => row.store_code === 'de-de').length);
  });

  it('changes nothing when the exported file comes back as it was', async () => {
    const file = await exported();
    const changed: number[][] = [];
    const result = await importSheet(testApp.database.db, Buffer.from(file), async (ids) =>
      changed.push(ids),
    );
    expect(result).toMatchObject({ ok: true, report: { priceChanges: 0, stockChanges: 0 } });
    expect(result.ok && result.report.unchanged).toBe((await rowsOf(file)).length);
    expect(changed).toEqual([]);
  });

  it('writes the prices and stock a file changes, reports each before and after, and names the products', async () => {
    const [first, second] = await productsForSale(testApp, 'de-de', 2, 10);
    const rows = (await rowsOf(await exported('de-de'))).filter(
      (row) => row.sku === first?.sku || row.sku === second?.sku,
    );
    const firstRow = rows.find((row) => row.sku === first?.sku) as Record<string, string>;
    const secondRow = rows.find((row) => row.sku === second?.sku) as Record<string, string>;
    const changedIds: number[][] = [];
    const result = await importSheet(
      testApp.database.db,
      fileOf([
        {
          ...firstRow,
          price: '777.70',
          special_price: '699',
          special_from: '2026-12-01',
          special_to: '2026-12-31',
        },
        { ...secondRow, qty: '4' },
      ]),
      async (ids) => changedIds.push(ids),
    );
    expect(result).toMatchObject({
      ok: true,
      report: {
        rows: 2,
        priceChanges: 1,
        stockChanges: 1,
        unchanged: 0,
        changes: {
          prices: [
            {
              line: 2,
              sku: first?.sku,
              storeCode: 'de-de',
              after: {
                priceMinor: 77770,
                specialPriceMinor: 69900,
                specialFromDate: '2026-12-01',
                specialToDate: '2026-12-31',
              },
            },
          ],
          stock: [{ line: 3, sku: second?.sku, before: 10, after: 4 }],
        },
      },
    });
    expect(changedIds).toEqual([[first?.id, second?.id]]);
    const [price] = (await cataloguePricesOf(testApp.database.db, [first?.id ?? 0])).filter(
      (row) => row.storeCode === 'de-de',
    );
    expect(price).toMatchObject({ priceMinor: 77770, specialPriceMinor: 69900 });
    expect((await stockQuantitiesOf(testApp.database.db, [second?.id ?? 0])).get(second?.id ?? 0)).toBe(4);
  });

  it('adds a price in a store view that did not sell the product yet', async () => {
    const [product] = await productsForSale(testApp, 'de-de', 1);
    const sold = (await cataloguePricesOf(testApp.database.db, [product?.id ?? 0])).map(
      (row) => row.storeCode,
    );
    const store = ['se-en', 'pl-pl', 'gb-en', 'ch-de'].find((code) => !sold.includes(code));
    if (!store) return;
    const currency = { 'se-en': 'SEK', 'pl-pl': 'PLN', 'gb-en': 'GBP', 'ch-de': 'CHF' }[store] ?? '';
    const result = await importSheet(
      testApp.database.db,
      fileOf([
        {
          sku: product?.sku ?? '',
          store_code: store,
          currency,
          price: '10.00',
          special_price: '',
          special_from: '',
          special_to: '',
          qty: '500',
        },
      ]),
      async () => {},
    );
    expect(result).toMatchObject({
      ok: true,
      report: { priceChanges: 1, changes: { prices: [{ before: null }] } },
    });
  });

  it('imports nothing from a file with one bad row among good ones, and says what is wrong where', async () => {
    const [product] = await productsForSale(testApp, 'de-de', 1, 20);
    const [row] = (await rowsOf(await exported('de-de'))).filter((cells) => cells.sku === product?.sku);
    const before = await cataloguePricesOf(testApp.database.db, [product?.id ?? 0]);
    const result = await importSheet(
      testApp.database.db,
      fileOf([
        { ...(row as Record<string, string>), price: '1.00', qty: '3' },
        { ...(row as Record<string, string>), sku: 'NO-SUCH-SHED', price: 'zwölf' },
      ]),
      async () => {
        throw new Error('nothing changed, so nothing is reindexed');
      },
    );
    expect(result).toEqual({
      ok: false,
      message: 'Nothing was imported: 2 problem(s) in the file.',
      problems: [
        expect.objectContaining({ line: 3, column: 'sku', code: 'unknown_sku' }),
        expect.objectContaining({ line: 3, column: 'price', code: 'bad_price' }),
      ],
    });
    expect(await cataloguePricesOf(testApp.database.db, [product?.id ?? 0])).toEqual(before);
    expect((await stockQuantitiesOf(testApp.database.db, [product?.id ?? 0])).get(product?.id ?? 0)).toBe(20);
  });

  it('names every unknown product of a file of 70,000 (more than a query may bind; it was a 500)', async () => {
    const [product] = await productsForSale(testApp, 'de-de', 1, 20);
    const [row] = (await rowsOf(await exported('de-de'))).filter((cells) => cells.sku === product?.sku);
    const rows = Array.from({ length: 70_000 }, (_, index) => ({
      ...(row as Record<string, string>),
      sku: `NO-SUCH-SHED-${index}`,
    }));
    const result = await importSheet(
      testApp.database.db,
      fileOf([row as Record<string, string>, ...rows]),
      async () => {
        throw new Error('nothing changed, so nothing is reindexed');
      },
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.length).toBe(70_000);
    expect(!result.ok && result.problems[0]).toMatchObject({ line: 3, code: 'unknown_sku' });
  });

  it('answers why a file that is not a sheet cannot be read', async () => {
    expect(await importSheet(testApp.database.db, Buffer.from('name,price\nx,1\n'), async () => {})).toEqual({
      ok: false,
      message:
        'The file lacks the column(s) sku, store_code, currency, special_price, special_from, special_to, qty.',
      problems: [],
    });
  });
});
