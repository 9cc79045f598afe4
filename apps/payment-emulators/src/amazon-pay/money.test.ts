import { describe, expect, it } from 'vitest';
import { AmazonPayRefusal } from './errors';
import { readPrice, writePrice } from './money';

const reasonOf = (value: unknown) => {
  try {
    readPrice(value, 'chargeAmount');
    return null;
  } catch (error) {
    return error instanceof AmazonPayRefusal ? error.reasonCode : error;
  }
};

describe('an amount in a request', () => {
  it('is read in the minor units of its currency, with at most its decimals', () => {
    expect(readPrice({ amount: '1499.5', currencyCode: 'EUR' }, 'chargeAmount')).toEqual({
      minor: 149_950,
      currencyCode: 'EUR',
    });
    expect(readPrice({ amount: '1500', currencyCode: 'JPY' }, 'chargeAmount')).toEqual({
      minor: 1500,
      currencyCode: 'JPY',
    });
    expect(reasonOf({ amount: '1500.5', currencyCode: 'JPY' })).toBe('InvalidParameterValue');
    expect(reasonOf({ amount: '1.005', currencyCode: 'EUR' })).toBe('InvalidParameterValue');
    expect(reasonOf({ amount: 14.99, currencyCode: 'EUR' })).toBe('InvalidParameterValue');
    expect(reasonOf({ amount: '-1.00', currencyCode: 'EUR' })).toBe('InvalidParameterValue');
  });

  it('is refused in a currency Amazon Pay does not charge in, and above the most one charge may be', () => {
    expect(reasonOf({ amount: '10.00', currencyCode: 'PLN' })).toBe('InvalidParameterValue');
    expect(reasonOf({ amount: '150000.01', currencyCode: 'EUR' })).toBe('TransactionAmountExceeded');
    expect(reasonOf({ amount: '150000.00', currencyCode: 'EUR' })).toBe(null);
  });

  it('is written back with the currency decimals', () => {
    expect(writePrice({ minor: 5, currencyCode: 'GBP' })).toEqual({ amount: '0.05', currencyCode: 'GBP' });
    expect(writePrice({ minor: 1500, currencyCode: 'JPY' })).toEqual({ amount: '1500', currencyCode: 'JPY' });
  });
});
