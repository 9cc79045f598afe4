import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';

const test = useTestApp();

interface Alternate {
  storeCode: string;
  language: string;
  country: string;
  url: string;
}

async function alternates(url: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/url/alternates?url=${encodeURIComponent(url)}`,
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; result: { items: Alternate[] } },
  };
}

async function first(store: string, query: Record<string, unknown>) {
  const response = await test.app.inject({ method: 'POST', url: `/${store}/api/catalog`, payload: query });
  return (response.json() as { result: { items: Record<string, unknown>[] } }).result.items[0];
}

describe('GET /api/url/alternates', () => {
  it('gives a product in all 24 store views at its url key of each language', async () => {
    const product = await first('de-de', { filters: { type_id: 'configurable' }, size: 1 });
    const english = await test.app.inject({
      method: 'GET',
      url: `/gb-en/api/product/single?key=sku&value=${encodeURIComponent(String(product?.sku))}`,
    });
    const englishSlug = (english.json() as { result: { url_key: string } }).result.url_key;
    const { status, body } = await alternates(`/de-de/p/${product?.url_key}`);
    expect(status).toBe(200);
    expect(body.result.items).toHaveLength(24);
    expect(body.result.items).toContainEqual({
      storeCode: 'at-de',
      language: 'de',
      country: 'AT',
      url: `/at-de/p/${product?.url_key}`,
    });
    expect(body.result.items.find((item) => item.storeCode === 'gb-en')?.url).toBe(`/gb-en/p/${englishSlug}`);
    expect(englishSlug).not.toBe(product?.url_key);
  });

  it('gives a category at its slug of each language', async () => {
    const { body } = await alternates('/gb-en/c/garden-sheds');
    const polish = body.result.items.find((item) => item.storeCode === 'pl-pl');
    expect(polish?.url).toMatch(/^\/pl-pl\/c\/[a-z0-9-]+$/);
    expect(polish?.url).not.toBe('/pl-pl/c/garden-sheds');
    expect(body.result.items).toHaveLength(24);
  });

  it("links each store view's own privacy page, whatever its identifier", async () => {
    const { body } = await alternates('/gb-en/privacy-policy');
    expect(body.result.items).toHaveLength(24);
    expect(body.result.items.find((item) => item.storeCode === 'de-de')?.url).toBe('/de-de/datenschutz');
  });

  it('answers 404 for a path that shows nothing and 400 without a store prefix', async () => {
    expect((await alternates('/de-de/p/no-such-product')).status).toBe(404);
    expect((await alternates('/no-store/p/x')).status).toBe(400);
  });
});
