import { spellingOf } from '@hortus/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An onSend hook for the catalogue's and the content's answers: the Swiss German and the US store read
 * their language's texts in their own spelling (core's spellingOf). Only for those modules: a customer's
 * name or address in an order is never respelled.
 */
export async function answerInStoreSpelling(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const spelling = request.storeView ? spellingOf(request.storeView) : null;
  if (!spelling || typeof payload !== 'string') return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  return spelling(payload);
}
