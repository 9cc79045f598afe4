import type { DEALER_KINDS, DEALER_SERVICES } from '@hortus/api-contract';
import { DEALER_COUNTRIES } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

const countryList = DEALER_COUNTRIES.map((code) => `'${code}'`).join(', ');

/** Garden centres and builders' merchants that show or sell Hortus products, with where they are. */
export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<(typeof DEALER_KINDS)[number]>().notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    /** Upper-case ISO code of a dealer country. */
    country: text('country').$type<(typeof DEALER_COUNTRIES)[number]>().notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    services: text('services')
      .array()
      .$type<(typeof DEALER_SERVICES)[number][]>()
      .notNull()
      .default(sql`'{}'`),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [
    // The search reads one country's dealers, by name when no postcode is given.
    index('dealers_country_name_idx').on(t.country, t.name),
    check('dealers_country_check', sql.raw(`country IN (${countryList})`)),
    check('dealers_kind_check', sql`kind IN ('garden_centre', 'builders_merchant')`),
    check('dealers_position_check', sql`lat BETWEEN -90 AND 90 AND lon BETWEEN -180 AND 180`),
  ],
);

/**
 * Where postcodes lie: the centre of each postcode area (a prefix of the normalised postcode: '80' for
 * 80331 Munich) per country. The demo shop fills it with a few areas per country (demo data, see
 * demo/dealers.ts); a real shop loads a postcode data set (GeoNames, say) into the same table. The search
 * takes the longest prefix the table has.
 */
export const postcodeAreas = pgTable(
  'postcode_areas',
  {
    country: text('country').notNull(),
    prefix: text('prefix').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.prefix] }),
    check('postcode_areas_position_check', sql`lat BETWEEN -90 AND 90 AND lon BETWEEN -180 AND 180`),
  ],
);
