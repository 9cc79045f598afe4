import { POSTCODE_INVALID, postcodeNotFound } from '@hortus/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';

const testApp = useTestApp();

interface DealerAnswer {
  name: string;
  city: string;
  country: string;
  distance_km: number | null;
}

async function search(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/dealers?${query}` });
  return { status: response.statusCode, body: response.json() as { code: number; result: any } };
}

describe('GET /api/dealers', () => {
  it('lists the dealers of a country nearest first from a postcode, with ascending distances', async () => {
    const { status, body } = await search('country=DE&postcode=80331');
    expect(status).toBe(200);
    const dealers = body.result.items as DealerAnswer[];
    expect(dealers.length).toBeGreaterThan(5);
    expect(dealers.every((dealer) => dealer.country === 'DE')).toBe(true);
    expect(dealers.slice(0, 2).map((dealer) => dealer.city)).toEqual(['München', 'München']);
    const distances = dealers.map((dealer) => dealer.distance_km ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(10);
    expect(dealers.at(-1)?.city).toBe('Hamburg');
  });

  it('places postcodes written with spaces, hyphens and lower case (Paris, Warsaw, London)', async () => {
    expect((await search('country=FR&postcode=75001')).body.result.items[0].city).toBe('Paris');
    expect((await search('country=pl&postcode=00-950')).body.result.items[0].city).toBe('Warszawa');
    const london = await search('country=GB&postcode=sw1a%201aa');
    expect(london.status).toBe(200);
    expect(london.body.result.items[0].city).toBe('London');
  });

  it('lists a country alphabetically without distances when no postcode is given', async () => {
    const { status, body } = await search('country=AT');
    expect(status).toBe(200);
    const names = (body.result.items as DealerAnswer[]).map((dealer) => dealer.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(body.result.items.every((dealer: DealerAnswer) => dealer.distance_km === null)).toBe(true);
    expect((await search('country=AT&postcode=')).body.result.items).toHaveLength(names.length);
  });

  it('answers a postcode the table cannot place with a 400 that says so', async () => {
    expect(await search('country=DE&postcode=00000')).toEqual({
      status: 400,
      body: { code: 400, reason: 'invalid_request', result: postcodeNotFound('00000', 'DE') },
    });
  });

  it('answers a postcode of the wrong form, an unknown country and a missing one with a 400', async () => {
    expect(await search('country=DE&postcode=8033')).toEqual({
      status: 400,
      body: { code: 400, reason: 'postcode_invalid', result: POSTCODE_INVALID },
    });
    expect((await search('country=DE&postcode=80331%27%3B--')).status).toBe(400);
    const unknown = await search('country=XX&postcode=80331');
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toContain('Country must be one of the dealer countries');
    expect((await search('postcode=80331')).status).toBe(400);
  });

  it('reads a country through its country-and-name index', async () => {
    const plan = await testApp.database.db.transaction(async (tx) => {
      // The demo table is small enough to scan; without sequential scans the planner shows the index it has.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT * FROM dealers WHERE country = 'DE' ORDER BY name`,
      );
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('dealers_country_name_idx');
  });
});

describe('the OpenAPI document', () => {
  it('describes the dealer search with its country and postcode and its answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const get = response.json().paths['/api/dealers']?.get;
    expect(Object.keys(get?.responses ?? {})).toEqual(['200', '400']);
    expect(get?.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'country',
      'postcode',
    ]);
  });
});
