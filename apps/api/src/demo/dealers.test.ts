import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseConnection } from '../db/database';
import { dealers, postcodeAreas } from '../db/schema';
import { demoDealers, demoPostcodeAreas, seedDemoDealersWhereMissing } from './dealers';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await connection?.close();
});

const rows = async () => ({
  dealers: (await connection.db.select({ n: count() }).from(dealers))[0]?.n,
  areas: (await connection.db.select({ n: count() }).from(postcodeAreas))[0]?.n,
});

describe('the demo dealers', () => {
  it('has dealers in every selling country, each near a postcode area of its country', () => {
    const countries = new Set(demoDealers().map((dealer) => dealer.country));
    expect(countries.size).toBe(16);
    expect(demoDealers().length).toBeGreaterThanOrEqual(60);
    const areaCountries = new Set(demoPostcodeAreas().map((area) => area.country));
    for (const country of countries) expect(areaCountries.has(country)).toBe(true);
  });

  it('come with the demo seed, and a shop seeded before them gets them once on its next start', async () => {
    const seeded = await rows();
    expect(seeded).toEqual({ dealers: demoDealers().length, areas: demoPostcodeAreas().length });
    expect(await seedDemoDealersWhereMissing(connection.db)).toBe(false);

    await connection.db.execute(sql`TRUNCATE dealers, postcode_areas`);
    expect(await seedDemoDealersWhereMissing(connection.db)).toBe(true);
    expect(await rows()).toEqual(seeded);
    expect(await seedDemoDealersWhereMissing(connection.db)).toBe(false);
    expect(await rows()).toEqual(seeded);
  });
});
