/** What the e2e tests look up in the demo catalogue through the shop's own API. */
import type { StoreCode } from '@hortus/core';
import { baseUrl } from './browser';

/** The slug of a simple product in stock with a price, as the store view's catalogue lists it. */
export async function simpleProductSlug(store: StoreCode): Promise<string> {
  const response = await fetch(
    `${baseUrl()}/${store}/api/catalog?type=product&size=100&_sourceInclude=slug,type_id,final_price_incl_tax,stock,dealer_product,inquiry_product`,
    { headers: { accept: 'application/json' } },
  );
  const { result } = (await response.json()) as { result: { items: Record<string, unknown>[] } };
  const product = result.items.find(
    (item) =>
      item.type_id === 'simple' &&
      !item.dealer_product &&
      !item.inquiry_product &&
      Number(item.final_price_incl_tax) > 0 &&
      (item.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock,
  );
  if (!product) throw new Error(`no simple product in stock in ${store}`);
  return String(product.slug);
}
