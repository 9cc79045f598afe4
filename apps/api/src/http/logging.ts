import { redactUrl } from '@hortus/core';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * The API's pino logger: one line per request with method, URL and request id. Tokens and cart ids travel
 * in query strings (spec 6), so the URL is logged with every secret parameter's value redacted, matched on
 * the decoded name (`%74oken` is `token` to the query parser); credentials in headers are never logged.
 */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        requestId: request.id,
      }),
    },
  };
}
