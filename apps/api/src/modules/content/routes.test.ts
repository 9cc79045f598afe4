import { STORE_VIEWS } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';

const test = useTestApp();

async function get(url: string) {
  const response = await test.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as { code: number; result: any } };
}

describe('GET /api/ext/cms-data', () => {
  it("serves each store's privacy, contact and dealer-search pages by the ids of its store view", async () => {
    for (const storeView of STORE_VIEWS.filter((view) =>
      ['de-de', 'ch-fr', 'pl-pl', 'us-en'].includes(view.storeCode),
    )) {
      for (const id of [storeView.privacyPageId, storeView.contactPageId, storeView.dealerSearchPageId]) {
        const { status, body } = await get(`/${storeView.storeCode}/api/ext/cms-data/cmsPage/${id}`);
        expect(status).toBe(200);
        expect(body.result).toMatchObject({ id, store_id: storeView.storeId });
        expect(body.result.title).not.toBe('');
      }
    }
  });

  it('finds a page and a block by identifier and store id', async () => {
    const page = await get('/api/ext/cms-data/cmsPageIdentifier/page-not-found/storeId/20');
    expect(page.status).toBe(200);
    expect(page.body.result.title).toBe('Page not found');
    const block = await get('/api/ext/cms-data/cmsBlockIdentifier/usp-bar/storeId/3');
    expect(block.body.result.content).toContain('<li>');
  });

  it('answers an empty result with an error', async () => {
    expect((await get('/api/ext/cms-data/cmsPageIdentifier/no-such-page/storeId/3')).body).toEqual({
      code: 404,
      reason: 'not_found',
      result: "CMS page 'no-such-page' not found",
    });
    const otherStore = STORE_VIEWS.find((view) => view.storeCode === 'gb-en');
    expect((await get(`/de-de/api/ext/cms-data/cmsPage/${otherStore?.privacyPageId}`)).status).toBe(404);
  });

  it('rejects bad ids and unknown store ids with a 400', async () => {
    expect((await get('/de-de/api/ext/cms-data/cmsPage/abc')).status).toBe(400);
    expect((await get('/de-de/api/ext/cms-data/cmsPage/-4')).status).toBe(400);
    expect((await get('/api/ext/cms-data/cmsPageIdentifier/kontakt/storeId/99')).body).toEqual({
      code: 400,
      reason: 'invalid_request',
      result: "Unknown store id '99'",
    });
  });
});

describe('GET /api/ext/blog', () => {
  it('lists posts of the store language, top posts first, then the newest', async () => {
    const { body } = await get('/fr-fr/api/ext/blog/posts');
    const posts = body.result.items as { top_blog: number; publish_time: string; title: string }[];
    expect(body.result.total).toBe(posts.length);
    const order = posts.map((post) => `${post.top_blog}|${post.publish_time}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(posts[0]?.top_blog).toBe(1);
    const german = await get('/de-de/api/ext/blog/posts');
    expect(german.body.result.items[0].title).not.toBe(posts[0]?.title);
  });

  it('gives the five newest posts by date', async () => {
    const { body } = await get('/gb-en/api/ext/blog/newest');
    const dates = (body.result as { publish_time: string }[]).map((post) => post.publish_time);
    expect(dates).toHaveLength(5);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by category and tag, and finds a post by slug', async () => {
    const { body: categories } = await get('/de-de/api/ext/blog/categories');
    const category = categories.result[0];
    const { body } = await get(`/de-de/api/ext/blog/posts?category=${category.id}`);
    for (const post of body.result.items) expect(post.categories).toContain(category.id);
    const { body: tags } = await get('/de-de/api/ext/blog/tags');
    const tagged = await get(`/de-de/api/ext/blog/posts?tag=${tags.result[0].id}`);
    for (const post of tagged.body.result.items) expect(post.tags).toContain(tags.result[0].id);
    const first = body.result.items[0];
    expect((await get(`/de-de/api/ext/blog/posts/${first.slug}`)).body.result.id).toBe(first.id);
    expect((await get('/de-de/api/ext/blog/posts/no-such-post')).status).toBe(404);
  });
});

describe('GET /api/ext/jobs', () => {
  it('finds a job offer by slug in the store language', async () => {
    const { body } = await get('/pl-pl/api/ext/jobs');
    expect(body.result.length).toBeGreaterThan(0);
    const job = body.result[0];
    const { status, body: single } = await get(`/pl-pl/api/ext/jobs/${job.slug}`);
    expect(status).toBe(200);
    expect(single.result).toMatchObject({ slug: job.slug, title: job.title });
    expect((await get(`/de-de/api/ext/jobs/${job.slug}`)).status).toBe(404);
  });
});

describe('GET /api/ext/store-config/:country', () => {
  it('lists the store views of a country with its default first', async () => {
    const { body } = await get('/api/ext/store-config/ch');
    expect(body.result.defaultStoreCode).toBe('ch-de');
    expect(body.result.stores.map((store: { storeCode: string }) => store.storeCode).sort()).toEqual([
      'ch-de',
      'ch-fr',
      'ch-it',
    ]);
  });

  it('maps countries the shop does not serve to the ot stores', async () => {
    const { body } = await get('/api/ext/store-config/DK');
    expect(body.result.isOther).toBe(true);
    expect(body.result.defaultStoreCode).toBe('ot-en');
  });

  it('rejects what is not a country code', async () => {
    expect((await get('/api/ext/store-config/123')).status).toBe(400);
    expect((await get('/api/ext/store-config/abcd')).status).toBe(400);
  });
});
