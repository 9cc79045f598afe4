import { createHmac } from 'node:crypto';
import { netFromGross, type StoreView } from '@hortus/core';
import { and, inArray, lt } from 'drizzle-orm';
import { badRequest } from '../../http/envelope';
import { loadStorePrices } from '../pricing';
import { type CatalogContext, pricingContext } from './catalog-context';
import { products } from './tables';

export interface RenderListInput {
  skus: string[];
  currencyCode: string;
  customerGroupId: number | null;
}

/**
 * Current prices of products for a product list (spec 7, render-list): `price_info` amounts are net and
 * `tax_adjustments` the same amounts with tax, integer minor units of the store currency. `sgn` signs the
 * final price so the cart can tell a price it was given from one a client made up. Unknown or disabled
 * skus are left out.
 */
export async function renderPriceList(
  context: CatalogContext,
  storeView: StoreView,
  input: RenderListInput,
  signingSecret: string,
) {
  if (input.currencyCode !== storeView.i18n.currencyCode) {
    throw badRequest(
      `Store view ${storeView.storeCode} sells in ${storeView.i18n.currencyCode}, not ${input.currencyCode}`,
    );
  }
  const rows = await context.db
    .select({ id: products.id, sku: products.sku, taxClassId: products.taxClassId })
    .from(products)
    .where(and(inArray(products.sku, input.skus), lt(products.status, 2)));
  const taxClass = new Map(rows.map((row) => [row.id, row.taxClassId]));
  const prices = await loadStorePrices(
    context.db,
    rows.map((row) => row.id),
    (id) => taxClass.get(id) ?? 0,
    await pricingContext(context, storeView, input.customerGroupId),
  );
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return input.skus.flatMap((sku) => {
    const row = bySku.get(sku);
    const price = row && prices.get(row.id);
    if (!row || !price) return [];
    const net = (gross: number) => netFromGross(gross, price.rateBp);
    const signature = createHmac('sha256', signingSecret)
      .update(
        `${storeView.storeId}:${sku}:${price.currency}:${price.finalGross}:${input.customerGroupId ?? ''}`,
      )
      .digest('base64url');
    return [
      {
        id: row.id,
        sku,
        sgn: signature,
        price_info: {
          currency_code: price.currency,
          final_price: net(price.finalGross),
          regular_price: net(price.regularGross),
          special_price: price.specialGross > 0 ? net(price.specialGross) : 0,
          minimal_price: net(price.finalGross),
          extension_attributes: {
            tax_adjustments: {
              final_price: price.finalGross,
              regular_price: price.regularGross,
              special_price: price.specialGross,
              minimal_price: price.finalGross,
            },
          },
        },
      },
    ];
  });
}
