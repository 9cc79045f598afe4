import { describe, expect, it } from 'vitest';
import { createDefaultStockPolicy, defaultStockPolicy } from './stock-policy';

const counted = (qty: number, isInStock = true) => ({ qty, isInStock, manageStock: true });

describe('defaultStockPolicy', () => {
  it('is in stock while the operator says so and a counted unit is left', () => {
    expect(defaultStockPolicy.isInStock(counted(1))).toBe(true);
    expect(defaultStockPolicy.isInStock(counted(0))).toBe(false);
    expect(defaultStockPolicy.isInStock(counted(50, false))).toBe(false);
    expect(defaultStockPolicy.isInStock({ qty: 0, isInStock: true, manageStock: false })).toBe(true);
  });

  it('answers ok with units to spare, volatile for the last two, out_of_stock beyond', () => {
    expect(defaultStockPolicy.status(counted(10), 1)).toBe('ok');
    expect(defaultStockPolicy.status(counted(3), 1)).toBe('ok');
    expect(defaultStockPolicy.status(counted(2), 1)).toBe('volatile');
    expect(defaultStockPolicy.status(counted(1), 1)).toBe('volatile');
    expect(defaultStockPolicy.status(counted(4), 4)).toBe('volatile');
    expect(defaultStockPolicy.status(counted(3), 4)).toBe('out_of_stock');
    expect(defaultStockPolicy.status(counted(0), 1)).toBe('out_of_stock');
    expect(defaultStockPolicy.status(counted(10, false), 1)).toBe('out_of_stock');
  });

  it('always has products made to order, unless taken off sale', () => {
    expect(defaultStockPolicy.status({ qty: 0, isInStock: true, manageStock: false }, 99)).toBe('ok');
    expect(defaultStockPolicy.status({ qty: 0, isInStock: false, manageStock: false }, 1)).toBe(
      'out_of_stock',
    );
  });

  it('takes the threshold of uncertainty as an option', () => {
    const strict = createDefaultStockPolicy({ volatileBelowQty: 10 });
    expect(strict.status(counted(10), 1)).toBe('volatile');
    expect(strict.status(counted(11), 1)).toBe('ok');
  });
});
