import type { Product } from '../../lib/catalog-types';

/** A linked accessory as the product page shows it: a card's fields and its footprint. */
export type Accessory = Pick<
  Product,
  | 'id'
  | 'sku'
  | 'name'
  | 'slug'
  | 'type_id'
  | 'image'
  | 'final_price_incl_tax'
  | 'original_price_incl_tax'
  | 'special_price_incl_tax'
  | 'stock'
> &
  Partial<Pick<Product, 'width_cm' | 'depth_cm'>>;

/** The measures of the product shown: the variant chosen, else the product (its smallest size). */
export interface Footprint {
  width_cm?: unknown;
  depth_cm?: unknown;
  [field: string]: unknown;
}

/** A floor plate by its picture model (the media path names the family, ADR 0013). */
const isFloorPlate = (accessory: Accessory) => accessory.image.startsWith('catalog/model/floor-plate_');

const areaOf = (accessory: Accessory) => Number(accessory.width_cm) * Number(accessory.depth_cm);

/**
 * The cross-sells to show beside a product in the size shown: a shed links the floor plates of all its
 * sizes, and only the smallest plate the shown footprint fits on stays; every other accessory stays as
 * linked, in the link order.
 */
export function accessoriesForSize(linked: Accessory[], shown: Footprint): Accessory[] {
  const width = Number(shown.width_cm);
  const depth = Number(shown.depth_cm);
  const fitting = linked
    .filter(isFloorPlate)
    .filter((plate) => Number(plate.width_cm) >= width && Number(plate.depth_cm) >= depth)
    .sort((a, b) => areaOf(a) - areaOf(b))[0];
  return linked.filter((accessory) => !isFloorPlate(accessory) || accessory === fitting);
}
