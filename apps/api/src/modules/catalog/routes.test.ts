import { NO_SUCH_CONFIGURATION, PARENT_SKU_MISSING, SEARCH_KEY_MISSING } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';

const test = useTestApp();

type Doc = Record<string, unknown> & { id: number; sku: string; name: string; type_id: string };
interface SearchResult {
  items: Doc[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<
    string,
    {
      buckets: {
        key: string | number;
        label: string;
        doc_count: number;
        from?: number;
        to?: number | null;
        swatch?: string;
      }[];
    }
  >;
  attributeMetadata: { attribute_code: string }[];
  suggestion?: string;
}

async function search(store: string, query: Record<string, unknown>) {
  const response = await test.app.inject({ method: 'POST', url: `/${store}/api/catalog`, payload: query });
  return { status: response.statusCode, body: response.json() as { code: number; result: SearchResult } };
}

async function get(url: string) {
  const response = await test.app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as { code: number; result: any },
  };
}

async function configurableProduct(store = 'de-de'): Promise<Doc> {
  const { body } = await search(store, { filters: { type_id: 'configurable' }, size: 50 });
  const product = body.result.items.find((item) => (item.configurable_children as unknown[]).length > 1);
  if (!product) throw new Error('the demo catalogue has no configurable product with several children');
  return product;
}

describe('GET /api/health', () => {
  it('reports the database as up, without naming the software behind it', async () => {
    const { status, body } = await get('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, result: { status: 'ok' } });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the catalogue routes', async () => {
    const { status, body } = await get('/api/openapi.json');
    expect(status).toBe(200);
    expect(Object.keys((body as unknown as { paths: object }).paths)).toEqual(
      expect.arrayContaining([
        '/api/catalog',
        '/api/product/single',
        '/api/url/map',
        '/api/product/render-list',
      ]),
    );
  });
});

describe('POST /api/catalog (products)', () => {
  it('needs a store view and names how to give one', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/catalog',
      payload: { type: 'product' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toMatch(/store/);
  });

  it('rejects an unknown store view', async () => {
    const { status, body } = await get('/api/catalog?store=xx-yy');
    expect(status).toBe(400);
    expect(body.result).toBe("Unknown store view 'xx-yy'");
  });

  it('answers the same for a store prefix and a store parameter', async () => {
    // price_refreshed_at is the time of each answer, so it is left out of the comparison.
    const prefixed = await get('/de-de/api/catalog?size=5&_sourceExclude=price_refreshed_at');
    const parameter = await get('/api/catalog?store=de-de&size=5&_sourceExclude=price_refreshed_at');
    expect(prefixed.status).toBe(200);
    expect(prefixed.body).toEqual(parameter.body);
  });

  it('lists only visible, enabled products, 50 a page when size is 0 or less, from 0 when negative', async () => {
    const { body } = await search('de-de', { size: 0, from: -3 });
    expect(body.code).toBe(200);
    expect(body.result.perPage).toBe(50);
    expect(body.result.start).toBe(0);
    expect(body.result.total).toBeGreaterThanOrEqual(60);
    for (const item of body.result.items) {
      expect([2, 3, 4]).toContain(item.visibility);
      expect([0, 1]).toContain(item.status);
    }
  });

  it('sorts by updated_at descending by default', async () => {
    const { body } = await search('de-de', { size: 50 });
    const dates = body.result.items.map((item) => String(item.updated_at));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('prices products in the store currency in integer minor units', async () => {
    for (const [store, currency] of [
      ['de-de', 'EUR'],
      ['ch-fr', 'CHF'],
      ['gb-en', 'GBP'],
      ['pl-pl', 'PLN'],
    ] as const) {
      const { body } = await search(store, { size: 10 });
      for (const item of body.result.items) {
        expect(item.currency).toBe(currency);
        expect(Number.isInteger(item.final_price_incl_tax)).toBe(true);
        expect(item.final_price_incl_tax as number).toBeGreaterThan(0);
        expect(item.price as number).toBeLessThanOrEqual(item.price_incl_tax as number);
      }
    }
  });

  it('finds a product by its name first, in the store language', async () => {
    const { body: listing } = await search('de-de', { size: 5, filters: { type_id: 'simple' } });
    const product = listing.result.items[0];
    if (!product) throw new Error('no simple product');
    const { body } = await search('de-de', { searchQuery: product.name, sort: 'relevance' });
    expect(body.result.items[0]?.name).toBe(product.name);
  });

  it('finds a product by its sku', async () => {
    const { body: listing } = await search('gb-en', { size: 5, filters: { type_id: 'simple' } });
    const product = listing.result.items[0];
    if (!product) throw new Error('no simple product');
    const { body } = await search('gb-en', { searchQuery: product.sku });
    expect(body.result.items.map((item) => item.sku)).toContain(product.sku);
  });

  it('still finds a product when a word is misspelt', async () => {
    const { body: listing } = await search('de-de', { size: 50 });
    const product = listing.result.items.find((item) => /^[A-Za-zÄÖÜäöüß]{7,}/.test(item.name));
    if (!product) throw new Error('no product with a long first word');
    const word = product.name.split(/\s+/)[0] ?? '';
    const misspelt = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const { body } = await search('de-de', { searchQuery: misspelt, size: 50 });
    expect(body.result.total).toBeGreaterThan(0);
    expect(body.result.items.some((item) => item.name.split(/\s+/)[0] === word)).toBe(true);
  });

  it('looks for look-alikes only when the words are in no product, not when the filters exclude them', async () => {
    const [barrel] = (await search('de-de', { searchQuery: 'Regentonne', size: 1 })).body.result.items;
    if (!barrel) throw new Error('no Regentonne in the demo catalogue');
    // 'Regal' is a word of other products: filtered to the barrel it finds nothing, and no look-alikes.
    const spelt = await search('de-de', { searchQuery: 'Regal', filters: { id: [barrel.id] } });
    expect(spelt.body.result.total).toBe(0);
    // A word in no product falls back to the nearest names, within the filters.
    const misspelt = await search('de-de', { searchQuery: 'Regentone', filters: { id: [barrel.id] } });
    expect(misspelt.body.result.items.map((item) => item.id)).toEqual([barrel.id]);
  });

  it("finds the shop's products by the words shoppers use (synonyms per language, as data)", async () => {
    const sheds = await search('de-de', { searchQuery: 'Gartenhaus', size: 50 });
    expect(sheds.body.result.total).toBeGreaterThan(5);
    const names = sheds.body.result.items.map((item) => item.name);
    expect(names.filter((name) => name.startsWith('Gerätehaus')).length, names.join()).toBeGreaterThan(5);
    expect(names[0]).toMatch(/^Gerätehaus/);
    expect(sheds.body.result.suggestion).toBeUndefined();
    const abri = await search('fr-fr', { searchQuery: 'cabanon', size: 50 });
    expect(abri.body.result.items.some((item) => item.name.startsWith('Abri de jardin'))).toBe(true);
    const caseta = await search('es-es', { searchQuery: 'cobertizo', size: 50 });
    expect(caseta.body.result.items.some((item) => item.name.startsWith('Caseta de jardín'))).toBe(true);
    const us = await search('us-en', { searchQuery: 'bike storage shed', size: 50 });
    expect(us.body.result.items[0]?.name).toMatch(/^Bike shed/);
    // Another language's word is no synonym there.
    expect((await search('fr-fr', { searchQuery: 'Gartenhaus' })).body.result.suggestion).toBeUndefined();
  });

  it('sorts a text search by relevance unless the query names a sort', async () => {
    const { body } = await search('de-de', { searchQuery: 'Gerätehaus Avantgarde', size: 20 });
    const scores = body.result.items.map((item) => item._score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.result.items[0]?.name).toMatch(/^Gerätehaus Avantgarde/);
  });

  it('suggests the spelling of the catalogue when the text as typed finds nothing ("did you mean")', async () => {
    const { body } = await search('de-de', { searchQuery: 'Gertehaus Avantgrade' });
    expect(body.result.suggestion).toBe('gerätehaus avantgarde');
    const french = await search('fr-fr', { searchQuery: 'cabnon' });
    expect(french.body.result.suggestion).toBe('cabanon');
    expect((await search('de-de', { searchQuery: 'qqqxxzzyy' })).body.result.suggestion).toBeUndefined();
  });

  it('finds nothing for words in no product', async () => {
    const { body } = await search('de-de', { searchQuery: 'qqqxxzzyy' });
    expect(body.result.total).toBe(0);
    expect(body.result.items).toEqual([]);
  });

  it('filters by colour and counts the colour facet with labels', async () => {
    const { body: all } = await search('de-de', { aggregations: ['color'] });
    const colour = all.result.aggregations.agg_terms_color?.buckets[0];
    if (!colour) throw new Error('no colour facet');
    expect(colour.label).not.toBe('');
    const { body } = await search('de-de', { filters: { color: [colour.key] }, size: 200 });
    expect(body.result.total).toBe(colour.doc_count);
    for (const item of body.result.items) {
      const colours = [item.color, ...(item.configurable_children as Doc[]).map((child) => child.color)];
      expect(colours).toContain(colour.key);
    }
    expect(all.result.attributeMetadata.map((attribute) => attribute.attribute_code)).toContain('color');
  });

  it('labels the price buckets with the store currency sign', async () => {
    const euro = await search('de-de', { aggregations: ['price'] });
    const pound = await search('gb-en', { aggregations: ['price'] });
    const euroLabels =
      euro.body.result.aggregations.agg_range_price?.buckets.map((bucket) => bucket.label) ?? [];
    const poundLabels =
      pound.body.result.aggregations.agg_range_price?.buckets.map((bucket) => bucket.label) ?? [];
    expect(euroLabels.length).toBeGreaterThan(1);
    expect(euroLabels[0]).toMatch(/^< .*€/);
    expect(euroLabels.at(-1)).toMatch(/^> .*€/);
    expect(poundLabels[0]).toMatch(/^< £/);
  });

  it("fits the price buckets to the listing's prices and keeps them while one is chosen", async () => {
    const sheds = { filters: { category_ids: [10] }, aggregations: ['price'], size: 50 };
    const { body } = await search('de-de', sheds);
    const prices = body.result.items.map((item) => item.final_price_incl_tax as number);
    const buckets = body.result.aggregations.agg_range_price?.buckets ?? [];
    expect(buckets.length).toBeGreaterThan(1);
    expect(buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0)).toBe(body.result.total);
    for (const bucket of buckets) {
      const inside = prices.filter(
        (price) => price >= (bucket.from ?? 0) && (bucket.to == null || price < bucket.to),
      );
      expect(inside.length, bucket.key as string).toBe(bucket.doc_count);
      expect(bucket.doc_count).toBeGreaterThan(0);
    }
    const chosen = buckets[1];
    if (!chosen) throw new Error('no second bucket');
    const { body: filtered } = await search('de-de', {
      ...sheds,
      filters: { ...sheds.filters, price: [chosen.key] },
    });
    expect(filtered.result.total).toBe(chosen.doc_count);
    expect(filtered.result.aggregations.agg_range_price?.buckets).toEqual(buckets);
  });

  it('carries the swatch colour of each colour in its facet', async () => {
    const { body } = await search('de-de', { aggregations: ['color'] });
    const buckets = body.result.aggregations.agg_terms_color?.buckets ?? [];
    expect(buckets.length).toBeGreaterThan(0);
    for (const bucket of buckets) expect(bucket.swatch).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('takes any finite number as a price bound', async () => {
    const all = (await search('de-de', {})).body.result.total;
    const bounded = await search('de-de', { filters: { price: { gte: 12.5, lt: 1e20 } } });
    expect(bounded.status).toBe(200);
    expect(bounded.body.result.total).toBe(all);
    const none = await search('de-de', { filters: { price: { gt: 1e20 } } });
    expect(none.body.result.total).toBe(0);
  });

  it('filters by price bucket and sorts by price', async () => {
    const { body } = await search('de-de', { filters: { price: ['150-*'] }, sort: 'price_asc', size: 100 });
    const prices = body.result.items.map((item) => item.final_price_incl_tax as number);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(15000);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const { body: descending } = await search('de-de', { sort: 'price_desc', size: 100 });
    const highPrices = descending.result.items.map((item) => item.final_price_incl_tax as number);
    expect(highPrices).toEqual([...highPrices].sort((a, b) => b - a));
  });

  it('returns only the fields asked for', async () => {
    const { body } = await search('de-de', { _sourceInclude: ['sku', 'name'], size: 3 });
    for (const item of body.result.items) expect(Object.keys(item).sort()).toEqual(['_score', 'name', 'sku']);
    const { body: without } = await search('de-de', {
      _sourceExclude: ['description', 'media_gallery'],
      size: 3,
    });
    for (const item of without.result.items) {
      expect(item).not.toHaveProperty('description');
      expect(item).toHaveProperty('sku');
    }
  });

  it('keeps nested fields asked for by their dotted names', async () => {
    const { status, body } = await search('de-de', {
      filters: { type_id: 'configurable' },
      _sourceInclude: ['sku', 'stock.is_in_stock', 'configurable_children.sku'],
      size: 3,
    });
    expect(status).toBe(200);
    expect(body.result.items.length).toBeGreaterThan(0);
    for (const item of body.result.items) {
      expect(Object.keys(item.stock as object)).toEqual(['is_in_stock']);
      for (const child of item.configurable_children as object[]) expect(Object.keys(child)).toEqual(['sku']);
    }
  });

  it('filters by the new and sale flags', async () => {
    for (const flag of ['new', 'sale'] as const) {
      const { body } = await search('de-de', { filters: { [flag]: true }, size: 200 });
      expect(body.result.total).toBeGreaterThan(0);
      for (const item of body.result.items) expect(item[flag]).toBe(true);
      const { body: without } = await search('de-de', { filters: { [flag]: false }, size: 200 });
      for (const item of without.result.items) expect(item[flag]).toBe(false);
    }
  });

  it('does not list or find configurable children, which are not visible individually', async () => {
    const product = await configurableProduct();
    const child = (product.configurable_children as Doc[])[0];
    if (!child) throw new Error('no child');
    const { body } = await search('de-de', { searchQuery: child.sku, size: 50 });
    expect(body.result.items.map((item) => item.id)).not.toContain(child.id);
  });

  it('skips attribute filter values containing a dot', async () => {
    const { body: all } = await search('de-de', { size: 1 });
    const { body } = await search('de-de', { filters: { color: ['1.5'] }, size: 1 });
    expect(body.result.total).toBe(all.result.total);
  });

  it('rejects unknown filters, unknown sorts, bad JSON and bad sizes with a 400', async () => {
    expect((await search('de-de', { filters: { colour_typo: [1] } })).body).toEqual({
      code: 400,
      reason: 'invalid_request',
      result: "Unknown filter 'colour_typo'",
    });
    expect((await search('de-de', { sort: 'cheapest' })).status).toBe(400);
    expect((await get('/api/catalog?store=de-de&request={oops')).body).toEqual({
      code: 400,
      reason: 'invalid_request',
      result: "Parameter 'request' is not valid JSON",
    });
    expect((await get('/api/catalog?store=de-de&size=abc')).status).toBe(400);
    expect((await search('de-de', { type: 'spaceship' })).status).toBe(400);
    for (const filters of [{ category_ids: [99_999_999_999] }, { id: [2 ** 31] }, { color: [1.5] }]) {
      expect((await search('de-de', { filters })).body).toEqual({
        code: 400,
        reason: 'invalid_request',
        result: `Filter '${Object.keys(filters)[0]}' takes integer values`,
      });
    }
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/de-de/api/catalog',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe(400);
  });
});

describe('POST /api/catalog (other entity types)', () => {
  it('lists top categories below the root sorted by position, with product counts', async () => {
    const { body } = await search('de-de', { type: 'category', filters: { parent_id: 2 } });
    const positions = body.result.items.map((item) => item.position as number);
    expect(positions.length).toBeGreaterThan(2);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const counted = await search('de-de', { type: 'category', filters: { product_count: { gt: 0 } } });
    for (const item of counted.body.result.items) expect(item.product_count as number).toBeGreaterThan(0);
  });

  it('serves attributes, tax rules and CMS pages through the same query', async () => {
    expect(
      (await search('fr-fr', { type: 'attribute', filters: { attribute_code: 'color' } })).body.result.total,
    ).toBe(1);
    expect((await search('de-de', { type: 'taxrule' })).body.result.total).toBeGreaterThan(0);
    expect((await search('de-de', { type: 'cms_page' })).body.result.total).toBeGreaterThan(0);
  });
});

describe('GET /api/catalog/categories', () => {
  it('filters by parent and level and gives breadcrumbs from the parent ids', async () => {
    const { body } = await get('/api/catalog/categories?store=de-de&level=3');
    const category = body.result.items[0];
    expect(category).toBeDefined();
    const { body: single } = await get(`/api/catalog/categories/${category.id}?store=de-de`);
    expect(single.result.breadcrumbs.map((crumb: { id: number }) => crumb.id)).toEqual(
      single.result.parent_ids,
    );
    expect(single.result.parent_ids).toContain(category.parent_id);
  });

  it('answers an unknown category with the spec message', async () => {
    expect((await get('/api/catalog/categories/999999?store=de-de')).body).toEqual({
      code: 404,
      reason: 'not_found',
      result: 'Category query returned empty result',
    });
  });
});

describe('GET /api/product/single', () => {
  it('needs the search key value', async () => {
    expect((await get('/api/product/single?store=de-de&key=sku')).body).toEqual({
      code: 400,
      reason: 'invalid_request',
      result: SEARCH_KEY_MISSING('sku'),
    });
  });

  it('loads a product by sku and by url key', async () => {
    const product = await configurableProduct();
    const bySku = await get(
      `/api/product/single?store=de-de&key=sku&value=${encodeURIComponent(product.sku)}`,
    );
    expect(bySku.status).toBe(200);
    expect(bySku.body.result.sku).toBe(product.sku);
    const byKey = await get(`/api/product/single?store=de-de&key=url_key&value=${product.url_key}`);
    expect(byKey.body.result.id).toBe(product.id);
  });

  it('answers an unknown sku with a 404', async () => {
    expect((await get('/api/product/single?store=de-de&value=NO-SUCH-SKU')).status).toBe(404);
  });

  it('redirects a configurable child to its parent', async () => {
    const product = await configurableProduct();
    const child = (product.configurable_children as Doc[])[0];
    const response = await get(
      `/api/product/single?store=de-de&value=${encodeURIComponent(child?.sku ?? '')}`,
    );
    expect(response.status).toBe(301);
    expect(response.body.result.parentSku).toBe(product.sku);
    expect(response.headers.location).toContain(encodeURIComponent(product.sku));
  });
});

describe('GET /api/product/variant', () => {
  it('needs a parentSku', async () => {
    expect((await get('/api/product/variant?store=de-de')).body).toEqual({
      code: 400,
      reason: 'invalid_request',
      result: PARENT_SKU_MISSING,
    });
  });

  it('selects the child that matches the chosen options', async () => {
    const product = await configurableProduct();
    const children = product.configurable_children as Doc[];
    const wanted = children[children.length - 1] as Doc;
    const codes = (product.configurable_options as { attribute_code: string }[]).map((o) => o.attribute_code);
    const chosen = codes.map((code) => `${code}=${wanted[code]}`).join('&');
    const { status, body } = await get(
      `/api/product/variant?store=de-de&parentSku=${encodeURIComponent(product.sku)}&${chosen}`,
    );
    expect(status).toBe(200);
    expect(body.result.selected_variant.sku).toBe(wanted.sku);
  });

  it('breaks a tie between equally good children by the lower price', async () => {
    const product = await configurableProduct();
    const { body } = await get(
      `/api/product/variant?store=de-de&parentSku=${encodeURIComponent(product.sku)}`,
    );
    const prices = (body.result.configurable_children as Doc[]).map(
      (child) => child.final_price_incl_tax as number,
    );
    expect(body.result.selected_variant.final_price_incl_tax).toBe(Math.min(...prices));
  });

  it('says when no child has the chosen combination and no fallback is allowed', async () => {
    const product = await configurableProduct();
    const code = (product.configurable_options as { attribute_code: string }[])[0]?.attribute_code ?? 'color';
    const { status, body } = await get(
      `/api/product/variant?store=de-de&parentSku=${encodeURIComponent(product.sku)}&${code}=999999&fallbackToDefaultWhenNoAvailable=false`,
    );
    expect(status).toBe(404);
    expect(body.result).toBe(NO_SUCH_CONFIGURATION);
  });
});

describe('special prices', () => {
  it('apply only inside their dates and below the regular price; otherwise they are zeroed', async () => {
    const { body } = await search('de-de', { size: 200, filters: { type_id: 'simple' } });
    const specials = body.result.items.filter((item) => item.special_from_date);
    const running = specials.filter((item) => item.special_to_date === '2030-12-31');
    const ended = specials.find((item) => item.special_to_date === '2025-12-31');
    const notStarted = specials.find((item) => item.special_from_date === '2031-01-01');
    expect(running.length).toBeGreaterThan(1);
    for (const item of running) {
      if ((item.special_price_incl_tax as number) > 0) {
        expect(item.final_price_incl_tax).toBe(item.special_price_incl_tax);
        expect(item.final_price_incl_tax as number).toBeLessThan(item.price_incl_tax as number);
      } else {
        // The special price above the regular price is ignored.
        expect(item.final_price_incl_tax).toBe(item.price_incl_tax);
      }
    }
    expect(running.some((item) => item.special_price_incl_tax === 0)).toBe(true);
    // Without these the loop below would compare undefined with undefined and pass.
    if (!ended || !notStarted)
      throw new Error('the demo catalogue has no ended or not yet started special price');
    for (const item of [ended, notStarted]) {
      expect(item.price_incl_tax).toEqual(expect.any(Number));
      expect(item.final_price_incl_tax).toBe(item.price_incl_tax);
      expect(item.special_price_incl_tax).toBe(0);
    }
  });
});

describe('GET /api/product/render-list', () => {
  it('renders net and gross prices with a signature for the store currency', async () => {
    const { body: listing } = await search('de-de', { size: 3, filters: { type_id: 'simple' } });
    const skus = listing.result.items.map((item) => item.sku);
    const { status, body } = await get(
      `/api/product/render-list?storeId=3&currencyCode=EUR&skus=${skus.map(encodeURIComponent).join(',')},UNKNOWN`,
    );
    expect(status).toBe(200);
    expect(body.result.items.map((item: Doc) => item.sku)).toEqual(skus);
    for (const item of body.result.items) {
      expect(item.sgn).toMatch(/^[\w-]{20,}$/);
      const gross = item.price_info.extension_attributes.tax_adjustments.final_price;
      expect(Number.isInteger(gross)).toBe(true);
      expect(item.price_info.final_price).toBeLessThan(gross);
    }
  });

  it('refuses a currency the store view does not sell in', async () => {
    const { status, body } = await get('/api/product/render-list?storeId=3&currencyCode=USD&skus=X');
    expect(status).toBe(400);
    expect(body.result).toMatch(/EUR/);
  });

  it('needs skus', async () => {
    expect((await get('/api/product/render-list?storeId=3&currencyCode=EUR')).status).toBe(400);
  });
});

describe('POST /api/url/map', () => {
  async function map(payload: Record<string, unknown>) {
    const response = await test.app.inject({ method: 'POST', url: '/api/url/map', payload });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  }

  it('maps a product URL with the store prefix to the product', async () => {
    const product = await configurableProduct();
    const { status, body } = await map({ url: `/de-de/p/${product.url_key}` });
    expect(status).toBe(200);
    expect(body.result._type).toBe('product');
    expect(body.result._source.sku).toBe(product.sku);
  });

  it('selects the variant named in the URL', async () => {
    const product = await configurableProduct();
    const child = (product.configurable_children as Doc[])[1] as Doc;
    const { body } = await map({ url: `/de-de/p/${product.url_key}/${child.sku}` });
    expect(body.result._source.selected_variant.sku).toBe(child.sku);
  });

  it('maps a category URL and a CMS page identifier, with their cache tags', async () => {
    const { body: categories } = await search('de-de', { type: 'category', filters: { level: 2 } });
    const category = categories.result.items[0] as Doc;
    const mapped = await map({
      url: `/de-de/c/${category.url_key}`,
      options: { populateRequestCacheTags: true },
    });
    expect(mapped.body.result._type).toBe('category');
    expect(mapped.headers['x-cache-tags']).toBe(`category category-${category.id}`);
    const { body: pages } = await search('de-de', { type: 'cms_page' });
    const page = pages.result.items[0] as Doc;
    const cms = await map({ url: `/de-de/${page.identifier}` });
    expect(cms.body.result._type).toBe('cms_page');
  });

  it('maps a category by its URL path through the URL rewrites', async () => {
    const { body: categories } = await search('pl-pl', { type: 'category', filters: { level: 3 } });
    const category = categories.result.items[0] as Doc;
    const { body } = await map({ url: `/pl-pl/${category.url_path}` });
    expect(body.result._type).toBe('category');
    expect(body.result._source.id).toBe(category.id);
  });

  it('prefetches the parts of a grouped product and a bundle', async () => {
    const { body: found } = await search('de-de', { filters: { type_id: ['grouped', 'bundle'] } });
    expect(found.result.items.map((item) => item.type_id).sort()).toEqual(['bundle', 'grouped']);
    for (const product of found.result.items) {
      const { status, body } = await map({
        url: `/de-de/p/${product.url_key}`,
        options: { prefetchGroupProducts: true },
      });
      expect(status).toBe(200);
      const source = body.result._source;
      const parts =
        product.type_id === 'grouped'
          ? source.product_links.filter((link: { link_type: string }) => link.link_type === 'associated')
          : source.bundle_options.flatMap((option: { product_links: unknown[] }) => option.product_links);
      expect(parts.length).toBeGreaterThan(0);
      for (const part of parts) expect(part.product).toEqual(expect.objectContaining({ status: 1 }));
    }
  });

  it('answers an unknown path with a 404', async () => {
    const { status, body } = await map({ url: '/de-de/no/such/page' });
    expect(status).toBe(404);
    expect(body.result).toBe("No mapping found for '/de-de/no/such/page'");
  });

  it('rejects a body without url', async () => {
    expect((await map({ store: 'de-de' })).status).toBe(400);
  });
});

describe('GET /api/catalog/attributes', () => {
  it('returns known attributes in the store language and blacklists unknown codes', async () => {
    const { body } = await get('/api/catalog/attributes?store=fr-fr&codes=color,size,no_such_code');
    expect(body.result.items.map((item: { attribute_code: string }) => item.attribute_code)).toEqual([
      'color',
      'size',
    ]);
    expect(body.result.blacklist).toEqual(['no_such_code']);
  });
});
