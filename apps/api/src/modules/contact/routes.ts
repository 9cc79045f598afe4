import { CONTACT_MESSAGE_SENT, contactSend } from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { type ContactContext, receiveContactMessage } from './service';

export const contactRoutes: FastifyPluginAsync<{ context: ContactContext }> = async (
  fastify,
  { context },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(contactSend.path, { schema: routeSchema(contactSend) }, async (request) => {
    await receiveContactMessage(context, { ...request.body, clientAddress: request.ip });
    return ok(CONTACT_MESSAGE_SENT);
  });
};
