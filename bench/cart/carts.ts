/**
 * Guest carts and the cart update requests of the cart benchmark, shared with the side-by-side run against
 * Vendure (`bench/vendure/run.ts`), which loads the same update on the catalogue benchmark's database.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/api/src/db/database';

export const CART_STORE = 'de-de';

/** Skus of simple products with a de-de price and plenty of stock. */
export async function cartSkus(db: Database, count = 12): Promise<string[]> {
  const rows = await queryRows<{ sku: string }>(
    db,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = ${CART_STORE}
      JOIN stock_items s ON s.product_id = p.id
      WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.max_sale_qty >= 10
      ORDER BY p.id LIMIT ${count}`,
  );
  return rows.map((row) => row.sku);
}

async function api<T>(port: number, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; result: T };
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope.result)}`);
  return envelope.result;
}

/** `count` guest carts made through the API, each with three lines of the skus. */
export async function guestCarts(port: number, skus: string[], count: number): Promise<string[]> {
  const carts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const cartId = await api<string>(port, 'POST', `/${CART_STORE}/api/cart/create`);
    for (let line = 0; line < 3; line += 1) {
      const sku = skus[(index + line) % skus.length] as string;
      await api(port, 'POST', `/${CART_STORE}/api/cart/update?cartId=${cartId}`, {
        cartItem: { sku, qty: 1 },
      });
    }
    carts.push(cartId);
  }
  return carts;
}

/**
 * A line of each cart set to a quantity, each cart once per round, as shoppers update their own carts: the
 * requests in flight at a time are different carts (three in a row for one cart would queue on that line's
 * row lock).
 */
export function cartUpdateRequests(carts: string[], skus: string[]) {
  return [1, 2, 3].flatMap((qty) =>
    carts.map((cartId, index) => ({
      method: 'POST' as const,
      path: `/${CART_STORE}/api/cart/update?cartId=${cartId}`,
      body: JSON.stringify({ cartItem: { sku: skus[index % skus.length], qty } }),
    })),
  );
}
