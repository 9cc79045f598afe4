import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { NUL_MESSAGE } from './text-input';

const test = useTestApp();

describe('text input', () => {
  it('answers a NUL character in the path, the query or a JSON body with a 400', async () => {
    const requests = [
      { method: 'GET' as const, url: '/de-de/api/ext/jobs/a%00b' },
      { method: 'GET' as const, url: '/de-de/api/product/single?key=sku&value=%00' },
      { method: 'GET' as const, url: '/api/url/alternates?url=/de-de/p/%00' },
      { method: 'POST' as const, url: '/de-de/api/url/map', payload: { url: '/de-de/p/\u0000' } },
      { method: 'POST' as const, url: '/de-de/api/catalog', payload: { filters: { sku: ['a\u0000'] } } },
    ];
    for (const request of requests) {
      const response = await test.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toEqual({ code: 400, result: NUL_MESSAGE });
    }
  });

  it('lets every other character through', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/de-de/api/ext/jobs/%C3%BC%E2%82%AC' });
    expect(response.statusCode).toBe(404);
  });
});
