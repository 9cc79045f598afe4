import { CARD_FIELDS } from '@hortus/api-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';
import { customers } from '../../db/schema';
import { WHOLESALE_GROUP_ID } from '../../demo/catalogue';
import { writeStockQuantity } from '../stock';
import { reindexProducts } from './reindex';

// Changes stock and prices, so it has a database of its own; every answer is computed (no output cache).
const test = useTestApp({ CATALOG_CACHE: 'off' });

type Item = Record<string, unknown> & { id: number; sku: string };

async function search(store: string, query: Record<string, unknown>) {
  const response = await test.app.inject({ method: 'POST', url: `/${store}/api/catalog`, payload: query });
  expect(response.statusCode).toBe(200);
  return (response.json() as { result: { items: Item[]; total: number } }).result;
}

/**
 * The same query answered from the kept cards (exactly the card's fields) and from the documents (one
 * field more, which no document has, so the answers must be equal).
 */
async function bothWays(store: string, query: Record<string, unknown>) {
  const base = { type: 'product', from: 0, size: 50, aggregations: ['color', 'size', 'price'], ...query };
  const fromCards = await search(store, { ...base, _sourceInclude: [...CARD_FIELDS] });
  const fromDocuments = await search(store, { ...base, _sourceInclude: [...CARD_FIELDS, 'no_such_field'] });
  return { fromCards, fromDocuments };
}

let categoryId = 0;

beforeAll(async () => {
  const [row] = await queryRows<{ id: number }>(
    test.database.db,
    sql`SELECT unnest(category_ids) AS id FROM product_search_documents WHERE store_code = 'de-de'
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  if (!row) throw new Error('the demo catalogue has no categories');
  categoryId = row.id;
});

describe('a list of cards is answered from the kept cards as the documents would answer it', () => {
  const queries: [string, string, Record<string, unknown>][] = [
    ['a kept category listing', 'de-de', {}],
    ['a listing sorted by price', 'fr-fr', { sort: 'price:asc' }],
    ['a text search with facets', 'pl-pl', { searchQuery: 'Domek' }],
    ['a text search', 'de-de', { searchQuery: 'Gerätehaus' }],
    ['a second page', 'gb-en', { from: 10, size: 10 }],
  ];
  for (const [name, store, query] of queries) {
    it(`${name} (${store})`, async () => {
      const filters = query.searchQuery ? {} : { category_ids: [categoryId] };
      const { fromCards, fromDocuments } = await bothWays(store, { filters, ...query });
      expect(fromCards.items.length, 'items').toBeGreaterThan(0);
      expect(fromCards).toEqual(fromDocuments);
      expect(Object.keys(fromCards.items[0] ?? {})).toEqual(
        expect.arrayContaining(['final_price_incl_tax', 'stock', 'configurable_children', '_score']),
      );
    });
  }

  it('a card shows the stock of now, without a reindex', async () => {
    const listing = () => bothWays('de-de', { filters: { category_ids: [categoryId] } });
    const first = (await listing()).fromCards.items[0] as Item & { stock: { is_in_stock: boolean } };
    expect(first.stock.is_in_stock).toBe(true);
    await writeStockQuantity(test.database.db, first.id, 0);
    const { fromCards, fromDocuments } = await listing();
    const now = fromCards.items.find((item) => item.id === first.id) as typeof first;
    expect(now.stock.is_in_stock).toBe(false);
    expect(fromCards).toEqual(fromDocuments);
  });

  it("a wholesale customer's card has the group's price", async () => {
    const [tier] = await queryRows<{ id: number; sku: string; price_minor: number }>(
      test.database.db,
      sql`SELECT p.id, p.sku, t.price_minor FROM tier_prices t JOIN products p ON p.id = t.product_id
        WHERE t.store_code = 'de-de' AND t.customer_group_id = ${WHOLESALE_GROUP_ID} AND t.qty = 1
          AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
    );
    if (!tier) throw new Error('the demo catalogue has no wholesale price in de-de');
    const email = 'cards@example.de';
    const password = 'Gartenhaus 2026';
    await test.app.inject({
      method: 'POST',
      url: '/de-de/api/user/create',
      payload: { customer: { email, firstname: 'Gerd', lastname: 'Großhandel' }, password },
    });
    await test.database.db
      .update(customers)
      .set({ groupId: WHOLESALE_GROUP_ID })
      .where(eq(customers.email, email));
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: email, password },
    });
    const groupToken = (login.json() as { result: { token: string } }).result.token;
    const query = { filters: { sku: tier.sku } };
    const guest = await bothWays('de-de', query);
    const wholesale = await bothWays('de-de', { ...query, groupToken });
    expect(wholesale.fromCards).toEqual(wholesale.fromDocuments);
    expect(wholesale.fromCards.items[0]?.final_price_incl_tax).toBe(tier.price_minor);
    expect(guest.fromCards.items[0]?.final_price_incl_tax).not.toBe(tier.price_minor);
  });

  it('a variant not sold in one store view of the language is left out there, and only there', async () => {
    const [variant] = await queryRows<{
      parent_id: number;
      parent_sku: string;
      child_id: number;
      sku: string;
    }>(
      test.database.db,
      sql`SELECT c.parent_id, parent.sku AS parent_sku, c.child_id, child.sku FROM configurable_children c
        JOIN products parent ON parent.id = c.parent_id JOIN products child ON child.id = c.child_id
        WHERE parent.visibility = 4 ORDER BY c.parent_id, c.position LIMIT 1`,
    );
    if (!variant) throw new Error('the demo catalogue has no configurable product');
    await test.database.db.execute(
      sql`DELETE FROM product_prices WHERE store_code = 'at-de' AND product_id = ${variant.child_id}`,
    );
    await reindexProducts(test.database.db, [variant.child_id]);
    const query = { filters: { sku: variant.parent_sku } };
    const variantsIn = async (store: string) => {
      const { fromCards, fromDocuments } = await bothWays(store, query);
      expect(fromCards).toEqual(fromDocuments);
      const [card] = fromCards.items as (Item & { configurable_children: { sku: string }[] })[];
      return card?.configurable_children.map((child) => child.sku) ?? [];
    };
    expect(await variantsIn('de-de')).toContain(variant.sku);
    const inAustria = await variantsIn('at-de');
    expect(inAustria.length).toBeGreaterThan(0);
    expect(inAustria).not.toContain(variant.sku);
  });
});
