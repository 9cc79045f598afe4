import type { PaymentFlowName } from '@hortus/core';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsConfig } from '../../config';
import { createAmazonPayClient } from './amazon-pay';
import { amazonPayGateway } from './amazon-pay-gateway';
import { type AmazonPayCheckout, type AmazonPayRouteOptions, amazonPayRoutes } from './amazon-pay-routes';
import type { PaymentGateway } from './gateway';
import type { PaymentContext } from './payments';
import { paymentRoutes } from './routes';
import { createUnzerClient } from './unzer/client';
import { unzerGateway } from './unzer-gateway';

export { paymentAdditionalOf } from './additional';
export { ProviderUnavailable } from './gateway';
export {
  captureAuthorization,
  gatewayOf,
  type PaymentContext,
  type PaymentView,
  releaseAuthorization,
  startPayment,
  syncPayment,
} from './payments';
export { paymentStatusOf } from './routes';
export { type PaymentMethod, type PaymentTerms, paymentMethodsFor, paymentMethodsRead } from './service';

/** Amazon Pay's client and gateway when configured: its routes need the client beside the gateway. */
export function amazonPayCheckoutOf(config: PaymentsConfig): AmazonPayCheckout | undefined {
  if (!config.amazonPay) return undefined;
  const client = createAmazonPayClient(config.amazonPay);
  return {
    client,
    gateway: amazonPayGateway(client, { merchantStoreName: config.amazonPay.merchantStoreName }),
    checkoutScriptUrl: config.amazonPay.checkoutScriptUrl,
  };
}

/** The gateways of the providers the configuration names (payments spec 4; none: no provider's methods). */
export function paymentGateways(config: PaymentsConfig, amazonPay?: AmazonPayCheckout): PaymentGateway[] {
  const gateways: PaymentGateway[] = [];
  if (config.unzer) gateways.push(unzerGateway(createUnzerClient(config.unzer)));
  if (amazonPay) gateways.push(amazonPay.gateway);
  return gateways;
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
  amazonPay: AmazonPayCheckout | undefined;
  shippingCountriesOf: AmazonPayRouteOptions['shippingCountriesOf'];
}> = async (app, { context, amazonPay, shippingCountriesOf }) => {
  await app.register(paymentRoutes, { context });
  if (amazonPay) await app.register(amazonPayRoutes, { context, amazonPay, shippingCountriesOf });
};
