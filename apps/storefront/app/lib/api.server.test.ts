import { blogPostBySlug, cmsDataByIdentifier, placeOrder, stockCheck } from '@hortus/api-contract';
import { RESPONSE_BAD_CONTENT_TYPE, RESPONSE_WRONG_FORMAT } from '@hortus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callEndpoint, pathOf } from './api.server';

/** The API answers this status, body and content type; answers the requests it was sent. */
function apiAnswers(status: number, body: unknown, type = 'application/json'): Request[] {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push(new Request(url, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': type },
    });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the path of a call', () => {
  it("fills the endpoint's :params, escaped so that a slug never climbs the path", () => {
    expect(pathOf(blogPostBySlug, { slug: '../admin' }, 'de-de')).toBe(
      '/de-de/api/ext/blog/posts/%2E%2E%2Fadmin',
    );
    expect(
      pathOf(cmsDataByIdentifier, { type: 'cmsPageIdentifier', identifier: 'imprint', storeId: '1' }),
    ).toBe('/api/ext/cms-data/cmsPageIdentifier/imprint/storeId/1');
  });

  it('refuses to call an endpoint without one of its params', () => {
    expect(() => pathOf(blogPostBySlug, {})).toThrow(':slug');
  });
});

describe('one call', () => {
  it("sends the endpoint's method, the token as a Bearer header and the shopper's address", async () => {
    const sent = apiAnswers(200, { code: 200, result: { sku: 'A', qty: 1, status: 'in_stock' } });
    const answer = await callEndpoint(stockCheck, {
      store: 'de-de',
      query: { sku: 'A', qty: 1 },
      token: 'secret',
      clientAddress: '203.0.113.7',
    });
    expect(answer).toEqual({ status: 200, result: { sku: 'A', qty: 1, status: 'in_stock' } });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toMatch(/\/de-de\/api\/stock\/check\?sku=A&qty=1$/);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer secret');
    expect(sent[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7');
  });

  it('answers a refusal with its message, reason and details', async () => {
    apiAnswers(409, { code: 409, result: 'Words', reason: 'not_enough_stock', details: { product: 'Shed' } });
    const answer = await callEndpoint(placeOrder, { query: { cartId: 'c' }, body: {} as never });
    expect(answer).toEqual({
      status: 409,
      result: 'Words',
      reason: 'not_enough_stock',
      details: { product: 'Shed' },
    });
  });

  it("reads a reason it does not know as its status's general reason", async () => {
    apiAnswers(409, { code: 409, result: 'Words', reason: 'some_later_reason' });
    const answer = await callEndpoint(placeOrder, { query: { cartId: 'c' }, body: {} as never });
    expect(answer).toMatchObject({ status: 409, reason: 'conflict' });
  });

  it("answers a server failure as a refusal with the status's reason", async () => {
    apiAnswers(500, { code: 500, result: 'Internal server error' });
    expect(await callEndpoint(stockCheck, { query: { sku: 'A', qty: 1 } })).toMatchObject({
      status: 500,
      reason: 'server_error',
    });
  });

  it("throws for a status the endpoint's contract does not know", async () => {
    apiAnswers(409, { code: 409, result: 'Words' });
    await expect(callEndpoint(stockCheck, { query: { sku: 'A', qty: 1 } })).rejects.toBeInstanceOf(ApiError);
  });

  it("keeps the spec's envelope checks: a non-JSON answer and one without code and result", async () => {
    apiAnswers(200, '<html></html>', 'text/html');
    await expect(callEndpoint(stockCheck, { query: { sku: 'A', qty: 1 } })).rejects.toThrow(
      RESPONSE_BAD_CONTENT_TYPE,
    );
    apiAnswers(200, { result: 'no code' });
    await expect(callEndpoint(stockCheck, { query: { sku: 'A', qty: 1 } })).rejects.toThrow(
      RESPONSE_WRONG_FORMAT,
    );
  });
});
