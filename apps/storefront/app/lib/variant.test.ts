import { describe, expect, it } from 'vitest';
import type { Product, ProductChild } from './catalog-types';
import { pickVariant, valuesOf } from './variant';

function child(
  sku: string,
  color: number,
  size: number,
  price: number,
  inStock = true,
  status = 1,
): ProductChild {
  return {
    id: price,
    sku,
    name: sku,
    image: null,
    color,
    size,
    status,
    final_price_incl_tax: price,
    stock: { qty: inStock ? 5 : 0, is_in_stock: inStock, min_sale_qty: 1, max_sale_qty: 10 },
  } as unknown as ProductChild;
}

const product = {
  type_id: 'configurable',
  configurable_options: [
    { attribute_code: 'color', label: 'Colour', position: 0, values: [] },
    { attribute_code: 'size', label: 'Size', position: 1, values: [] },
  ],
  configurable_children: [
    child('ANT-M', 1, 20, 60900),
    child('ANT-L', 1, 30, 70900),
    child('SIL-M', 2, 20, 58900),
    child('SIL-L', 2, 30, 68900, false),
  ],
} as unknown as Product;

describe('pickVariant', () => {
  it('takes the child the URL names', () => {
    expect(pickVariant(product, { sku: 'ANT-L', selected: {}, listOutOfStock: true }).variant?.sku).toBe(
      'ANT-L',
    );
  });

  it('picks the best match of the chosen values, ties to the lower price', () => {
    expect(
      pickVariant(product, { selected: { color: '1', size: '30' }, listOutOfStock: true }).variant?.sku,
    ).toBe('ANT-L');
    expect(pickVariant(product, { selected: { size: '20' }, listOutOfStock: true }).variant?.sku).toBe(
      'SIL-M',
    );
    expect(pickVariant(product, { selected: {}, listOutOfStock: true }).variant?.sku).toBe('SIL-M');
  });

  it('skips out-of-stock children unless they are listed', () => {
    const selected = { color: '2', size: '30' };
    expect(pickVariant(product, { selected, listOutOfStock: true }).variant?.sku).toBe('SIL-L');
    expect(pickVariant(product, { selected, listOutOfStock: false }).variant?.sku).not.toBe('SIL-L');
  });

  it("answers the spec's error when no child can be offered", () => {
    const soldOut = { ...product, configurable_children: [child('X', 1, 20, 100, false)] } as Product;
    expect(pickVariant(soldOut, { selected: {}, listOutOfStock: false })).toEqual({
      variant: null,
      error: 'No available product variants',
    });
  });

  it('reads the configurable values of a child', () => {
    expect(valuesOf(product, product.configurable_children?.[1] ?? null)).toEqual({ color: 1, size: 30 });
  });
});
