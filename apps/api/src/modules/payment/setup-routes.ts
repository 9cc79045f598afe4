import { installmentPlans, paymentSetup } from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentsConfig } from '../../config';
import { HttpError, notFound, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import type { UnzerClient } from './unzer/client';
import { UnzerRefused, UnzerUnavailable } from './unzer/errors';
import { IDEAL_BANKS } from './unzer/ideal-banks';

/** Unzer's installment plans are offered where its pay-later installments are sold (Germany, Austria). */
const INSTALLMENT_COUNTRIES = new Set(['DE', 'AT']);

/**
 * What the checkout's payment forms read before the order: the provider's public key and address for a
 * card created in the browser, iDEAL's banks, and the installment plans for the checkout's total.
 */
export const paymentSetupRoutes: FastifyPluginAsync<{
  unzer: { config: NonNullable<PaymentsConfig['unzer']>; client: UnzerClient } | null;
}> = async (fastify, { unzer }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(paymentSetup.path, { schema: routeSchema(paymentSetup) }, async () =>
    ok({
      unzer: unzer && { public_key: unzer.config.publicKey, api_url: unzer.config.baseUrl },
      ideal_banks: [...IDEAL_BANKS],
    }),
  );

  app.get(installmentPlans.path, { schema: routeSchema(installmentPlans) }, async (request) => {
    const storeView = requireStoreView(request);
    const country = storeView.i18n.country;
    if (!unzer || !INSTALLMENT_COUNTRIES.has(country))
      throw notFound('Installments are not offered in this store.');
    try {
      const found = await unzer.client.installmentPlans({
        amountMinor: request.query.amount,
        currency: storeView.i18n.currencyCode,
        country,
      });
      return ok({
        inquiry_id: found.inquiryId,
        plans: found.plans.map((plan) => ({
          number_of_rates: plan.numberOfRates,
          monthly_rate: plan.monthlyRateMinor,
          total_amount: plan.totalAmountMinor,
          nominal_interest_rate: plan.nominalInterestRate,
          effective_interest_rate: plan.effectiveInterestRate,
          rates: plan.rates.map((rate) => ({ date: rate.date, amount: rate.amountMinor })),
          credit_information_url: plan.secciUrl,
        })),
      });
    } catch (error) {
      // An amount outside what Unzer finances: no plan, said as such.
      if (error instanceof UnzerRefused) throw notFound('No installment plan is offered for this amount.');
      if (error instanceof UnzerUnavailable)
        throw new HttpError(503, 'The installment plans cannot be read just now.', {
          reason: 'payment_unavailable',
        });
      throw error;
    }
  });
};
