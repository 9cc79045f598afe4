import { type DealerList, POSTCODE_INVALID, postcodeNotFound } from '@hortus/api-contract';
import {
  type DealerCountry,
  isPostcodeOf,
  normalizePostcode,
  postcodePrefixes,
  rankDealersByDistance,
} from '@hortus/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/envelope';
import { dealers, postcodeAreas } from './tables';

const dealerColumns = {
  id: dealers.id,
  name: dealers.name,
  kind: dealers.kind,
  street: dealers.street,
  postcode: dealers.postcode,
  city: dealers.city,
  country: dealers.country,
  phone: dealers.phone,
  website: dealers.website,
  services: dealers.services,
  lat: dealers.lat,
  lon: dealers.lon,
};

/** The centre of the most precise postcode area the table has for a postcode; null when it has none. */
async function locatePostcode(db: Database, country: DealerCountry, postcode: string) {
  const [area] = await db
    .select({ lat: postcodeAreas.lat, lon: postcodeAreas.lon })
    .from(postcodeAreas)
    .where(
      and(
        eq(postcodeAreas.country, country),
        inArray(postcodeAreas.prefix, postcodePrefixes(normalizePostcode(country, postcode))),
      ),
    )
    .orderBy(desc(sql`length(${postcodeAreas.prefix})`))
    .limit(1);
  return area ?? null;
}

/**
 * The dealers of a country (read through the country-and-name index): nearest first from a postcode, with
 * their distance, or by name without one. A postcode of the wrong form or outside every known area is a
 * 400 that says so: the shopper mistyped it or the table lacks it, and either way can search by country.
 */
export async function searchDealers(
  db: Database,
  query: { country: DealerCountry; postcode?: string | undefined },
): Promise<DealerList> {
  const postcode = query.postcode || undefined;
  if (postcode !== undefined && !isPostcodeOf(query.country, postcode))
    throw badRequest(POSTCODE_INVALID, { reason: 'postcode_invalid' });
  const origin = postcode === undefined ? null : await locatePostcode(db, query.country, postcode);
  if (postcode !== undefined && !origin) throw badRequest(postcodeNotFound(postcode, query.country));
  const rows = await db
    .select(dealerColumns)
    .from(dealers)
    .where(eq(dealers.country, query.country))
    .orderBy(asc(dealers.name));
  const items = origin
    ? rankDealersByDistance(origin, rows).map(({ distanceKm, ...dealer }) => ({
        ...dealer,
        distance_km: distanceKm,
      }))
    : rows.map((dealer) => ({ ...dealer, distance_km: null }));
  return { country: query.country, postcode: postcode ?? null, items };
}
