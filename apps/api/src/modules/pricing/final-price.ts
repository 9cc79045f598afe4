import { type SQL, sql } from 'drizzle-orm';

/**
 * Core's `selectFinalPrice` in SQL, for statements that filter, sort or count by price: the final price
 * (minor units) of the price row `alias` (its `price_minor`, `special_price_minor`, `special_from_date` and
 * `special_to_date`, as `product_prices` and the search rows carry them) at the moment `now`. The special
 * price applies when it is above 0 (0 is the catalogue's "no special price"), below the regular price and
 * `now`'s day is inside its dates. The day is the UTC day, as `storePrices` asks core, whatever the
 * database session's TimeZone: a list sorted or filtered by price agrees with the prices its products show.
 * final-price.test.ts holds the two together.
 */
export function finalPriceMinor(alias: string, now: Date): SQL {
  const p = sql.identifier(alias);
  const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date`;
  return sql`CASE WHEN ${p}.special_price_minor > 0 AND ${p}.special_price_minor < ${p}.price_minor
    AND (${p}.special_from_date IS NULL OR ${p}.special_from_date <= ${today})
    AND (${p}.special_to_date IS NULL OR ${p}.special_to_date >= ${today})
    THEN ${p}.special_price_minor ELSE ${p}.price_minor END`;
}
