import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './envelope';

/**
 * Every error leaves as `{ code, result: message }`. Messages of 4xx errors are for the client; a 5xx says
 * only that something failed, so no SQL or stack ever reaches a browser (the details go to the log).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return where ? `${where}: ${issue.message}` : issue.message;
      });
      return reply
        .code(400)
        .send({ code: 400, result: `Invalid ${error.validationContext}: ${problems.join('; ')}` });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ code: error.statusCode, result: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large, ...
      return reply.code(status).send({ code: status, result: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 500, result: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ code: 404, result: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
