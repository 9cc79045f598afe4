import { describe, expect, it } from 'vitest';
import { catalogQuerySchema } from './catalog-query';
import { pickSourceFields, queryDocuments } from './document-query';
import { searchTerms } from './product-search';

const documents = [
  { id: 3, name: 'Floor plates', parent_id: 2, position: 2, product_count: 4, tags: [1, 2] },
  { id: 4, name: 'Shelves', parent_id: 2, position: 1, product_count: 0, tags: [2] },
  { id: 5, name: 'Anchoring sets', parent_id: 3, position: 3, product_count: 7, tags: [] },
];

const query = (input: Record<string, unknown>) => catalogQuerySchema.parse({ type: 'category', ...input });

describe('catalogue query model', () => {
  it('turns a size at or below 0 into 50 and a negative from into 0', () => {
    expect(query({ size: 0, from: -4 })).toMatchObject({ size: 50, from: 0 });
    expect(query({ size: -1 })).toMatchObject({ size: 50 });
  });

  it('cuts sizes above the category fetch size', () => {
    expect(query({ size: 100_000 }).size).toBe(4000);
  });

  it('reads comma lists of source fields', () => {
    expect(query({ _sourceInclude: 'id,name' })._sourceInclude).toEqual(['id', 'name']);
  });

  it('refuses unknown query fields', () => {
    expect(() => query({ colour: 'red' })).toThrow();
  });
});

describe('queryDocuments', () => {
  it('filters by a value, by any of a list and by a range', () => {
    const rules = { textFields: ['name'] };
    expect(queryDocuments(documents, query({ filters: { parent_id: 2 } }), rules).total).toBe(2);
    expect(queryDocuments(documents, query({ filters: { id: [3, 5] } }), rules).total).toBe(2);
    expect(queryDocuments(documents, query({ filters: { product_count: { gt: 0 } } }), rules).total).toBe(2);
    expect(queryDocuments(documents, query({ filters: { tags: 2 } }), rules).total).toBe(2);
  });

  it('sorts by the default sort unless the query names one', () => {
    const rules = { textFields: ['name'], defaultSort: 'position:asc' };
    expect(queryDocuments(documents, query({}), rules).items.map((doc) => doc.id)).toEqual([4, 3, 5]);
    expect(queryDocuments(documents, query({ sort: 'id:desc' }), rules).items.map((doc) => doc.id)).toEqual([
      5, 4, 3,
    ]);
  });

  it('pages after filtering and counts all hits', () => {
    const page = queryDocuments(documents, query({ from: 1, size: 1, sort: 'id:asc' }), { textFields: [] });
    expect(page.total).toBe(3);
    expect(page.items.map((doc) => doc.id)).toEqual([4]);
  });

  it('matches text in the text fields, case-insensitively', () => {
    expect(queryDocuments(documents, query({ searchQuery: 'SHELV' }), { textFields: ['name'] }).total).toBe(
      1,
    );
  });

  it('rejects a filter on a field no document has', () => {
    expect(() => queryDocuments(documents, query({ filters: { colour: 1 } }), { textFields: [] })).toThrow(
      "Unknown filter 'colour'",
    );
  });

  it('counts term aggregations over the hits', () => {
    const page = queryDocuments(documents, query({ aggregations: ['parent_id'] }), { textFields: [] });
    expect(page.aggregations.agg_terms_parent_id?.buckets).toEqual([
      { key: 2, doc_count: 2 },
      { key: 3, doc_count: 1 },
    ]);
  });
});

describe('pickSourceFields', () => {
  const product = {
    sku: 'A',
    name: 'Shed',
    stock: { qty: 3, is_in_stock: true },
    children: [{ sku: 'A1', qty: 1 }],
  };

  it('keeps only included fields, also nested ones', () => {
    expect(pickSourceFields(product, ['sku', 'stock.qty', 'children.sku'], undefined)).toEqual({
      sku: 'A',
      stock: { qty: 3 },
      children: [{ sku: 'A1' }],
    });
  });

  it('drops excluded fields without touching the original', () => {
    expect(pickSourceFields(product, undefined, ['name', 'stock.qty'])).toEqual({
      sku: 'A',
      stock: { is_in_stock: true },
      children: [{ sku: 'A1', qty: 1 }],
    });
    expect(product.stock.qty).toBe(3);
  });
});

describe('searchTerms', () => {
  it('splits on anything but letters and digits, lower-cased, at most ten terms', () => {
    expect(searchTerms('Gerätehaus  "Europa"-3!')).toEqual(['gerätehaus', 'europa', '3']);
    expect(searchTerms('a b c d e f g h i j k l')).toHaveLength(10);
    expect(searchTerms(undefined)).toEqual([]);
  });
});
