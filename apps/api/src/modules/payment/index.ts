import type { PaymentFlowName } from '@hortus/core';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsConfig } from '../../config';
import { createAmazonPayClient } from './amazon-pay';
import { amazonPayGateway } from './amazon-pay-gateway';
import { type AmazonPayCheckout, type AmazonPayRouteOptions, amazonPayRoutes } from './amazon-pay-routes';
import type { PaymentGateway } from './gateway';
import type { PaymentContext } from './payments';
import { paymentRoutes } from './routes';
import { paymentSetupRoutes } from './setup-routes';
import { createUnzerClient } from './unzer/client';
import { unzerGateway } from './unzer-gateway';

export { paymentAdditionalOf } from './additional';
export { ProviderUnavailable } from './gateway';
export {
  captureAuthorization,
  type PaymentContext,
  type PaymentView,
  releaseAuthorization,
  startPayment,
  syncPayment,
  syncPendingPaymentOf,
} from './payments';
export { paymentStatusOf } from './routes';
export { type PaymentMethod, type PaymentTerms, paymentMethodsFor, paymentMethodsRead } from './service';

/** Amazon Pay's client and gateway when configured: its routes need the client beside the gateway. */
function amazonPayCheckoutOf(config: PaymentsConfig): AmazonPayCheckout | null {
  if (!config.amazonPay) return null;
  const client = createAmazonPayClient(config.amazonPay);
  return {
    client,
    gateway: amazonPayGateway(client, { merchantStoreName: config.amazonPay.merchantStoreName }),
    checkoutScriptUrl: config.amazonPay.checkoutScriptUrl,
  };
}

/** The providers the configuration names (payments spec 4; none: no provider's methods) and their clients. */
export function paymentProviders(config: PaymentsConfig) {
  const unzer = config.unzer ? { config: config.unzer, client: createUnzerClient(config.unzer) } : null;
  const amazonPay = amazonPayCheckoutOf(config);
  const gateways: PaymentGateway[] = [];
  if (unzer) gateways.push(unzerGateway(unzer.client));
  if (amazonPay) gateways.push(amazonPay.gateway);
  return { gateways, unzer, amazonPay };
}

/** The flows the gateways serve: the checkout offers the methods of these only. */
export function providerFlowsOf(gateways: readonly PaymentGateway[]): ReadonlySet<PaymentFlowName> {
  return new Set(gateways.flatMap((gateway) => gateway.flows));
}

/**
 * Payments at providers (payments spec 4): a placed order's payment started at its provider, read back
 * from it and booked on the order as its lifecycle's events; the return page's reading and the providers'
 * notifications. Prepayment and the offline methods need none of it.
 */
export const paymentModule: FastifyPluginAsync<{
  context: PaymentContext;
  providers: ReturnType<typeof paymentProviders>;
  shippingCountriesOf: AmazonPayRouteOptions['shippingCountriesOf'];
}> = async (app, { context, providers, shippingCountriesOf }) => {
  await app.register(paymentRoutes, { context });
  await app.register(paymentSetupRoutes, { unzer: providers.unzer });
  const amazonPay = providers.amazonPay;
  if (amazonPay) await app.register(amazonPayRoutes, { context, amazonPay, shippingCountriesOf });
};
