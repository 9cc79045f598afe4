import {
  type AmazonPayButton,
  type AmazonPayCheckoutSession,
  amazonPayButtonConfig,
  amazonPayCheckoutSessionRead,
  amazonPayNotification,
  amazonPayReturn,
} from '@hortus/api-contract';
import type { StoreView } from '@hortus/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import {
  type AmazonPayAddress,
  type AmazonPayClient,
  AmazonPayUnavailable,
  deliveryToCountries,
  isAmazonPayCurrency,
} from './amazon-pay';
import { type PaymentGateway, ProviderUnavailable } from './gateway';
import {
  attemptOfProviderPayment,
  type PaymentContext,
  queueSyncOfNotification,
  syncPayment,
} from './payments';
import { paymentStatusOf } from './routes';

export interface AmazonPayCheckout {
  client: AmazonPayClient;
  gateway: PaymentGateway;
  /** checkout.js the browser loads: Amazon's of the region, or the emulator's. */
  checkoutScriptUrl: string;
}

export interface AmazonPayRouteOptions {
  context: PaymentContext;
  amazonPay: AmazonPayCheckout;
  /** The countries a store view ships to (null: anywhere), the only ones Amazon may offer the buyer. */
  shippingCountriesOf: (storeCode: string) => Promise<string[] | null>;
}

/** The languages Amazon's checkout speaks in Europe (facts 2.2); other store languages get English. */
const CHECKOUT_LANGUAGES: Record<string, string> = {
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
  es: 'es_ES',
};

const unavailable = () =>
  new HttpError(503, 'Amazon Pay cannot be reached just now. Please try again in a moment.', {
    reason: 'payment_unavailable',
  });

function offeredIn(storeView: StoreView): string {
  const currency = storeView.i18n.currencyCode;
  if (!isAmazonPayCurrency(currency))
    throw new HttpError(404, 'Amazon Pay is not offered in this store.', {
      reason: 'payment_method_not_offered',
    });
  return currency;
}

/** Amazon gives one name; the checkout asks for first and last (a single word is the last name). */
function addressOf(address: AmazonPayAddress | null, email: string | null) {
  if (!address?.addressLine1 || !address.city || !address.countryCode) return null;
  const name = (address.name ?? '').trim();
  const split = name.lastIndexOf(' ');
  return {
    firstname: split > 0 ? name.slice(0, split) : '',
    lastname: split > 0 ? name.slice(split + 1) : name,
    company: null,
    street: [address.addressLine1, address.addressLine2, address.addressLine3].filter(
      (line): line is string => Boolean(line),
    ),
    city: address.city,
    postcode: address.postalCode ?? '',
    country_id: address.countryCode,
    region: address.stateOrRegion,
    region_id: null,
    region_code: null,
    telephone: address.phoneNumber,
    email,
  };
}

/**
 * Amazon Pay's part of the checkout (payments spec 4 "Amazon Pay", 7 "Wallet payment provider"): the signed
 * button, the session the buyer made with it read for the checkout form, the `/payment` return page's
 * Complete-and-read, and Amazon's IPNs. The payment itself starts with the order placement like every
 * provider's (payments.ts).
 */
export const amazonPayRoutes: FastifyPluginAsync<AmazonPayRouteOptions> = async (
  fastify,
  { context, amazonPay, shippingCountriesOf },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { client, gateway } = amazonPay;
  const guarded = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (error instanceof AmazonPayUnavailable || error instanceof ProviderUnavailable) throw unavailable();
      throw error;
    }
  };

  app.get(amazonPayButtonConfig.path, { schema: routeSchema(amazonPayButtonConfig) }, async (request) => {
    const storeView = requireStoreView(request);
    const currency = offeredIn(storeView);
    const countries = await shippingCountriesOf(storeView.storeCode);
    const button = client.buttonConfig({
      webCheckoutDetails: {
        checkoutReviewReturnUrl: `${context.shopUrl}/${storeView.storeCode}/checkout/amazon-pay`,
      },
      // shippingAddress too: without it Amazon shares no delivery address, and the order's country cannot be checked.
      scopes: ['name', 'email', 'phoneNumber', 'shippingAddress', 'billingAddress'],
      ...(countries ? { deliverySpecifications: deliveryToCountries(countries) } : {}),
    });
    const answer: AmazonPayButton = {
      script_url: amazonPay.checkoutScriptUrl,
      merchant_id: button.merchantId,
      public_key_id: button.publicKeyId,
      sandbox: button.sandbox,
      ledger_currency: currency,
      checkout_language: CHECKOUT_LANGUAGES[storeView.i18n.language] ?? 'en_GB',
      product_type: 'PayAndShip',
      placement: 'Checkout',
      create_checkout_session_config: {
        payloadJSON: button.payloadJSON,
        signature: button.signature,
        publicKeyId: button.publicKeyId,
        algorithm: button.algorithm,
      },
    };
    return ok(answer);
  });

  app.get(
    amazonPayCheckoutSessionRead.path,
    { schema: routeSchema(amazonPayCheckoutSessionRead) },
    async (request) => {
      const read = await guarded(client.getCheckoutSession(request.params.id));
      if (!read.ok) {
        if (read.refusal.status === 404 || read.refusal.status === 400)
          throw new HttpError(404, 'There is no such Amazon Pay checkout.', { reason: 'not_found' });
        throw unavailable();
      }
      const session = read.value;
      if (session.statusDetails.state !== 'Open')
        throw new HttpError(409, 'This Amazon Pay checkout is over. Please choose Amazon Pay again.', {
          reason: 'payment_session_closed',
        });
      const email = session.buyer?.email ?? null;
      const answer: AmazonPayCheckoutSession = {
        checkout_session_id: session.checkoutSessionId,
        buyer: {
          name: session.buyer?.name ?? null,
          email,
          telephone: session.buyer?.phoneNumber ?? null,
        },
        shipping_address: addressOf(session.shippingAddress, email),
        billing_address: addressOf(session.billingAddress, email),
        payment_descriptor: session.paymentPreferences[0]?.paymentDescriptor ?? null,
      };
      return ok(answer);
    },
  );

  app.post(amazonPayReturn.path, { schema: routeSchema(amazonPayReturn) }, async (request) => {
    const attempt = await attemptOfProviderPayment(context, 'amazon_pay', request.body.checkout_session_id);
    if (!attempt) throw new HttpError(404, 'There is no such payment.', { reason: 'not_found' });
    // Complete happens here, when the buyer is back, and nowhere else: a payment read on its own (the
    // return page polling, an IPN) never completes a session the buyer has not come back from.
    if (attempt.state === 'pending' && gateway.resume)
      await guarded(gateway.resume(request.body.checkout_session_id));
    return ok(paymentStatusOf(await guarded(syncPayment(context, attempt.id))));
  });

  app.post(
    amazonPayNotification.path,
    { schema: routeSchema(amazonPayNotification), bodyLimit: 16_384 },
    async (request) => {
      const body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      // Unavailable (the signing certificate or the charge permission could not be read): 503, so SNS
      // delivers it again.
      const reading = await guarded(Promise.resolve(gateway.readNotification(body)));
      if ('refused' in reading) {
        request.log.warn({ reason: reading.refused }, 'an Amazon Pay notification refused');
        throw new HttpError(400, 'This notification is not taken.');
      }
      await queueSyncOfNotification(context, 'amazon_pay', reading.paymentId, body);
      return ok('ok' as const);
    },
  );
};
