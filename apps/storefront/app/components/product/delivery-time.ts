import type { Product } from '../../lib/catalog-types';

export interface DeliveryDays {
  min: number;
  max: number;
}

/** From this measure on (cm) a product travels by freight carrier on a pallet, not as a parcel. */
const FREIGHT_FROM_CM = 150;

/**
 * The working days from order to delivery the product page promises: a parcel 2-4, a piece that goes by
 * freight carrier (a shed, a bike shed, a large box) 5-8, as the carriers book their kerbside slots. Nothing
 * is promised for a product out of stock.
 */
export function deliveryDays(
  product: Pick<Product, 'stock'> & Partial<Pick<Product, 'width_cm' | 'depth_cm' | 'height_cm'>>,
): DeliveryDays | null {
  if (!product.stock?.is_in_stock) return null;
  const measures = [product.width_cm, product.depth_cm, product.height_cm].map(Number);
  return measures.some((cm) => cm >= FREIGHT_FROM_CM) ? { min: 5, max: 8 } : { min: 2, max: 4 };
}
