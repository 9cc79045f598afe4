import { OUTPUT_CACHE_TTL_SECONDS } from '@hortus/core';

/** Enough for the distinct searches and listings of a busy hour; a product search result is 5-150 kB. */
const DEFAULT_MAX_ENTRIES = 500;

/**
 * The output cache of product search results (spec 9: output cache TTL 7200 s), one per API process: an
 * entry lives for the TTL, the least recently used entries go beyond `maxEntries`, and `invalidate` (run
 * after every `reindexProducts` in this process) drops them all. Concurrent requests for a key that is
 * being computed share that computation. With several API processes each holds its own copy, so a reindex
 * in another process shows after at most the TTL; a special price that starts or ends also shows after
 * at most the TTL.
 */
export class SearchResultCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly options: {
      ttlMs?: number;
      maxEntries?: number;
      now?: () => number;
    } = {},
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.options.now?.() ?? Date.now();
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      if (entry.expires > now) {
        // Map order is insertion order: re-inserting makes the key the most recently used.
        this.entries.set(key, entry);
        return entry.value;
      }
    }
    const value = load();
    this.entries.set(key, { expires: now + (this.options.ttlMs ?? OUTPUT_CACHE_TTL_SECONDS * 1000), value });
    const maxEntries = this.options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= maxEntries) break;
      this.entries.delete(oldest);
    }
    // A failed search is not cached; only the entry of this load is removed, not a newer one.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}

/**
 * A cache key that is the same for queries that ask the same thing: object keys in a fixed order, so
 * `{ size, from }` and `{ from, size }` share an entry.
 */
export function cacheKey(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}
