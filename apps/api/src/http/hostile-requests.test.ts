import { API_BODY_LIMIT_BYTES, REQUEST_BODY_TOO_LARGE } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { captureLog } from '../../test/captured-log';

/** Everything the app logs, as text. */
const log = captureLog();

const testApp = useTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });

async function request(method: 'GET' | 'POST', url: string, payload?: string) {
  const response = await testApp.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.json() };
}

describe("requests Fastify's router refuses before any route runs", () => {
  it('a malformed percent escape in the path is a 400 in the envelope', async () => {
    const answer = await request('GET', '/api/%ZZ');
    expect(answer).toEqual({
      status: 400,
      type: expect.stringContaining('application/json'),
      body: { code: 400, reason: 'invalid_request', result: 'The path holds a malformed percent escape' },
    });
  });

  it('a path parameter over 100 characters is a 414 in the envelope', async () => {
    const answer = await request('GET', `/api/catalog/categories/${'1'.repeat(150)}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({
      code: 414,
      reason: 'invalid_request',
      result: 'A path parameter is longer than 100 characters',
    });
  });

  it('an unknown long path is named in the 404 message only in part', async () => {
    const answer = await request('GET', `/api/${'x'.repeat(5000)}`);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(404);
    expect(answer.body.result.length).toBeLessThan(250);
  });
});

describe('a body over the limit', () => {
  it('is refused with 413 and the message the storefront proxy gives too', async () => {
    const answer = await request(
      'POST',
      '/api/url/map',
      JSON.stringify({ url: 'x'.repeat(API_BODY_LIMIT_BYTES) }),
    );
    expect(answer).toEqual({
      status: 413,
      type: expect.stringContaining('application/json'),
      body: { code: 413, reason: 'too_large', result: REQUEST_BODY_TOO_LARGE },
    });
  });
});

describe('GET /api/health', () => {
  it('answers up or down and names no database engine', async () => {
    const answer = await request('GET', '/api/health');
    expect(answer.body).toEqual({ code: 200, result: { status: 'ok' } });
    expect(JSON.stringify(answer.body)).not.toMatch(/pglite|postgres/i);
  });
});

describe('the request log', () => {
  it('never holds the value of a secret parameter, however its name is spelled', async () => {
    const secrets = [
      'token',
      '%74oken',
      'tok%65n',
      'TOKEN',
      'refreshToken',
      'resetToken',
      'cartId',
      'cart%49d',
    ]
      .concat(['groupToken', 'password', 'pass%77ord'])
      .map((name, index) => ({ name, value: `S3CRET-${index}-${Math.random().toString(36).slice(2)}` }));
    const query = secrets.map(({ name, value }) => `${name}=${value}`).join('&');
    await request('GET', `/de-de/api/catalog?type=product&size=1&${query}`);
    await request('GET', `/api/%ZZ?${query}`);
    await request('GET', `/api/no-such-route?${query}`);
    await request('POST', `/api/url/map?${query}`, '{"url":');
    // The log is written asynchronously; the request lines must be there before it is read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.text()).toContain('api/catalog?type=product');
    expect(log.text()).toContain('[redacted]');
    for (const { name, value } of secrets) expect(log.text(), name).not.toContain(value);
  });
});
