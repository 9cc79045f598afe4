import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';
import { reindexProducts } from './index';

const test = useTestApp();

/** Product descriptions and category texts are back-office HTML: they must leave the API allow-listed. */
describe('back-office HTML in catalogue answers', () => {
  it('strips scripts and event handlers from category texts', async () => {
    await queryRows(
      test.database.db,
      sql`UPDATE category_translations SET content_before = '<p onclick="steal()">Sheds<script>alert(1)</script></p><img src="x" onerror="alert(2)">'
          WHERE category_id = 10 AND language = 'en'`,
    );
    const response = await test.app.inject({ method: 'GET', url: '/gb-en/api/catalog/categories/10' });
    const html = (response.json() as { result: { content_before: string } }).result.content_before;
    expect(html).toContain('Sheds');
    expect(html).not.toMatch(/script|onclick|onerror|alert/);
  });

  it('strips scripts and event handlers from product descriptions after a reindex', async () => {
    const [row] = await queryRows<{ id: number; sku: string }>(
      test.database.db,
      sql`SELECT id, sku FROM products WHERE visibility = 4 AND status = 1 AND type_id = 'simple' ORDER BY id LIMIT 1`,
    );
    if (!row) throw new Error('the demo catalogue has no visible simple product');
    await queryRows(
      test.database.db,
      sql`UPDATE product_translations SET description = '<p>Sturdy<script>alert(1)</script></p><a href="javascript:alert(2)" onmouseover="x()">more</a>'
          WHERE product_id = ${row.id} AND language = 'en'`,
    );
    await reindexProducts(test.database.db, [row.id]);
    const response = await test.app.inject({
      method: 'GET',
      url: `/gb-en/api/product/single?key=sku&value=${encodeURIComponent(row.sku)}`,
    });
    const description = (response.json() as { result: { description: string } }).result.description;
    expect(description).toContain('<p>Sturdy</p>');
    expect(description).toContain('more');
    expect(description).not.toMatch(/script|javascript|onmouseover|alert/);
  });
});
