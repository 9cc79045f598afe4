import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, registerTextInputRules } from './text-input';

const test = useTestApp();

/** The JSON text `inner` wrapped in `depth` objects and arrays, alternately (JSON.stringify stops at a few thousand). */
function nested(inner: string, depth: number): string {
  const open = Array.from({ length: depth }, (_, level) => (level % 2 ? '[' : '{"deeper":')).join('');
  const close = Array.from({ length: depth }, (_, level) => (level % 2 ? ']' : '}'))
    .reverse()
    .join('');
  return `${open}${inner}${close}`;
}

async function post(url: string, payload: string) {
  return test.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
}

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
      expect(response.json()).toEqual({ code: 400, reason: 'invalid_request', result: NUL_MESSAGE });
    }
  });

  it('finds a NUL however deep the body nests it, in a value or a key', async () => {
    for (const depth of [19, 25, 200, 100_000]) {
      for (const hidden of ['"a\\u0000"', '{"k\\u0000":1}']) {
        const response = await post('/de-de/api/url/map', `{"url":"/","extra":${nested(hidden, depth)}}`);
        expect(response.statusCode, `depth ${depth}`).toBe(400);
        expect(response.json()).toEqual({ code: 400, reason: 'invalid_request', result: NUL_MESSAGE });
      }
    }
  });

  it('answers a lone UTF-16 surrogate in a value or a key, at any depth, with a 400', async () => {
    const bodies = [
      '{"url":"\\ud800"}',
      '{"url":"/de-de/p/a\\udfffb"}',
      '{"url":"/","\\udc00":1}',
      '{"url":"/","comment":"x\\ud83d"}',
      `{"url":"/","extra":${nested('"\\ud800"', 40)}}`,
      `{"url":"/","extra":${nested('{"\\udbff":"x"}', 300)}}`,
    ];
    for (const body of bodies) {
      const response = await post('/de-de/api/url/map', body);
      expect(response.statusCode, body.slice(0, 60)).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        reason: 'invalid_request',
        result: LONE_SURROGATE_MESSAGE,
      });
    }
  });

  it('lets every other character through, a surrogate pair too', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/de-de/api/ext/jobs/%C3%BC%E2%82%AC' });
    expect(response.statusCode).toBe(404);
    // A URL cannot carry a lone surrogate: its percent-escapes are UTF-8, and a surrogate's is malformed.
    const escaped = await test.app.inject({
      method: 'GET',
      url: '/de-de/api/product/single?key=sku&value=%ED%A0%80',
    });
    expect(escaped.statusCode).toBeLessThan(500);
    const paired = await post('/de-de/api/url/map', '{"url":"/de-de/p/\\ud83d\\ude00"}');
    expect(paired.statusCode).not.toBe(400);
    expect(paired.statusCode).toBeLessThan(500);
  });
});

describe('a file sent as the body', () => {
  it('is left to its reader: 20 MB of bytes are not walked value by value (that took 45 s and gigabytes)', async () => {
    const app = Fastify({ bodyLimit: 21 * 1024 * 1024 });
    registerTextInputRules(app);
    app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post('/file', async (request) => ({ bytes: (request.body as Buffer).length }));
    const file = Buffer.alloc(20 * 1024 * 1024, 'a,b\n');
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/file',
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });
    const seconds = (performance.now() - started) / 1000;
    expect(response.json()).toEqual({ bytes: file.length });
    expect(seconds).toBeLessThan(5);
    await app.close();
  });
});
