import { describe, expect, it } from 'vitest';
import { deliveryDays } from './delivery-time';

const inStock = {
  product_id: 1,
  qty: 5,
  is_in_stock: true,
  manage_stock: true,
  min_sale_qty: 1,
  max_sale_qty: 100,
};

describe('deliveryDays', () => {
  it('promises a freight slot for a shed and a parcel for a small part', () => {
    expect(deliveryDays({ stock: inStock, width_cm: 220, depth_cm: 160, height_cm: 200 })).toEqual({
      min: 5,
      max: 8,
    });
    expect(deliveryDays({ stock: inStock, width_cm: 60, depth_cm: 12, height_cm: 40 })).toEqual({
      min: 2,
      max: 4,
    });
    expect(deliveryDays({ stock: inStock })).toEqual({ min: 2, max: 4 });
  });

  it('promises nothing for a product out of stock', () => {
    expect(deliveryDays({ stock: { ...inStock, qty: 0, is_in_stock: false }, width_cm: 220 })).toBeNull();
  });
});
