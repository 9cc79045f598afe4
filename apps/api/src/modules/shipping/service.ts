import type { StoreView } from '@hortus/core';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedStatement } from '../../db/database';
import { shippingRates } from './tables';

/** A shipping method as the spec's checkout reads it (spec 3), its price gross in the store's currency. */
export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  price_incl_tax: number;
  amount: number;
  available: boolean;
  offline: boolean;
  default: boolean;
}

const titleIn = (titles: Record<string, string>, language: string) => titles[language] ?? titles.en ?? '';

interface RateRow {
  countryId: string;
  carrierCode: string;
  methodCode: string;
  priceMinor: number;
  titles: Record<string, string>;
}

/**
 * The rates of a store view to a country and to every country ('*'), cheapest first, as one JSON array (null:
 * none): a SQL expression over the placeholders `shippingStoreCode` and `shippingCountry`, the same object on
 * every call, so a statement that takes it along (the order placement's cart read) is prepared once.
 */
const RATES: SQL = sql`(SELECT json_agg(json_build_object('countryId', r.country_id,
    'carrierCode', r.carrier_code, 'methodCode', r.method_code, 'priceMinor', r.price_minor,
    'titles', r.titles) ORDER BY r.position, r.price_minor)
  FROM ${shippingRates} r
  WHERE r.store_code = ${sql.placeholder('shippingStoreCode')}::text
    AND r.country_id IN (${sql.placeholder('shippingCountry')}::text, '*'))`;

/**
 * The read of `shippingMethodsFor` as an expression another module's statement can take along (one round
 * trip fewer): `expression` gives the rates as JSON with `values`, `methods` makes the methods of them.
 */
export function shippingMethodsRead(storeView: StoreView, countryId: string) {
  const country = countryId.toUpperCase();
  return {
    expression: RATES,
    values: { shippingStoreCode: storeView.storeCode, shippingCountry: country },
    methods: (rates: unknown): ShippingMethod[] => methodsOf(rates as RateRow[] | null, storeView, country),
  };
}

/** Stands for the read of the rates in the prepared statements of a database handle. */
const RATES_READ = {};

/**
 * The methods that ship a store view's orders to a country, cheapest first: the country's own rates, else
 * the store view's rates for every country ('*'); none when the shop does not deliver there. One prepared
 * statement (db/database.ts).
 */
export async function shippingMethodsFor(
  db: Database,
  storeView: StoreView,
  countryId: string,
): Promise<ShippingMethod[]> {
  const read = shippingMethodsRead(storeView, countryId);
  const { rows } = (await preparedStatement(
    db,
    RATES_READ,
    () => sql`SELECT ${RATES} AS rates`,
    'shipping_rates',
  ).execute(read.values)) as { rows: { rates: unknown }[] };
  return read.methods(rows[0]?.rates ?? null);
}

function methodsOf(rates: RateRow[] | null, storeView: StoreView, country: string): ShippingMethod[] {
  const rows = rates ?? [];
  const own = rows.filter((row) => row.countryId === country);
  const chosen = own.length > 0 ? own : rows.filter((row) => row.countryId === '*');
  return chosen.map((row, index) => {
    const title = titleIn(row.titles, storeView.i18n.language);
    return {
      carrier_code: row.carrierCode,
      method_code: row.methodCode,
      carrier_title: title,
      method_title: title,
      price_incl_tax: row.priceMinor,
      amount: row.priceMinor,
      available: true,
      offline: false,
      default: index === 0,
    };
  });
}

/** The countries a store view ships to, or null when it ships anywhere (a '*' rate). */
export async function shippingCountriesOf(db: Database, storeCode: string): Promise<string[] | null> {
  const rows = await db
    .selectDistinct({ countryId: shippingRates.countryId })
    .from(shippingRates)
    .where(eq(shippingRates.storeCode, storeCode));
  const countries = rows.map((row) => row.countryId).sort();
  return countries.includes('*') ? null : countries;
}
