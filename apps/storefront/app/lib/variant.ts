import { chooseVariant, type SelectedOptions } from '@hortus/core';
import type { Product, ProductChild } from './catalog-types';

/** The configurable child to show: by sku when the URL names one, else the best match of the choice. */
export function pickVariant(
  product: Product,
  input: { sku?: string | undefined; selected: SelectedOptions; listOutOfStock: boolean },
): { variant: ProductChild | null; error: string | null } {
  const children = product.configurable_children ?? [];
  if (product.type_id !== 'configurable' || children.length === 0) return { variant: null, error: null };
  const codes = (product.configurable_options ?? []).map((option) => option.attribute_code);
  if (input.sku) {
    const bySku = children.find((child) => child.sku === input.sku);
    if (bySku) return { variant: bySku, error: null };
  }
  const candidates = children.map((child) => ({
    child,
    sku: child.sku,
    status: typeof child.status === 'number' ? child.status : 1,
    isInStock: child.stock?.is_in_stock ?? false,
    finalPriceMinor: child.final_price_incl_tax,
    attributeValues: Object.fromEntries(
      codes.filter((code) => child[code] !== undefined).map((code) => [code, child[code] as number]),
    ),
  }));
  const choice = chooseVariant(candidates, input.selected, { listOutOfStock: input.listOutOfStock });
  return choice.variant
    ? { variant: choice.variant.child, error: null }
    : { variant: null, error: choice.error };
}

/** The attribute values of a child for the product's configurable options. */
export function valuesOf(product: Product, child: ProductChild | null): Record<string, number> {
  if (!child) return {};
  return Object.fromEntries(
    (product.configurable_options ?? [])
      .filter((option) => typeof child[option.attribute_code] === 'number')
      .map((option) => [option.attribute_code, child[option.attribute_code] as number]),
  );
}
