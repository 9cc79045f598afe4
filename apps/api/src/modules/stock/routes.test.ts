import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';

const testApp = useTestApp();

async function get(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as { code: number; result: unknown } };
}

/** Skus of the demo catalogue, each given a stock level that tells the three answers apart. */
const sku = { plenty: '', lastTwo: '', none: '', offSale: '', madeToOrder: '' };

beforeAll(async () => {
  const { db } = testApp.database;
  const rows = await queryRows<{ id: number; sku: string }>(
    db,
    sql`SELECT p.id, p.sku FROM products p JOIN stock_items s ON s.product_id = p.id ORDER BY p.id LIMIT 5`,
  );
  const levels = [
    ['plenty', 50, true, true],
    ['lastTwo', 2, true, true],
    ['none', 0, true, true],
    ['offSale', 50, false, true],
    ['madeToOrder', 0, true, false],
  ] as const;
  for (const [index, [name, qty, inStock, managed]] of levels.entries()) {
    const row = rows[index];
    if (!row) throw new Error('the demo catalogue has fewer than five products with stock');
    sku[name] = row.sku;
    await db.execute(
      sql`UPDATE stock_items SET qty = ${qty}, is_in_stock = ${inStock}, manage_stock = ${managed} WHERE product_id = ${row.id}`,
    );
  }
});

describe('GET /api/stock/check', () => {
  it('answers the stock of a sku with the spec state for one unit', async () => {
    const { status, body } = await get(`/api/stock/check?sku=${encodeURIComponent(sku.plenty)}`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ sku: sku.plenty, qty: 50, is_in_stock: true, status: 'ok' });
  });

  it('is volatile for the last units and out_of_stock when they are not there', async () => {
    const lastTwo = await get(`/de-de/api/stock/check?sku=${encodeURIComponent(sku.lastTwo)}`);
    expect(lastTwo.body.result).toMatchObject({ qty: 2, is_in_stock: true, status: 'volatile' });
    const three = await get(`/api/stock/check?sku=${encodeURIComponent(sku.lastTwo)}&qty=3`);
    expect(three.body.result).toMatchObject({ status: 'out_of_stock' });
    for (const name of ['none', 'offSale'] as const) {
      const answer = await get(`/api/stock/check?sku=${encodeURIComponent(sku[name])}`);
      expect(answer.body.result, name).toMatchObject({ is_in_stock: false, status: 'out_of_stock' });
    }
    const madeToOrder = await get(`/api/stock/check?sku=${encodeURIComponent(sku.madeToOrder)}&qty=40`);
    expect(madeToOrder.body.result).toMatchObject({ is_in_stock: true, status: 'ok' });
  });

  it('an unknown sku is a 404, a bad request a 400, both in the envelope', async () => {
    expect(await get('/api/stock/check?sku=NO-SUCH-SKU')).toEqual({
      status: 404,
      body: { code: 404, reason: 'not_found', result: "No stock for sku 'NO-SUCH-SKU'" },
    });
    for (const query of [
      '',
      'sku=',
      `sku=${'x'.repeat(65)}`,
      'sku=A&qty=0',
      'sku=A&qty=1.5',
      'sku=A&qty=x',
      'sku=A&extra=1',
    ]) {
      const answer = await get(`/api/stock/check?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe(400);
    }
  });
});

describe('GET /api/stock/list', () => {
  it('answers every known sku of the list in its order, unknown ones left out', async () => {
    const skus = [sku.none, 'NO-SUCH-SKU', sku.plenty, sku.lastTwo, sku.plenty];
    const { status, body } = await get(`/api/stock/list?skus=${skus.map(encodeURIComponent).join(',')}`);
    expect(status).toBe(200);
    expect((body.result as { sku: string; status: string }[]).map((item) => [item.sku, item.status])).toEqual(
      [
        [sku.none, 'out_of_stock'],
        [sku.plenty, 'ok'],
        [sku.lastTwo, 'volatile'],
      ],
    );
  });

  it('takes at most 15 skus, as the client batches them', async () => {
    const fifteen = Array.from({ length: 15 }, (_, index) => `SKU-${index}`).join(',');
    expect((await get(`/api/stock/list?skus=${fifteen}`)).status).toBe(200);
    const sixteen = await get(`/api/stock/list?skus=${fifteen},SKU-15`);
    expect(sixteen.status).toBe(400);
    expect(sixteen.body.result).toContain('skus lists at most 15 skus per request');
    expect((await get('/api/stock/list?skus=,,')).status).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('describes the stock calls with their answers', async () => {
    const { body } = await get('/api/openapi.json');
    const paths = (body as unknown as { paths: Record<string, { get?: { responses?: object } }> }).paths;
    expect(Object.keys(paths['/api/stock/check']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
    expect(paths['/api/stock/list']?.get).toBeDefined();
  });
});
