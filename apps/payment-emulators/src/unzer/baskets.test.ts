import { describe, expect, it } from 'vitest';
import { checkBasket } from './baskets';
import type { UnzerError } from './errors';

const check = (body: Record<string, unknown>) =>
  checkBasket(
    body,
    's-bsk-1',
    () => 'ref',
    () => 'o1',
  );

const refusal = (body: Record<string, unknown>) => {
  try {
    check(body);
  } catch (error) {
    return error as UnzerError;
  }
  throw new Error('the basket was accepted');
};

const shed = { title: 'Shed', quantity: 2, amountPerUnitGross: 749.5, vat: 19, type: 'goods' };

describe('v2 baskets', () => {
  it('takes a total that is the sum of quantity times unit gross less discounts, vouchers included', () => {
    const basket = check({
      currencyCode: 'EUR',
      totalValueGross: 1479,
      basketItems: [
        shed,
        {
          title: 'Summer voucher',
          quantity: 1,
          amountPerUnitGross: 0,
          amountDiscountPerUnitGross: 20,
          vat: 19,
          type: 'voucher',
        },
      ],
    });
    expect(basket.totalUnits).toBe(1479_0000);
    expect(basket.view).toMatchObject({ orderId: 'o1', totalValueGross: '1479.0000' });
  });

  it('refuses a total that differs from its items by a cent', () => {
    expect(refusal({ currencyCode: 'EUR', totalValueGross: 1499.01, basketItems: [shed] })).toMatchObject({
      code: 'API.500.300.999',
    });
  });

  it('takes a minimal basket without total or item types', () => {
    const { type: _type, ...untyped } = shed;
    expect(check({ currencyCode: 'EUR', basketItems: [untyped] }).totalUnits).toBeNull();
  });

  it('refuses titles over 255 characters, fractional quantities, unknown item types and currencies', () => {
    const item = (overrides: Record<string, unknown>) => ({
      currencyCode: 'EUR',
      totalValueGross: 1499,
      basketItems: [{ ...shed, ...overrides }],
    });
    expect(refusal(item({ title: 'x'.repeat(256) })).merchantMessage).toContain('255');
    expect(refusal(item({ quantity: 1.5 })).merchantMessage).toContain('quantity');
    expect(refusal(item({ type: 'service' })).merchantMessage).toContain('type');
    expect(refusal(item({ imageUrl: 'not a url' })).code).toBe('API.600.630.004');
    expect(refusal({ currencyCode: 'XXX', basketItems: [shed] }).code).toBe('API.330.100.202');
    expect(refusal({ currencyCode: 'EUR', basketItems: [] }).code).toBe('API.710.200.100');
  });
});
