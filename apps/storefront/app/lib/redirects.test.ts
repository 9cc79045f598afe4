import { describe, expect, it } from 'vitest';
import { pathInShop, pathInStore, redirectInShop } from './redirects';

describe('pathInShop', () => {
  it('keeps a path of the shop with its query and fragment', () => {
    expect(pathInShop('/de-de/p/shed?color=5#reviews')).toBe('/de-de/p/shed?color=5#reviews');
    expect(pathInShop('/de-de')).toBe('/de-de');
  });

  it('resolves dot segments the way a browser would', () => {
    expect(pathInShop('/de-de/../fr-fr/blog')).toBe('/fr-fr/blog');
    expect(pathInShop('/de-de/%2e%2e/fr-fr')).toBe('/fr-fr');
  });

  it('never gives a path that a browser reads as another host', () => {
    for (const target of [
      '//evil.com',
      '/de-de/..//evil.com',
      '/de-de/%2e%2e//evil.com',
      '/de-de/..%2F%2Fevil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/de-de/../\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      'https://evil.com/de-de',
      'http:evil.com',
      'javascript:alert(1)',
      'data:text/html,x',
      '///evil.com',
      '/./\\/evil.com',
    ]) {
      const path = pathInShop(target);
      expect(path, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, 'https://shop.example').host, target).toBe('shop.example');
    }
  });

  it('answers the fallback for what cannot be a path of the shop', () => {
    expect(pathInShop('https://evil.com/x')).toBe('/');
    expect(pathInShop('//evil.com', '/de-de')).toBe('/de-de');
  });
});

describe('redirectInShop', () => {
  it('sends the shopper to the path inside the shop, with the status asked for', () => {
    const response = redirectInShop('/de-de/..//evil.com', 301);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/evil.com');
  });
});

describe('pathInStore', () => {
  it('keeps a page of the store view, resolved as a browser would, and nothing else', () => {
    expect(pathInStore('/de-de/c/sheds?page=2#top', 'de-de')).toBe('/de-de/c/sheds?page=2#top');
    expect(pathInStore('/de-de', 'de-de')).toBe('/de-de');
    expect(pathInStore('/de-de?x=1', 'de-de')).toBe('/de-de?x=1');
    for (const target of [
      '/fr-fr/c/sheds',
      '/de-dex/c',
      '/de-de/../fr-fr',
      '//evil.com/de-de',
      'https://evil.com/de-de',
      '',
    ]) {
      expect(pathInStore(target, 'de-de'), target).toBeNull();
    }
  });
});
