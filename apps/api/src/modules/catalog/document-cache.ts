import { OUTPUT_CACHE_TTL_SECONDS } from '@hortus/core';

/**
 * Small in-process cache of the documents of rarely changing entity types (categories, attributes, CMS,
 * blog), keyed by type and store view, for the spec's output-cache TTL. `invalidate` runs after imports
 * and reindexing; with several API processes each holds its own copy for at most the TTL.
 */
export class DocumentCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs = OUTPUT_CACHE_TTL_SECONDS * 1000) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed load must not be served from the cache.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
