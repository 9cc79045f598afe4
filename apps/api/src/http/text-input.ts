import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || holdsNul(entry, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL, and a query that binds one fails inside the database. So no route sees
 * one: a NUL anywhere in the path, query or JSON body is the client's error, answered with a 400.
 */
export function registerTextInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
