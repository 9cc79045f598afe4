import { setTimeout as sleep } from 'node:timers/promises';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/back-office-staff';
import { useTestApp } from '../../../test/build-app';
import { callsTo, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { staffAuditLog } from '../../db/schema';
import { cataloguePricesOf } from '../pricing';
import { stockQuantitiesOf } from '../stock';

const testApp = useTestApp();
const shop = callsTo(testApp);
let content: Awaited<ReturnType<typeof signedInStaff>>;
let products: ShopProduct[];

beforeAll(async () => {
  content = await signedInStaff(testApp, 'content');
  products = await productsForSale(testApp, 'de-de', 3, 40);
});

const product = (index: number) => products[index] as ShopProduct;
const shopPrice = async (sku: string) =>
  (await shop('GET', `/de-de/api/product/single?key=sku&value=${encodeURIComponent(sku)}`)).body.result
    .final_price_incl_tax as number;
const lastAudit = async () =>
  (await testApp.database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0];

describe('the back office’s product search', () => {
  it('finds a product by the beginning of its SKU or name, with its stock and every store view’s price', async () => {
    const { sku, name } = product(0);
    const bySku = await content.call('GET', `/api/staff/products?query=${encodeURIComponent(sku)}`);
    expect(bySku.status).toBe(200);
    const found = bySku.body.result.products.find((row: { sku: string }) => row.sku === sku);
    expect(found).toMatchObject({ sku, qty: 40 });
    const prices = await cataloguePricesOf(testApp.database.db, [product(0).id]);
    expect(found.prices.map((price: { store_code: string }) => price.store_code)).toEqual(
      prices.map((price) => price.storeCode),
    );
    const byName = await content.call(
      'GET',
      `/api/staff/products?language=de&query=${encodeURIComponent(name.toLowerCase())}`,
    );
    expect(byName.body.result.products.map((row: { sku: string }) => row.sku)).toContain(sku);
  });

  it('pages by SKU', async () => {
    const first = await content.call('GET', '/api/staff/products');
    expect(first.body.result.products).toHaveLength(25);
    const after = first.body.result.next_after as string;
    expect(after).toBe(first.body.result.products.at(-1).sku);
    const second = await content.call('GET', `/api/staff/products?after=${encodeURIComponent(after)}`);
    expect(second.body.result.products[0].sku > after).toBe(true);
  });

  it('refuses an unknown query parameter with a 400', async () => {
    const answer = await content.call('GET', '/api/staff/products?sort=name');
    expect(answer.status).toBe(400);
  });
});

describe('a product’s stock and price', () => {
  it('sets the stock, audited with before and after', async () => {
    const { sku, id } = product(0);
    const answer = await content.call('POST', `/api/staff/products/${encodeURIComponent(sku)}/stock`, {
      qty: 12,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ sku, qty: 12 });
    expect((await stockQuantitiesOf(testApp.database.db, [id])).get(id)).toBe(12);
    expect(await lastAudit()).toMatchObject({
      staffId: content.id,
      action: 'product.stock',
      objectType: 'product',
      objectId: sku,
      details: { before: 40, after: 12 },
      outcome: 'success',
    });
  });

  it('refuses a stock that is negative, fractional or too large, and changes nothing', async () => {
    const { sku, id } = product(1);
    for (const qty of [-1, 1.5, 1_000_001, '7']) {
      const answer = await content.call('POST', `/api/staff/products/${encodeURIComponent(sku)}/stock`, {
        qty,
      });
      expect(answer.status, String(qty)).toBe(400);
      expect(answer.body.result).toMatch(/qty/);
    }
    expect((await stockQuantitiesOf(testApp.database.db, [id])).get(id)).toBe(40);
  });

  it('sets a price and the shop’s catalogue shows it right after', async () => {
    const { sku } = product(0);
    expect(await shopPrice(sku)).not.toBe(123_456);
    const answer = await content.call('POST', `/api/staff/products/${encodeURIComponent(sku)}/prices/de-de`, {
      price: '1234.56',
      special_price: '',
      special_from: '',
      special_to: '',
    });
    expect(answer.status).toBe(200);
    expect(
      answer.body.result.prices.find((price: { store_code: string }) => price.store_code === 'de-de'),
    ).toEqual({
      store_code: 'de-de',
      currency: 'EUR',
      price: 123_456,
      special_price: null,
      special_from: null,
      special_to: null,
    });
    expect(await shopPrice(sku)).toBe(123_456);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'product.price',
      objectId: sku,
      details: { store: 'de-de', after: { price: 123_456 } },
    });
  });

  it('refuses a bad price with every problem by field, and changes nothing', async () => {
    const { sku, id } = product(1);
    const before = await cataloguePricesOf(testApp.database.db, [id]);
    const answer = await content.call('POST', `/api/staff/products/${encodeURIComponent(sku)}/prices/de-de`, {
      price: '12,5x',
      special_price: '0',
      special_from: '2026-12-31',
      special_to: '2026-12-01',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe('stock_sheet_invalid');
    expect(answer.body.details?.problems?.map((problem) => [problem.column, problem.code])).toEqual([
      ['price', 'bad_price'],
      ['special_price', 'bad_special_price'],
      ['special_to', 'dates_reversed'],
    ]);
    expect(answer.body.result).toContain('The price 12,5x is not an amount');
    // A day of the year 0000, which the database refuses (it was a 500).
    const yearZero = await content.call(
      'POST',
      `/api/staff/products/${encodeURIComponent(sku)}/prices/de-de`,
      { price: '12.50', special_price: '10.00', special_from: '0000-01-01', special_to: '' },
    );
    expect(yearZero.status).toBe(400);
    expect(yearZero.body.details?.problems?.map((problem) => [problem.column, problem.code])).toEqual([
      ['special_from', 'bad_date'],
    ]);
    expect(await cataloguePricesOf(testApp.database.db, [id])).toEqual(before);
  });

  it('answers 404 for an unknown product or store view', async () => {
    const unknown = await content.call('POST', '/api/staff/products/NO-SUCH-SKU/stock', { qty: 1 });
    expect(unknown.status).toBe(404);
    const store = await content.call(
      'POST',
      `/api/staff/products/${encodeURIComponent(product(1).sku)}/prices/xx-xx`,
      { price: '10.00' },
    );
    expect(store.status).toBe(404);
  });
});

describe('the stock and price sheet', () => {
  it('exports as CSV (audited), and a changed row comes back as a report', async () => {
    const exported = await content.call('GET', '/api/staff/products.csv?store=de-de');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toContain('stock-and-prices-de-de.csv');
    expect(await lastAudit()).toMatchObject({ action: 'stock_sheet.export', details: { store: 'de-de' } });
    const lines = exported.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const { sku, id } = product(2);
    const row = lines.find((line) => line.startsWith(`${sku},`));
    if (!row) throw new Error('the product is not in the sheet');
    const cells = row.split(',');
    cells[cells.length - 1] = '77';
    const imported = await testApp.app.inject({
      method: 'POST',
      url: '/api/staff/products.csv',
      remoteAddress: content.remoteAddress,
      headers: { authorization: `Bearer ${content.session}`, 'content-type': 'text/csv' },
      payload: `${lines[0]}\n${cells.join(',')}\n`,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().result).toMatchObject({
      rows: 1,
      price_changes: 0,
      stock_changes: 1,
      changes: { stock: [{ line: 2, sku, before: 40, after: 77 }] },
    });
    expect((await stockQuantitiesOf(testApp.database.db, [id])).get(id)).toBe(77);
    expect(await lastAudit()).toMatchObject({ action: 'stock_sheet.import', outcome: 'success' });
  });

  it('refuses a file with problems whole, every problem by line, and imports nothing', async () => {
    const { sku, id } = product(2);
    const before = (await stockQuantitiesOf(testApp.database.db, [id])).get(id);
    const imported = await testApp.app.inject({
      method: 'POST',
      url: '/api/staff/products.csv',
      remoteAddress: content.remoteAddress,
      headers: { authorization: `Bearer ${content.session}`, 'content-type': 'text/csv' },
      payload: `sku,store_code,currency,price,special_price,special_from,special_to,qty\n${sku},de-de,EUR,10.00,,,,5\nNOPE,de-de,EUR,10.00,,,,5\n`,
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.json()).toMatchObject({
      reason: 'stock_sheet_invalid',
      details: { problems: [{ line: 3, column: 'sku', code: 'unknown_sku' }] },
    });
    expect((await stockQuantitiesOf(testApp.database.db, [id])).get(id)).toBe(before);
    expect(await lastAudit()).toMatchObject({
      action: 'stock_sheet.import',
      outcome: 'refused',
      details: { problems: 1 },
    });
  });

  it('counts the problems of a file of 100,000 wrong rows, lists the first 1,000, and answers other requests meanwhile', async () => {
    const header = 'sku,store_code,currency,price,special_price,special_from,special_to,qty';
    const rows = Array.from({ length: 100_000 }, (_, index) => `NOPE-${index},de-de,EUR,1,,,,1`);
    const importing = testApp.app.inject({
      method: 'POST',
      url: '/api/staff/products.csv',
      remoteAddress: content.remoteAddress,
      headers: { authorization: `Bearer ${content.session}`, 'content-type': 'text/csv' },
      payload: `${header}\n${rows.join('\n')}\n`,
    });
    // A shopper's request sent while the file is read (its check takes a second or more): answered before
    // the file's answer. With the embedded database the process answers every request of the shop, and a
    // file read in one go held them all until its answer.
    let settled = false;
    void importing.finally(() => {
      settled = true;
    });
    await sleep(200);
    const shopper = await shop(
      'GET',
      `/de-de/api/product/single?key=sku&value=${encodeURIComponent(product(0).sku)}`,
    );
    expect(shopper.status).toBe(200);
    expect(settled).toBe(false);
    const imported = await importing;
    expect(imported.statusCode).toBe(400);
    const details = imported.json().details;
    expect(details.problem_count).toBe(100_000);
    expect(details.problems).toHaveLength(1000);
    expect(details.problems[999]).toMatchObject({ line: 1001, column: 'sku', code: 'unknown_sku' });
  });

  it('refuses a sheet holding a NUL character with a 400, and imports nothing (it was a 500)', async () => {
    const { sku, id } = product(2);
    const before = (await stockQuantitiesOf(testApp.database.db, [id])).get(id);
    const imported = await testApp.app.inject({
      method: 'POST',
      url: '/api/staff/products.csv',
      remoteAddress: content.remoteAddress,
      headers: { authorization: `Bearer ${content.session}`, 'content-type': 'text/csv' },
      payload: `sku,store_code,currency,price,special_price,special_from,special_to,qty\n${sku}\u0000,de-de,EUR,10.00,,,,5\n`,
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().result).toMatch(/^The file holds characters no text file has/);
    expect((await stockQuantitiesOf(testApp.database.db, [id])).get(id)).toBe(before);
  });

  it('refuses a body that is not CSV, and an unknown store view of the export', async () => {
    const json = await content.call('POST', '/api/staff/products.csv', { sku: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.result).toBe('Send the sheet as a CSV file (Content-Type: text/csv).');
    const xml = await testApp.app.inject({
      method: 'POST',
      url: '/api/staff/products.csv',
      remoteAddress: content.remoteAddress,
      headers: { authorization: `Bearer ${content.session}`, 'content-type': 'application/xml' },
      payload: '<sheet/>',
    });
    expect(xml.statusCode).toBe(415);
    const store = await content.call('GET', '/api/staff/products.csv?store=xx-xx');
    expect(store.status).toBe(400);
  });
});

describe('who may keep stock and prices', () => {
  it('every role: owner, orders and content', async () => {
    for (const role of ['owner', 'orders'] as const) {
      const member = await signedInStaff(testApp, role);
      expect((await member.call('GET', '/api/staff/products?query=x')).status).toBe(200);
    }
    expect(
      (await testApp.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.outcome, 'denied_role')))
        .length,
    ).toBe(0);
  });
});
