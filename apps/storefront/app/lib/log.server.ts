import { redactUrl } from '@hortus/core';
import pino from 'pino';

/**
 * The storefront server's log: pino JSON lines like the API's, at LOG_LEVEL (info). Only what an operator
 * acts on is written (failed proxying, server errors); a request is named by method and its URL with
 * every secret query parameter redacted, never by headers or cookies.
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { app: 'storefront' },
});

/** The fields that name a request in a log line. */
export function requestFields(request: { method: string; url: string }): { method: string; url: string } {
  return { method: request.method, url: redactUrl(request.url) };
}
