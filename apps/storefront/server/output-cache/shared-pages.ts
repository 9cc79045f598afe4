import { OUTPUT_CACHE_TTL_SECONDS } from '@hortus/core';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { StoredPage } from './page-store';

/** A kept page as every storefront process can read it: what `PageStore` keeps but the compressed copies. */
export type SharedPage = Omit<StoredPage, 'encoded'>;

/**
 * The kept pages in Redis (`REDIS_URL`), shared by every storefront process of the shop (core spec 9: the
 * output cache in Redis where there is one): a page one process rendered is a hit in the others and
 * outlives a restart. Each process still keeps the pages it answers in its own `PageStore` in front of
 * this, so a hit costs no round trip once the process has the page; both hear the same purges.
 *
 * A page is a hash (status, headers, tags, body) that expires with the spec's TTL; each tag is a set of
 * the keys of its pages, kept as long as its newest page. Redis failing costs only renders: every call
 * answers as if the page were not kept, and the failure is logged once until Redis answers again.
 */
export class SharedPages {
  private failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: Pick<Logger, 'warn'>,
    private readonly prefix = 'hortus:pages:',
    private readonly ttlMs = OUTPUT_CACHE_TTL_SECONDS * 1000,
  ) {}

  async get(key: string): Promise<SharedPage | undefined> {
    const fields = await this.attempt(() => this.redis.hgetallBuffer(this.pageKey(key)));
    const { status, headers, tags, body } = fields ?? {};
    if (!status || !headers || !tags || !body) return undefined;
    return {
      status: Number(status.toString()),
      headers: JSON.parse(headers.toString()) as Record<string, string>,
      tags: new Set(JSON.parse(tags.toString()) as string[]),
      body,
    };
  }

  async set(key: string, page: SharedPage): Promise<void> {
    const pageKey = this.pageKey(key);
    const write = this.redis.multi().hset(pageKey, {
      status: String(page.status),
      headers: JSON.stringify(page.headers),
      tags: JSON.stringify([...page.tags]),
      body: page.body,
    });
    write.pexpire(pageKey, this.ttlMs);
    for (const tag of page.tags) {
      write.sadd(this.tagKey(tag), key);
      write.pexpire(this.tagKey(tag), this.ttlMs);
    }
    await this.attempt(() => write.exec());
  }

  /** Drops the pages of these tags. Every process hears each purge and runs it: the second finds none. */
  async purge(tags: Iterable<string>): Promise<void> {
    for (const tag of tags) {
      const tagKey = this.tagKey(tag);
      const keys = await this.attempt(() => this.redis.smembers(tagKey));
      if (keys === undefined) return;
      await this.attempt(() => this.redis.unlink(tagKey, ...keys.map((key) => this.pageKey(key))));
    }
  }

  /** Drops every kept page and tag of the shop (a process that lost its purge stream may have missed some). */
  async clear(): Promise<void> {
    let cursor = '0';
    do {
      const scanned = await this.attempt(() =>
        this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 1000),
      );
      if (!scanned) return;
      const [next, keys] = scanned;
      if (keys.length > 0 && (await this.attempt(() => this.redis.unlink(...keys))) === undefined) return;
      cursor = next;
    } while (cursor !== '0');
  }

  private pageKey(key: string): string {
    return `${this.prefix}page:${key}`;
  }

  private tagKey(tag: string): string {
    return `${this.prefix}tag:${tag}`;
  }

  private async attempt<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      const value = await call();
      this.failing = false;
      return value;
    } catch (error) {
      if (!this.failing) {
        this.failing = true;
        // The error's name and message only: a Redis error can quote the command, a page's key among it.
        this.log.warn(
          { error: (error as Error).name },
          'The shared output cache (Redis) failed; pages are rendered',
        );
      }
      return undefined;
    }
  }
}
