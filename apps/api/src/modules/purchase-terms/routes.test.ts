import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';

const testApp = useTestApp();

async function terms(store: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/${store}/api/purchase-terms` });
  return { status: response.statusCode, result: response.json().result };
}

describe('GET /{store}/api/purchase-terms', () => {
  it("gives the store's delivery prices to its country, cheapest first, and the methods a guest may pay by", async () => {
    const { status, result } = await terms('de-de');
    expect(status).toBe(200);
    expect(result.country_id).toBe('DE');
    expect(
      result.shipping_methods.map((method: { price_incl_tax: number }) => method.price_incl_tax),
    ).toEqual([4900, 8900]);
    expect(result.shipping_methods[0].title).toBe('Standardversand (Spedition)');
    expect(result.payment_methods.map((method: { code: string }) => method.code)).toEqual([
      'banktransfer',
      'cashondelivery',
    ]);
  });

  it('promises nothing in a catalog-mode store', async () => {
    const { result } = await terms('us-en');
    expect(result).toEqual({ country_id: 'US', shipped: true, shipping_methods: [], payment_methods: [] });
  });
});
