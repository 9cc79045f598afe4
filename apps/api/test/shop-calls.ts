import type { RefusalDetails, RefusalReason } from '@hortus/api-contract';
import { getStoreView, type StoreCode } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/database';
import type { TestApp } from './build-app';

/** An answer of the API: its status and the spec's envelope. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the result it asked for
  body: { code: number; result: any; reason?: RefusalReason; details?: RefusalDetails };
}

export type Call = (method: 'GET' | 'POST', url: string, body?: object) => Promise<Answer>;

/** Requests to the test app as a client sends them (JSON in, envelope out). */
export function callsTo(testApp: TestApp): Call {
  return async (method, url, body) => {
    const response = await testApp.app.inject({ method, url, ...(body ? { payload: body } : {}) });
    return { status: response.statusCode, body: response.json() };
  };
}

export interface ShopProduct {
  id: number;
  sku: string;
  name: string;
}

/**
 * Simple products a store view sells (visible, with a price there), lowest id first, each given `qty` units
 * in stock so that the tests do not depend on the demo catalogue's random quantities.
 */
export async function productsForSale(
  testApp: TestApp,
  store: string,
  count: number,
  qty = 500,
): Promise<ShopProduct[]> {
  const { db } = testApp.database;
  const rows = await queryRows<ShopProduct>(
    db,
    sql`SELECT p.id, p.sku, t.name FROM products p
      JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = ${store}
      JOIN product_translations t ON t.product_id = p.id AND t.language = ${getStoreView(store as StoreCode).i18n.language}
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT ${count}`,
  );
  if (rows.length < count) throw new Error(`the demo catalogue lacks ${count} simple products in ${store}`);
  for (const row of rows) {
    await db.execute(
      sql`UPDATE stock_items SET qty = ${qty}, is_in_stock = true, manage_stock = true, min_sale_qty = 1,
        max_sale_qty = 10000 WHERE product_id = ${row.id}`,
    );
  }
  return rows;
}

/** A new cart in a store view with the given lines (a customer's with their token). */
export async function cartOf(
  call: Call,
  store: string,
  lines: { sku: string; qty: number }[],
  token = '',
): Promise<string> {
  const created = await call('POST', `/${store}/api/cart/create${token && `?token=${token}`}`);
  const cartId = created.body.result as string;
  for (const line of lines) {
    const added = await call(
      'POST',
      `/${store}/api/cart/update?cartId=${cartId}${token && `&token=${token}`}`,
      {
        cartItem: line,
      },
    );
    expect(added.status).toBe(200);
  }
  return cartId;
}

export { berlinAddress, berlinOrder } from './berlin-order';
