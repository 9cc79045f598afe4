import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';

const test = useTestApp();

type Doc = Record<string, unknown> & { id: number; sku: string; url_key: string; type_id: string };

function tagsOf(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['x-cache-tags'];
  if (typeof header !== 'string') throw new Error('the answer carries no X-Cache-Tags header');
  return header.split(' ');
}

async function search(query: Record<string, unknown>) {
  const response = await test.app.inject({ method: 'POST', url: '/de-de/api/catalog', payload: query });
  return { tags: tagsOf(response), items: (response.json() as { result: { items: Doc[] } }).result.items };
}

describe('X-Cache-Tags of the catalogue answers', () => {
  it('names each product of a page and the category a listing is filtered by', async () => {
    const { items: categories } = await search({ type: 'category', filters: { level: 2 } });
    const category = categories[0] as Doc;
    const listing = await search({
      filters: { category_ids: [category.id] },
      size: 5,
      _sourceInclude: ['sku'],
    });
    expect(listing.items.length).toBeGreaterThan(0);
    const ids = (await search({ filters: { category_ids: [category.id] }, size: 5 })).items.map(
      (item) => item.id,
    );
    // Fields left out of the answer do not take the tags with them.
    expect(listing.tags).toEqual(['product', `category-${category.id}`, ...ids.map((id) => `product-${id}`)]);
  });

  it('marks a text search and names the products found; other types carry their kind', async () => {
    const found = await search({ searchQuery: 'Hochbeet', size: 3 });
    expect(found.tags).toEqual(['product', 'search', ...found.items.map((item) => `product-${item.id}`)]);
    expect((await search({ type: 'category' })).tags).toEqual(['category']);
    expect((await search({ type: 'cms_page' })).tags).toEqual(['cmsPage']);
    expect((await search({ type: 'taxrule' })).tags).toEqual(['taxrule']);
  });

  it("names the parent of a configurable product, whether opened by url, sku or a child's sku", async () => {
    const { items } = await search({ filters: { type_id: 'configurable' }, size: 1 });
    const product = items[0] as Doc;
    const child = (product.configurable_children as Doc[])[0] as Doc;
    const mapped = await test.app.inject({
      method: 'POST',
      url: '/de-de/api/url/map',
      payload: { url: `/de-de/p/${product.url_key}/${child.sku}` },
    });
    expect(tagsOf(mapped)).toEqual(['product', `product-${product.id}`]);
    const single = await test.app.inject({
      method: 'GET',
      url: `/de-de/api/product/single?value=${encodeURIComponent(product.sku)}`,
    });
    expect(tagsOf(single)).toEqual(['product', `product-${product.id}`]);
    const redirected = await test.app.inject({
      method: 'GET',
      url: `/de-de/api/product/single?value=${encodeURIComponent(child.sku)}`,
    });
    expect(redirected.statusCode).toBe(301);
    expect(tagsOf(redirected)).toEqual(['product', `product-${product.id}`]);
  });

  it('names the priced products of a render list', async () => {
    const { items } = await search({ filters: { type_id: 'simple' }, size: 2 });
    const skus = items.map((item) => item.sku);
    const response = await test.app.inject({
      method: 'GET',
      url: `/de-de/api/product/render-list?skus=${skus.map(encodeURIComponent).join(',')}&currencyCode=EUR`,
    });
    expect(response.statusCode).toBe(200);
    expect(tagsOf(response)).toEqual(['product', ...items.map((item) => `product-${item.id}`)]);
  });
});
