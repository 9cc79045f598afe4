import { parseCacheTags } from '@hortus/core';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../db/database';

/** The channel of the database's NOTIFY that carries purges (also written by migration 0029's trigger). */
export const CACHE_PURGE_CHANNEL = 'hortus_cache_purge';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; tags are ASCII. */
const PAYLOAD_LIMIT = 7000;

/** A purge heard: some tags, or everything, when purges may have been missed on the way. */
export type Purge = { tags: string[] } | { everything: true };

export interface PurgeBus {
  /**
   * Tells every API process on the database, this one included, to purge these tags. Call it after the
   * change is committed: a page rendered between a purge and the commit would keep the old content.
   */
  announce(tags: readonly string[]): Promise<void>;
  /** Calls `listener` with every purge heard from now on; returns the unsubscribe. */
  subscribe(listener: (purge: Purge) => void): () => void;
  /** Starts listening on the database (after its migration). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Payloads of at most PAYLOAD_LIMIT characters, each holding whole tags. */
export function purgePayloads(tags: readonly string[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const tag of new Set(tags)) {
    if (current && current.length + 1 + tag.length > PAYLOAD_LIMIT) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current} ${tag}` : tag;
  }
  if (current) payloads.push(current);
  return payloads;
}

/**
 * Purges travel through the database's NOTIFY: every API process on one database hears every purge once
 * the change is committed, with no broker of their own, and the stock trigger of migration 0029 sends
 * its purges the same way. Each process passes what it hears to its own caches and its storefront servers.
 */
export function createPurgeBus(database: DatabaseConnection): PurgeBus {
  const listeners = new Set<(purge: Purge) => void>();
  let unlisten: (() => Promise<void>) | undefined;
  const tell = (purge: Purge) => {
    for (const listener of listeners) listener(purge);
  };
  return {
    async announce(tags) {
      for (const payload of purgePayloads(tags)) {
        await database.db.execute(sql`SELECT pg_notify(${CACHE_PURGE_CHANNEL}, ${payload})`);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      unlisten ??= await database.listen(
        CACHE_PURGE_CHANNEL,
        (payload) => {
          const tags = parseCacheTags(payload);
          if (tags.length > 0) tell({ tags });
        },
        () => tell({ everything: true }),
      );
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
