import { z } from 'zod';
import { productType } from './catalog';
import { endpoint } from './endpoint';
import { storeParams } from './store';

const money = z.number().int();

/** What a store view promises a shopper before there is a cart: delivery to its country and the ways to pay. */
export const purchaseTerms = z.object({
  country_id: z.string().describe("The store view's country, where its delivery prices apply"),
  shipped: z
    .boolean()
    .describe(
      'Whether the product (type_id) is shipped; false for virtual and downloadable products, which cost no shipping',
    ),
  shipping_methods: z
    .array(z.object({ code: z.string(), title: z.string(), price_incl_tax: money }))
    .describe(
      'Cheapest first; empty where the store view sells nothing (catalog mode) or nothing is shipped',
    ),
  payment_methods: z
    .array(z.object({ code: z.string(), title: z.string(), fee_incl_tax: money }))
    .describe("The methods any shopper may use, in the checkout's order"),
});
export type PurchaseTerms = z.output<typeof purchaseTerms>;

export const purchaseTermsOfStore = endpoint({
  method: 'GET',
  path: '/api/purchase-terms',
  summary: "The store view's delivery prices to its own country and its payment methods, for product pages",
  tags: ['shipping', 'payment'],
  query: z
    .object({
      ...storeParams,
      type_id: productType
        .optional()
        .describe("The product page's product type: virtual and downloadable products are not shipped"),
    })
    .strict(),
  results: { 200: purchaseTerms },
  errors: [400, 404],
});
