import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';

const test = useTestApp();

async function get(url: string) {
  const response = await test.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as { code: number; result: any } };
}

describe('GET /api/tax/rules', () => {
  it('gives the VAT rates per country in percent and basis points', async () => {
    const { body } = await get('/api/tax/rules?country=ch');
    const rates = body.result.flatMap((rule: { rates: unknown[] }) => rule.rates);
    expect(rates).toEqual([expect.objectContaining({ tax_country_id: 'CH', rate: 8.1, rate_bp: 810 })]);
  });

  it('rejects a malformed country', async () => {
    expect((await get('/api/tax/rules?country=germany')).status).toBe(400);
  });
});
