import { STORE_VIEWS, type StoreView } from '@hortus/core';

/** The countries of the shop's store views ('OT' stands for the others): where invoices may be addressed. */
export const SHOP_COUNTRIES = [...new Set(STORE_VIEWS.map((view) => view.i18n.country))]
  .filter((code) => code !== 'OT')
  .sort();

/** Where a store view delivers: its own country, or any of the shop's for the 'other countries' stores. */
export function deliveryCountriesOf(storeView: StoreView): string[] {
  return storeView.i18n.country === 'OT' ? SHOP_COUNTRIES : [storeView.i18n.country];
}
