import { describe, expect, it } from 'vitest';
import { cacheKey, SearchResultCache } from './search-cache';

function counter() {
  let loads = 0;
  return {
    load: (value: string) => () => {
      loads += 1;
      return Promise.resolve(value);
    },
    get loads() {
      return loads;
    },
  };
}

describe('search result cache', () => {
  it('answers a repeated key from the cache until the TTL has passed', async () => {
    let now = 0;
    const cache = new SearchResultCache<string>({ ttlMs: 7_200_000, now: () => now });
    const source = counter();
    expect(await cache.get('a', source.load('first'))).toBe('first');
    now = 7_199_999;
    expect(await cache.get('a', source.load('second'))).toBe('first');
    now = 7_200_000;
    expect(await cache.get('a', source.load('third'))).toBe('third');
    expect(source.loads).toBe(2);
  });

  it('uses the spec TTL of 7200 s by default', async () => {
    let now = 0;
    const cache = new SearchResultCache<string>({ now: () => now });
    await cache.get('a', () => Promise.resolve('old'));
    now = 7_199_000;
    expect(await cache.get('a', () => Promise.resolve('new'))).toBe('old');
    now = 7_200_000;
    expect(await cache.get('a', () => Promise.resolve('new'))).toBe('new');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new SearchResultCache<string>({ maxEntries: 2 });
    await cache.get('a', () => Promise.resolve('a'));
    await cache.get('b', () => Promise.resolve('b'));
    await cache.get('a', () => Promise.resolve('a again')); // a is now the most recently used
    await cache.get('c', () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve('a reloaded'))).toBe('a');
    expect(await cache.get('b', () => Promise.resolve('b reloaded'))).toBe('b reloaded');
  });

  it('forgets everything when invalidated', async () => {
    const cache = new SearchResultCache<string>();
    await cache.get('a', () => Promise.resolve('before'));
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', () => Promise.resolve('after'))).toBe('after');
  });

  it('shares one computation between concurrent requests for a key', async () => {
    const cache = new SearchResultCache<string>();
    const source = counter();
    const [first, second] = await Promise.all([
      cache.get('a', source.load('one')),
      cache.get('a', source.load('two')),
    ]);
    expect([first, second]).toEqual(['one', 'one']);
    expect(source.loads).toBe(1);
  });

  it('does not keep a failed search', async () => {
    const cache = new SearchResultCache<string>();
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.get('a', () => Promise.resolve('recovered'))).toBe('recovered');
  });
});

describe('cache key', () => {
  it('is the same whatever the order of the query fields', () => {
    expect(cacheKey(['de-de', { size: 24, from: 0, filters: { color: [1], size: [2] } }])).toBe(
      cacheKey(['de-de', { filters: { size: [2], color: [1] }, from: 0, size: 24 }]),
    );
  });

  it('differs by store view and by value', () => {
    expect(cacheKey(['de-de', { size: 24 }])).not.toBe(cacheKey(['at-de', { size: 24 }]));
    expect(cacheKey(['de-de', { filters: { color: [1, 2] } }])).not.toBe(
      cacheKey(['de-de', { filters: { color: [1] } }]),
    );
  });
});
