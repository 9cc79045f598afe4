import { AsyncLocalStorage } from 'node:async_hooks';
import { parseCacheTags } from '@hortus/core';

// The storefront server (its own source) and the page build (bundled) each load this module; both must
// find the one store, so it lives under a global key.
const COLLECTORS = Symbol.for('hortus.outputCache.tagCollectors');
const shared = globalThis as { [COLLECTORS]?: AsyncLocalStorage<Set<string>> };
shared[COLLECTORS] ??= new AsyncLocalStorage<Set<string>>();
const collectors = shared[COLLECTORS];

/**
 * Runs a page's render while gathering the output-cache tags of every API answer its loaders read
 * (server/output-cache): the page is then purged with any of them.
 */
export async function gatherCacheTags<T>(render: () => Promise<T>): Promise<{ value: T; tags: Set<string> }> {
  const tags = new Set<string>();
  const value = await collectors.run(tags, render);
  return { value, tags };
}

/** Adds an API answer's tags (its X-Cache-Tags header) to the page being rendered, if one is gathering. */
export function noteCacheTags(header: string | null): void {
  const tags = collectors.getStore();
  if (!tags || !header) return;
  for (const tag of parseCacheTags(header)) tags.add(tag);
}
