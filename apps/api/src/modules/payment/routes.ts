import { type PaymentStatus, paymentOfAttempt, unzerNotification } from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { ProviderUnavailable } from './gateway';
import { type PaymentContext, type PaymentView, queueSyncOfNotification, syncPayment } from './payments';

/** The payment as the storefront reads it. */
export function paymentStatusOf(view: PaymentView): PaymentStatus {
  return {
    id: view.id,
    status: view.status,
    order_number: view.orderNumber,
    store: view.storeCode,
    redirect_url: view.redirectUrl,
    failure: view.failure && {
      code: view.failure.code,
      invoice_rejection: view.failure.invoiceRejection,
    },
  };
}

const unavailable = () =>
  new HttpError(503, 'The payment provider cannot be reached just now. Please try again in a moment.', {
    reason: 'payment_unavailable',
  });

/**
 * The payment routes: the return page's reading of a payment, and the providers' notifications, which
 * only say "read this payment again" and are acted on through the job queue (`payment-sync`), so a
 * notification that arrives twice, out of order or while the API restarts changes the order once.
 */
export const paymentRoutes: FastifyPluginAsync<{ context: PaymentContext }> = async (
  fastify,
  { context },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(paymentOfAttempt.path, { schema: routeSchema(paymentOfAttempt) }, async (request) => {
    try {
      return ok(paymentStatusOf(await syncPayment(context, request.params.id)));
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw unavailable();
      throw error;
    }
  });

  const unzer = context.gateways.find((gateway) => gateway.provider === 'unzer');
  if (unzer)
    app.post(
      unzerNotification.path,
      { schema: routeSchema(unzerNotification), bodyLimit: 8_192 },
      async (request) => {
        const body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
        const reading = await unzer.readNotification(body);
        if ('refused' in reading) {
          request.log.warn({ reason: reading.refused }, 'an Unzer notification refused');
          throw new HttpError(reading.refused === 'malformed' ? 400 : 403, 'This notification is not taken.');
        }
        await queueSyncOfNotification(context, 'unzer', reading.paymentId, body);
        return ok('ok' as const);
      },
    );
};
