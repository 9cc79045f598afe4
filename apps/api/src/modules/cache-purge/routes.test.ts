import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/back-office-staff';
import { useTestApp } from '../../../test/build-app';
import { captureLog } from '../../../test/captured-log';
import { buildApp } from '../../app';
import { openDatabase, queryRows } from '../../db/database';

const TOKEN = 'storefront-purge-token-of-this-test-0123456789';

/** The purge stream of the app on a real port: each message's tags, as they come. */
async function openPurgeStream(app: ReturnType<typeof useTestApp>['app'], token = TOKEN) {
  const address = app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    : await app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const response = await fetch(`${address}/api/cache/purges`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const messages: string[][] = [];
  if (response.status === 200 && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          if (data) messages.push(data.split(' '));
          buffer = buffer.slice(end + 2);
        }
      }
    })();
  }
  /** The first message, from now on, that holds every tag named. */
  const heard = async (tags: string[]) => {
    await expect
      .poll(() => messages.find((message) => tags.every((tag) => message.includes(tag))), { timeout: 5000 })
      .toBeDefined();
  };
  return { response, messages, heard, close: () => controller.abort() };
}

/** A content editor sets a product's de-de price through the back office's API; the answer's status. */
async function setPriceInBackOffice(testApp: ReturnType<typeof useTestApp>, sku: string, price: string) {
  const staff = await signedInStaff(testApp, 'content');
  const answer = await staff.call('POST', `/api/staff/products/${encodeURIComponent(sku)}/prices/de-de`, {
    price,
    special_price: '',
    special_from: '',
    special_to: '',
  });
  return answer.status;
}

describe('the purge stream of a shop that gives its storefronts a token', () => {
  const testApp = useTestApp({ CACHE_PURGE_TOKEN: TOKEN });

  it('refuses a caller without the token, in the envelope', async () => {
    const wrong = await testApp.app.inject({
      url: '/api/cache/purges',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 401, result: 'A storefront server token is required' });
    expect((await testApp.app.inject({ url: '/api/cache/purges' })).statusCode).toBe(401);
  });

  it('names the product, its categories and every search when the back office changes its price', async () => {
    const stream = await openPurgeStream(testApp.app);
    const [product] = await queryRows<{ id: number; sku: string; category_id: number }>(
      testApp.database.db,
      sql`SELECT p.id, p.sku, pc.category_id FROM products p JOIN product_categories pc ON pc.product_id = p.id
          WHERE p.type_id = 'simple' ORDER BY p.id LIMIT 1`,
    );
    if (!product) throw new Error('the demo catalogue has a simple product in a category');
    expect(await setPriceInBackOffice(testApp, product.sku, '987.65')).toBe(200);
    await stream.heard([`product-${product.id}`, `category-${product.category_id}`, 'search']);
    stream.close();
  });

  it('names a variant and its configurable once a stock change is committed, not before', async () => {
    const stream = await openPurgeStream(testApp.app);
    const [variant] = await queryRows<{ child_id: number; parent_id: number }>(
      testApp.database.db,
      sql`SELECT child_id, parent_id FROM configurable_children ORDER BY child_id LIMIT 1`,
    );
    if (!variant) throw new Error('the demo catalogue has a configurable product');
    const tags = [`product-${variant.child_id}`, `product-${variant.parent_id}`];
    await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE stock_items SET qty = qty + 1 WHERE product_id = ${variant.child_id}`);
      await sleep(300);
      expect(stream.messages.some((message) => message.includes(tags[0] as string))).toBe(false);
    });
    await stream.heard(tags);
    stream.close();
  });
});

describe('the purge stream against hostile callers', () => {
  const log = captureLog();
  const testApp = useTestApp({ CACHE_PURGE_TOKEN: TOKEN, LOG_LEVEL: 'info' }, { logStream: log.stream });
  const near = `${TOKEN.slice(0, -1)}x`;
  const credentials = [
    `Bearer ${near}`,
    `Bearer ${TOKEN}x`,
    `Bearer ${TOKEN.slice(0, 20)}`,
    `bearer ${near}`,
    `Bearer  ${near}`,
    `Bearer ${near} ${near}`,
    `Basic ${Buffer.from(`storefront:${near}`).toString('base64')}`,
    `Bearer ${'ä'.repeat(5000)}`,
    `Bearer ${'A'.repeat(200_000)}`,
    'Bearer ',
    'Bearer',
    '',
  ];

  it('refuses every other credential in the envelope, and logs none of them', async () => {
    for (const authorization of credentials) {
      const answer = await testApp.app.inject({ url: '/api/cache/purges', headers: { authorization } });
      expect(answer.statusCode, authorization.slice(0, 40)).toBe(401);
      expect(answer.json()).toMatchObject({ code: 401, result: 'A storefront server token is required' });
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const answer = await testApp.app.inject({
        method,
        url: '/api/cache/purges',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { tags: ['*'] },
      });
      expect(answer.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, method).toBeLessThan(500);
    }
    const logged = log.text();
    expect(logged).toContain('/api/cache/purges');
    expect(logged).not.toContain(near);
    expect(logged).not.toContain(TOKEN.slice(0, 20));
  });
});

describe('two API processes on one database', () => {
  const testApp = useTestApp({ CACHE_PURGE_TOKEN: TOKEN });

  // Two connections to one PostgreSQL database, as two processes have: nothing in memory is shared.
  it.runIf(process.env.HORTUS_TEST_POSTGRES_URL)(
    "forget their searches kept for the TTL when the other changes a price, and stream the other's purges",
    async () => {
      const url = (testApp.database as { url?: string }).url;
      if (!url) throw new Error('the PostgreSQL test database names its URL');
      const otherDatabase = await openDatabase(url, { poolSize: 2 });
      const other = await buildApp({ config: testApp.config, database: otherDatabase });
      await other.ready();
      try {
        const [product] = await queryRows<{ id: number; sku: string }>(
          testApp.database.db,
          sql`SELECT id, sku FROM products WHERE type_id = 'simple' ORDER BY id DESC LIMIT 1`,
        );
        if (!product) throw new Error('the demo catalogue has a simple product');
        const priceSeenBy = async (app: typeof other) => {
          const answer = await app.inject({
            method: 'POST',
            url: '/de-de/api/catalog',
            payload: { searchQuery: product.sku, size: 1 },
          });
          return answer.json().result.items[0]?.price as number;
        };
        const before = await priceSeenBy(other);
        expect(await priceSeenBy(other)).toBe(before);
        const stream = await openPurgeStream(other);
        expect(await setPriceInBackOffice(testApp, product.sku, '1234.00')).toBe(200);
        await stream.heard([`product-${product.id}`, 'search']);
        expect(await priceSeenBy(other)).not.toBe(before);
        stream.close();
      } finally {
        await other.close();
        await otherDatabase.close();
      }
    },
  );
});

describe('the purge stream of a shop without a storefront token', () => {
  const testApp = useTestApp();

  it('does not exist', async () => {
    const answer = await testApp.app.inject({
      url: '/api/cache/purges',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 404 });
  });
});
