import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { OUTPUT_CACHE_TTL_SECONDS } from '@hortus/core';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A rendered page as the output cache keeps it: sent again as it was, with the headers it had. */
export interface StoredPage {
  status: number;
  /** The answer's headers, the page's own CSP with its nonce included (ADR 0024). */
  headers: Record<string, string>;
  body: Buffer;
  tags: ReadonlySet<string>;
  /** The body compressed once per encoding, when a browser first asks for that encoding. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

/**
 * Brotli at quality 5 is about as fast as gzip at its default and a fifth smaller on HTML; a page is
 * compressed once and sent many times, but the first visitor waits for it.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The body in an encoding the browser takes, compressed on first use and kept with the page. */
export function bodyIn(page: StoredPage, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(page.body);
  let encoded = page.encoded[encoding];
  if (!encoded) {
    encoded = encoding === 'br' ? brotli(page.body, BROTLI_OPTIONS) : gzipped(page.body);
    page.encoded[encoding] = encoded;
  }
  return encoded;
}

/**
 * The pages of one storefront process by key, least recently used out first beyond `maxBytes`, each for the
 * spec's TTL at most, and found again by their tags for a purge.
 */
export class PageStore {
  private readonly pages: LRUCache<string, StoredPage>;
  private readonly keysOfTag = new Map<string, Set<string>>();

  constructor(maxBytes = 256 * 1024 * 1024, ttlMs = OUTPUT_CACHE_TTL_SECONDS * 1000) {
    this.pages = new LRUCache<string, StoredPage>({
      maxSize: maxBytes,
      // The compressed copies come on top, at most about half again.
      sizeCalculation: (page) => Math.max(1, Math.ceil(page.body.length * 1.5)),
      ttl: ttlMs,
      dispose: (page, key) => this.unindex(key, page),
    });
  }

  get(key: string): StoredPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: Omit<StoredPage, 'encoded'>): StoredPage {
    const stored: StoredPage = { ...page, encoded: {} };
    this.pages.set(key, stored);
    for (const tag of page.tags) {
      let keys = this.keysOfTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.keysOfTag.set(tag, keys);
      }
      keys.add(key);
    }
    return stored;
  }

  /** Drops every page with any of these tags; answers how many went. */
  purge(tags: Iterable<string>): number {
    let purged = 0;
    for (const tag of tags) {
      for (const key of [...(this.keysOfTag.get(tag) ?? [])]) {
        if (this.pages.delete(key)) purged += 1;
      }
    }
    return purged;
  }

  clear(): void {
    this.pages.clear();
    this.keysOfTag.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  private unindex(key: string, page: StoredPage): void {
    for (const tag of page.tags) {
      const keys = this.keysOfTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOfTag.delete(tag);
    }
  }
}
