import {
  NEWSLETTER_CONFIRMATION_SENT,
  newsletterConfirm,
  newsletterSubscribe,
  newsletterSubscribeAtSpecPath,
  userNewsletter,
  userNewsletterUpdate,
} from '@hortus/api-contract';
import { LOGIN_REQUIRED } from '@hortus/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenOf, type VerifyAccessToken } from '../../http/access-token';
import { ok, unauthorized } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { storeViewOrDefault } from '../../http/store-view';
import { shopPathOf } from './redirect-target';
import {
  type CustomerEmail,
  confirm,
  type NewsletterContext,
  statusOf,
  subscribe,
  updateSubscription,
} from './service';

export interface NewsletterRouteOptions {
  context: NewsletterContext;
  verifyAccessToken: VerifyAccessToken;
  customerEmail: CustomerEmail;
}

export const newsletterRoutes: FastifyPluginAsync<NewsletterRouteOptions> = async (
  fastify,
  { context, verifyAccessToken, customerEmail },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The customer of the call's token and their current account address; else the 401 of /api/user/me. */
  async function customerOf(request: FastifyRequest): Promise<{ customerId: number; email: string }> {
    const token = accessTokenOf(request);
    const claims = token ? await verifyAccessToken(token) : null;
    const email = claims ? await customerEmail(claims.customerId) : null;
    if (!claims || !email) throw unauthorized(LOGIN_REQUIRED);
    return { customerId: claims.customerId, email };
  }

  for (const call of [newsletterSubscribe, newsletterSubscribeAtSpecPath]) {
    app.post(call.path, { schema: routeSchema(call) }, async (request) => {
      const { email, language, redirectUrl } = request.body;
      // country_n is checked by the schema; the store view already says which country's shop it is.
      await subscribe(context, {
        email,
        storeView: storeViewOrDefault(request),
        clientAddress: request.ip,
        choice: { language, returnPath: redirectUrl ? shopPathOf(redirectUrl, context.shopUrl) : null },
      });
      return ok(NEWSLETTER_CONFIRMATION_SENT);
    });
  }

  app.post(newsletterConfirm.path, { schema: routeSchema(newsletterConfirm) }, async (request) =>
    ok(await confirm(context, request.body.token)),
  );

  app.get(userNewsletter.path, { schema: routeSchema(userNewsletter) }, async (request) => {
    const { email } = await customerOf(request);
    return ok({ status: await statusOf(context, email) });
  });

  app.post(userNewsletterUpdate.path, { schema: routeSchema(userNewsletterUpdate) }, async (request) => {
    const { customerId, email } = await customerOf(request);
    const status = await updateSubscription(context, {
      customerId,
      email,
      storeView: storeViewOrDefault(request),
      subscribed: request.body.subscribed,
    });
    return ok({ status });
  });
};
