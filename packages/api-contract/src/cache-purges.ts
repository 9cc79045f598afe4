import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The output caches' purges as they happen, for the storefront servers: a `text/event-stream` whose
 * messages each carry space-separated cache tags (`product-12 category-3 search`), or `*` when purges may
 * have been missed (every entry is then stale). Only callers with the configured CACHE_PURGE_TOKEN as
 * their Bearer token are answered; without a configured token the stream does not exist (404).
 */
export const cachePurges = endpoint({
  method: 'GET',
  path: '/api/cache/purges',
  summary: 'The purges of the output caches as they happen (server-sent events, for the storefront servers)',
  tags: ['cache'],
  results: { 200: z.string().describe('A text/event-stream; never an envelope') },
  errors: [401, 404, 503],
});

/** The message of a purge stream that stands for every tag. */
export const PURGE_EVERYTHING = '*';
