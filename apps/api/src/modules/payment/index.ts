import { unzerNotification } from '@hortus/api-contract';
import type { PaymentFlowName } from '@hortus/core';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { PaymentsConfig } from '../../config';
import { createAmazonPayClient } from './amazon-pay';
import { amazonPayGateway } from './amazon-pay-gateway';
import { type AmazonPayCheckout, type AmazonPayRouteOptions, amazonPayRoutes } from './amazon-pay-routes';
import type { PaymentGateway } from './gateway';
import type { PaymentContext } from './payments';
import { paymentRoutes } from './routes';
import { paymentSetupRoutes } from './setup-routes';
import { createUnzerClient, type UnzerClient } from './unzer/client';
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
 * The Unzer events the shop is notified of: every change of a payment's state (`payment.pending`,
 * `.completed`, `.canceled`, `.partly`, `.payment_review`, `.chargeback`). A notification only names the
 * payment, which the shop reads back whatever the event (facts 1.5). The transaction events (`charge.*`,
 * `authorize.*`) would name the same payment a second time (the emulator sends a `payment.*` event with
 * each of them), and the events of types and customers name none.
 */
const UNZER_WEBHOOK_EVENTS = ['payment'];

/**
 * Registers the shop's notification URL at Unzer (`{shopUrl}/api/payments/unzer/notifications`: the
 * storefront forwards /api to the API), once per event however often the API starts. Unzer cannot be
 * reached or refuses: a warning, and the API starts anyway; the return page and the reservation's expiry
 * still read every payment back, and the next start registers it.
 */
async function registerUnzerWebhook(
  client: UnzerClient,
  shopUrl: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const url = `${shopUrl}${unzerNotification.path}`;
  try {
    await client.ensureWebhook(url, UNZER_WEBHOOK_EVENTS);
  } catch (error) {
    log.warn(
      { err: error, url },
      'the Unzer webhook is not registered: payments are read back when the buyer returns and when their reservation runs out',
    );
  }
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
  const unzer = providers.unzer;
  // Awaited before the API listens: an Unzer that does not answer delays the start by PAYMENT_TIMEOUT_MS.
  if (unzer) app.addHook('onReady', () => registerUnzerWebhook(unzer.client, context.shopUrl, context.log));
  const amazonPay = providers.amazonPay;
  if (amazonPay) await app.register(amazonPayRoutes, { context, amazonPay, shippingCountriesOf });
};
