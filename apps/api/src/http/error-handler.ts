import { reasonOfStatus } from '@hortus/api-contract';
import { REQUEST_BODY_TOO_LARGE } from '@hortus/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './envelope';

/** A refusal's envelope: the message for a person, the reason for the client (the status's own if none). */
function refusal(status: number, message: string, error?: HttpError) {
  return {
    code: status,
    result: message,
    reason: error?.reason ?? reasonOfStatus(status),
    ...(error?.details ? { details: error.details } : {}),
  };
}

/**
 * Every error leaves as `{ code, result: message, reason }`. Messages of 4xx errors are for the client; a 5xx says
 * only that something failed, so no SQL or stack ever reaches a browser (the details go to the log).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return where ? `${where}: ${issue.message}` : issue.message;
      });
      return reply.code(400).send(refusal(400, `Invalid ${error.validationContext}: ${problems.join('; ')}`));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(refusal(error.statusCode, error.message, error));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(refusal(413, REQUEST_BODY_TOO_LARGE));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, ...
      return reply.code(status).send(refusal(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(refusal(500, 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(refusal(404, `No route for ${request.method} ${shortPath(request.url)}`));
  });
}

/** The path of a URL for a message, cut where it would only echo a long input back. */
function shortPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.length > MESSAGE_PATH_LENGTH ? `${path.slice(0, MESSAGE_PATH_LENGTH)}...` : path;
}
const MESSAGE_PATH_LENGTH = 200;

/**
 * Fastify's router answers a few malformed requests before any route or hook runs: a path with a bad
 * percent escape (`/api/%ZZ`), a path parameter over the router's 100 characters. Given as the
 * `frameworkErrors` option, this answers them in the envelope like every other client error.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is longer than 100 characters'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The path holds a malformed percent escape'
        : error.message;
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code }, 'malformed request');
  void reply.code(status).send(refusal(status, message));
}
