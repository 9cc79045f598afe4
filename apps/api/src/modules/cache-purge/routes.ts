import { timingSafeEqual } from 'node:crypto';
import { cachePurges, PURGE_EVERYTHING } from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound, unauthorized } from '../../http/envelope';
import type { Purge, PurgeBus } from './purge-bus';

/** Storefront servers per API process; more would be a misconfiguration or someone holding connections. */
const MAX_SUBSCRIBERS = 32;
/** A comment now and then, so that a proxy between the two does not close a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const messageOf = (purge: Purge) =>
  `data: ${'everything' in purge ? PURGE_EVERYTHING : purge.tags.join(' ')}\n\n`;

/**
 * The purges this process hears, streamed to the storefront servers that cache pages (the API's contract:
 * `cachePurges`). A storefront treats a lost stream as missed purges, so nothing here needs replaying.
 */
export const cachePurgeModule: FastifyPluginAsync<{ bus: PurgeBus; token: string | undefined }> = async (
  app,
  { bus, token },
) => {
  const open = new Set<() => void>();
  // Fastify waits for open requests when it closes (preClose runs before it does); a stream would hold it
  // open for ever.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get(cachePurges.path, async (request, reply) => {
    if (!token) throw notFound('Route GET:/api/cache/purges not found');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) throw unauthorized('A storefront server token is required');
    if (open.size >= MAX_SUBSCRIBERS) {
      throw new HttpError(503, 'Too many purge streams are open', { headers: { 'Retry-After': '5' } });
    }
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // The connection ends with the stream: kept alive for another request, a stream ended at shutdown
      // held the server's close for its keep-alive timeout (72 s).
      Connection: 'close',
    });
    stream.write(': purges of this API process follow\n\n');
    const unsubscribe = bus.subscribe((purge) => stream.write(messageOf(purge)));
    const keepAlive = setInterval(() => stream.write(': still here\n\n'), KEEP_ALIVE_MS);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(keepAlive);
      unsubscribe();
      stream.end();
    };
    open.add(end);
    // The response's close, not the request's: a request closes once its body is read, a response when
    // it ends or its connection is gone (a storefront that went away).
    stream.once('close', end);
  });
};
