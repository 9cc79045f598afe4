import { describe, expect, it } from 'vitest';
import { API_PATHS } from './app';

describe('the paths the storefront forwards to the API', () => {
  it('are the API under the root or a store prefix, and the media files', () => {
    for (const path of [
      '/api/health',
      '/api',
      '/de-de/api/catalog',
      '/gb-en/api/url/map',
      '/media/catalog/x.svg',
    ]) {
      expect(API_PATHS.test(path), path).toBe(true);
    }
  });

  it('are not pages whose slug merely starts with api or media', () => {
    for (const path of ['/de-de/apiary', '/de-de/p/api', '/apis', '/de-de/media/x', '/mediathek', '/de-de']) {
      expect(API_PATHS.test(path), path).toBe(false);
    }
  });
});
