import { purchaseTermsOfStore } from '@hortus/api-contract';
import { isShippedProductType, type PaymentFlowName } from '@hortus/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import { paymentMethodsFor } from '../payment';
import { shippingMethodsFor } from '../shipping';

/**
 * What a store view promises before there is a cart (`GET /{store}/api/purchase-terms`): its delivery
 * prices to its own country (the 'ot' stores: to any country) and the payment methods any shopper may use.
 * For a product that is not shipped (`type_id` virtual or downloadable): no delivery and no method that
 * needs one (cash on delivery).
 */
export const purchaseTermsModule: FastifyPluginAsync<{
  db: Database;
  /** The payment flows a configured provider serves (the checkout offers the same). */
  providerFlows: ReadonlySet<PaymentFlowName>;
}> = async (app, { db, providerFlows }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(purchaseTermsOfStore.path, { schema: routeSchema(purchaseTermsOfStore) }, async (request) => {
      const storeView = requireStoreView(request);
      const country = storeView.i18n.country;
      const shipped = isShippedProductType(request.query.type_id ?? 'simple');
      const [shipping, payment] = await Promise.all([
        shipped ? shippingMethodsFor(db, storeView, country) : [],
        paymentMethodsFor(db, storeView, { shipsGoods: shipped, businessCustomer: false, providerFlows }),
      ]);
      return ok({
        country_id: country,
        shipped,
        shipping_methods: shipping.map((method) => ({
          code: method.method_code,
          title: method.method_title,
          price_incl_tax: method.price_incl_tax,
        })),
        payment_methods: payment.map((method) => ({
          code: method.code,
          title: method.title,
          fee_incl_tax: method.fee_incl_tax,
        })),
      });
    });
};
