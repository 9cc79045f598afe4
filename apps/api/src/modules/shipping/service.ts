import type { StoreView } from '@hortus/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
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

/**
 * The methods that ship a store view's orders to a country, cheapest first: the country's own rates, else
 * the store view's rates for every country ('*'); none when the shop does not deliver there.
 */
export async function shippingMethodsFor(
  db: Database,
  storeView: StoreView,
  countryId: string,
): Promise<ShippingMethod[]> {
  const country = countryId.toUpperCase();
  const rows = await db
    .select()
    .from(shippingRates)
    .where(
      and(eq(shippingRates.storeCode, storeView.storeCode), inArray(shippingRates.countryId, [country, '*'])),
    )
    .orderBy(asc(shippingRates.position), asc(shippingRates.priceMinor));
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
