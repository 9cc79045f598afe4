import { redactUrl } from '@hortus/core';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { databaseErrorFields, databaseErrorMessage, isDatabaseError, isFailedQuery } from '../db/errors';

/**
 * The API's pino logger: one line per request with method, URL and request id. Tokens and cart ids travel
 * in query strings (spec 6), so the URL is logged with every secret parameter's value redacted, matched on
 * the decoded name (`%74oken` is `token` to the query parser); credentials in headers are never logged.
 * Errors are logged through `describeError`.
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
      err: describeError,
    },
  };
}

/** Fields of any error that say what failed without saying about whom (SMTP reply codes, system calls). */
const ERROR_FIELDS = ['code', 'statusCode', 'errno', 'syscall', 'responseCode', 'command'] as const;
const CAUSES_LOGGED = 4;

interface DescribedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}
const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

/**
 * An error as the log keeps it: its type, message, stack frames, causes and an allow-list of fields, with
 * no value a shopper sent. A failed query keeps its statement text but not its parameters (the e-mail,
 * name, street, cart id or idempotency key it bound), a database error its SQLSTATE, constraint and table
 * but not the detail that quotes the row; e-mail addresses in any other message (an SMTP server's
 * refusal) are left out. Anything else an error carries is dropped, since its shape is unknown.
 */
export function describeError(error: unknown, depth = 0): DescribedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const described: DescribedError = { type: error.constructor?.name ?? error.name, message: '', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') described[field] = value;
  }
  if (isFailedQuery(error)) {
    described.message = `Failed query: ${error.query}`;
    described.query = error.query;
  } else if (isDatabaseError(error)) {
    // PGlite's class name is minified; node-postgres's is DatabaseError.
    described.type = 'DatabaseError';
    Object.assign(described, databaseErrorFields(error));
    described.message = databaseErrorMessage(error);
  } else {
    described.message = error.message.replace(EMAIL_ADDRESS, '[e-mail]');
  }
  described.stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (depth < CAUSES_LOGGED) {
    if (error.cause !== undefined) described.cause = describeError(error.cause, depth + 1);
    if (error instanceof AggregateError)
      described.errors = error.errors.slice(0, 5).map((inner) => describeError(inner, depth + 1));
  }
  return described;
}
