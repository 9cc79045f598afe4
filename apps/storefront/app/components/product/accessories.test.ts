import { describe, expect, it } from 'vitest';
import { type Accessory, accessoriesForSize } from './accessories';

function accessory(sku: string, family: string, width?: number, depth?: number): Accessory {
  return {
    id: sku.length,
    sku,
    name: sku,
    slug: sku.toLowerCase(),
    type_id: 'simple',
    image: `catalog/model/${family}_${width ?? 60}x${depth ?? 12}x6_b9bec3/front.svg`,
    final_price_incl_tax: 100,
    original_price_incl_tax: 100,
    special_price_incl_tax: 0,
    stock: { qty: 5, is_in_stock: true, manage_stock: true, min_sale_qty: 1, max_sale_qty: 100 },
    ...(width === undefined ? {} : { width_cm: width, depth_cm: depth }),
  } as Accessory;
}

const plateS = accessory('BP-S', 'floor-plate', 180, 130);
const plateM = accessory('BP-M', 'floor-plate', 220, 160);
const plateL = accessory('BP-L', 'floor-plate', 260, 190);
const anchoring = accessory('VS-PLUS', 'anchoring-set');
const linked = [plateS, plateM, plateL, anchoring];

describe('accessoriesForSize', () => {
  it('keeps the floor plate of the size shown and the anchoring set', () => {
    expect(accessoriesForSize(linked, { width_cm: 220, depth_cm: 160 }).map((a) => a.sku)).toEqual([
      'BP-M',
      'VS-PLUS',
    ]);
    expect(accessoriesForSize(linked, { width_cm: 180, depth_cm: 130 }).map((a) => a.sku)).toEqual([
      'BP-S',
      'VS-PLUS',
    ]);
  });

  it('takes the smallest plate the footprint fits on when none is exact', () => {
    expect(accessoriesForSize(linked, { width_cm: 200, depth_cm: 145 }).map((a) => a.sku)).toEqual([
      'BP-M',
      'VS-PLUS',
    ]);
  });

  it('shows no plate that is too small for the shed', () => {
    expect(accessoriesForSize(linked, { width_cm: 300, depth_cm: 220 }).map((a) => a.sku)).toEqual([
      'VS-PLUS',
    ]);
  });
});
