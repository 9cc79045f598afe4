import { describe, expect, it } from 'vitest';
import { isShippedProductType, needsDelivery } from './delivery';

describe('needsDelivery', () => {
  it('is needed when any product of the order is shipped', () => {
    expect(needsDelivery(['simple'])).toBe(true);
    expect(needsDelivery(['downloadable', 'configurable'])).toBe(true);
    expect(needsDelivery(['virtual', 'bundle'])).toBe(true);
  });

  it('is not needed for an order of virtual and downloadable products only', () => {
    expect(needsDelivery(['downloadable'])).toBe(false);
    expect(needsDelivery(['virtual', 'downloadable'])).toBe(false);
  });

  it('is taken as needed while no product is known', () => {
    expect(needsDelivery([])).toBe(true);
  });
});

describe('isShippedProductType', () => {
  it('ships every type but virtual and downloadable', () => {
    expect(['simple', 'configurable', 'grouped', 'bundle'].every(isShippedProductType)).toBe(true);
    expect(isShippedProductType('virtual')).toBe(false);
    expect(isShippedProductType('downloadable')).toBe(false);
  });
});
