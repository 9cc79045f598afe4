import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../db/database';
import {
  bundleOptions,
  categories,
  productMedia,
  productPrices,
  products,
  productTranslations,
} from '../db/schema';
import { generateDemoCatalogue } from './catalogue';
import { clearCatalogue, DEMO_TABLES, isCatalogueEmpty, seedDemoCatalogue } from './seed';

let connection: DatabaseConnection;
const catalogue = generateDemoCatalogue({ seed: 1 });

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of DEMO_TABLES) {
    const [row] = await connection.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

beforeAll(async () => {
  connection = await openDatabase('pglite://memory');
  await connection.migrate();
});

afterAll(async () => {
  await connection?.close();
});

describe('seedDemoCatalogue', () => {
  it('fills an empty database with every row of the catalogue', async () => {
    expect(await isCatalogueEmpty(connection.db)).toBe(true);
    const counts = await seedDemoCatalogue(connection.db, { catalogue });
    const expected = Object.fromEntries(Object.entries(catalogue).map(([name, rows]) => [name, rows.length]));
    expect(counts).toEqual(expected);
    expect(await countRows()).toEqual(expected);
    expect(await isCatalogueEmpty(connection.db)).toBe(false);
  });

  it('stores every kind of value as generated: json, dates, quotes, html and column defaults', async () => {
    const db = connection.db;
    const [product] = await db.select().from(products).where(eq(products.id, 1));
    expect(product).toMatchObject({
      sku: catalogue.products[0]?.sku,
      typeId: 'configurable',
      attributeValues: catalogue.products[0]?.attributeValues,
      createdAt: catalogue.products[0]?.createdAt,
      amountUnit: null,
    });
    const french = catalogue.productTranslations.find(
      (row) => row.language === 'fr' && row.name.includes("'"),
    );
    const [stored] = await db
      .select()
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.productId, french?.productId ?? 0),
          eq(productTranslations.language, 'fr'),
        ),
      );
    expect(stored).toEqual(french);
    const [root] = await db.select().from(categories).where(eq(categories.id, 1));
    expect(root).toMatchObject({ isAccessoriesCategory: false, isActive: true, bannerImage: null });
    const [option] = await db.select().from(bundleOptions).limit(1);
    expect(option?.titles).toEqual(catalogue.bundleOptions.find((row) => row.id === option?.id)?.titles);
    const special = catalogue.productPrices.find((row) => row.specialFromDate === '2031-01-01');
    const [price] = await db
      .select()
      .from(productPrices)
      .where(
        and(
          eq(productPrices.productId, special?.productId ?? 0),
          eq(productPrices.storeCode, special?.storeCode ?? ''),
        ),
      );
    expect(price).toEqual(special);
  });

  it('leaves the id sequences past the demo ids, so new rows get fresh ids', async () => {
    const [media] = await connection.db
      .insert(productMedia)
      .values({ productId: 1, file: 'catalog/product/shed-silver-9.svg' })
      .returning({ id: productMedia.id });
    expect(media?.id).toBe(catalogue.productMedia.length + 1);
  });
});

describe('clearCatalogue', () => {
  it('empties every catalogue, content and tax table, after which a larger catalogue seeds again', async () => {
    await clearCatalogue(connection.db);
    expect(await isCatalogueEmpty(connection.db)).toBe(true);
    expect(Object.values(await countRows()).every((n) => n === 0)).toBe(true);
    const counts = await seedDemoCatalogue(connection.db, { seed: 7, products: 300 });
    const [visible] = await connection.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.visibility, 4));
    expect(visible?.n).toBe(300);
    expect((await countRows()).productPrices).toBe(counts.productPrices);
  });
});
